import { endpointPath, getEndpoint } from '@cmms/contracts';
import { call, type Exchange, type Target } from './http-client.js';
import { checkResponse, type RunFlags } from './check-response.js';
import type { EndpointRecorder } from './results.js';

type Recorders = (id: string) => EndpointRecorder | undefined;

/** Checks one template call against its contract and its status (the template answers 201 on adds). */
function step(rec: Recorders, id: string, label: string, x: Exchange, flags: RunFlags, status = 200): boolean {
  const r = rec(id);
  if (!r) return false;
  return checkResponse(r, label, x, getEndpoint(id).response, flags, status);
}

const json = <T>(x: Exchange) => x.json as T;

/** The template apps' reads that need a record of the caller's: a mail, a contact. */
export async function templateAppReadPaths(target: Target): Promise<Record<string, () => Promise<string | undefined>>> {
  const mails = async () =>
    json<{ emails?: { id: number }[] }>(await call(target, 'GET', `${endpointPath('tapps.email.list')}?folder=inbox`))
      ?.emails ?? [];
  const plain = (id: string) => [id, async () => endpointPath(id)] as const;
  return {
    ...Object.fromEntries(
      [
        'tapps.bookmarks.data',
        'tapps.todo.tasks',
        'tapps.chat.profile',
        'tapps.chat.chats',
        'tapps.calendar.events',
      ].map(plain),
    ),
    'tapps.email.list': async () => `${endpointPath('tapps.email.list')}?q=&folder=inbox&label=`,
    'tapps.search.data': async () => `${endpointPath('tapps.search.data')}?q=a`,
    'tapps.email.get': async () => {
      const first = (await mails())[0];
      return first ? `${endpointPath('tapps.email.get')}?id=${first.id}` : undefined;
    },
    'tapps.email.paginate': async () => {
      const first = (await mails())[0];
      return first ? `${endpointPath('tapps.email.paginate')}?dir=previous&emailId=${first.id}` : undefined;
    },
    'tapps.chat.get': async () => {
      const contacts = json<{ contacts?: { id: number }[] }>(
        await call(target, 'GET', endpointPath('tapps.chat.chats')),
      );
      const first = contacts?.contacts?.[0];
      return first ? `${endpointPath('tapps.chat.get')}?id=${first.id}` : undefined;
    },
  };
}

/**
 * The template apps' writes, each undone where the app can undo it: a bookmark toggled twice, a label
 * toggled twice, a mail's read flag put back, a scratch task (deleted: the todo app only soft-deletes)
 * and a scratch event removed. A chat message cannot be taken back: one short scratch line is sent.
 */
export async function templateAppRoundTrips(
  rec: Recorders,
  target: Target,
  flags: RunFlags,
  runId: string,
): Promise<void> {
  const scratch = `contract-scratch-${runId}`;

  const toggled = await call(target, 'POST', endpointPath('tapps.bookmarks.update'), { body: { id: 1 } });
  if (step(rec, 'tapps.bookmarks.update', 'toggle bookmark', toggled, flags))
    await call(target, 'POST', endpointPath('tapps.bookmarks.update'), { body: { id: 1 } });

  const added = await call(target, 'POST', endpointPath('tapps.todo.add'), {
    body: { task: { title: `${scratch} task`, dueDate: new Date().toISOString(), tags: ['low'] } },
  });
  if (step(rec, 'tapps.todo.add', 'add task', added, flags, 201)) {
    const task = json<{ task: { id: number } }>(added).task;
    const done = await call(target, 'POST', endpointPath('tapps.todo.update'), {
      body: { task: { ...task, isCompleted: true } },
    });
    step(rec, 'tapps.todo.update', 'complete task', done, flags);
    const deleted = await call(target, 'DELETE', endpointPath('tapps.todo.delete'), {
      body: { taskId: task.id },
    });
    step(rec, 'tapps.todo.delete', 'delete task', deleted, flags);
  }

  const contacts = json<{ contacts?: { id: number }[] }>(await call(target, 'GET', endpointPath('tapps.chat.chats')));
  const contact = contacts?.contacts?.[0];
  if (contact) {
    const sent = await call(target, 'POST', endpointPath('tapps.chat.send'), {
      body: { obj: { contact: { id: contact.id }, message: `${scratch}: contract check` } },
    });
    step(rec, 'tapps.chat.send', 'send message', sent, flags, 201);
  }

  const mails = json<{ emails?: { id: number; isRead: boolean }[] }>(
    await call(target, 'GET', `${endpointPath('tapps.email.list')}?folder=inbox`),
  );
  const mail = mails?.emails?.[0];
  if (mail) {
    const read = await call(target, 'POST', endpointPath('tapps.email.update'), {
      body: { emailIds: [mail.id], dataToUpdate: { isRead: !mail.isRead } },
    });
    if (step(rec, 'tapps.email.update', 'mark read', read, flags))
      await call(target, 'POST', endpointPath('tapps.email.update'), {
        body: { emailIds: [mail.id], dataToUpdate: { isRead: mail.isRead } },
      });
    const labelled = await call(target, 'POST', endpointPath('tapps.email.label'), {
      body: { emailIds: [mail.id], label: 'private' },
    });
    if (step(rec, 'tapps.email.label', 'toggle label', labelled, flags))
      await call(target, 'POST', endpointPath('tapps.email.label'), {
        body: { emailIds: [mail.id], label: 'private' },
      });
  }

  const event = await call(target, 'POST', endpointPath('tapps.calendar.add'), {
    body: {
      event: {
        title: `${scratch} event`,
        start: new Date().toISOString(),
        end: new Date(Date.now() + 3_600_000).toISOString(),
        allDay: false,
        extendedProps: { calendar: 'ETC' },
      },
    },
  });
  if (step(rec, 'tapps.calendar.add', 'add event', event, flags, 201)) {
    const { id } = json<{ event: { id: number } }>(event).event;
    const moved = await call(target, 'POST', endpointPath('tapps.calendar.update'), {
      body: { event: { id: String(id), title: `${scratch} event moved` } },
    });
    step(rec, 'tapps.calendar.update', 'update event', moved, flags);
    const removed = await call(target, 'DELETE', endpointPath('tapps.calendar.remove'), { body: { id } });
    step(rec, 'tapps.calendar.remove', 'remove event', removed, flags);
  }
}
