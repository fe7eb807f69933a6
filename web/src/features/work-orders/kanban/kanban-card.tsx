import { Box, Flex, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuArrowRightLeft } from 'react-icons/lu';
import { MOVE_RULES, movesFrom, type WorkOrderMove } from '@cmms/contracts';
import { DueCountdown } from '../../../work-order-common/due-countdown';
import { PriorityChip } from '../../../work-order-common/work-order-chips';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';

/**
 * A work order on the board: dragged with a mouse, or moved from its menu (phones and keyboards);
 * the menu offers the moves the row says the caller may make now.
 */
export function KanbanCard({
  card,
  pending,
  onDragStart,
  onMove,
}: {
  card: WorkOrder;
  pending: boolean;
  onDragStart: (card: WorkOrder) => void;
  onMove: (card: WorkOrder, move: WorkOrderMove) => void;
}) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const moves = movesFrom(card.state).filter((move) => card.available_actions[move] !== false);
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      borderColor={card.overdue ? 'red.emphasized' : 'border'}
      borderStartWidth="4px"
      borderStartColor={card.priority?.color ?? 'border'}
      p="3"
      boxShadow="xs"
      cursor="grab"
      opacity={pending ? 0.6 : 1}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(card.id));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(card);
      }}
      _hover={{ boxShadow: 'sm' }}
      data-testid="kanban-card"
      data-id={card.id}
      data-state={card.state}
    >
      <Flex justify="space-between" gap="2" align="flex-start">
        <Stack gap="1" minW="0">
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {ltr(card.number)}
          </Text>
          <Link to={workOrderPath(card.id)} draggable={false} data-testid="kanban-card-title">
            <Text fontWeight="semibold" lineClamp={2} _hover={{ color: 'teal.fg', textDecoration: 'underline' }}>
              {card.title}
            </Text>
          </Link>
        </Stack>
        {moves.length > 0 && (
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('workOrders.kanban.moveTo')}
                title={t('workOrders.kanban.moveTo')}
                data-testid={`kanban-move-${card.id}`}
              >
                <LuArrowRightLeft />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="48">
                  {moves.map((move) => (
                    <Menu.Item
                      key={move}
                      value={move}
                      minH="10"
                      onClick={() => onMove(card, move)}
                      data-testid={`kanban-menu-${move}`}
                    >
                      {t(`work-orders:moves.${move}`)}
                      <Text as="span" color="fg.muted" fontSize="xs" ms="auto">
                        {t(`resources.workorders.options.state.${MOVE_RULES[move].to}`)}
                      </Text>
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </Flex>
      <HStack gap="2" mt="2" wrap="wrap">
        <PriorityChip priority={card.priority} />
        <DueCountdown workOrder={card} />
      </HStack>
      {(card.assignee || card.inspectables[0]) && (
        <Text fontSize="xs" color="fg.muted" mt="2" lineClamp={1}>
          {[card.assignee?.name, card.inspectables[0]?.name].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Box>
  );
}
