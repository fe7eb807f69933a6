import { toStoredDateTime } from '@cmms/contracts';
import { TODO_TAGS, type TodoTask } from '@cmms/contracts/template-apps/schemas';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { TAPP_TEXT } from './texts.js';
import {
  callerId,
  idOf,
  parseDate,
  parseJson,
  personName,
  plainObject,
  refuse,
  stringList,
  templateCall,
  trimmed,
  toId,
  type PersonRow,
} from './shared.js';

interface StoredTask {
  id: number;
  user_id: number;
  title: string;
  due_date: string | null;
  description: string | null;
  assignee_id: number | null;
  tags: string;
  is_completed: number;
  is_deleted: number;
  is_important: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The ways the stock search matches a due date: "dd", "mon", "dd mon", "mon dd" (reference §3). */
const dateWords = (due: string | null): string[] => {
  const d = parseDate(due);
  if (!d) return [];
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mon = MONTHS[d.getUTCMonth()]!;
  return [dd, mon, `${dd} ${mon}`, `${mon} ${dd}`];
};

const SORTS: Record<string, (a: TodoTask, b: TodoTask) => number> = {
  'title-asc': (a, b) => a.title.localeCompare(b.title),
  'title-desc': (a, b) => b.title.localeCompare(a.title),
  // By the assignee's name, tasks without one last.
  assignee: (a, b) =>
    (a.assignee.fullName ? 0 : 1) - (b.assignee.fullName ? 0 : 1) ||
    a.assignee.fullName.localeCompare(b.assignee.fullName),
  'due-date': (a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || b.id - a.id,
};

/**
 * The template's todo app (reference §3): each signed-in user's own tasks. A task may be assigned to any
 * active user; its description is kept as sent (the editor's state or HTML) and echoed.
 */
export function registerTodo(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const person = (id: number | null) =>
    id === null
      ? undefined
      : (sqlite
          .prepare('SELECT id, first_name, last_name, avatar, jobtitle FROM users WHERE id = ? AND deleted_at IS NULL')
          .get(id) as PersonRow | undefined);

  const toTask = (row: StoredTask): TodoTask => {
    const who = person(row.assignee_id);
    return {
      id: row.id,
      title: row.title,
      dueDate: row.due_date,
      description: parseJson<unknown>(row.description, ''),
      // The stock edit panel reads `assignee.fullName` unconditionally: always an object.
      assignee: { id: who?.id ?? null, fullName: who ? personName(who) : '', avatar: who?.avatar ?? '' },
      tags: stringList(parseJson(row.tags, [])),
      isCompleted: row.is_completed === 1,
      isDeleted: row.is_deleted === 1,
      isImportant: row.is_important === 1,
    };
  };
  const find = (userId: number, id: number | undefined) =>
    id === undefined
      ? undefined
      : (sqlite.prepare('SELECT * FROM tapp_todos WHERE id = ? AND user_id = ?').get(id, userId) as
          StoredTask | undefined);

  registerAction(
    app,
    'tapps.todo.tasks',
    async ({ query, request }) => {
      const filter = trimmed(query.filter);
      const tag = trimmed(query.tag);
      const q = trimmed(query.q).toLowerCase();
      const sortBy = trimmed(query.sortBy) || trimmed(query.sort);
      const rows = sqlite.prepare('SELECT * FROM tapp_todos WHERE user_id = ? ORDER BY id DESC').all(callerId(request));
      const all = (rows as StoredTask[]).map(toTask);
      const holds = (task: TodoTask) =>
        filter === 'important'
          ? task.isImportant && !task.isDeleted
          : filter === 'completed'
            ? task.isCompleted && !task.isDeleted
            : filter === 'deleted'
              ? task.isDeleted
              : !task.isDeleted;
      const listed =
        filter || tag
          ? all.filter((x) => x.title.toLowerCase().includes(q) && holds(x) && (!tag || x.tags.includes(tag)))
          : all.filter(
              (x) =>
                !x.isDeleted &&
                (!q ||
                  x.title.toLowerCase().includes(q) ||
                  x.tags.some((g) => g.includes(q)) ||
                  dateWords(x.dueDate).includes(q)),
            );
      const compare = Object.hasOwn(SORTS, sortBy) ? SORTS[sortBy] : undefined;
      return compare ? [...listed].sort(compare) : listed;
    },
    templateCall,
  );

  /** The task's fields from a body: what it sends, checked; `messages` when something is wrong. */
  const fieldsOf = (
    raw: Record<string, unknown>,
    creating: boolean,
  ): { values?: Record<string, unknown>; messages?: Record<string, string[]> } => {
    const values: Record<string, unknown> = {};
    const messages: Record<string, string[]> = {};
    if (creating || 'title' in raw) {
      const title = typeof raw.title === 'string' ? raw.title.trim() : '';
      if (!title) messages.title = [TAPP_TEXT.taskTitle];
      else if (title.length > 255) messages.title = [TAPP_TEXT.titleTooLong];
      else values.title = title;
    }
    if ('dueDate' in raw) {
      const due = parseDate(raw.dueDate);
      values.due_date = due ? due.toISOString().slice(0, 10) : null;
    }
    if ('description' in raw) {
      const text = JSON.stringify(raw.description ?? '');
      values.description = text.length > 100_000 ? JSON.stringify('') : text;
    }
    if ('assignee' in raw) {
      const assignee = plainObject(raw.assignee);
      const id = toId(assignee?.id ?? raw.assignee);
      values.assignee_id = id !== undefined && person(id) ? id : null;
    }
    if ('tags' in raw) {
      const tags = stringList(raw.tags);
      if (
        !Array.isArray(raw.tags) ||
        tags.length !== raw.tags.length ||
        tags.some((g) => !TODO_TAGS.includes(g as never))
      )
        messages.tags = [TAPP_TEXT.todoTags];
      else values.tags = JSON.stringify([...new Set(tags)]);
    }
    for (const [key, column] of [
      ['isCompleted', 'is_completed'],
      ['isImportant', 'is_important'],
      ['isDeleted', 'is_deleted'],
    ] as const)
      if (key in raw) values[column] = raw[key] === true || raw[key] === 'true' || raw[key] === 1 ? 1 : 0;
    return Object.keys(messages).length ? { messages } : { values };
  };

  registerAction(
    app,
    'tapps.todo.add',
    async ({ body, request, reply }) => {
      const raw = body.task ?? {};
      const { values, messages } = fieldsOf(raw, true);
      if (messages) return failure(messages);
      const row = {
        user_id: callerId(request),
        due_date: null,
        description: null,
        assignee_id: null,
        tags: '[]',
        ...values,
        created_at: toStoredDateTime(app.ctx.clock()),
      };
      const keys = Object.keys(row);
      const id = Number(
        sqlite
          .prepare(`INSERT INTO tapp_todos (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
          .run(...Object.values(row)).lastInsertRowid,
      );
      return reply.status(201).send({ task: toTask(find(row.user_id, id)!) });
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.todo.update',
    async ({ body, request }) => {
      const raw = body.task ?? {};
      const userId = callerId(request);
      const existing = find(userId, toId(raw.id));
      if (!existing) return failure(TAPP_TEXT.taskNotFound);
      const { values, messages } = fieldsOf(raw, false);
      if (messages) return failure(messages);
      const keys = Object.keys(values ?? {});
      if (keys.length)
        sqlite
          .prepare(`UPDATE tapp_todos SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`)
          .run(...Object.values(values ?? {}), existing.id);
      return { task: toTask(find(userId, existing.id)!) };
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.todo.delete',
    async ({ request, reply }) => {
      const { id, named } = idOf(request, ['taskId', 'id']);
      // The stock client sends no id at all (reference §13): say so and delete nothing.
      if (!named) return refuse(reply, { taskId: [TAPP_TEXT.noTask] });
      const userId = callerId(request);
      const existing = find(userId, id);
      if (!existing) return failure(TAPP_TEXT.taskNotFound);
      sqlite.prepare('UPDATE tapp_todos SET is_deleted = 1 WHERE id = ?').run(existing.id);
      return { task: toTask(find(userId, existing.id)!) };
    },
    templateCall,
  );
}
