import { useState } from 'react';
import { Box, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { findResource, type ListResponse, type Row } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { useApiQuery } from '../api/use-api-query';
import { CellValue } from '../resources/list/cell-value';
import { listColumns } from '../resources/list/list-columns';
import { useLocalPaging } from '../resources/list/use-local-paging';
import { ListPagination } from '../resources/list/list-pagination';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';
import { personName } from './person-name';

/**
 * The `{id}/{type}` lists of a user (spec point 7): what they hold (assets, licenses, accessories,
 * consumables: empty until those resources exist) and what they manage (locations, departments, users).
 */
export const USER_SUBLIST_TYPES = [
  'assets',
  'licenses',
  'accessories',
  'consumables',
  'locations',
  'departments',
  'users',
] as const;
type SublistType = (typeof USER_SUBLIST_TYPES)[number];

const MAX_COLUMNS = 5;

/** Sub-lists whose rows belong to a resource of another name. */
const SUBLIST_RESOURCE: Partial<Record<SublistType, string>> = { assets: 'hardware' };

/** A declared resource's rows show with its own list columns; others by name. */
function useColumns(type: SublistType): SimpleColumn<Row>[] {
  const { t } = useTranslation();
  const resource = findResource(SUBLIST_RESOURCE[type] ?? type);
  if (!resource) {
    return [
      { key: 'id', label: '#', render: (row) => <Text color="fg.muted">{row.id}</Text> },
      { key: 'name', label: t('userSublists.name'), render: (row) => personName(row) },
    ];
  }
  return listColumns(resource)
    .slice(0, MAX_COLUMNS)
    .map((column) => ({
      key: column.key,
      label: t(`resources.${resource.name}.fields.${column.key}`),
      render: (row: Row) =>
        column.isTitle ? (
          <Text fontWeight="semibold">{String(row[column.rowKey] ?? '')}</Text>
        ) : (
          <CellValue resource={resource.name} fieldKey={column.key} field={column.field} value={row[column.rowKey]} />
        ),
    }));
}

export function UserSublists({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [type, setType] = useState<SublistType>('locations');
  const paging = useLocalPaging();
  const { offset, limit } = paging;
  const { data } = useApiQuery<ListResponse<Row>>(apiKey('users.sublist', { id: userId, type }, { offset, limit }));
  const columns = useColumns(type);
  return (
    <Stack gap="4" data-testid="user-sublists">
      <Box overflowX="auto" pb="1">
        <SegmentGroup.Root
          size="sm"
          value={type}
          onValueChange={({ value }) => {
            setType((value ?? 'locations') as SublistType);
            paging.reset();
          }}
          data-testid="sublist-type"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={USER_SUBLIST_TYPES.map((value) => ({ value, label: t(`userSublists.types.${value}`) }))}
          />
        </SegmentGroup.Root>
      </Box>
      <Box>
        <SimpleTable
          key={type}
          columns={columns}
          rows={data?.rows}
          emptyText={t('userSublists.empty')}
          testId="sublist"
        />
        {data && data.total > 0 && <ListPagination {...paging.bar(data)} />}
      </Box>
    </Stack>
  );
}
