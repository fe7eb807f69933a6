import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuListChecks } from 'react-icons/lu';
import { canCallEndpoint } from '../api/endpoint-exists';
import { callEndpoint } from '../api/http';
import { useRequestCycle } from '../api/use-request-cycle';
import { useAppAbility } from '../auth/use-app-ability';
import { DeleteRowButton } from '../components/delete-row-button';
import { NotAuthorized } from '../layout/not-authorized';
import { PageHeader } from '../layout/page-header';
import { formattedDate } from '../assets/holder-name';
import { formatBytes } from '../lib/upload-rules';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';
import { useTable } from '../resources/table/use-table';
import type { TableState } from '../resources/table/table-state';
import { ConfirmDialog } from '../resources/list/confirm-dialog';
import { ImportRun, type ImportRow } from './import-run';
import { ImportUpload } from './import-upload';
import { fallback } from '../i18n/keys';

interface ImportList {
  total: number;
  rows: ImportRow[];
}

const rowsOfImports = (data: ImportList | ImportRow[]): ImportRow[] => (Array.isArray(data) ? data : data.rows);

/** The id of the file an upload answer names (`payload.id`, `files[0].id`, or the row itself). */
function uploadedId(body: unknown): number | null {
  const b = body as { payload?: { id?: unknown }; files?: { id?: unknown }[]; id?: unknown } | null;
  const id = b?.payload?.id ?? b?.files?.[0]?.id ?? b?.id;
  return typeof id === 'number' ? id : null;
}

/** `/imports`: upload a CSV, pick a file, map and run it, read the per-row result; past files with delete. */
export function ImportsPage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'imports.list')) return <NotAuthorized />;
  return <Imports />;
}

function Imports() {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  // The latest 50 files; the real backend answers a bare array, the mock `{ total, rows }`.
  const table = useTable<ImportRow, TableState, ImportList | ImportRow[]>({
    endpoint: 'imports.list',
    request: () => ({ limit: 50, offset: 0 }),
    rowsOf: rowsOfImports,
    totalOf: (data) => rowsOfImports(data).length,
    keepPreviousData: false,
  });
  const { rows } = table;
  const [selected, setSelected] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ImportRow | null>(null);
  const action = useRequestCycle();
  const canDelete = canCallEndpoint(ability, 'imports.delete');
  const current = rows?.find((row) => row.id === selected) ?? null;
  const title = t('imports.title');

  const remove = async () => {
    if (!toDelete) return;
    const id = toDelete.id;
    await action.run((signal) => callEndpoint('imports.delete', { id }, { method: 'DELETE', signal }));
    if (selected === id) setSelected(null);
    setToDelete(null);
    await table.refresh();
  };

  const columns: SimpleColumn<ImportRow>[] = [
    {
      key: 'name',
      label: t('imports.file'),
      render: (row) => (
        <Text fontWeight="medium" dir="ltr" lineClamp={1} maxW="xs">
          {row.name}
        </Text>
      ),
    },
    {
      key: 'type',
      label: t('imports.type'),
      render: (row) =>
        row.import_type ? (
          <Badge variant="outline" colorPalette="teal">
            {t(`imports.types.${row.import_type}`, fallback(row.import_type))}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      key: 'size',
      label: t('userFiles.size'),
      render: (row) =>
        typeof row.filesize === 'number' ? formatBytes(row.filesize, i18n.language) : String(row.filesize ?? '—'),
    },
    {
      key: 'date',
      label: t('detail.createdAt'),
      render: (row) => <Text whiteSpace="nowrap">{formattedDate(row.created_at)}</Text>,
    },
    {
      key: 'actions',
      label: t('list.actions'),
      align: 'end',
      render: (row) => (
        <HStack gap="1" justify="flex-end">
          <Button
            size="xs"
            variant={row.id === selected ? 'solid' : 'outline'}
            colorPalette="teal"
            onClick={() => setSelected(row.id)}
            data-testid={`import-select-${row.id}`}
          >
            <LuListChecks />
            {t('imports.process')}
          </Button>
          {canDelete && <DeleteRowButton onClick={() => setToDelete(row)} testId={`import-delete-${row.id}`} />}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('imports.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.assets') }, { label: title }]}
      />
      <Stack gap="6">
        <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" p={{ base: '4', md: '6' }}>
          <Stack gap="5">
            {canCallEndpoint(ability, 'imports.upload') && (
              <ImportUpload
                onUploaded={(body) => {
                  const id = uploadedId(body);
                  void table.refresh().then((list) => {
                    const fresh = list && rowsOfImports(list);
                    setSelected(id ?? fresh?.[0]?.id ?? null);
                  });
                }}
              />
            )}
            <SimpleTable
              columns={columns}
              rows={rows}
              failed={table.failed}
              retry={table.retry}
              emptyText={t('imports.empty')}
              testId="imports"
            />
          </Stack>
        </Box>
        {current && (
          <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" p={{ base: '4', md: '6' }}>
            <Text fontWeight="semibold" mb="4" dir="auto">
              {t('imports.processing', { name: current.name })}
            </Text>
            <ImportRun key={current.id} file={current} onDone={() => void table.refresh()} />
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('imports.deleteTitle')}
        body={t('list.deleteBody', { name: toDelete?.name ?? '' })}
        confirmLabel={t('list.delete')}
        loading={action.loading}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
