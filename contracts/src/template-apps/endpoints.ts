import { z } from 'zod';
import { defineEndpoints } from '../kit/endpoint.js';
import {
  bookmarkPageSchema,
  calendarEventSchema,
  chatContactSchema,
  chatMessageSchema,
  chatProfileSchema,
  chatSchema,
  chatsAndContactsSchema,
  emailSchema,
  emailsMetaSchema,
  looseId,
  templateFailureSchema,
  todoTaskSchema,
} from './schemas.js';

/**
 * The template apps' calls at the server root, at the stock client's exact paths (issue 29): navbar
 * bookmarks and search, todo, chat, email and calendar. Every call needs a signed-in user; each user has
 * their own todos, bookmarks, chats, mail and calendar. Failures answer the error envelope: HTTP 200 on a
 * mutation's bad input, 400 on a read or a delete that names nothing (the stock views would take a 2xx
 * body for the record, reference §12 #12).
 */
const failure = (description: string) => ({ 400: { description, schema: templateFailureSchema } });
const anyObject = z.record(z.string(), z.unknown());
const withFailure = <T extends z.ZodType>(schema: T) => z.union([schema, templateFailureSchema]);
/** The template answers an add with 201 (its client reads nothing else); 200 is bad input's envelope. */
const created = (description: string, schema: z.ZodType) => ({ 201: { description, schema } });
const taskAnswer = z.object({ task: todoTaskSchema });
const eventAnswer = z.object({ event: calendarEventSchema });
const sentAnswer = z.object({
  response: z.object({ newMessageData: chatMessageSchema, id: z.number().int(), chat: chatSchema.optional() }),
});

/** A search hit: a page (the template's item) or a record (an asset, a work order, a person...). */
const searchHitSchema = z.object({
  id: z.number().int().optional(),
  title: z.string(),
  target: z.string().optional(),
  isBookmarked: z.boolean().optional(),
  icon: z.string().optional(),
  link: z.string().optional(),
  serial: z.string().optional(),
  email: z.string().optional(),
});

