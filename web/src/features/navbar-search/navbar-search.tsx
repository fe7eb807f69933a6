import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  Icon,
  IconButton,
  Input,
  Kbd,
  Portal,
  Spinner,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LuSearch, LuStar } from 'react-icons/lu';
import { useAppAbility } from '../../auth/use-app-ability';
import { menuNamespaces, menuSections, type MenuEntry } from '../../layout/menu-items';
import { MenuEntryIcon } from '../../layout/side-menu';
import { resourceIcon } from '../../layout/resource-icon';
import { bookmarkStore, useBookmarks } from './bookmarks';
import {
  flatOptions,
  matchPages,
  moveActive,
  type PageItem,
  type SearchGroup,
  type SearchOption,
} from './search-model';
import { readableGroups, recordPath, seeAllPath, type RecordGroup } from './record-groups';
import { MIN_QUERY, SHOWN_PER_GROUP, useRecordSearch } from './use-record-search';

/** Pages shown for a query; without one every page shows (the menu, searchable). */
const PAGES_SHOWN = 6;

interface Option extends SearchOption {
  title: string;
  detail?: string;
  entry?: MenuEntry;
  /** A record's resource, for its icon. */
  resource?: string;
  seeAll?: boolean;
}

interface ShownGroup extends SearchGroup<Option> {
  title: string;
  state: 'done' | 'loading' | 'failed';
  /** Pages can be starred. */
  pages?: boolean;
}

const isMac = (): boolean => typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform);

/** Whether a key press happened in a field (typing `/` there types a slash). */
const inField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.role === 'textbox');

/** The role's menu pages, as the side menu shows them (registry plus role shaping), with translated labels. */
function usePages(): { items: PageItem[]; entries: Map<string, MenuEntry> } {
  const ability = useAppAbility();
  const { t } = useTranslation(menuNamespaces(), { useSuspense: false });
  return useMemo(() => {
    const items: PageItem[] = [];
    const entries = new Map<string, MenuEntry>();
    for (const section of menuSections(ability)) {
      for (const entry of section.entries) {
        if (entries.has(entry.to)) continue;
        entries.set(entry.to, entry);
        items.push({ key: entry.key, to: entry.to, label: t(entry.label), section: section.title && t(section.title) });
      }
    }
    return { items, entries };
  }, [ability, t]);
}

/**
 * The navbar's search (issue 29): a button, Ctrl+K / ⌘K and `/` open a dialog that finds the role's
 * pages and records (assets, work orders, users, customers, contracts), grouped by kind; the arrows
 * move, Enter opens, Esc closes. Beside it the starred pages, one icon each.
 */
