import type { ResponseOf } from '@cmms/contracts';

/** The template chat's shapes, as its endpoints declare them (reference §4; contracts/src/template-apps). */
export type ChatsAndContacts = ResponseOf<'tapps.chat.chats'>;
export type ChatProfile = ResponseOf<'tapps.chat.profile'>;
export type OpenChat = ResponseOf<'tapps.chat.get'>;
export type ChatContact = OpenChat['contact'];
export type ChatStatus = ChatContact['status'];
export type ChatMessage = NonNullable<OpenChat['chat']>['chat'][number];

/** How often the open chat and the sidebar are read again, so another user's message shows up. */
export const CHAT_POLL_MS = 4000;

/** Consecutive messages of one sender, shown as one group with the last one's time. */
export interface MessageGroup {
  senderId: number;
  messages: ChatMessage[];
}

export function groupBySender(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const last = groups.at(-1);
    if (last?.senderId === message.senderId) last.messages.push(message);
    else groups.push({ senderId: message.senderId, messages: [message] });
  }
  return groups;
}

/** Case-insensitive match of a person's name or role. */
export const matches = (person: { fullName: string; role: string }, needle: string): boolean => {
  const q = needle.trim().toLocaleLowerCase();
  return !q || person.fullName.toLocaleLowerCase().includes(q) || person.role.toLocaleLowerCase().includes(q);
};

export const STATUS_PALETTE: Record<ChatStatus, string> = {
  online: 'green.500',
  busy: 'red.500',
  away: 'orange.400',
  offline: 'gray.400',
};
