import { useState, type DragEvent, type FormEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Input,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { KanbanBoard, KanbanTask } from '@cmms/contracts/template-shop/schemas';
import { LuCalendar, LuEllipsisVertical, LuMove, LuPaperclip, LuPlus, LuUsers } from 'react-icons/lu';
import { PageHeader } from '../../../layout/page-header';
import { ConfirmDialog } from '../../../resources/list/confirm-dialog';
import { useShopMutation, useShopQuery } from '../shop-data';
import { TaskDrawer } from './task-drawer';

const KANBAN = ['apps.kanban.'] as const;
const DRAG_TYPE = 'application/x-kanban-task';

/** The board id the template derives from a title: lower case, spaces to dashes (§7), no other whitespace. */
export const boardIdOf = (title: string): string => title.trim().toLowerCase().replace(/\s+/g, '-');

/** The template's kanban (§7): boards as columns, the caller's own; drag, or the card's "Move to" menu. */
export function KanbanPage() {
  const { t } = useTranslation('template-shop');
  const boards = useShopQuery('apps.kanban.boards');
  const tasks = useShopQuery('apps.kanban.tasks');
  const { call, loading } = useShopMutation(KANBAN);
  const [editing, setEditing] = useState<KanbanTask | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'clear'; board: KanbanBoard } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [newBoard, setNewBoard] = useState('');

  const allTasks = tasks.data ?? [];
  const allBoards = boards.data ?? [];

  /** Moves a task to a board and, when dropped on a card, to that card's place (what the user saw). */
  const move = async (taskId: number, boardId: string, targetTaskId?: number) => {
    const task = allTasks.find((x) => x.id === taskId);
    if (!task || taskId === targetTaskId) return;
    if (task.boardId !== boardId) {
      await call('apps.kanban.update-task-board', {
        method: 'POST',
        body: { data: { taskId, boardId: task.boardId, newBoardId: boardId } },
      });
    }
    if (targetTaskId !== undefined) {
      await call('apps.kanban.reorder-tasks', { method: 'POST', body: { data: { taskId, targetTaskId } } });
    }
  };

  const onDrop = (event: DragEvent, boardId: string, targetTaskId?: number) => {
    event.preventDefault();
    event.stopPropagation();
    const id = Number(event.dataTransfer.getData(DRAG_TYPE) || dragged);
    setDragged(null);
    setOver(null);
    if (id) void move(id, boardId, targetTaskId);
  };

  const addBoard = async (event: FormEvent) => {
    event.preventDefault();
    const title = newBoard.trim();
    if (!title) return;
    const outcome = await call('apps.kanban.add-board', {
      method: 'POST',
      body: { data: { title, id: boardIdOf(title) } },
    });
    if (outcome.ok) setNewBoard('');
  };

  const runConfirm = async () => {
    if (!confirm) return;
    const id = confirm.board.id;
    await call(confirm.kind === 'delete' ? 'apps.kanban.delete-board' : 'apps.kanban.clear-tasks', {
      method: 'DELETE',
      query: { id },
      body: { id },
    });
    setConfirm(null);
  };

  // The boards render with their tasks, all at once: a phone's scroll snaps to the first thing it shows,
  // and keeps it in view when more arrives (the add-board form alone would stay the snapped column).
  const ready = boards.data !== undefined && tasks.data !== undefined;

  return (
    <>
      <PageHeader
        title={t('kanban.title')}
        subtitle={t('kanban.subtitle')}
        crumbs={[{ label: t('common.dashboard'), to: '/' }, { label: t('common.apps') }, { label: t('kanban.title') }]}
      />
      {!ready ? (
        <Flex gap="4" data-testid="kanban-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} flex="0 0 auto" w={{ base: '85vw', md: '72' }} h="64" borderRadius="xl" />
          ))}
        </Flex>
      ) : (
        <Flex
          gap="4"
          align="flex-start"
          overflowX="auto"
          pb="4"
          scrollSnapType={{ base: 'x mandatory', md: 'none' }}
          data-testid="kanban"
        >
          {allBoards.map((board) => {
            const boardTasks = allTasks.filter((task) => task.boardId === board.id);
            return (
              <Box
                key={board.id}
                flex="0 0 auto"
                w={{ base: '85vw', md: '72' }}
                scrollSnapAlign="start"
                bg={over === board.id ? 'teal.subtle' : 'bg.muted'}
                borderRadius="xl"
                p="3"
                className={`board-${board.id}`}
                data-testid={`kanban-board-${board.id}`}
                onDragOver={(event) => {
                  event.preventDefault();
                  setOver(board.id);
                }}
                onDragLeave={() => setOver((o) => (o === board.id ? null : o))}
                onDrop={(event) => onDrop(event, board.id)}
              >
                <HStack justify="space-between" mb="3">
                  <HStack>
                    <Text fontWeight="semibold">{board.title}</Text>
                    <Badge variant="subtle">{boardTasks.length}</Badge>
                  </HStack>
                  <Menu.Root
                    onSelect={({ value }) => setConfirm({ kind: value === 'delete' ? 'delete' : 'clear', board })}
                  >
                    <Menu.Trigger asChild>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('kanban.boardActions', { board: board.title })}
                        data-testid={`kanban-board-menu-${board.id}`}
                      >
                        <LuEllipsisVertical />
                      </IconButton>
                    </Menu.Trigger>
                    <Portal>
                      <Menu.Positioner>
                        <Menu.Content>
                          <Menu.Item value="clear" data-testid={`kanban-clear-${board.id}`}>
                            {t('kanban.clearTasks')}
                          </Menu.Item>
                          <Menu.Item value="delete" color="fg.error" data-testid={`kanban-delete-${board.id}`}>
                            {t('kanban.deleteBoard')}
                          </Menu.Item>
                        </Menu.Content>
                      </Menu.Positioner>
                    </Portal>
                  </Menu.Root>
                </HStack>
                <Stack gap="2" minH="12">
                  {boardTasks.map((task, index) => (
                    <TaskCard
                      key={task.id}
                      task={task}
                      boards={allBoards}
                      dragging={dragged === task.id}
                      above={boardTasks[index - 1]}
                      below={boardTasks[index + 1]}
                      onOpen={() => setEditing(task)}
                      onMove={(boardId, targetTaskId) => void move(task.id, boardId, targetTaskId)}
                      onDragStart={(event) => {
                        event.dataTransfer.setData(DRAG_TYPE, String(task.id));
                        event.dataTransfer.effectAllowed = 'move';
                        setDragged(task.id);
                      }}
                      onDragEnd={() => {
                        setDragged(null);
                        setOver(null);
                      }}
                      onDrop={(event) => onDrop(event, board.id, task.id)}
                    />
                  ))}
                </Stack>
                <AddTask
                  board={board}
                  adding={loading}
                  onAdd={(title) =>
                    call('apps.kanban.add-task', { method: 'POST', body: { data: { title, boardId: board.id } } })
                  }
                />
              </Box>
            );
          })}
          <Box
            as="form"
            flex="0 0 auto"
            w={{ base: '85vw', md: '72' }}
            scrollSnapAlign="start"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="xl"
            p="3"
            onSubmit={(event: FormEvent) => void addBoard(event)}
          >
            <Stack gap="2">
              <Input
                size="sm"
                value={newBoard}
                onChange={(e) => setNewBoard(e.target.value)}
                placeholder={t('kanban.boardTitle')}
                aria-label={t('kanban.boardTitle')}
                data-testid="kanban-new-board"
              />
              <Button
                type="submit"
                size="sm"
                variant="outline"
                disabled={!newBoard.trim()}
                data-testid="kanban-add-board"
              >
                <LuPlus />
                {t('kanban.addBoard')}
              </Button>
            </Stack>
          </Box>
        </Flex>
      )}
      {editing && (
        <TaskDrawer
          key={editing.id}
          task={editing}
          saving={loading}
          onClose={() => setEditing(null)}
          onSave={async (data) => {
            const outcome = await call('apps.kanban.update-task', {
              method: 'POST',
              body: { data: { ...editing, ...data } },
            });
            if (outcome.ok) setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'delete' ? t('kanban.deleteBoard') : t('kanban.clearTasks')}
        body={
          confirm?.kind === 'delete'
            ? t('kanban.deleteBoardBody', { board: confirm.board.title })
            : t('kanban.clearTasksBody', { board: confirm?.board.title ?? '' })
        }
        confirmLabel={confirm?.kind === 'delete' ? t('kanban.deleteBoard') : t('kanban.clearTasks')}
        loading={loading}
        onConfirm={() => void runConfirm()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

function AddTask({
  board,
  adding,
  onAdd,
}: {
  board: KanbanBoard;
  adding: boolean;
  onAdd: (title: string) => Promise<{ ok: boolean }>;
}) {
  const { t } = useTranslation('template-shop');
  const [title, setTitle] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    const outcome = await onAdd(title.trim());
    if (outcome.ok) setTitle('');
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <HStack mt="3" gap="2">
        <Input
          size="sm"
          bg="bg.panel"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t('kanban.taskTitle')}
          aria-label={t('kanban.newTaskIn', { board: board.title })}
          data-testid={`kanban-new-task-${board.id}`}
        />
        <IconButton
          type="submit"
          size="sm"
          variant="outline"
          disabled={adding || !title.trim()}
          aria-label={t('kanban.addTask')}
          data-testid={`kanban-add-task-${board.id}`}
        >
          <LuPlus />
        </IconButton>
      </HStack>
    </form>
  );
}

const LABEL_PALETTE = ['teal', 'orange', 'purple', 'blue', 'red', 'green'];
const paletteOf = (label: string) =>
  LABEL_PALETTE[[...label].reduce((sum, c) => sum + c.charCodeAt(0), 0) % LABEL_PALETTE.length];

const nameOf = (assignee: unknown): string =>
  typeof assignee === 'object' && assignee !== null && 'title' in assignee ? String(assignee.title) : String(assignee);

function TaskCard({
  task,
  boards,
  dragging,
  above,
  below,
  onOpen,
  onMove,
  onDragStart,
  onDragEnd,
  onDrop,
}: {
  task: KanbanTask;
  boards: KanbanBoard[];
  dragging: boolean;
  above?: KanbanTask;
  below?: KanbanTask;
  onOpen: () => void;
  onMove: (boardId: string, targetTaskId?: number) => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
}) {
  const { t, i18n } = useTranslation('template-shop');
  const due = task.dueDate ? new Date(task.dueDate) : null;
  const assignees = task.assignedTo.map(nameOf);
  return (
    <Box
      bg="bg.panel"
      borderRadius="lg"
      borderWidth="1px"
      p="3"
      boxShadow="xs"
      cursor="grab"
      opacity={dragging ? 0.5 : 1}
      draggable
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      data-testid={`kanban-task-${task.id}`}
      data-board={task.boardId}
    >
      {task.labels.length > 0 && (
        <Wrap gap="1" mb="2">
          {task.labels.map((label) => (
            <Badge key={label} size="sm" variant="subtle" colorPalette={paletteOf(label)}>
              {label}
            </Badge>
          ))}
        </Wrap>
      )}
      <HStack justify="space-between" align="flex-start" gap="1">
        <Text
          as="button"
          textAlign="start"
          fontWeight="medium"
          fontSize="sm"
          onClick={onOpen}
          _hover={{ textDecoration: 'underline' }}
          data-testid={`kanban-task-open-${task.id}`}
        >
          {task.title}
        </Text>
        <Menu.Root
          onSelect={({ value }) => {
            if (value === 'up' && above) onMove(task.boardId, above.id);
            else if (value === 'down' && below) onMove(task.boardId, below.id);
            else if (value.startsWith('board:')) onMove(value.slice(6));
          }}
        >
          <Menu.Trigger asChild>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t('kanban.moveTo', { task: task.title })}
              data-testid={`kanban-move-${task.id}`}
            >
              <LuMove />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{t('kanban.moveToBoard')}</Menu.ItemGroupLabel>
                  {boards
                    .filter((board) => board.id !== task.boardId)
                    .map((board) => (
                      <Menu.Item
                        key={board.id}
                        value={`board:${board.id}`}
                        data-testid={`kanban-move-${task.id}-${board.id}`}
                      >
                        {board.title}
                      </Menu.Item>
                    ))}
                </Menu.ItemGroup>
                <Menu.Separator />
                <Menu.Item value="up" disabled={!above}>
                  {t('kanban.moveUp')}
                </Menu.Item>
                <Menu.Item value="down" disabled={!below}>
                  {t('kanban.moveDown')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      <HStack mt="2" gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
        {due && !Number.isNaN(due.getTime()) && (
          <HStack gap="1" title={t('kanban.dueDate')}>
            <LuCalendar />
            <Text>{new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(due)}</Text>
          </HStack>
        )}
        {task.attachments.length > 0 && (
          <HStack gap="1" title={t('kanban.attachments', { count: task.attachments.length })}>
            <LuPaperclip />
            <Text>{task.attachments.length}</Text>
          </HStack>
        )}
        {assignees.length > 0 && (
          <HStack gap="1" title={assignees.join(', ')}>
            <LuUsers />
            <Text lineClamp={1}>{assignees.join(', ')}</Text>
          </HStack>
        )}
      </HStack>
    </Box>
  );
}
