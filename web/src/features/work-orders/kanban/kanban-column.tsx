import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FINISHED_STATES, type ListResponse, type WorkOrderMove, type WorkOrderState } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import type { Query } from '../../../api/http';
import { useApiQuery } from '../../../api/use-api-query';
import { LoadFailed } from '../../../components/load-failed';
import { STATE_PALETTE, stateLabelKey } from '../../../work-order-common/state-palette';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { KanbanCard } from './kanban-card';
import type { PendingMove } from './use-board-move';

const PAGE = 20;

/**
 * One state's column: its work orders (what is due soonest first; finished work most recent first),
 * its count, and the drop zone for a card from another column.
 */
export function KanbanColumn({
  state,
  filters,
  pending,
  dragging,
  onDragStart,
  onDrop,
  onMove,
}: {
  state: WorkOrderState;
  filters: Query;
  pending: PendingMove | null;
  dragging: WorkOrder | null;
  onDragStart: (card: WorkOrder | null) => void;
  onDrop: (to: WorkOrderState) => void;
  onMove: (card: WorkOrder, move: WorkOrderMove) => void;
}) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(PAGE);
  const [over, setOver] = useState(false);
  const finished = FINISHED_STATES.includes(state);
  const { data, error, mutate } = useApiQuery<ListResponse<WorkOrder>>(
    apiKey(
      'workorders.list',
      {},
      {
        ...filters,
        state,
        sort: finished ? 'updated_at' : 'due_at',
        order: finished ? 'desc' : 'asc',
        offset: 0,
        limit,
      },
    ),
    { keepPreviousData: true },
  );
  // The pending card leaves its column at once and shows at the top of the one it was dropped on.
  const cards = (data?.rows ?? []).filter((card) => pending?.card.id !== card.id);
  const arriving = pending && pending.to === state ? [pending.card] : [];
  const leaving = (data?.rows.length ?? 0) - cards.length;
  const total = (data?.total ?? 0) - leaving + arriving.length;
  // Nothing to show and the read failed: say so, never "no work orders" (cards already shown stay).
  const failed = error !== undefined && !data;
  const droppable = dragging !== null && dragging.state !== state;
  return (
    <Stack
      gap="3"
      w={{ base: '85vw', sm: '72' }}
      flexShrink={0}
      bg={over && droppable ? `${STATE_PALETTE[state]}.subtle` : 'bg.muted'}
      borderRadius="xl"
      p="3"
      scrollSnapAlign="start"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={droppable ? `${STATE_PALETTE[state]}.muted` : 'transparent'}
      onDragOver={(event) => {
        if (!droppable) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (droppable) onDrop(state);
      }}
      data-testid={`kanban-column-${state}`}
    >
      <Flex justify="space-between" align="center" px="1">
        <Flex align="center" gap="2">
          <Box boxSize="2.5" borderRadius="full" bg={`${STATE_PALETTE[state]}.solid`} />
          <Heading size="sm">{t(stateLabelKey(state))}</Heading>
        </Flex>
        <Badge variant="subtle" colorPalette={STATE_PALETTE[state]} data-testid="kanban-count">
          {data && !failed ? total : '…'}
        </Badge>
      </Flex>
      {/* Each column scrolls on its own, so the board stays one screen tall. */}
      <Stack
        gap="2"
        minH="24"
        maxH={{ base: 'calc(100dvh - 16rem)', md: 'calc(100vh - 18rem)' }}
        overflowY="auto"
        pe="1"
        onDragEnd={() => onDragStart(null)}
      >
        {failed && (
          <LoadFailed
            title={t('workOrders.kanban.failed')}
            error={error}
            retry={() => void mutate()}
            testId="kanban-failed"
            compact
          />
        )}
        {!data && !failed && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h="24" borderRadius="lg" />)}
        {!failed &&
          [...arriving, ...cards].map((card) => (
            <KanbanCard
              key={card.id}
              card={card}
              pending={pending?.card.id === card.id}
              onDragStart={onDragStart}
              onMove={onMove}
            />
          ))}
        {data && !failed && cards.length + arriving.length === 0 && (
          <Text fontSize="sm" color="fg.subtle" textAlign="center" py="6">
            {t('workOrders.kanban.empty')}
          </Text>
        )}
      </Stack>
      {data && !failed && data.total > data.rows.length && (
        <Button size="sm" variant="ghost" onClick={() => setLimit((l) => l + PAGE)} data-testid="kanban-more">
          {t('workOrders.kanban.more', { count: data.total - data.rows.length })}
        </Button>
      )}
    </Stack>
  );
}
