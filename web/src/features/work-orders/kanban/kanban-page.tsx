import { useRef, useState } from 'react';
import { Box, Button, Flex, Input, InputGroup, Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronsRight, LuSearch } from 'react-icons/lu';
import { MOVE_RULES, type WorkOrderState } from '@cmms/contracts';
import { useAppAbility } from '../../../auth/use-app-ability';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ReferenceSelect } from '../../../resources/form/reference-select';
import { WorkLogDialog } from '../work-log-dialog';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { KanbanColumn } from './kanban-column';
import { useBoardMove } from './use-board-move';
import { useMoreToScroll } from './use-more-to-scroll';

/** The working states, left to right; cancelled and rejected work shows on demand. */
const WORKING: readonly WorkOrderState[] = [
  'requested',
  'open',
  'assigned',
  'in_progress',
  'on_hold',
  'completed',
  'closed',
];
const DROPPED: readonly WorkOrderState[] = ['cancelled', 'rejected'];

/**
 * The work orders by state. Dragging a card to another column posts the move as a work-log entry; a
 * refused move snaps back with the server's message. On a phone the columns swipe one by one and each
 * card has a move menu.
 */
export function KanbanPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [search, setSearch] = useState('');
  const [assignee, setAssignee] = useState<number | null>(null);
  const [showDropped, setShowDropped] = useState(false);
  const [dragging, setDragging] = useState<WorkOrder | null>(null);
  const debounced = useDebouncedValue(search);
  const { pending, dialog, moveCard, closeDialog } = useBoardMove();
  const board = useRef<HTMLDivElement>(null);
  const { more, scrollOn } = useMoreToScroll(board);
  if (!ability.can('read', 'workorders')) return <NotAuthorized />;
  const filters = { search: debounced, assignee: assignee ?? undefined };
  const states = showDropped ? [...WORKING, ...DROPPED] : WORKING;
  const title = t('workOrders.kanban.title');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('workOrders.kanban.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.maintenance') }, { label: title }]}
      />
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<LuSearch />} flex="1" minW="56" maxW="sm">
          <Input
            type="search"
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            bg="bg.panel"
            data-testid="kanban-search"
          />
        </InputGroup>
        <Box w={{ base: 'full', sm: '64' }} bg="bg.panel" borderRadius="md">
          <ReferenceSelect
            id="kanban-assignee"
            refName="users"
            value={assignee}
            initialLabel=""
            invalid={false}
            placeholder={t('workOrders.kanban.anyAssignee')}
            onChange={setAssignee}
          />
        </Box>
        <Switch.Root
          colorPalette="teal"
          checked={showDropped}
          onCheckedChange={({ checked }) => setShowDropped(checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('workOrders.kanban.showDropped')}</Switch.Label>
        </Switch.Root>
      </Flex>
      <Box position="relative">
        <Flex
          ref={board}
          gap="3"
          overflowX="auto"
          pb="4"
          align="flex-start"
          scrollSnapType={{ base: 'x mandatory', md: 'none' }}
          data-testid="kanban-board"
        >
          {states.map((state) => (
            <KanbanColumn
              key={state}
              state={state}
              filters={filters}
              pending={pending}
              dragging={dragging}
              onDragStart={setDragging}
              onDrop={(to) => {
                if (dragging) moveCard(dragging, to);
                setDragging(null);
              }}
              onMove={(card, move) => moveCard(card, MOVE_RULES[move].to, move)}
            />
          ))}
        </Flex>
        {more && (
          <Button
            position="absolute"
            top="2"
            insetEnd="0"
            size="sm"
            variant="surface"
            boxShadow="md"
            onClick={scrollOn}
            data-testid="kanban-more-columns"
          >
            {t('workOrders.kanban.moreColumns')}
            <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
              <LuChevronsRight />
            </Box>
          </Button>
        )}
      </Box>
      {dialog && <WorkLogDialog workOrder={dialog.card} target={dialog.target} onClose={closeDialog} />}
    </>
  );
}
