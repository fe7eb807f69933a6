import { useEffect, useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Drawer,
  Flex,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TODO_TAGS, type TodoTask } from '@cmms/contracts/template-apps/schemas';
import { LuCheck, LuFilter, LuPlus, LuSearch, LuStar, LuTrash2, LuListTodo } from 'react-icons/lu';
import { apiKey } from '../../../api/api-key';
import { callEndpoint } from '../../../api/http';
import { useApiQuery } from '../../../api/use-api-query';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { TodoPanel, type TaskDraft } from './todo-panel';
import { fallback } from '../../../i18n/keys';

export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
const SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export const TAG_PALETTE: Record<string, string> = {
  team: 'blue',
  low: 'green',
  medium: 'orange',
  high: 'red',
  update: 'purple',
};

/** A due date (`yyyy-MM-dd`) as the reader's language writes it. */
const dueText = (due: string | null, language: string) =>
  due
    ? new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${due.slice(0, 10)}T00:00:00Z`),
      )
    : '';

/**
 * The template's todo app (reference §3): filters and tags in a sidebar (a drawer on a phone), search and
 * sort, a side panel to add or edit, a checkbox to complete. The filter, tag, search and sort live in the
 * address, so a reload keeps them; every change refetches the list.
 */
export function TodoPage() {
  const { t, i18n } = useTranslation('template-apps');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') ?? '';
  const tag = params.get('tag') ?? '';
  const sortBy = params.get('sortBy') ?? '';
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text);
  const [drawer, setDrawer] = useState(false);
  const [editing, setEditing] = useState<TodoTask | 'new' | null>(null);
  const action = useRequestCycle({ successToasts: false });

  const setParam = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const urlQ = params.get('q') ?? '';
  useEffect(() => {
    if (urlQ !== q) setParam({ q });
    // Only a new search writes the address; the address's own changes need no echo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const tasks = useApiQuery(apiKey('tapps.todo.tasks', {}, { filter, tag, q: urlQ, sortBy }), {
    keepPreviousData: true,
  });
  const refresh = () => tasks.mutate();

  const save = async (draft: TaskDraft, id?: number) => {
    const outcome = await action.run((signal) =>
      id === undefined
        ? callEndpoint('tapps.todo.add', {}, { method: 'POST', body: { task: draft }, signal })
        : callEndpoint('tapps.todo.update', {}, { method: 'POST', body: { task: { ...draft, id } }, signal }),
    );
    await refresh();
    if (outcome.ok) setEditing(null);
    return outcome.ok;
  };
  const update = async (task: TodoTask, changes: Partial<TodoTask>) => {
    await action.run((signal) =>
      callEndpoint('tapps.todo.update', {}, { method: 'POST', body: { task: { id: task.id, ...changes } }, signal }),
    );
    await refresh();
  };
  const remove = async (task: TodoTask) => {
    const outcome = await action.run((signal) =>
      callEndpoint('tapps.todo.delete', {}, { method: 'DELETE', query: { taskId: task.id }, signal }),
    );
    await refresh();
    if (outcome.ok) setEditing(null);
  };

  const choose = (changes: Record<string, string>) => {
    setParam(changes);
    setDrawer(false);
  };
  const sidebar = (
    <Stack gap="1" data-testid="todo-sidebar">
      <Button
        colorPalette="teal"
        mb="3"
        onClick={() => {
          setDrawer(false);
          setEditing('new');
        }}
        data-testid="todo-add"
      >
        <LuPlus />
        {t('todo.add')}
      </Button>
      <SideItem active={!filter && !tag} onClick={() => choose({ filter: '', tag: '' })} testId="todo-filter-all">
        <LuListTodo />
        {t('todo.filters.all')}
      </SideItem>
      {TODO_FILTERS.map((f) => (
        <SideItem
          key={f}
          active={filter === f}
          onClick={() => choose({ filter: f, tag: '' })}
          testId={`todo-filter-${f}`}
        >
          {f === 'important' ? <LuStar /> : f === 'completed' ? <LuCheck /> : <LuTrash2 />}
          {t(`todo.filters.${f}`)}
        </SideItem>
      ))}
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mt="4" mb="1" px="3">
        {t('todo.tags')}
      </Text>
      {TODO_TAGS.map((g) => (
        <SideItem key={g} active={tag === g} onClick={() => choose({ tag: g, filter: '' })} testId={`todo-tag-${g}`}>
          <Box w="2" h="2" borderRadius="full" bg={`${TAG_PALETTE[g]}.solid`} />
          {t(`todo.tagNames.${g}`)}
        </SideItem>
      ))}
    </Stack>
  );

  const rows = tasks.data ?? [];
  return (
    <>
      <PageHeader
        title={t('todo.title')}
        subtitle={t('todo.subtitle')}
        crumbs={[{ label: tc('menu.dashboard'), to: '/' }, { label: tc('menu.apps') }, { label: t('todo.title') }]}
      />
      <Flex gap="4" align="flex-start">
        <Box
          display={{ base: 'none', md: 'block' }}
          w="60"
          flexShrink={0}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          p="3"
        >
          {sidebar}
        </Box>
        <Box flex="1" minW="0" bg="bg.panel" borderWidth="1px" borderRadius="xl" overflow="hidden" data-testid="todo">
          <Flex px="3" py="3" gap="2" borderBottomWidth="1px" align="center" wrap="wrap">
            <IconButton
              display={{ base: 'inline-flex', md: 'none' }}
              variant="outline"
              size="sm"
              aria-label={t('todo.filtersTitle')}
              onClick={() => setDrawer(true)}
              data-testid="todo-sidebar-open"
            >
              <LuFilter />
            </IconButton>
            <InputGroup flex="1" minW="40" startElement={<LuSearch />}>
              <Input
                size="sm"
                type="search"
                placeholder={t('todo.search')}
                aria-label={t('todo.search')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                data-testid="todo-search"
              />
            </InputGroup>
            <NativeSelect.Root size="sm" w="auto">
              <NativeSelect.Field
                aria-label={t('todo.sort')}
                value={sortBy || 'latest'}
                onChange={(e) => setParam({ sortBy: e.target.value === 'latest' ? '' : e.target.value })}
                data-testid="todo-sort"
              >
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`todo.sorts.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
          {tasks.error && !tasks.data ? (
            <Box p="4">
              <LoadFailed title={t('todo.failed')} error={tasks.error} retry={() => void refresh()} />
            </Box>
          ) : (
            <Stack gap="0" opacity={tasks.isValidating && tasks.data ? 0.7 : 1} data-testid="todo-list">
              {tasks.data && rows.length === 0 && (
                <Text p="6" color="fg.muted" textAlign="center" data-testid="todo-empty">
                  {t('todo.empty')}
                </Text>
              )}
              {rows.map((task) => (
                <Flex
                  key={task.id}
                  px="3"
                  py="2.5"
                  gap="3"
                  align="center"
                  borderBottomWidth="1px"
                  _hover={{ bg: 'bg.muted' }}
                  data-testid="todo-row"
                  data-id={task.id}
                  data-completed={task.isCompleted}
                >
                  <Checkbox.Root
                    colorPalette="teal"
                    checked={task.isCompleted}
                    disabled={task.isDeleted}
                    onCheckedChange={({ checked }) => void update(task, { isCompleted: checked === true })}
                    data-testid={`todo-complete-${task.id}`}
                  >
                    <Checkbox.HiddenInput aria-label={t('todo.complete', { title: task.title })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                  <Box
                    flex="1"
                    minW="0"
                    cursor="pointer"
                    onClick={() => setEditing(task)}
                    data-testid={`todo-open-${task.id}`}
                  >
                    <Text
                      fontWeight="medium"
                      truncate
                      textDecoration={task.isCompleted ? 'line-through' : undefined}
                      color={task.isCompleted ? 'fg.muted' : 'fg'}
                      dir="auto"
                      data-testid="todo-title"
                    >
                      {task.title}
                    </Text>
                    <Flex gap="1" mt="1" wrap="wrap" display={{ base: 'flex', md: 'none' }}>
                      <TaskMeta task={task} />
                    </Flex>
                  </Box>
                  <Flex gap="1" display={{ base: 'none', md: 'flex' }} align="center">
                    <TaskMeta task={task} />
                  </Flex>
                  {task.dueDate && (
                    <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                      {dueText(task.dueDate, i18n.language)}
                    </Text>
                  )}
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('todo.important')}
                    aria-pressed={task.isImportant}
                    disabled={task.isDeleted}
                    color={task.isImportant ? 'orange.fg' : 'fg.subtle'}
                    onClick={() => void update(task, { isImportant: !task.isImportant })}
                  >
                    <LuStar fill={task.isImportant ? 'currentColor' : 'none'} />
                  </IconButton>
                </Flex>
              ))}
            </Stack>
          )}
        </Box>
      </Flex>
      <Drawer.Root open={drawer} onOpenChange={({ open }) => setDrawer(open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="todo-drawer">
              <Drawer.Header>
                <Drawer.Title>{t('todo.filtersTitle')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>{sidebar}</Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {editing && (
        <TodoPanel
          key={editing === 'new' ? 'new' : editing.id}
          task={editing === 'new' ? null : editing}
          loading={action.loading}
          errors={action.error}
          onSave={(draft) => void save(draft, editing === 'new' ? undefined : editing.id)}
          onDelete={editing === 'new' || editing.isDeleted ? undefined : () => void remove(editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function TaskMeta({ task }: { task: TodoTask }) {
  const { t } = useTranslation('template-apps');
  return (
    <>
      {task.tags.map((g) => (
        <Badge key={g} size="sm" variant="subtle" colorPalette={TAG_PALETTE[g] ?? 'gray'}>
          {t(`todo.tagNames.${g}`, fallback(g))}
        </Badge>
      ))}
      {task.assignee.fullName && (
        <Badge size="sm" variant="outline" title={task.assignee.fullName} maxW="40" truncate>
          {task.assignee.fullName}
        </Badge>
      )}
    </>
  );
}

function SideItem({
  active,
  onClick,
  testId,
  children,
}: {
  active: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'teal' : 'gray'}
      justifyContent="flex-start"
      size="sm"
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
