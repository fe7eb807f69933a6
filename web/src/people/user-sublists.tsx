import { useState } from 'react';
import { Box, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { findResource, type Row } from '@cmms/contracts';
import { CellValue } from '../resources/list/cell-value';
import { listColumns } from '../resources/list/list-columns';
import { ListPagination } from '../resources/list/list-pagination';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';
import { useTable } from '../resources/table/use-table';
import { personName } from './person-name';
import { fieldLabelKey } from '../resources/resource-keys';

/**
 * The `{id}/{type}` lists of a user (spec point 7): what they hold (assets, licenses, accessories,
 * consumables) and what they manage (locations, departments, users).
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
      label: t(fieldLabelKey(resource.name, column.key)),
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
  // A new type is a new kind of row: no stale rows of the last type while it loads.
  const table = useTable<Row>({
    endpoint: 'users.sublist',
    params: { id: userId, type },
    request: ({ offset, limit }) => ({ offset, limit }),
    keepPreviousData: false,
  });
  const columns = useColumns(type);
  return (
    <Stack gap="4" data-testid="user-sublists">
      <Box overflowX="auto" pb="1">
        <SegmentGroup.Root
          size="sm"
          value={type}
          onValueChange={({ value }) => {
            setType((value ?? 'locations') as SublistType);
            table.firstPage();
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
          rows={table.rows}
          failed={table.failed}
          retry={table.retry}
          emptyText={t('userSublists.empty')}
          testId="sublist"
        />
        {table.total > 0 && <ListPagination {...table.pagination} />}
      </Box>
    </Stack>
  );
}