export function NavbarSearch() {
  const { t } = useTranslation('navbar-search');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !inField(event.target);
      if (k || slash) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <BookmarkRow />
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K /"
        title={t('open')}
        data-testid="navbar-search-button"
      >
        <LuSearch aria-hidden />
        {/* Its name is the word it shows (read also where only the icon shows): names that say more than
            the visible text trip speech users (axe label-content-name-mismatch). */}
        <Text as="span" srOnly={{ base: true, lg: false }} color="fg.muted">
          {t('button')}
        </Text>
        <Kbd size="sm" display={{ base: 'none', lg: 'inline-flex' }} aria-hidden>
          {isMac() ? '⌘K' : 'Ctrl K'}
        </Kbd>
      </Button>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** The starred pages as navbar icons (wide screens; on a phone they are the dialog's first group). */
function BookmarkRow() {
  const { t } = useTranslation(menuNamespaces(), { useSuspense: false });
  const { entries } = usePages();
  const starred = useBookmarks()
    .map((to) => entries.get(to))
    .filter((entry): entry is MenuEntry => Boolean(entry));
  const navigate = useNavigate();
  if (starred.length === 0) return null;
  return (
    <HStack gap="0" display={{ base: 'none', md: 'flex' }} data-testid="navbar-bookmarks">
      {starred.slice(0, 10).map((entry) => (
        <IconButton
          key={entry.to}
          variant="ghost"
          size="sm"
          aria-label={t(entry.label)}
          title={t(entry.label)}
          onClick={() => void navigate(entry.to)}
          data-testid={`navbar-bookmark-${entry.key}`}
        >
          <MenuEntryIcon entry={entry} />
        </IconButton>
      ))}
    </HStack>
  );
}

function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('navbar-search');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  // Nothing is chosen until an arrow key chooses (Enter alone opens the first hit); kept by id, so a
  // group whose answer arrives later does not move the choice to another row.
  const [activeId, setActiveId] = useState<string | null>(null);
  const { items, entries } = usePages();
  const bookmarks = useBookmarks();
  const recordGroups = useMemo(() => readableGroups(ability), [ability]);
  const { results, searched, pending } = useRecordSearch(query, recordGroups);

  const groups = useMemo((): ShownGroup[] => {
    const pageOption = (page: PageItem): Option => ({
      id: `page-${page.key}`,
      to: page.to,
      title: page.label,
      detail: page.section ?? undefined,
      entry: entries.get(page.to),
    });
    const out: ShownGroup[] = [];
    const typed = query.trim();
    if (!typed) {
      const starred = bookmarks.flatMap((to) => items.filter((page) => page.to === to));
      if (starred.length > 0)
        out.push({
          key: 'bookmarks',
          title: t('groups.bookmarks'),
          state: 'done',
          pages: true,
          options: starred.map((page) => ({ ...pageOption(page), id: `bookmark-${page.key}` })),
        });
    }
    const pages = matchPages(items, typed);
    if (pages.length > 0)
      out.push({
        key: 'pages',
        title: t('groups.pages'),
        state: 'done',
        pages: true,
        options: (typed ? pages.slice(0, PAGES_SHOWN) : pages).map(pageOption),
      });
    if (searched.length >= MIN_QUERY) {
      for (const group of recordGroups) {
        const result = results[group.key];
        if (!result) continue;
        if (result.state !== 'done') {
          out.push({ key: group.key, title: t(`groups.${group.key}`), state: result.state, options: [] });
          continue;
        }
        if (result.rows.length === 0) continue;
        out.push(recordGroup(group, result.rows.slice(0, SHOWN_PER_GROUP), result.total, searched));
      }
    }
    return out;

    function recordGroup(
      group: RecordGroup,
      rows: Parameters<RecordGroup['title']>[0][],
      total: number,
      q: string,
    ): ShownGroup {
      return {
        key: group.key,
        title: t(`groups.${group.key}`),
        state: 'done',
        options: rows.map((row) => ({
          id: `${group.key}-${row.id}`,
          to: recordPath(group, row),
          title: group.title(row),
          detail: group.detail(row),
          resource: group.resource,
        })),
        ...(total > rows.length
          ? {
              seeAll: {
                id: `${group.key}-all`,
                to: seeAllPath(group, q),
                title: t('seeAll', { count: total }),
                resource: group.resource,
                seeAll: true,
              },
            }
          : {}),
      };
    }
  }, [query, items, entries, bookmarks, searched, results, recordGroups, t]);

  const options = useMemo(() => flatOptions(groups), [groups]);
  const active = options.findIndex((option) => option.id === activeId);
  const current = active >= 0 ? options[active] : undefined;
  // A new query starts again from the top.
  useEffect(() => setActiveId(null), [query]);
  useEffect(() => {
    if (!current) return;
    listRef.current?.querySelector(`[id="${current.id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const go = (option: Option) => {
    onClose();
    void navigate(option.to);
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (['ArrowDown', 'ArrowUp'].includes(event.key) || (['Home', 'End'].includes(event.key) && event.ctrlKey)) {
      event.preventDefault();
      setActiveId(options[moveActive(active, options.length, event.key)]?.id ?? null);
    } else if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && current?.entry) {
      // Ctrl+B / ⌘B stars or unstars the chosen page, so bookmarking needs no mouse either.
      event.preventDefault();
      bookmarkStore.toggle(current.to);
    } else if (event.key === 'Enter' && (current ?? options[0])) {
      event.preventDefault();
      go((current ?? options[0])!);
    }
  };

  const loading = pending || groups.some((group) => group.state === 'loading');
  const typed = query.trim();
  const nothing = typed.length > 0 && !loading && options.length === 0;
  const listId = 'navbar-search-results';
  // A phone gets the whole screen (a responsive `size` would keep the full size's height on a wide screen).
  const size = useBreakpointValue({ base: 'full', md: 'lg' } as const) ?? 'lg';

  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => !open && onClose()}
      initialFocusEl={() => inputRef.current}
      size={size}
      placement="top"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen means from the very top: the shell's dialogs keep a margin above them. */}
          <Dialog.Content data-testid="navbar-search" aria-label={t('title')} my={size === 'full' ? '0' : undefined}>
            <Dialog.Header px="4" py="3" borderBottomWidth="1px">
              <Dialog.Title srOnly>{t('title')}</Dialog.Title>
              <Flex align="center" gap="2" w="full">
                <Icon color="fg.muted" boxSize="5" flexShrink={0} aria-hidden>
                  <LuSearch />
                </Icon>
                <Input
                  ref={inputRef}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder={t('placeholder')}
                  aria-label={t('placeholder')}
                  role="combobox"
                  aria-expanded
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={current?.id}
                  variant="flushed"
                  size="lg"
                  borderBottomWidth="0"
                  autoComplete="off"
                  spellCheck={false}
                  data-testid="navbar-search-input"
                />
                {loading && <Spinner size="sm" color="fg.muted" data-testid="navbar-search-loading" />}
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t('close')} />
                </Dialog.CloseTrigger>
              </Flex>
            </Dialog.Header>
            <Dialog.Body px="2" py="2" ref={listRef}>
              <Box id={listId} role="listbox" aria-label={t('results')}>
                {groups.map((group) => (
                  <Box key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`} mb="2">
                    <Text
                      id={`${listId}-${group.key}`}
                      px="3"
                      pt="2"
                      pb="1"
                      fontSize="xs"
                      fontWeight="bold"
                      color="fg.subtle"
                      textTransform="uppercase"
                      letterSpacing="wider"
                      data-testid={`navbar-search-group-${group.key}`}
                    >
                      {group.title}
                    </Text>
                    {group.state === 'loading' && (
                      <Text px="3" py="2" fontSize="sm" color="fg.muted">
                        {t('loading')}
                      </Text>
                    )}
                    {group.state === 'failed' && (
                      <Text
                        px="3"
                        py="2"
                        fontSize="sm"
                        color="fg.error"
                        data-testid={`navbar-search-failed-${group.key}`}
                      >
                        {t('failed')}
                      </Text>
                    )}
                    {[...group.options, ...(group.seeAll ? [group.seeAll] : [])].map((option) => (
                      <ResultRow
                        key={option.id}
                        option={option}
                        active={option.id === current?.id}
                        starrable={group.pages === true}
                        starred={bookmarks.includes(option.to)}
                        onHover={() => setActiveId(option.id)}
                        onChoose={() => go(option)}
                      />
                    ))}
                  </Box>
                ))}
                {nothing && (
                  <Text px="3" py="6" textAlign="center" color="fg.muted" data-testid="navbar-search-empty">
                    {t('empty', { query: typed })}
                  </Text>
                )}
                {typed.length > 0 && typed.length < MIN_QUERY && (
                  <Text px="3" py="2" fontSize="sm" color="fg.muted">
                    {t('typeMore', { count: MIN_QUERY })}
                  </Text>
                )}
              </Box>
            </Dialog.Body>
            <Dialog.Footer
              px="4"
              py="2"
              borderTopWidth="1px"
              justifyContent="flex-start"
              flexWrap="wrap"
              columnGap="4"
              rowGap="1"
              fontSize="xs"
              color="fg.muted"
              display={{ base: 'none', md: 'flex' }}
            >
              <Text>
                <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> {t('hints.move')}
              </Text>
              <Text>
                <Kbd size="sm">Enter</Kbd> {t('hints.open')}
              </Text>
              <Text>
                <Kbd size="sm">Esc</Kbd> {t('hints.close')}
              </Text>
              <Text>
                <Kbd size="sm">{isMac() ? '⌘B' : 'Ctrl B'}</Kbd> {t('hints.star')}
              </Text>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ResultRow({
  option,
  active,
  starrable,
  starred,
  onHover,
  onChoose,
}: {
  option: Option;
  active: boolean;
  starrable: boolean;
  starred: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation('navbar-search');
  return (
    <Flex
      id={option.id}
      role="option"
      aria-selected={active}
      align="center"
      gap="3"
      px="3"
      minH={{ base: '12', md: '10' }}
      borderRadius="md"
      cursor="pointer"
      bg={active ? 'teal.subtle' : undefined}
      color={active ? 'teal.fg' : undefined}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
      data-testid={`navbar-search-option-${option.id}`}
      data-active={active || undefined}
    >
      <Icon boxSize="4" flexShrink={0} color={active ? 'teal.fg' : 'fg.muted'} aria-hidden>
        <OptionIcon option={option} />
      </Icon>
      <Box flex="1" minW="0">
        {/* A tag or a name reads in its own direction (an English tag in Arabic truncates at its end). */}
        <Text truncate dir="auto" textAlign="start" fontSize="sm" fontWeight={option.seeAll ? 'semibold' : 'medium'}>
          {option.title}
        </Text>
        {option.detail && (
          <Text truncate dir="auto" textAlign="start" fontSize="xs" color={active ? 'teal.fg' : 'fg.muted'}>
            {option.detail}
          </Text>
        )}
      </Box>
      {starrable && (
        <IconButton
          variant="ghost"
          size={{ base: 'md', md: 'xs' }}
          tabIndex={-1}
          aria-label={starred ? t('unstar', { page: option.title }) : t('star', { page: option.title })}
          aria-pressed={starred}
          onClick={(event) => {
            event.stopPropagation();
            bookmarkStore.toggle(option.to);
          }}
          data-testid={`navbar-search-star-${option.id}`}
        >
          <LuStar fill={starred ? 'currentColor' : 'none'} />
        </IconButton>
      )}
    </Flex>
  );
}

/** A page's menu icon, a record's resource icon, a "see all" magnifier. */
function OptionIcon({ option }: { option: Option }) {
  if (option.entry) return <MenuEntryIcon entry={option.entry} />;
  const Component = option.resource && !option.seeAll ? resourceIcon(option.resource) : LuSearch;
  return <Component />;
}
