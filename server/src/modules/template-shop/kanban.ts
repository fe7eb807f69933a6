import { validationText as t } from '@cmms/contracts';
import type { KanbanBoard, KanbanTask } from '@cmms/contracts/template-shop/schemas';
import { TEMPLATE_SHOP_TEXT as TEXT } from '@cmms/contracts/template-shop/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { bodyValue, idFrom, plainFields, templateShopCall } from './wire.js';

interface StoredTask {
  id: number;
  board_slug: string;
  position: number;
  title: string;
  description: string | null;
  due_date: string | null;
  labels: string;
  cover_image: string | null;
  attachments: string;
  comments: string;
  assigned_to: string;
}

const list = (json: string): unknown[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

const toTask = (s: StoredTask): KanbanTask => ({
  id: s.id,
  boardId: s.board_slug,
  title: s.title,
  description: s.description ?? '',
  dueDate: s.due_date,
  labels: list(s.labels).filter((l): l is string => typeof l === 'string'),
  coverImage: s.cover_image,
  attachments: list(s.attachments),
  comments: list(s.comments),
  assignedTo: list(s.assigned_to),
});

/** A board id the way the stock client makes one (lower case, spaces → `-`), kept free of whitespace. */
export const boardSlug = (raw: string): string =>
  raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .slice(0, 60) || 'board';

/** A due date as ms since the epoch, ISO or yyyy-MM-dd (§12 #10), as ISO; null clears; undefined is bad. */
const dueDateOf = (raw: unknown): string | null | undefined => {
  if (raw === null || raw === '') return null;
  const time =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(time) || Math.abs(time) > 8.64e15) return undefined;
  return new Date(time).toISOString();
};

/** The `data` the stock client wraps every kanban body in; a bare object works too. */
const dataOf = (request: FastifyRequest): Record<string, unknown> => {
  const { object } = bodyValue(request);
  return plainFields(object.data) ?? object;
};

const titleOf = (raw: unknown): { title?: string; messages?: Record<string, string[]> } => {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { messages: { title: [t.required('title')] } };
  if (typeof raw !== 'string') return { messages: { title: [t.string('title')] } };
  if (raw.trim().length > 255) return { messages: { title: [t.maxChars('title', 255)] } };
  return { title: raw.trim() };
};

/**
 * The template's kanban (§7), per signed-in user: each works on their own boards and tasks (the seed
 * gives every account a copy of one site's maintenance projects). Tasks keep one
 * order across boards (the stock client shows a board's tasks in it); moves and reorders persist.
 */
