import { useEffect, useState } from 'react';
import { Badge, Box, Button, Flex, Input, InputGroup, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LuPlus, LuSearch } from 'react-icons/lu';
import type { FormRow } from '@cmms/contracts/logbooks/endpoints';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { ShownDate } from '../../../lib/shown-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ListPagination } from '../../../resources/list/list-pagination';
import { DataTable, type TableColumn } from '../../../resources/table/data-table';
import { useTable } from '../../../resources/table/use-table';

export const FORMS_PATH = '/logbooks/forms';
export const formPath = (id: number | 'new') => `${FORMS_PATH}/${id}`;

const STATUS_PALETTE: Record<FormRow['status'], string> = { draft: 'gray', published: 'green', retired: 'orange' };

/** Logger forms (issue 28): name, status, latest published version, last change; search and pages. */
export function FormsPage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'logbooks.forms')) return <NotAuthorized />;
  return <FormsList />;
}

function FormsList() {
  const { t } = useTranslation('logbooks');
  const ability = useAppAbility();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text);
  const table = useTable<FormRow>({ endpoint: 'logbooks.forms', initial: { limit: 25 } });
  const { setSearch } = table;
  useEffect(() => setSearch(q), [q, setSearch]);

  const columns: TableColumn<FormRow>[] = [
    {
      key: 'name',
      label: t('forms.columns.name'),
      render: (row) => (
        <Box minW="0">
          <ChakraLink asChild fontWeight="semibold" colorPalette="teal">
            <Link to={formPath(row.id)} data-testid={`form-link-${row.id}`}>
              {row.name}
            </Link>
          </ChakraLink>
          {row.category && (
            <Text fontSize="xs" color="fg.muted">
              {row.category}
            </Text>
          )}
        </Box>
      ),
    },
    {
      key: 'status',
      label: t('forms.columns.status'),
      render: (row) => (
        <Badge variant="subtle" colorPalette={STATUS_PALETTE[row.status]} data-testid={`form-status-${row.id}`}>
          {t(`forms.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'version',
      label: t('forms.columns.version'),
      render: (row) => (
        <Text as="span" dir="ltr" data-testid={`form-version-${row.id}`}>
          {row.version === null ? '—' : t('forms.versionShort', { version: row.version })}
        </Text>
      ),
    },
    {
      key: 'loggers',
      label: t('forms.columns.loggers'),
      align: 'end',
      render: (row) => row.loggers_count,
    },
    {
      key: 'updated',
      label: t('forms.columns.updated'),
      render: (row) => <ShownDate value={row.updated_at} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('forms.title')}
        subtitle={t('forms.subtitle')}
        crumbs={[{ label: '', to: '/' }, { label: t('forms.title') }]}
        actions={
          canCallEndpoint(ability, 'logbooks.form-create') && (
            <Button asChild colorPalette="teal" data-testid="form-new">
              <Link to={formPath('new')}>
                <LuPlus />
                {t('forms.new')}
              </Link>
            </Button>
          )
        }
      />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" overflow="hidden" data-testid="forms-list">
        <Flex px="4" py="3" borderBottomWidth="1px">
          <InputGroup maxW="sm" startElement={<LuSearch />}>
            <Input
              type="search"
              placeholder={t('forms.search')}
              aria-label={t('forms.search')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="forms-search"
            />
          </InputGroup>
        </Flex>
        <Box p="4" opacity={table.validating && table.rows ? 0.7 : 1}>
          <DataTable
            table={table}
            columns={columns}
            variant="inset"
            testId="forms"
            empty={{ text: q ? t('forms.noMatch') : t('forms.empty') }}
            onRowOpen={(row) => void navigate(formPath(row.id))}
          />
        </Box>
        <ListPagination {...table.pagination} />
      </Box>
    </>
  );
}
