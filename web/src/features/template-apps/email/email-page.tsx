import { useEffect, useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Drawer,
  Flex,
  Heading,
  IconButton,
  Input,
  InputGroup,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ResponseOf } from '@cmms/contracts';
import { EMAIL_FOLDERS, EMAIL_LABELS, type Email } from '@cmms/contracts/template-apps/schemas';
import {
  LuArrowLeft,
  LuChevronLeft,
  LuChevronRight,
  LuFolderInput,
  LuInbox,
  LuMail,
  LuMailOpen,
  LuMenu,
  LuSearch,
  LuSend,
  LuShieldAlert,
  LuStar,
  LuTag,
  LuTrash2,
  LuFileText,
} from 'react-icons/lu';
import { apiKey } from '../../../api/api-key';
import { callEndpoint } from '../../../api/http';
import { useApiQuery } from '../../../api/use-api-query';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { fallback } from '../../../i18n/keys';

const VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
const FOLDER_ICONS: Record<string, ReactNode> = {
  inbox: <LuInbox />,
  sent: <LuSend />,
  draft: <LuFileText />,
  starred: <LuStar />,
  spam: <LuShieldAlert />,
  trash: <LuTrash2 />,
};
const LABEL_PALETTE: Record<string, string> = {
  personal: 'green',
  company: 'blue',
  important: 'orange',
  private: 'red',
};
const PAGE_SIZE = 10;

type OpenMail = ResponseOf<'tapps.email.get'>;

/** A mail's HTML as plain text: the console shows no markup it did not write. */
const plainText = (html: string) =>
  new DOMParser().parseFromString(html.replace(/<\/(p|div|li)>|<br\s*\/?>/gi, '\n'), 'text/html').body.textContent ??
  '';

/**
 * The template's email app (reference §6): a folder's mail with the unread counts of `emailsMeta`, paged
 * ten at a time; open a mail (it becomes read), star it, move it, label it, walk to the previous or next
 * one; select many for the same actions; search. The folder is the address's, the label and search its query.
 */
