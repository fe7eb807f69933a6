import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Avatar,
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Portal,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMenu, LuMessageSquare, LuSearch, LuSend, LuUser } from 'react-icons/lu';
import { apiKey } from '../../../api/api-key';
import { callEndpoint } from '../../../api/http';
import { useApiQuery } from '../../../api/use-api-query';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { PageHeader } from '../../../layout/page-header';
import {
  CHAT_POLL_MS,
  groupBySender,
  matches,
  STATUS_PALETTE,
  type ChatContact,
  type ChatProfile,
  type ChatsAndContacts,
  type OpenChat,
} from './chat-model';

const DOT_SIZE = { sm: '2.5', md: '3', lg: '3.5', '2xl': '5' } as const;

/** A person's picture with their status dot at the inline end. */
function PersonAvatar({
  person,
  size = 'md',
}: {
  person: Pick<ChatContact, 'fullName' | 'avatar' | 'status'>;
  size?: 'sm' | 'md' | 'lg' | '2xl';
}) {
  const { t } = useTranslation('template-apps');
  return (
    <Box position="relative" flexShrink={0}>
      <Avatar.Root size={size} colorPalette="teal">
        <Avatar.Fallback name={person.fullName} />
        {person.avatar && <Avatar.Image src={person.avatar} alt="" />}
      </Avatar.Root>
      <Box
        position="absolute"
        bottom="0"
        insetEnd="0"
        boxSize={DOT_SIZE[size]}
        borderRadius="full"
        borderWidth="2px"
        borderColor="bg.panel"
        bg={STATUS_PALETTE[person.status]}
        role="img"
        aria-label={t(`chat.status.${person.status}`)}
        title={t(`chat.status.${person.status}`)}
        data-testid="chat-status"
        data-status={person.status}
      />
    </Box>
  );
}

function useTimeText() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
    return (iso: string) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return '';
      return at.toDateString() === new Date().toDateString() ? time.format(at) : day.format(at);
    };
  }, [i18n.language]);
}

