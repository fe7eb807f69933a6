/** The template chat's shapes (reference §4; contracts/src/template-apps/schemas.ts). */
export type ChatStatus = 'online' | 'offline' | 'busy' | 'away';
export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
}
export interface ChatMessage {
  message: string;
  time: string;
  senderId: number;
}
export interface ChatProfile extends ChatContact {
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}
export interface ChatsAndContacts {
  chatsContacts: (ChatContact & { chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage } })[];
  contacts: ChatContact[];
  profileUser: { id: number; avatar: string; fullName: string; status: ChatStatus };
}
export interface OpenChat {
  chat?: { id: number; userId: number; unseenMsgs: number; chat: ChatMessage[] };
  contact: ChatContact;
}

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
