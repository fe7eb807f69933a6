import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';

/** The template's todo app (reference §3): per-user tasks, the stock client's filters and quirks. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Task {
  id: number;
  title: string;
  dueDate: string | null;
  description: unknown;
  assignee: { fullName: string };
  tags: string[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}
const list = async (query = 'filter=&q=&sortBy=&tag=', role: 'technician' | 'manager' = 'technician') =>
  (await t.call(role, { url: `/apps/todo/tasks?${query}` })).json() as Task[];
const add = async (task: object, role: 'technician' | 'manager' = 'technician') =>
  t.call(role, { method: 'POST', url: '/apps/todo/add-tasks', payload: { task } });

describe('todo', () => {
  it('lists the seeded tasks of the caller only, as a bare array, deleted ones left out', async () => {
    const mine = await list();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => !x.isDeleted)).toBe(true);
    expect(mine.every((x) => typeof x.assignee.fullName === 'string')).toBe(true);
    const theirs = await list('', 'manager');
    expect(theirs.map((x) => x.id).some((id) => mine.some((m) => m.id === id))).toBe(false);
  });

  it('needs a bearer token', async () => {
    expect((await t.call(null, { url: '/apps/todo/tasks' })).statusCode).toBe(401);
  });

  it('adds a task (ISO due date, editor state kept as sent) and completes it with update-task', async () => {
    const description = { blocks: [{ text: 'Bring the clamp meter' }], entityMap: {} };
    const res = await add({
      title: 'Check the chiller vibration',
      dueDate: '2026-11-20T10:00:00.000Z',
      description,
      tags: ['high', 'team'],
      isImportant: true,
      isCompleted: false,
    });
    expect(res.statusCode).toBe(201);
    const { task } = res.json() as { task: Task };
    expect(task).toMatchObject({ title: 'Check the chiller vibration', dueDate: '2026-11-20', description });
    expect(task.assignee).toEqual({ id: null, fullName: '', avatar: '' });
    const done = await t.call('technician', {
      method: 'POST',
      url: '/apps/todo/update-task',
      payload: { task: { ...task, isCompleted: true } },
    });
    expect(done.json().task.isCompleted).toBe(true);
    const completed = await list('filter=completed&q=&sortBy=&tag=');
    expect(completed.map((x) => x.id)).toContain(task.id);
    expect((await list('filter=important&q=vibration&sortBy=&tag=')).map((x) => x.id)).toEqual([task.id]);
    expect((await list('filter=&q=&sortBy=&tag=team')).map((x) => x.id)).toContain(task.id);
    expect((await list('filter=&q=&sortBy=&tag=low')).map((x) => x.id)).not.toContain(task.id);
  });

  it('searches titles, tags and the due date as "dd mon" without a filter', async () => {
    const { task } = (await add({ title: 'Grease the pump bearings', dueDate: '2026-12-07', tags: ['update'] })).json();
    expect((await list('q=bearings')).map((x) => x.id)).toContain(task.id);
    expect((await list('q=update')).map((x) => x.id)).toContain(task.id);
    expect((await list('q=07%20dec')).map((x) => x.id)).toContain(task.id);
    expect((await list('q=dec%2007')).map((x) => x.id)).toContain(task.id);
    expect((await list('q=zzzz')).map((x) => x.id)).not.toContain(task.id);
  });

  it('sorts by title, assignee (empty last), due date and latest', async () => {
    const titles = (await list('sortBy=title-asc')).map((x) => x.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const desc = (await list('sortBy=title-desc')).map((x) => x.title);
    expect(desc).toEqual([...titles].reverse());
    const due = (await list('sortBy=due-date')).map((x) => x.dueDate ?? '9999');
    expect(due).toEqual([...due].sort());
    const byAssignee = (await list('sortBy=assignee')).map((x) => x.assignee.fullName);
    const firstEmpty = byAssignee.indexOf('');
    if (firstEmpty >= 0) expect(byAssignee.slice(firstEmpty).every((n) => n === '')).toBe(true);
    const ids = (await list('sortBy=latest')).map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('soft-deletes with an id (query, JSON body or string id), and an id-less delete deletes nothing and says so', async () => {
    const { task } = (await add({ title: 'Remove me' })).json();
    const before = t.count('tapp_todos', 'is_deleted = 1');
    const bare = await t.call('technician', { method: 'DELETE', url: '/apps/todo/delete-task' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      status: 'error',
      messages: { taskId: ['The request names no task: nothing was deleted.'] },
      payload: null,
    });
    expect(t.count('tapp_todos', 'is_deleted = 1')).toBe(before);
    const fr = await t.call('technician', {
      method: 'DELETE',
      url: '/apps/todo/delete-task',
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().messages.taskId).toEqual(['La requête ne désigne aucune tâche : rien n’a été supprimé.']);
    const res = await t.call('technician', {
      method: 'DELETE',
      url: '/apps/todo/delete-task',
      payload: { taskId: String(task.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().task.isDeleted).toBe(true);
    expect((await list()).map((x) => x.id)).not.toContain(task.id);
    expect((await list('filter=deleted')).map((x) => x.id)).toContain(task.id);
    const second = (await add({ title: 'Remove me too' })).json().task as Task;
    const byQuery = await t.call('technician', { method: 'DELETE', url: `/apps/todo/delete-task?taskId=${second.id}` });
    expect(byQuery.json().task.isDeleted).toBe(true);
  });

  it("refuses a task without a title, unknown tags and another person's task, in the caller's language", async () => {
    const blank = await add({ title: '  ' });
    expect(blank.json()).toEqual({ status: 'error', messages: { title: ['The task needs a title.'] }, payload: null });
    const tags = await add({ title: 'Tagged', tags: ['urgent'] });
    expect(tags.json().messages.tags).toEqual(['Choose tags among team, low, medium, high and update.']);
    const theirs = (await list('', 'manager'))[0]!;
    const hijack = await t.call('technician', {
      method: 'POST',
      url: '/apps/todo/update-task',
      headers: { 'accept-language': 'ar' },
      payload: { task: { id: theirs.id, title: 'Mine now' } },
    });
    expect(hijack.json()).toEqual({ status: 'error', messages: 'المهمة غير موجودة.', payload: null });
    expect(t.count('tapp_todos', "title = 'Mine now'")).toBe(0);
  });
});
