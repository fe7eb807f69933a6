import type { MouseEventHandler, ReactNode } from 'react';
import { Box, Flex, HStack, IconButton, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import type { TableColumn, TableView } from './table-types';

interface Props<T> {
  table: TableView<T>;
  columns: readonly TableColumn<T>[];
  testId: string;
  rowTestId: string;
  rowKey: (row: T) => string | number;
  skeletonRows: number;
  rowTone?: (row: T) => string | undefined;
  onRowOpen?: (row: T) => void;
  isControl: (target: EventTarget) => boolean;
  /** Follows the cards' row links in the app (`useRowLinkClicks`). */
  onClick: MouseEventHandler;
}

/**
 * A list on a phone: each row a card whose first two columns are its heading and the others
 * labelled lines, with its actions at the foot; sorting moves from the headers to one picker.
 */
export function DataCards<T>({
  table,
  columns,
  testId,
  rowTestId,
  rowKey,
  skeletonRows,
  rowTone,
  onRowOpen,
  isControl,
  onClick,
}: Props<T>) {
  const { rows } = table;
  const actions = columns.filter((c) => c.sticky);
  const [key, title, ...rest] = columns.filter((c) => !c.sticky);
  return (
    <Stack gap="2" p="2" data-testid={testId} data-layout="cards" onClick={onClick}>
      <SortPicker table={table} columns={columns} />
      {rows === undefined
        ? Array.from({ length: skeletonRows }, (_, i) => (
            <Stack key={`skeleton-${i}`} gap="2" p="3" borderWidth="1px" borderRadius="lg">
              <Skeleton h="4" w="40%" />
              <Skeleton h="3" w="70%" />
            </Stack>
          ))
        : rows.map((row) => {
            const tone = rowTone?.(row);
            return (
              <Box
                key={rowKey(row)}
                data-testid={rowTestId}
                data-row-id={rowKey(row)}
                data-tone={tone}
                bg={tone ? `${tone}.subtle` : 'bg.panel'}
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                cursor={onRowOpen ? 'pointer' : undefined}
                onClick={onRowOpen ? (event) => !isControl(event.target) && onRowOpen(row) : undefined}
              >
                <Stack gap="0.5" mb={rest.length ? '2' : '0'} minW="0">
                  {key && <CardText strong>{key.render(row)}</CardText>}
                  {title && <CardText testId="card-title">{title.render(row)}</CardText>}
                </Stack>
                {rest.length > 0 && (
                  <Box as="dl" display="grid" gridTemplateColumns="minmax(6rem, auto) 1fr" columnGap="3" rowGap="1">
                    {rest.map((column) => (
                      <Line key={column.key} label={column.label}>
                        {column.render(row)}
                      </Line>
                    ))}
                  </Box>
                )}
                {actions.length > 0 && (
                  <Flex justify="flex-end" mt="2" borderTopWidth="1px" pt="1">
                    {actions.map((column) => (
                      <Box key={column.key}>{column.render(row)}</Box>
                    ))}
                  </Flex>
                )}
              </Box>
            );
          })}
    </Stack>
  );
}

function CardText({ children, strong = false, testId }: { children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Box fontWeight={strong ? 'semibold' : 'normal'} overflowWrap="anywhere" minW="0" data-testid={testId}>
      {children}
    </Box>
  );
}

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontSize="xs" color="fg.muted" alignSelf="center">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** The headers' sort buttons, for a phone: which column, and which way. */
function SortPicker<T>({ table, columns }: { table: TableView<T>; columns: readonly TableColumn<T>[] }) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.sortKey !== undefined);
  const { state, toggleSort } = table;
  if (!toggleSort || !state || sortable.length === 0) return null;
  const ascending = state.order !== 'desc';
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('list.sortBy')}
      </Text>
      <NativeSelect.Root size="sm" flex="1" minW="0">
        <NativeSelect.Field
          aria-label={t('list.sortBy')}
          value={state.sort}
          onChange={(e) => toggleSort(e.currentTarget.value)}
          data-testid="sort-picker"
        >
          {!sortable.some((c) => c.sortKey === state.sort) && (
            <option value={state.sort}>{t('list.defaultOrder')}</option>
          )}
          {sortable.map((c) => (
            <option key={c.key} value={c.sortKey}>
              {typeof c.label === 'string' ? c.label : c.key}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t(ascending ? 'list.ascending' : 'list.descending')}
        onClick={() => toggleSort(state.sort)}
        disabled={state.sort === ''}
        data-testid="sort-order"
      >
        {ascending ? <LuArrowUp /> : <LuArrowDown />}
      </IconButton>
    </HStack>
  );
}
