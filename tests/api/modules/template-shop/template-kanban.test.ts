import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Task = { id: number; boardId: string; title: string; dueDate: string | null; coverImage: string | null };
type Board = { id: string; title: string };
const boards = async (role: Role = 'technician') =>
  (await t.call(role, { method: 'GET', url: '/apps/kanban/boards' })).json() as Board[];
const tasks = async (role: Role = 'technician') =>
  (await t.call(role, { method: 'GET', url: '/apps/kanban/tasks' })).json() as Task[];
const post = async (path: string, data: unknown, role: Role = 'technician', lang = 'en') =>
  (
    await t.call(role, {
      method: 'POST',
      url: `/apps/kanban/${path}`,
      payload: { data },
      headers: { 'accept-language': lang },
    })
  ).json();
const userId = (email: string) =>
  (t.conn.sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;

describe('template kanban app', () => {
  it("gives each user a copy of one site's maintenance projects: bare arrays, boards without whitespace", async () => {
    await t.token('manager');
    const changes = t.conn.sqlite.prepare('SELECT total_changes()').pluck();
    const before = changes.get();
    const list = await boards('manager');
    expect(list.map((b) => b.id)).toEqual(['backlog', 'in-progress', 'awaiting-parts', 'done']);
    const all = await tasks('manager');
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.map((x) => x.title)).toContain('Order chiller belts for AHU-03 and AHU-05');
    expect(all[0]).toEqual({
      id: expect.any(Number),
      boardId: 'backlog',
      title: expect.any(String),
      description: expect.any(String),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      labels: expect.any(Array),
      coverImage: null,
      attachments: [],
      comments: expect.any(Array),
      assignedTo: expect.arrayContaining([{ title: expect.any(String), img: '' }]),
    });
    expect(t.count('template_kanban_boards', `user_id = ${userId('manager@demo.test')}`)).toBe(4);
    expect(t.count('template_kanban_tasks', `user_id = ${userId('manager@demo.test')}`)).toBe(all.length);
    // Reading writes nothing.
    expect(changes.get()).toBe(before);
  });

  it('adds boards (a taken id gets a suffix, ids never hold whitespace) and tasks with the stock defaults', async () => {
    const added = await post('add-board', { title: 'Snag list', id: 'snag-list' });
    expect(added).toMatchObject({ status: 'success', payload: { id: 'snag-list', title: 'Snag list' } });
    const again = await post('add-board', { title: 'Snag list', id: 'snag-list' });
    expect(again.payload.id).toBe('snag-list-2');
    const spaced = await post('add-board', { title: 'Night   shift work' });
    expect(spaced.payload.id).toBe('night-shift-work');
    expect((await boards()).map((b) => b.id).slice(-3)).toEqual(['snag-list', 'snag-list-2', 'night-shift-work']);

    const before = Date.now();
    const task = await post('add-task', { title: 'Touch up fire-door signage', boardId: 'snag-list' });
    expect(task).toMatchObject({
      status: 'success',
      payload: { boardId: 'snag-list', labels: [], attachments: [], comments: [], assignedTo: [] },
    });
    const due = Date.parse(task.payload.dueDate);
    expect(due - before).toBeGreaterThanOrEqual(2 * 86_400_000 - 1000);
    expect(due - before).toBeLessThan(2 * 86_400_000 + 60_000);
    expect((await tasks()).at(-1)).toMatchObject({ id: task.payload.id, boardId: 'snag-list' });
  });

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const before = t.count('template_kanban_tasks');
    expect(await post('add-task', { title: '', boardId: 'nowhere' })).toMatchObject({
      status: 'error',
      messages: { title: ['The title field is required.'], boardId: ['Choose one of your boards.'] },
    });
    const fr = await post('add-board', {}, 'technician', 'fr');
    expect(fr.status).toBe('error');
    expect(fr.messages.title[0]).toMatch(/obligatoire/);
    expect(await post('update-task', { id: 999999, title: 'x' }, 'technician', 'de')).toMatchObject({
      status: 'error',
      messages: 'Diese Aufgabe existiert nicht.',
    });
    expect(t.count('template_kanban_tasks')).toBe(before);
  });

  it('merges an update: string id, dates as ms or ISO, blob: covers ignored, opaque lists kept', async () => {
    const [first] = await tasks();
    const ms = Date.UTC(2026, 11, 24, 8, 0, 0);
    const updated = await post('update-task', {
      ...first,
      id: String(first!.id),
      title: 'Replace escalator E3 step chain (night works)',
      dueDate: ms,
      coverImage: 'blob:http://localhost:3000/5b1c',
      comments: [{ name: 'Hassan', img: '', comment: 'Permit to work issued.' }],
      labels: ['Escalators'],
    });
    expect(updated).toMatchObject({
      status: 'success',
      payload: {
        id: first!.id,
        title: 'Replace escalator E3 step chain (night works)',
        dueDate: '2026-12-24T08:00:00.000Z',
        coverImage: null,
        labels: ['Escalators'],
        comments: [{ name: 'Hassan', img: '', comment: 'Permit to work issued.' }],
      },
    });
    const iso = await post('update-task', { id: first!.id, dueDate: '2026-12-31' });
    expect(iso.payload.dueDate).toBe('2026-12-31T00:00:00.000Z');
    expect((await post('update-task', { id: first!.id, dueDate: 'soon' })).messages).toEqual({
      dueDate: ['The due date field must be a valid date.'],
    });
    expect((await tasks()).find((x) => x.id === first!.id)?.dueDate).toBe('2026-12-31T00:00:00.000Z');
  });

  it('moves a task to another board (string ids) and the move survives a reload', async () => {
    const [task] = (await tasks()).filter((x) => x.boardId === 'backlog');
    const order = (await tasks()).map((x) => x.id);
    const moved = await post('update-task-board', { taskId: String(task!.id), boardId: 'backlog', newBoardId: 'done' });
    expect(moved.status).toBe('success');
    expect(moved.payload.find((x: Task) => x.id === task!.id).boardId).toBe('done');
    const reloaded = await tasks();
    expect(reloaded.find((x) => x.id === task!.id)?.boardId).toBe('done');
    // Its place in the one order across boards stays.
    expect(reloaded.map((x) => x.id)).toEqual(order);
    expect((await post('update-task-board', { taskId: String(task!.id), newBoardId: 'nowhere' })).status).toBe('error');
  });

  it('reorders: the dragged task takes the target’s place; no target moves nothing', async () => {
    const order = (await tasks()).map((x) => x.id);
    const [a, , c] = order;
    const res = await post('reorder-tasks', { taskId: String(a), targetTaskId: String(c) });
    expect(res.status).toBe('success');
    const expected = [order[1], order[2], a, ...order.slice(3)];
    expect((await tasks()).map((x) => x.id)).toEqual(expected);
    // Back up: dragged onto the first card.
    await post('reorder-tasks', { taskId: String(a), targetTaskId: String(order[1]) });
    expect((await tasks()).map((x) => x.id)).toEqual(order);
    const none = await post('reorder-tasks', { taskId: String(c) });
    expect(none).toMatchObject({ status: 'success', messages: 'Nothing moved: no target task was given.' });
    expect((await tasks()).map((x) => x.id)).toEqual(order);
  });

  it('deletes a board from the raw id body with no content type or text/plain, and clears tasks', async () => {
    await post('add-board', { title: 'Scratch one', id: 'scratch-one' });
    await post('add-task', { title: 'Temporary', boardId: 'scratch-one' });
    const cleared = await t.call('technician', {
      method: 'DELETE',
      url: '/apps/kanban/clear-tasks',
      payload: 'scratch-one',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'success' });
    expect((await tasks()).some((x) => x.boardId === 'scratch-one')).toBe(false);
    expect((await boards()).some((b) => b.id === 'scratch-one')).toBe(true);

    await post('add-task', { title: 'Temporary again', boardId: 'scratch-one' });
    const deleted = await t.call('technician', {
      method: 'DELETE',
      url: '/apps/kanban/delete-board',
      payload: 'scratch-one',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(deleted.json()).toMatchObject({ status: 'success' });
    expect((await boards()).some((b) => b.id === 'scratch-one')).toBe(false);
    expect((await tasks()).some((x) => x.boardId === 'scratch-one')).toBe(false);
  });

  it('an id-less or unknown delete deletes nothing and says so', async () => {
    const before = [t.count('template_kanban_boards'), t.count('template_kanban_tasks')];
    const none = await t.call('technician', { method: 'DELETE', url: '/apps/kanban/delete-board' });
    expect(none.json()).toEqual({
      status: 'error',
      messages: { id: ['No id was sent, so nothing was deleted.'] },
      payload: null,
    });
    const unknown = await t.call('technician', {
      method: 'DELETE',
      url: '/apps/kanban/clear-tasks',
      payload: 'nowhere',
    });
    expect(unknown.json()).toMatchObject({ status: 'error', messages: 'This board does not exist.' });
    expect([t.count('template_kanban_boards'), t.count('template_kanban_tasks')]).toEqual(before);
  });

  it("keeps each user's kanban to themselves and needs a token", async () => {
    await post('add-board', { title: 'Only mine', id: 'only-mine' });
    expect((await boards('viewer')).map((b) => b.id)).not.toContain('only-mine');
    const [theirs] = await tasks('viewer');
    expect(await post('update-task', { id: theirs!.id, title: 'hijack' })).toMatchObject({
      status: 'error',
      messages: 'This task does not exist.',
    });
    expect(await post('reorder-tasks', { taskId: theirs!.id, targetTaskId: theirs!.id })).toMatchObject({
      status: 'error',
    });
    expect(
      (await t.call('viewer', { method: 'DELETE', url: '/apps/kanban/delete-board', payload: 'only-mine' })).json(),
    ).toMatchObject({ status: 'error' });
    expect((await boards()).map((b) => b.id)).toContain('only-mine');
    expect((await t.call(null, { method: 'GET', url: '/apps/kanban/tasks' })).statusCode).toBe(401);
    expect(
      (await t.call(null, { method: 'DELETE', url: '/apps/kanban/delete-board', payload: 'only-mine' })).statusCode,
    ).toBe(401);
  });
});