export function registerTemplateKanban(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  const userOf = (request: FastifyRequest): number => request.principal!.user.id;
  const boards = (userId: number): KanbanBoard[] =>
    sqlite
      .prepare('SELECT slug AS id, title FROM template_kanban_boards WHERE user_id = ? ORDER BY position, row_id')
      .all(userId) as KanbanBoard[];
  const tasks = (userId: number): KanbanTask[] =>
    (
      sqlite
        .prepare('SELECT * FROM template_kanban_tasks WHERE user_id = ? ORDER BY position, id')
        .all(userId) as StoredTask[]
    ).map(toTask);
  const board = (userId: number, raw: unknown) =>
    typeof raw === 'string' || typeof raw === 'number'
      ? (sqlite
          .prepare('SELECT slug FROM template_kanban_boards WHERE user_id = ? AND slug = ?')
          .pluck()
          .get(userId, String(raw).trim()) as string | undefined)
      : undefined;
  const task = (userId: number, raw: unknown) => {
    const id = idFrom(raw);
    return id === undefined
      ? undefined
      : (sqlite.prepare('SELECT * FROM template_kanban_tasks WHERE user_id = ? AND id = ?').get(userId, id) as
          StoredTask | undefined);
  };
  const nextPosition = (table: string, userId: number) =>
    Number(
      sqlite.prepare(`SELECT coalesce(max(position), -1) + 1 FROM ${table} WHERE user_id = ?`).pluck().get(userId),
    );

  registerAction(app, 'apps.kanban.boards', async ({ request }) => boards(userOf(request)), templateShopCall);
  registerAction(app, 'apps.kanban.tasks', async ({ request }) => tasks(userOf(request)), templateShopCall);

  registerAction(
    app,
    'apps.kanban.add-board',
    async ({ request }) => {
      const userId = userOf(request);
      const data = dataOf(request);
      const title = titleOf(data.title);
      if (title.messages) return failure(title.messages);
      const wanted = boardSlug(typeof data.id === 'string' && data.id.trim() !== '' ? data.id : title.title!);
      // A taken id gets a suffix rather than a refusal: the stock client made it from the title.
      let slug = wanted;
      for (let n = 2; board(userId, slug) !== undefined; n++) slug = `${wanted}-${n}`;
      sqlite
        .prepare('INSERT INTO template_kanban_boards (user_id, slug, title, position) VALUES (?, ?, ?, ?)')
        .run(userId, slug, title.title, nextPosition('template_kanban_boards', userId));
      return success(TEXT.boardAdded, { id: slug, title: title.title! });
    },
    templateShopCall,
  );

  registerAction(
    app,
    'apps.kanban.add-task',
    async ({ request }) => {
      const userId = userOf(request);
      const data = dataOf(request);
      const title = titleOf(data.title);
      const boardId = board(userId, data.boardId);
      const messages = { ...title.messages, ...(boardId === undefined ? { boardId: [TEXT.chooseBoard] } : {}) };
      if (Object.keys(messages).length) return failure(messages);
      const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
      const id = Number(
        sqlite
          .prepare(
            `INSERT INTO template_kanban_tasks (user_id, board_slug, position, title, description, due_date)
           VALUES (?, ?, ?, ?, '', ?)`,
          )
          .run(userId, boardId, nextPosition('template_kanban_tasks', userId), title.title, due).lastInsertRowid,
      );
      return success(TEXT.taskAdded, toTask(task(userId, id)!));
    },
    templateShopCall,
  );

  registerAction(
    app,
    'apps.kanban.update-task',
    async ({ request }) => {
      const userId = userOf(request);
      const data = dataOf(request);
      const existing = task(userId, data.id);
      if (!existing) return failure(data.id === undefined ? { id: [TEXT.noId] } : TEXT.taskNotFound);
      const set: Record<string, unknown> = {};
      const messages: Record<string, string[]> = {};
      if (data.title !== undefined) {
        const title = titleOf(data.title);
        if (title.messages) Object.assign(messages, title.messages);
        else set.title = title.title;
      }
      if (data.description !== undefined) {
        if (data.description === null || typeof data.description === 'string') set.description = data.description ?? '';
        else messages.description = [t.string('description')];
      }
      if (data.dueDate !== undefined) {
        const due = dueDateOf(data.dueDate);
        if (due === undefined) messages.dueDate = [t.date('due date')];
        else set.due_date = due;
      }
      if (data.labels !== undefined) {
        if (Array.isArray(data.labels) && data.labels.every((l) => typeof l === 'string'))
          set.labels = JSON.stringify(data.labels);
        else messages.labels = [TEXT.taskLists];
      }
      // A cover picked in the browser arrives as its own `blob:` URL, which means nothing here: kept as was.
      if (data.coverImage === null || data.coverImage === '') set.cover_image = null;
      else if (typeof data.coverImage === 'string' && !data.coverImage.startsWith('blob:'))
        set.cover_image = data.coverImage.slice(0, 2000);
      for (const [key, column] of [
        ['attachments', 'attachments'],
        ['comments', 'comments'],
        ['assignedTo', 'assigned_to'],
      ] as const) {
        if (data[key] === undefined) continue;
        if (Array.isArray(data[key])) set[column] = JSON.stringify(data[key]);
        else messages[key] = [TEXT.taskLists];
      }
      if (data.boardId !== undefined && data.boardId !== existing.board_slug) {
        const boardId = board(userId, data.boardId);
        if (boardId === undefined) messages.boardId = [TEXT.chooseBoard];
        else set.board_slug = boardId;
      }
      if (Object.keys(messages).length) return failure(messages);
      const columns = Object.keys(set);
      if (columns.length)
        sqlite
          .prepare(`UPDATE template_kanban_tasks SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`)
          .run(...Object.values(set), existing.id);
      return success(TEXT.taskUpdated, toTask(task(userId, existing.id)!));
    },
    templateShopCall,
  );

  registerAction(
    app,
    'apps.kanban.update-task-board',
    async ({ request }) => {
      const userId = userOf(request);
      const data = dataOf(request);
      const existing = task(userId, data.taskId);
      if (!existing) return failure(data.taskId === undefined ? { taskId: [TEXT.noId] } : TEXT.taskNotFound);
      const boardId = board(userId, data.newBoardId);
      if (boardId === undefined) return failure({ newBoardId: [TEXT.chooseBoard] });
      // Its place in the one order across boards stays; the new board shows it there.
      sqlite.prepare('UPDATE template_kanban_tasks SET board_slug = ? WHERE id = ?').run(boardId, existing.id);
      return success(TEXT.taskMoved, tasks(userId));
    },
    templateShopCall,
  );

  const reorder = sqlite.transaction((userId: number, dragged: number, target: number) => {
    const order = sqlite
      .prepare('SELECT id FROM template_kanban_tasks WHERE user_id = ? ORDER BY position, id')
      .pluck()
      .all(userId) as number[];
    const at = order.indexOf(target);
    const next = order.filter((id) => id !== dragged);
    // The dragged task takes the place the target had on screen (the stock fake API moved the target).
    next.splice(at, 0, dragged);
    const set = sqlite.prepare('UPDATE template_kanban_tasks SET position = ? WHERE id = ?');
    next.forEach((id, position) => set.run(position, id));
  });

  registerAction(
    app,
    'apps.kanban.reorder-tasks',
    async ({ request }) => {
      const userId = userOf(request);
      const data = dataOf(request);
      const dragged = task(userId, data.taskId);
      if (!dragged) return failure(data.taskId === undefined ? { taskId: [TEXT.noId] } : TEXT.taskNotFound);
      // Dropped on something that is not a card: the stock client sends no target, and nothing moves.
      if (data.targetTaskId === undefined || data.targetTaskId === null || data.targetTaskId === '')
        return success(TEXT.nothingMoved, tasks(userId));
      const target = task(userId, data.targetTaskId);
      if (!target) return failure(TEXT.taskNotFound);
      if (target.id !== dragged.id) reorder(userId, dragged.id, target.id);
      return success(TEXT.taskMoved, tasks(userId));
    },
    templateShopCall,
  );

  /** The board a delete names: the raw text body (§12 #6), `{id}`, `{data}` or `?id=`. */
  const boardToDelete = (request: FastifyRequest, queryId: string | undefined) => {
    const { object } = bodyValue(request);
    const data = object.data;
    const inData = typeof data === 'string' ? data : plainFields(data)?.id;
    const raw = [object.id, inData, queryId].find((v) => v !== undefined && v !== null && v !== '');
    return raw ?? null;
  };

  for (const [id, withBoard] of [
    ['apps.kanban.delete-board', true],
    ['apps.kanban.clear-tasks', false],
  ] as const) {
    registerAction(
      app,
      id,
      async ({ query, request }) => {
        const userId = userOf(request);
        const raw = boardToDelete(request, query.id);
        if (raw === null) return failure({ id: [TEXT.noIdDeleted] });
        const slug = board(userId, raw);
        if (slug === undefined) return failure(TEXT.boardNotFound);
        sqlite.transaction(() => {
          sqlite.prepare('DELETE FROM template_kanban_tasks WHERE user_id = ? AND board_slug = ?').run(userId, slug);
          if (withBoard)
            sqlite.prepare('DELETE FROM template_kanban_boards WHERE user_id = ? AND slug = ?').run(userId, slug);
        })();
        return success(withBoard ? TEXT.boardDeleted : TEXT.boardCleared, null);
      },
      templateShopCall,
    );
  }
}
