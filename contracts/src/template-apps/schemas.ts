import { z } from 'zod';
import { errorEnvelopeSchema } from '../kit/envelopes.js';

/**
 * The template apps' shapes as the stock client reads them (shared/reference/template-apps.md §2–4, 6, 8):
 * navbar bookmarks, todo, chat, email and calendar. Ids arrive as numbers or digit strings (§12 #5).
 */
export const looseId = z.union([z.number(), z.string()]);

/** A page of the console the navbar can bookmark; `icon` is a react-feather icon name. */
export const bookmarkPageSchema = z.object({
  id: z.number().int(),
  target: z.string(),
  isBookmarked: z.boolean(),
  title: z.string(),
  icon: z.string(),
  link: z.string(),
});
export type BookmarkPage = z.infer<typeof bookmarkPageSchema>;

export const todoTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dueDate: z.string().nullable(),
  description: z.unknown(),
  assignee: z.object({ id: z.number().int().nullable(), fullName: z.string(), avatar: z.string() }),
  tags: z.array(z.string()),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
});
export type TodoTask = z.infer<typeof todoTaskSchema>;
export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;

export const chatStatusSchema = z.enum(['online', 'offline', 'busy', 'away']);
export const chatContactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: chatStatusSchema,
});
export const chatMessageSchema = z.object({ message: z.string(), time: z.string(), senderId: z.number().int() });
export const chatSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int(),
  chat: z.array(chatMessageSchema),
});
export const chatProfileSchema = chatContactSchema.extend({
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() }),
});
export const chatsAndContactsSchema = z.object({
  chatsContacts: z.array(
    chatContactSchema.extend({
      chat: z.object({ id: z.number().int(), unseenMsgs: z.number().int(), lastMessage: chatMessageSchema }),
    }),
  ),
  contacts: z.array(chatContactSchema),
  profileUser: z.object({ id: z.number().int(), avatar: z.string(), fullName: z.string(), status: chatStatusSchema }),
});

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
const person = z.object({ name: z.string(), email: z.string() });
export const emailSchema = z.object({
  id: z.number().int(),
  from: person.extend({ avatar: z.string() }),
  to: z.array(person),
  cc: z.array(person),
  bcc: z.array(person),
  subject: z.string(),
  message: z.string(),
  attachments: z.array(z.object({ fileName: z.string(), thumbnail: z.string(), url: z.string(), size: z.string() })),
  isStarred: z.boolean(),
  labels: z.array(z.string()),
  time: z.string(),
  replies: z.array(z.unknown()),
  folder: z.enum(EMAIL_FOLDERS),
  isRead: z.boolean(),
});
export type Email = z.infer<typeof emailSchema>;
export const emailsMetaSchema = z.object({
  inbox: z.number().int(),
  draft: z.number().int(),
  spam: z.number().int(),
});

export const CALENDARS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export const calendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  url: z.string(),
  display: z.string(),
  extendedProps: z.object({
    calendar: z.enum(CALENDARS),
    guests: z.array(z.unknown()),
    location: z.string(),
    description: z.string(),
  }),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** A failed template call: the error envelope (HTTP 200 on a mutation's bad input, 4xx on a read or an id-less delete). */
export const templateFailureSchema = errorEnvelopeSchema;