/** The sidebar: the caller, a search, their chats (most recent first) and the other contacts. */
function ChatSidebar({
  data,
  selected,
  onSelect,
  onProfile,
}: {
  data: ChatsAndContacts | undefined;
  selected: number | null;
  onSelect: (id: number) => void;
  onProfile: () => void;
}) {
  const { t } = useTranslation('template-apps');
  const timeText = useTimeText();
  const [search, setSearch] = useState('');
  const chats = (data?.chatsContacts ?? []).filter((c) => matches(c, search));
  const inChats = new Set((data?.chatsContacts ?? []).map((c) => c.id));
  const contacts = (data?.contacts ?? []).filter((c) => !inChats.has(c.id) && matches(c, search));
  const row = (person: ChatContact, extra: ReactNode, testId: string) => (
    <Box
      as="button"
      key={`${testId}-${person.id}`}
      onClick={() => onSelect(person.id)}
      display="flex"
      gap="3"
      alignItems="center"
      w="full"
      px="3"
      py="2"
      borderRadius="lg"
      textAlign="start"
      bg={selected === person.id ? 'teal.subtle' : undefined}
      _hover={{ bg: selected === person.id ? 'teal.subtle' : 'bg.muted' }}
      aria-current={selected === person.id ? 'true' : undefined}
      data-testid={testId}
      data-contact={person.id}
    >
      <PersonAvatar person={person} size="sm" />
      <Box flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {person.fullName}
        </Text>
        {extra}
      </Box>
    </Box>
  );
  return (
    <Stack gap="0" h="full" minH="0" data-testid="chat-sidebar">
      <HStack p="3" gap="3" borderBottomWidth="1px">
        {data && (
          <Box as="button" onClick={onProfile} aria-label={t('chat.myProfile')} data-testid="chat-my-profile">
            <PersonAvatar person={{ ...data.profileUser }} size="sm" />
          </Box>
        )}
        <InputGroup flex="1" startElement={<LuSearch />}>
          <Input
            type="search"
            size="sm"
            placeholder={t('chat.search')}
            aria-label={t('chat.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="chat-search"
          />
        </InputGroup>
      </HStack>
      <Box flex="1" minH="0" overflowY="auto" p="2">
        <Heading as="h2" size="sm" color="teal.fg" px="3" py="2">
          {t('chat.chats')}
        </Heading>
        {chats.length === 0 && (
          <Text px="3" py="1" color="fg.muted" fontSize="sm">
            {t('chat.noChats')}
          </Text>
        )}
        {chats.map((c) =>
          row(
            c,
            <HStack gap="2" justify="space-between">
              <Text fontSize="sm" color="fg.muted" truncate dir="auto">
                {c.chat.lastMessage.message}
              </Text>
              <Stack gap="0" align="end" flexShrink={0}>
                <Text fontSize="xs" color="fg.muted">
                  {timeText(c.chat.lastMessage.time)}
                </Text>
                {c.chat.unseenMsgs > 0 && (
                  <Badge
                    colorPalette="red"
                    variant="solid"
                    borderRadius="full"
                    aria-label={t('chat.unseen', { count: c.chat.unseenMsgs })}
                    data-testid="chat-unseen"
                  >
                    {c.chat.unseenMsgs}
                  </Badge>
                )}
              </Stack>
            </HStack>,
            'chat-item',
          ),
        )}
        <Heading as="h2" size="sm" color="teal.fg" px="3" py="2" mt="2">
          {t('chat.contacts')}
        </Heading>
        {contacts.length === 0 && (
          <Text px="3" py="1" color="fg.muted" fontSize="sm">
            {t('chat.noContacts')}
          </Text>
        )}
        {contacts.map((c) =>
          row(
            c,
            <Text fontSize="sm" color="fg.muted" truncate>
              {c.role || c.about}
            </Text>,
            'contact-item',
          ),
        )}
      </Box>
    </Stack>
  );
}

/** A person's profile in a side panel: the caller's own (with settings) or the open chat's contact. */
function ProfilePanel({ person, onClose }: { person: ChatContact | ChatProfile | null; onClose: () => void }) {
  const { t } = useTranslation('template-apps');
  return (
    <Drawer.Root open={person !== null} onOpenChange={({ open }) => !open && onClose()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="chat-profile">
            <Drawer.Header>
              <Drawer.Title>{t('chat.profile')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {person && (
                <Stack gap="5" align="center" textAlign="center">
                  <PersonAvatar person={person} size="2xl" />
                  <Stack gap="1">
                    <Heading size="lg">{person.fullName}</Heading>
                    <Text color="fg.muted">{person.role}</Text>
                    <Text fontSize="sm">{t(`chat.status.${person.status}`)}</Text>
                  </Stack>
                  <Stack gap="1" w="full" textAlign="start">
                    <Text fontWeight="semibold" fontSize="sm" color="fg.muted" textTransform="uppercase">
                      {t('chat.about')}
                    </Text>
                    <Text>{person.about || t('chat.noAbout')}</Text>
                  </Stack>
                  {'settings' in person && (
                    <Stack gap="1" w="full" textAlign="start">
                      <Text fontWeight="semibold" fontSize="sm" color="fg.muted" textTransform="uppercase">
                        {t('chat.settings')}
                      </Text>
                      <Text>
                        {t('chat.twoStep')}:{' '}
                        {t(person.settings.isTwoStepAuthVerificationEnabled ? 'chat.on' : 'chat.off')}
                      </Text>
                      <Text>
                        {t('chat.notifications')}: {t(person.settings.isNotificationsOn ? 'chat.on' : 'chat.off')}
                      </Text>
                    </Stack>
                  )}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('chat.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The open conversation: messages grouped by sender, and the box to send one. */
function Conversation({
  open,
  me,
  onSent,
  onProfile,
  onContacts,
}: {
  open: OpenChat;
  me: number;
  onSent: () => Promise<unknown>;
  onProfile: () => void;
  onContacts?: () => void;
}) {
  const { t } = useTranslation('template-apps');
  const timeText = useTimeText();
  const [text, setText] = useState('');
  const send = useRequestCycle({ successToasts: false });
  const end = useRef<HTMLDivElement>(null);
  const messages = open.chat?.chat ?? [];
  const groups = groupBySender(messages);
  const { contact } = open;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, contact.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    const outcome = await send.run((signal) =>
      callEndpoint(
        'tapps.chat.send',
        {},
        { method: 'POST', body: { obj: { contact: { id: contact.id }, message } }, signal },
      ),
    );
    if (outcome.ok) setText('');
    await onSent();
  };

  return (
    <Stack gap="0" h="full" minH="0" data-testid="chat-conversation" data-contact={contact.id}>
      <HStack px="3" py="2" gap="3" borderBottomWidth="1px">
        {onContacts && (
          <IconButton size="sm" variant="ghost" aria-label={t('chat.openContacts')} onClick={onContacts}>
            <LuMenu />
          </IconButton>
        )}
        <PersonAvatar person={contact} size="sm" />
        <Box flex="1" minW="0">
          <Text fontWeight="semibold" truncate data-testid="chat-contact-name">
            {contact.fullName}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {contact.role}
          </Text>
        </Box>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('chat.profile')}
          onClick={onProfile}
          data-testid="chat-contact-profile"
        >
          <LuUser />
        </IconButton>
      </HStack>
      <Stack flex="1" minH="0" overflowY="auto" p="4" gap="4" bg="bg.subtle" data-testid="chat-messages">
        {groups.length === 0 && (
          <Text color="fg.muted" textAlign="center" my="auto">
            {t('chat.startConversation', { name: contact.fullName })}
          </Text>
        )}
        {groups.map((group, index) => {
          const mine = group.senderId === me;
          const last = group.messages.at(-1);
          return (
            <Flex
              key={`${index}-${group.senderId}`}
              gap="2"
              direction={mine ? 'row-reverse' : 'row'}
              align="flex-end"
              data-testid="chat-group"
              data-mine={mine ? 'true' : 'false'}
            >
              {!mine && <PersonAvatar person={contact} size="sm" />}
              <Stack gap="1" maxW={{ base: '80%', md: '65%' }} align={mine ? 'flex-end' : 'flex-start'}>
                {group.messages.map((m, i) => (
                  <Box
                    key={`${m.time}-${i}`}
                    px="3"
                    py="2"
                    borderRadius="xl"
                    bg={mine ? 'teal.solid' : 'bg.panel'}
                    color={mine ? 'teal.contrast' : 'fg'}
                    borderWidth={mine ? 0 : '1px'}
                    boxShadow="xs"
                    whiteSpace="pre-wrap"
                    overflowWrap="anywhere"
                    dir="auto"
                    data-testid="chat-message"
                  >
                    {m.message}
                  </Box>
                ))}
                {last && (
                  <Text fontSize="xs" color="fg.muted">
                    {timeText(last.time)}
                  </Text>
                )}
              </Stack>
            </Flex>
          );
        })}
        <div ref={end} />
      </Stack>
      <form onSubmit={(event) => void submit(event)} data-testid="chat-send-form">
        <HStack p="3" gap="2" borderTopWidth="1px">
          <Input
            flex="1"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('chat.typeMessage')}
            aria-label={t('chat.typeMessage')}
            maxLength={2000}
            data-testid="chat-input"
          />
          <Button
            type="submit"
            colorPalette="teal"
            loading={send.loading}
            disabled={!text.trim()}
            data-testid="chat-send"
          >
            <LuSend />
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {t('chat.send')}
            </Box>
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

/** The template's chat (issue 29, reference §4) among the firm's people, read again every few seconds. */
export function ChatPage() {
  const { t } = useTranslation('template-apps');
  const { t: tc } = useTranslation();
  const phone = useBreakpointValue({ base: true, md: false }) ?? false;
  const [selected, setSelected] = useState<number | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [profileOf, setProfileOf] = useState<'me' | 'contact' | null>(null);
  const chats = useApiQuery(apiKey('tapps.chat.chats'), { keepPreviousData: true, toasts: false });
  const profile = useApiQuery(apiKey('tapps.chat.profile'), { toasts: false });
  const open = useApiQuery(selected === null ? null : apiKey('tapps.chat.get', {}, { id: selected }), {
    keepPreviousData: true,
  });
  const refreshChats = chats.mutate;
  const refreshOpen = open.mutate;

  // Opening a chat marks it seen on the server: the sidebar's unseen count follows.
  const openData = open.data;
  useEffect(() => {
    if (openData) void refreshChats();
  }, [openData, refreshChats]);

  // Poll, so a message another user sends appears without a reload.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      void refreshChats();
      if (selected !== null) void refreshOpen();
    }, CHAT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [refreshChats, refreshOpen, selected]);

  const select = (id: number) => {
    setSelected(id);
    setDrawer(false);
  };
  const me = chats.data?.profileUser.id ?? profile.data?.id ?? -1;
  const current = openData && openData.contact.id === selected ? openData : null;
  const sidebar = (
    <ChatSidebar data={chats.data} selected={selected} onSelect={select} onProfile={() => setProfileOf('me')} />
  );

  return (
    <>
      <PageHeader
        title={t('chat.title')}
        subtitle={t('chat.subtitle')}
        crumbs={[{ label: tc('menu.dashboard'), to: '/' }, { label: tc('menu.apps') }, { label: t('chat.title') }]}
      />
      <Flex
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="xs"
        overflow="hidden"
        h={{ base: 'calc(100dvh - 220px)', md: 'calc(100vh - 260px)' }}
        minH="420px"
        data-testid="template-chat"
      >
        {!phone && (
          <Box w="320px" flexShrink={0} borderInlineEndWidth="1px" minH="0">
            {sidebar}
          </Box>
        )}
        <Box flex="1" minW="0" minH="0">
          {current ? (
            <Conversation
              open={current}
              me={me}
              onSent={() => Promise.all([refreshOpen(), refreshChats()])}
              onProfile={() => setProfileOf('contact')}
              onContacts={phone ? () => setDrawer(true) : undefined}
            />
          ) : (
            <Stack h="full" align="center" justify="center" gap="4" p="6" textAlign="center" data-testid="chat-start">
              <Box color="teal.fg" fontSize="5xl">
                <LuMessageSquare />
              </Box>
              <Text color="fg.muted">{t('chat.pick')}</Text>
              {phone && (
                <Button colorPalette="teal" onClick={() => setDrawer(true)} data-testid="chat-open-contacts">
                  {t('chat.openContacts')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Flex>
      {phone && (
        <Drawer.Root open={drawer} onOpenChange={({ open: next }) => setDrawer(next)} placement="start" size="xs">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="85vw" data-testid="chat-drawer">
                {sidebar}
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <ProfilePanel
        person={
          profileOf === 'me' ? (profile.data ?? null) : profileOf === 'contact' ? (current?.contact ?? null) : null
        }
        onClose={() => setProfileOf(null)}
      />
    </>
  );
}