export const templateAppEndpoints = defineEndpoints([
  // Navbar bookmarks and search (reference §2).
  {
    id: 'tapps.bookmarks.data',
    method: 'GET',
    path: '/api/bookmarks/data',
    kind: 'action',
    summary: 'The pages the navbar can bookmark, and those the caller bookmarked',
    auth: 'user',
    response: z.object({ suggestions: z.array(bookmarkPageSchema), bookmarks: z.array(bookmarkPageSchema) }),
  },
  {
    id: 'tapps.bookmarks.update',
    method: 'POST',
    path: '/api/bookmarks/update',
    kind: 'action',
    summary: 'Flip a page in or out of the caller’s bookmarks',
    auth: 'user',
    body: z.object({ id: looseId.optional() }),
    response: withFailure(bookmarkPageSchema),
  },
  {
    id: 'tapps.search.data',
    method: 'GET',
    path: '/api/main-search/data',
    kind: 'action',
    summary: 'The navbar search index: pages, and with `q` the records that match it',
    auth: 'user',
    query: z.object({ q: z.string().optional() }),
    response: z.object({
      searchArr: z.array(
        z.object({ groupTitle: z.string(), searchLimit: z.number().int(), data: z.array(searchHitSchema) }),
      ),
    }),
  },
  // Todo (§3).
  {
    id: 'tapps.todo.tasks',
    method: 'GET',
    path: '/apps/todo/tasks',
    kind: 'action',
    summary: 'The caller’s tasks, by filter, search, tag and sort',
    auth: 'user',
    query: z.object({
      filter: z.string().optional(),
      q: z.string().optional(),
      sortBy: z.string().optional(),
      tag: z.string().optional(),
      /** What the stock slice's initial params call `sortBy` (reference §3): read when `sortBy` is empty. */
      sort: z.string().optional(),
    }),
    response: z.array(todoTaskSchema),
  },
  {
    id: 'tapps.todo.add',
    method: 'POST',
    path: '/apps/todo/add-tasks',
    kind: 'action',
    summary: 'Add a task',
    auth: 'user',
    body: z.object({ task: anyObject.optional() }),
    response: withFailure(taskAnswer),
    errors: created('The task added, with its id.', taskAnswer),
  },
  {
    id: 'tapps.todo.update',
    method: 'POST',
    path: '/apps/todo/update-task',
    kind: 'action',
    summary: 'Update a task (the list’s complete checkbox too)',
    auth: 'user',
    body: z.object({ task: anyObject.optional() }),
    response: withFailure(z.object({ task: todoTaskSchema })),
  },
  {
    id: 'tapps.todo.delete',
    method: 'DELETE',
    path: '/apps/todo/delete-task',
    kind: 'action',
    summary: 'Move a task to the deleted ones (`?taskId=`, or `taskId`/`id` in the body)',
    auth: 'user',
    query: z.object({ taskId: z.string().optional(), id: z.string().optional() }),
    body: z.object({ taskId: looseId.optional(), id: looseId.optional() }),
    response: withFailure(z.object({ task: todoTaskSchema })),
    errors: failure('The request names no task: nothing is deleted.'),
  },
  // Chat (§4).
  {
    id: 'tapps.chat.profile',
    method: 'GET',
    path: '/apps/chat/users/profile-user',
    kind: 'action',
    summary: 'The caller’s chat profile',
    auth: 'user',
    response: chatProfileSchema,
  },
  {
    id: 'tapps.chat.chats',
    method: 'GET',
    path: '/apps/chat/chats-and-contacts',
    kind: 'action',
    summary: 'The caller’s chats (most recent first), every contact and the caller',
    auth: 'user',
    response: chatsAndContactsSchema,
  },
  {
    id: 'tapps.chat.get',
    method: 'GET',
    path: '/apps/chat/get-chat',
    kind: 'action',
    summary: 'One conversation (`?id=` the contact), marked seen',
    auth: 'user',
    query: z.object({ id: z.string().optional() }),
    response: z.object({ chat: chatSchema.optional(), contact: chatContactSchema }),
    errors: failure('No contact named, or no such contact.'),
  },
  {
    id: 'tapps.chat.send',
    method: 'POST',
    path: '/apps/chat/send-msg',
    kind: 'action',
    summary: 'Send a message to a contact (`obj.contact.id`, `obj.message`)',
    auth: 'user',
    body: z.object({ obj: anyObject.optional() }),
    response: withFailure(sentAnswer),
    errors: created('The message sent; `chat` when it started the conversation.', sentAnswer),
  },
  // Email (§6).
  {
    id: 'tapps.email.list',
    method: 'GET',
    path: '/apps/email/emails',
    kind: 'action',
    summary: 'The caller’s mail in a folder, by search and label, newest first',
    auth: 'user',
    query: z.object({ q: z.string().optional(), folder: z.string().optional(), label: z.string().optional() }),
    response: z.object({ emails: z.array(emailSchema), emailsMeta: emailsMetaSchema }),
  },
  {
    id: 'tapps.email.update',
    method: 'POST',
    path: '/apps/email/update-emails',
    kind: 'action',
    summary: 'Mark mails read or starred, or move them to a folder',
    auth: 'user',
    body: z.object({ emailIds: z.array(looseId).optional(), dataToUpdate: anyObject.optional() }),
    response: withFailure(z.object({ emails: z.array(emailSchema) })),
  },
  {
    id: 'tapps.email.label',
    method: 'POST',
    path: '/apps/email/update-emails-label',
    kind: 'action',
    summary: 'Toggle a label on mails',
    auth: 'user',
    body: z.object({ emailIds: z.array(looseId).optional(), label: z.string().optional() }),
    response: withFailure(z.object({ emails: z.array(emailSchema) })),
  },
  {
    id: 'tapps.email.get',
    method: 'GET',
    path: '/apps/email/get-email',
    kind: 'action',
    summary: 'One mail (`?id=`) with its previous and next flags',
    auth: 'user',
    query: z.object({ id: z.string().optional() }),
    response: emailSchema.extend({ hasPreviousMail: z.boolean(), hasNextMail: z.boolean() }),
    errors: failure('No mail named, or no such mail.'),
  },
  {
    id: 'tapps.email.paginate',
    method: 'GET',
    path: '/apps/email/paginate-email',
    kind: 'action',
    summary: 'The mail above (`dir=next`) or below (`dir=previous`) one in its folder',
    auth: 'user',
    query: z.object({ dir: z.string().optional(), emailId: z.string().optional() }),
    response: emailSchema,
    errors: {
      ...failure('No mail named, or an unknown direction.'),
      404: { description: 'No mail that way: the first or last of its folder.', schema: templateFailureSchema },
    },
  },
  // Calendar (§8).
  {
    id: 'tapps.calendar.events',
    method: 'GET',
    path: '/apps/calendar/events',
    kind: 'action',
    summary: 'The caller’s events in the selected calendars (all five when none is named)',
    auth: 'user',
    query: z.object({
      calendars: z.union([z.string(), z.array(z.string())]).optional(),
      /** The same, as a form-encoding client repeats it (`calendars[]=Personal&calendars[]=Family`). */
      'calendars[]': z.union([z.string(), z.array(z.string())]).optional(),
    }),
    response: z.array(calendarEventSchema),
  },
  {
    id: 'tapps.calendar.add',
    method: 'POST',
    path: '/apps/calendar/add-event',
    kind: 'action',
    summary: 'Add an event',
    auth: 'user',
    body: z.object({ event: anyObject.optional() }),
    response: withFailure(eventAnswer),
    errors: created('The event added, with its id.', eventAnswer),
  },
  {
    id: 'tapps.calendar.update',
    method: 'POST',
    path: '/apps/calendar/update-event',
    kind: 'action',
    summary: 'Update an event (form edit, or a drag or resize)',
    auth: 'user',
    body: z.object({ event: anyObject.optional() }),
    response: withFailure(z.object({ event: calendarEventSchema })),
  },
  {
    id: 'tapps.calendar.remove',
    method: 'DELETE',
    path: '/apps/calendar/remove-event',
    kind: 'action',
    summary: 'Remove an event (`?id=` or `id` in the body)',
    auth: 'user',
    query: z.object({ id: z.string().optional() }),
    body: z.object({ id: looseId.optional() }),
    response: withFailure(z.object({ id: z.number().int() })),
    errors: failure('The request names no event: nothing is removed.'),
  },
]);
