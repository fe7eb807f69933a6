import type { ReactNode } from 'react';
import { EmptyState, Skeleton, Table, Text, VStack } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';

export interface SimpleColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

/** A plain table for the detail tabs (members, related records, files, activity). */
export function SimpleTable<T extends { id: number | string }>({
  columns,
  rows,
  emptyText,
  testId,
}: {
  columns: SimpleColumn<T>[];
  rows: T[] | undefined;
  emptyText: string;
  testId: string;
}) {
  if (rows && rows.length === 0) {
    return (
      <EmptyState.Root py="10" data-testid={`${testId}-empty`}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuInbox />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Description>{emptyText}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" interactive data-testid={testId}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} py="2.5" textAlign={c.align ?? 'start'}>
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                  {c.label}
                </Text>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows === undefined
            ? Array.from({ length: 4 }, (_, i) => (
                <Table.Row key={`skeleton-${i}`}>
                  {columns.map((c) => (
                    <Table.Cell key={c.key} py="3">
                      <Skeleton h="4" w="24" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row) => (
                <Table.Row key={row.id} data-testid={`${testId}-row`} data-row-id={row.id}>
                  {columns.map((c) => (
                    <Table.Cell key={c.key} py="2" textAlign={c.align ?? 'start'}>
                      {c.render(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
