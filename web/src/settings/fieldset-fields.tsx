import { useState } from 'react';
import { DeleteRowButton } from '../components/delete-row-button';
import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LuUnlink } from 'react-icons/lu';
import { getResource, type Envelope, type Row } from '@cmms/contracts';
import { apiKey, touchedBy } from '../api/api-key';
import { callEndpoint } from '../api/http';
import { useRequestCycle } from '../api/use-request-cycle';
import { useAppAbility } from '../auth/use-app-ability';
import { ConfirmDialog } from '../resources/list/confirm-dialog';
import { resourcePath } from '../resources/resource-path';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';

const fieldsets = getResource('fieldsets');
const fields = getResource('fields');

type FieldRow = { id: number; name: string } & Record<string, unknown>;

const fieldRows = (value: unknown): { total: number; rows: FieldRow[] } => {
  const v = value as { total?: unknown; rows?: unknown } | null;
  const rows = Array.isArray(v?.rows) ? (v.rows as FieldRow[]) : [];
  return { total: typeof v?.total === 'number' ? v.total : rows.length, rows };
};

/** A field set's fields (rows and total) with 'disassociate'; the answer's field set replaces the detail. */
export function FieldsetFields({ fieldset }: { fieldset: Row }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { mutate } = useSWRConfig();
  const action = useRequestCycle();
  const [toRemove, setToRemove] = useState<FieldRow | null>(null);
  const { total, rows } = fieldRows(fieldset.fields);
  const canEdit = ability.can('update', fieldsets.permission);

  const disassociate = async () => {
    if (!toRemove) return;
    const fieldId = toRemove.id;
    const outcome = await action.run((signal) =>
      callEndpoint<Envelope<Row>>(
        'fieldsets.disassociate',
        { fieldsetId: fieldset.id, fieldId },
        { method: 'DELETE', signal },
      ),
    );
    setToRemove(null);
    const saved = outcome.ok ? outcome.data.payload : null;
    if (saved) await mutate(apiKey('fieldsets.detail', { id: String(fieldset.id) }), saved, { revalidate: false });
    await mutate((key) => touchedBy(fieldsets)(key) && !(Array.isArray(key) && key[0] === 'fieldsets.detail'));
    await mutate(touchedBy(fields));
  };

  const columns: SimpleColumn<FieldRow>[] = [
    {
      key: 'name',
      label: t('resources.fields.fields.name'),
      render: (row) => (
        <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
          <Link to={resourcePath(fields, row.id, 'edit')}>{row.name}</Link>
        </ChakraLink>
      ),
    },
  ];
  // Field rows may carry only `{id, name}`; element and format show when the server sends them.
  if (rows.some((row) => typeof (row.element ?? row.type) === 'string')) {
    columns.push({
      key: 'element',
      label: t('resources.fields.fields.element'),
      render: (row) => {
        const element = row.element ?? row.type;
        return typeof element === 'string' ? (
          <Badge variant="outline" colorPalette="teal">
            {t(`resources.fields.options.element.${element}`, { defaultValue: element })}
          </Badge>
        ) : (
          '—'
        );
      },
    });
  }
  if (rows.some((row) => typeof row.format === 'string')) {
    columns.push({
      key: 'format',
      label: t('resources.fields.fields.format'),
      render: (row) => (typeof row.format === 'string' ? row.format : '—'),
    });
  }
  if (canEdit) {
    columns.push({
      key: 'actions',
      label: t('list.actions'),
      align: 'end',
      render: (row) => (
        <DeleteRowButton
          label={t('fieldsetFields.disassociate')}
          icon={<LuUnlink />}
          onClick={() => setToRemove(row)}
          testId={`field-disassociate-${row.id}`}
        />
      ),
    });
  }

  return (
    <Stack gap="3" data-testid="fieldset-fields">
      <HStack>
        <Text color="fg.muted" data-testid="fieldset-fields-total">
          {t('fieldsetFields.total', { count: total })}
        </Text>
      </HStack>
      <SimpleTable columns={columns} rows={rows} emptyText={t('fieldsetFields.empty')} testId="fieldset-field" />
      <ConfirmDialog
        open={toRemove !== null}
        title={t('fieldsetFields.disassociateTitle')}
        body={t('fieldsetFields.disassociateBody', {
          name: toRemove?.name ?? '',
          fieldset: String(fieldset.name ?? ''),
        })}
        confirmLabel={t('fieldsetFields.disassociate')}
        loading={action.loading}
        onConfirm={() => void disassociate()}
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}