export function EmailPage() {
  const { t, i18n } = useTranslation('template-apps');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { folder: rawFolder } = useParams();
  const folder = (VIEWS as readonly string[]).includes(rawFolder ?? '') ? rawFolder! : 'inbox';
  const [params, setParams] = useSearchParams();
  const label = params.get('label') ?? '';
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text);
  const urlQ = params.get('q') ?? '';
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<OpenMail | null>(null);
  const [drawer, setDrawer] = useState(false);
  const action = useRequestCycle({ successToasts: false });

  useEffect(() => {
    if (urlQ === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  // A new folder, label or search starts on its first page with nothing selected or open.
  useEffect(() => {
    setPage(0);
    setSelected([]);
    setOpen(null);
  }, [folder, label, urlQ]);

  const list = useApiQuery(apiKey('tapps.email.list', {}, { folder, label, q: urlQ }), {
    keepPreviousData: true,
  });
  const emails = list.data?.emails ?? [];
  const pages = Math.max(1, Math.ceil(emails.length / PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);
  const shown = emails.slice(shownPage * PAGE_SIZE, shownPage * PAGE_SIZE + PAGE_SIZE);

  /** After every list read the open mail is its fresh copy, or closes when it left the list. */
  const refresh = async () => {
    const fresh = await list.mutate();
    setOpen((current) => {
      if (!current || !fresh) return current;
      const at = fresh.emails.findIndex((m) => m.id === current.id);
      if (at < 0) return null;
      return { ...fresh.emails[at]!, hasPreviousMail: at > 0, hasNextMail: at < fresh.emails.length - 1 };
    });
    setSelected((ids) => ids.filter((id) => fresh?.emails.some((m) => m.id === id)));
  };

  const updateMails = async (emailIds: number[], dataToUpdate: Record<string, unknown>) => {
    await action.run((signal) =>
      callEndpoint('tapps.email.update', {}, { method: 'POST', body: { emailIds, dataToUpdate }, signal }),
    );
    await refresh();
  };
  const toggleLabel = async (emailIds: number[], name: string) => {
    await action.run((signal) =>
      callEndpoint('tapps.email.label', {}, { method: 'POST', body: { emailIds, label: name }, signal }),
    );
    await refresh();
  };
  /** Listed order decides the flags (reference §6: not the stock API's inverted ones). */
  const withFlags = (mail: Email, fallback?: OpenMail): OpenMail => {
    const at = emails.findIndex((m) => m.id === mail.id);
    return at < 0 && fallback
      ? { ...mail, hasPreviousMail: fallback.hasPreviousMail, hasNextMail: fallback.hasNextMail }
      : { ...mail, hasPreviousMail: at > 0, hasNextMail: at >= 0 && at < emails.length - 1 };
  };
  const openMail = async (id: number) => {
    const outcome = await action.run((signal) => callEndpoint('tapps.email.get', {}, { query: { id }, signal }));
    if (!outcome.ok) return;
    const mail = outcome.data;
    setOpen(withFlags(mail, mail));
    if (!mail.isRead) await updateMails([mail.id], { isRead: true });
  };
  /** The server's `next` is the newer mail above, `previous` the older one below (reference §6). */
  const walk = async (towards: 'up' | 'down') => {
    if (!open) return;
    const outcome = await action.run((signal) =>
      callEndpoint(
        'tapps.email.paginate',
        {},
        { query: { dir: towards === 'up' ? 'next' : 'previous', emailId: String(open.id) }, signal },
      ),
    );
    if (!outcome.ok) return;
    setOpen(withFlags(outcome.data));
    if (!outcome.data.isRead) await updateMails([outcome.data.id], { isRead: true });
  };

  const meta = list.data?.emailsMeta;
  const counts: Record<string, number | undefined> = { inbox: meta?.inbox, draft: meta?.draft, spam: meta?.spam };
  const go = (to: string) => {
    setDrawer(false);
    navigate(to);
  };
  const sidebar = (
    <Stack gap="1" data-testid="email-sidebar">
      {VIEWS.map((f) => (
        <Button
          key={f}
          size="sm"
          justifyContent="flex-start"
          variant={folder === f && !label ? 'subtle' : 'ghost'}
          colorPalette={folder === f && !label ? 'teal' : 'gray'}
          aria-current={folder === f && !label ? 'page' : undefined}
          onClick={() => go(`/template/email/${f}`)}
          data-testid={`email-folder-${f}`}
        >
          {FOLDER_ICONS[f]}
          <Box as="span" flex="1" textAlign="start">
            {t(`email.folders.${f}`)}
          </Box>
          {Boolean(counts[f]) && (
            <Badge size="sm" colorPalette={f === 'inbox' ? 'teal' : f === 'spam' ? 'red' : 'orange'}>
              {counts[f]}
            </Badge>
          )}
        </Button>
      ))}
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mt="4" mb="1" px="3">
        {t('email.labels')}
      </Text>
      {EMAIL_LABELS.map((l) => (
        <Button
          key={l}
          size="sm"
          justifyContent="flex-start"
          variant={label === l ? 'subtle' : 'ghost'}
          colorPalette={label === l ? 'teal' : 'gray'}
          aria-current={label === l ? 'page' : undefined}
          onClick={() => go(`/template/email/${folder}?label=${l}`)}
          data-testid={`email-label-${l}`}
        >
          <Box w="2" h="2" borderRadius="full" bg={`${LABEL_PALETTE[l]}.solid`} />
          {t(`email.labelNames.${l}`)}
        </Button>
      ))}
    </Stack>
  );

  const allShown = shown.length > 0 && shown.every((m) => selected.includes(m.id));
  const someShown = shown.some((m) => selected.includes(m.id));
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));

  return (
    <>
      <PageHeader
        title={t('email.title')}
        subtitle={t('email.subtitle')}
        crumbs={[{ label: tc('menu.dashboard'), to: '/' }, { label: tc('menu.apps') }, { label: t('email.title') }]}
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
        <Box flex="1" minW="0" bg="bg.panel" borderWidth="1px" borderRadius="xl" overflow="hidden" data-testid="email">
          {open ? (
            <MailView
              mail={open}
              busy={action.loading}
              time={time}
              onBack={() => setOpen(null)}
              onWalk={(towards) => void walk(towards)}
              onStar={() => void updateMails([open.id], { isStarred: !open.isStarred })}
              onMove={(to) => void updateMails([open.id], { folder: to })}
              onLabel={(l) => void toggleLabel([open.id], l)}
            />
          ) : (
            <>
              <Flex px="3" py="3" gap="2" borderBottomWidth="1px" align="center" wrap="wrap">
                <IconButton
                  display={{ base: 'inline-flex', md: 'none' }}
                  variant="outline"
                  size="sm"
                  aria-label={t('email.foldersTitle')}
                  onClick={() => setDrawer(true)}
                  data-testid="email-sidebar-open"
                >
                  <LuMenu />
                </IconButton>
                <InputGroup flex="1" minW="40" startElement={<LuSearch />}>
                  <Input
                    size="sm"
                    type="search"
                    placeholder={t('email.search')}
                    aria-label={t('email.search')}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    data-testid="email-search"
                  />
                </InputGroup>
              </Flex>
              <Flex px="3" py="2" gap="2" borderBottomWidth="1px" align="center" wrap="wrap" minH="12">
                <Checkbox.Root
                  colorPalette="teal"
                  checked={allShown ? true : someShown ? 'indeterminate' : false}
                  onCheckedChange={({ checked }) => setSelected(checked === true ? shown.map((m) => m.id) : [])}
                  data-testid="email-select-all"
                >
                  <Checkbox.HiddenInput aria-label={t('email.selectAll')} />
                  <Checkbox.Control />
                </Checkbox.Root>
                {selected.length > 0 && (
                  <>
                    <Text fontSize="sm" color="fg.muted" data-testid="email-selected">
                      {t('email.selected', { n: selected.length })}
                    </Text>
                    <MailActions
                      busy={action.loading}
                      onRead={(isRead) => void updateMails(selected, { isRead })}
                      onMove={(to) => void updateMails(selected, { folder: to })}
                      onLabel={(l) => void toggleLabel(selected, l)}
                    />
                  </>
                )}
              </Flex>
              {list.error && !list.data ? (
                <Box p="4">
                  <LoadFailed title={t('email.failed')} error={list.error} retry={() => void refresh()} />
                </Box>
              ) : (
                <Stack gap="0" opacity={list.isValidating && list.data ? 0.7 : 1} data-testid="email-list">
                  {list.data && emails.length === 0 && (
                    <Text p="6" color="fg.muted" textAlign="center" data-testid="email-empty">
                      {t('email.empty')}
                    </Text>
                  )}
                  {shown.map((mail) => (
                    <Flex
                      key={mail.id}
                      px="3"
                      py="2.5"
                      gap="3"
                      align="center"
                      borderBottomWidth="1px"
                      bg={mail.isRead ? undefined : 'teal.subtle/40'}
                      _hover={{ bg: 'bg.muted' }}
                      data-testid="email-row"
                      data-id={mail.id}
                      data-read={mail.isRead}
                    >
                      <Checkbox.Root
                        colorPalette="teal"
                        checked={selected.includes(mail.id)}
                        onCheckedChange={({ checked }) =>
                          setSelected((ids) =>
                            checked === true ? [...ids, mail.id] : ids.filter((id) => id !== mail.id),
                          )
                        }
                        data-testid={`email-select-${mail.id}`}
                      >
                        <Checkbox.HiddenInput aria-label={t('email.select', { subject: mail.subject })} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('email.star')}
                        aria-pressed={mail.isStarred}
                        color={mail.isStarred ? 'orange.fg' : 'fg.subtle'}
                        onClick={() => void updateMails([mail.id], { isStarred: !mail.isStarred })}
                        data-testid={`email-star-${mail.id}`}
                      >
                        <LuStar fill={mail.isStarred ? 'currentColor' : 'none'} />
                      </IconButton>
                      <Box
                        flex="1"
                        minW="0"
                        cursor="pointer"
                        onClick={() => void openMail(mail.id)}
                        data-testid={`email-open-${mail.id}`}
                      >
                        <Flex gap="2" align="baseline">
                          <Text
                            fontWeight={mail.isRead ? 'normal' : 'bold'}
                            truncate
                            flexShrink={0}
                            maxW={{ base: '40', md: '48' }}
                            dir="auto"
                          >
                            {mail.from.name}
                          </Text>
                          <Text fontSize="xs" color="fg.muted" ms="auto" flexShrink={0}>
                            {time(mail.time)}
                          </Text>
                        </Flex>
                        <Flex gap="1" align="center" minW="0">
                          <Text
                            fontSize="sm"
                            truncate
                            color={mail.isRead ? 'fg.muted' : 'fg'}
                            dir="auto"
                            data-testid="email-subject"
                          >
                            {mail.subject}
                          </Text>
                          {mail.labels.map((l) => (
                            <Badge
                              key={l}
                              size="xs"
                              variant="subtle"
                              colorPalette={LABEL_PALETTE[l] ?? 'gray'}
                              flexShrink={0}
                            >
                              {t(`email.labelNames.${l}`, fallback(l))}
                            </Badge>
                          ))}
                        </Flex>
                      </Box>
                    </Flex>
                  ))}
                </Stack>
              )}
              <Flex px="3" py="2" gap="2" align="center" justify="flex-end" data-testid="email-pager">
                <Text fontSize="sm" color="fg.muted" data-testid="email-range">
                  {emails.length
                    ? t('email.range', {
                        from: shownPage * PAGE_SIZE + 1,
                        to: shownPage * PAGE_SIZE + shown.length,
                        total: emails.length,
                      })
                    : ''}
                </Text>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={t('email.previousPage')}
                  disabled={shownPage === 0}
                  onClick={() => setPage(shownPage - 1)}
                  data-testid="email-page-prev"
                >
                  <LuChevronLeft className="rtl-mirror" />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={t('email.nextPage')}
                  disabled={shownPage >= pages - 1}
                  onClick={() => setPage(shownPage + 1)}
                  data-testid="email-page-next"
                >
                  <LuChevronRight className="rtl-mirror" />
                </IconButton>
              </Flex>
            </>
          )}
        </Box>
      </Flex>
      <Drawer.Root open={drawer} onOpenChange={({ open: o }) => setDrawer(o)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="email-drawer">
              <Drawer.Header>
                <Drawer.Title>{t('email.foldersTitle')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>{sidebar}</Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

/** Read/unread, move and label menus, for the selected mails or the open one. */
function MailActions({
  busy,
  onRead,
  onMove,
  onLabel,
}: {
  busy: boolean;
  onRead?: (isRead: boolean) => void;
  onMove: (folder: string) => void;
  onLabel: (label: string) => void;
}) {
  const { t } = useTranslation('template-apps');
  return (
    <Flex gap="1" wrap="wrap">
      {onRead && (
        <>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('email.markRead')}
            title={t('email.markRead')}
            disabled={busy}
            onClick={() => onRead(true)}
            data-testid="email-mark-read"
          >
            <LuMailOpen />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('email.markUnread')}
            title={t('email.markUnread')}
            disabled={busy}
            onClick={() => onRead(false)}
            data-testid="email-mark-unread"
          >
            <LuMail />
          </IconButton>
        </>
      )}
      <Menu.Root>
        <Menu.Trigger asChild>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('email.move')}
            title={t('email.move')}
            disabled={busy}
            data-testid="email-move"
          >
            <LuFolderInput />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {EMAIL_FOLDERS.map((f) => (
                <Menu.Item key={f} value={f} onSelect={() => onMove(f)} data-testid={`email-move-${f}`}>
                  {FOLDER_ICONS[f]}
                  {t(`email.folders.${f}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Menu.Root>
        <Menu.Trigger asChild>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('email.label')}
            title={t('email.label')}
            disabled={busy}
            data-testid="email-label"
          >
            <LuTag />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {EMAIL_LABELS.map((l) => (
                <Menu.Item key={l} value={l} onSelect={() => onLabel(l)} data-testid={`email-label-toggle-${l}`}>
                  <Box w="2" h="2" borderRadius="full" bg={`${LABEL_PALETTE[l]}.solid`} />
                  {t(`email.labelNames.${l}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('email.delete')}
        title={t('email.delete')}
        disabled={busy}
        onClick={() => onMove('trash')}
        data-testid="email-delete"
      >
        <LuTrash2 />
      </IconButton>
    </Flex>
  );
}

function MailView({
  mail,
  busy,
  time,
  onBack,
  onWalk,
  onStar,
  onMove,
  onLabel,
}: {
  mail: OpenMail;
  busy: boolean;
  time: (iso: string) => string;
  onBack: () => void;
  onWalk: (towards: 'up' | 'down') => void;
  onStar: () => void;
  onMove: (folder: string) => void;
  onLabel: (label: string) => void;
}) {
  const { t } = useTranslation('template-apps');
  return (
    <Box data-testid="email-view" data-id={mail.id}>
      <Flex px="3" py="2" gap="1" borderBottomWidth="1px" align="center" wrap="wrap">
        <IconButton size="sm" variant="ghost" aria-label={t('email.back')} onClick={onBack} data-testid="email-back">
          <LuArrowLeft className="rtl-mirror" />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('email.star')}
          aria-pressed={mail.isStarred}
          color={mail.isStarred ? 'orange.fg' : undefined}
          onClick={onStar}
          data-testid="email-view-star"
        >
          <LuStar fill={mail.isStarred ? 'currentColor' : 'none'} />
        </IconButton>
        <MailActions busy={busy} onMove={onMove} onLabel={onLabel} />
        <Flex ms="auto" gap="1">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('email.previousMail')}
            title={t('email.previousMail')}
            disabled={!mail.hasPreviousMail || busy}
            onClick={() => onWalk('up')}
            data-testid="email-view-previous"
          >
            <LuChevronLeft className="rtl-mirror" />
          </IconButton>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('email.nextMail')}
            title={t('email.nextMail')}
            disabled={!mail.hasNextMail || busy}
            onClick={() => onWalk('down')}
            data-testid="email-view-next"
          >
            <LuChevronRight className="rtl-mirror" />
          </IconButton>
        </Flex>
      </Flex>
      <Stack p={{ base: '3', md: '5' }} gap="3">
        <Heading size="md" data-testid="email-view-subject">
          {mail.subject}
        </Heading>
        <Flex gap="1" wrap="wrap">
          {mail.labels.map((l) => (
            <Badge
              key={l}
              size="sm"
              variant="subtle"
              colorPalette={LABEL_PALETTE[l] ?? 'gray'}
              data-testid="email-view-label"
            >
              {t(`email.labelNames.${l}`, fallback(l))}
            </Badge>
          ))}
        </Flex>
        <Flex gap="2" wrap="wrap" fontSize="sm">
          <Text fontWeight="semibold">{mail.from.name}</Text>
          <Text color="fg.muted" dir="ltr">
            {mail.from.email}
          </Text>
          <Text color="fg.muted" ms="auto">
            {time(mail.time)}
          </Text>
        </Flex>
        {mail.to.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('email.to', { names: mail.to.map((p) => p.name || p.email).join(', ') })}
          </Text>
        )}
        <Text whiteSpace="pre-line" data-testid="email-view-message">
          {plainText(mail.message).trim()}
        </Text>
        {mail.attachments.length > 0 && (
          <Flex gap="2" wrap="wrap">
            {mail.attachments.map((a) => (
              <Badge key={a.fileName} variant="outline" size="md">
                {a.fileName} · {a.size}
              </Badge>
            ))}
          </Flex>
        )}
      </Stack>
    </Box>
  );
}
