import { toStoredDateTime, validationText as t } from '@cmms/contracts';
import {
  TEMPLATE_USER_PLANS,
  TEMPLATE_USER_ROLES,
  TEMPLATE_USER_STATUSES,
  type TemplateUser,
} from '@cmms/contracts/template-shop/schemas';
import { TEMPLATE_SHOP_TEXT as TEXT } from '@cmms/contracts/template-shop/texts';
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { echoParams, idFrom, positive, queryText, templateShopCall } from './wire.js';

interface StoredUser {
  id: number;
  full_name: string;
  username: string;
  email: string;
  role: string;
  current_plan: string;
  status: string;
  company: string;
  country: string;
  contact: string;
  billing: string;
  avatar: string;
  avatar_color: string | null;
}

const toUser = (u: StoredUser): TemplateUser => ({
  id: u.id,
  fullName: u.full_name,
  username: u.username,
  email: u.email,
  role: u.role,
  currentPlan: u.current_plan,
  status: u.status,
  company: u.company,
  country: u.country,
  contact: u.contact,
  billing: u.billing,
  avatar: u.avatar,
  avatarColor: u.avatar_color,
});

/** The columns the view sorts on (§5), in stored names; anything else sorts by name. */
const SORT_COLUMNS: Record<string, string> = {
  id: 'id',
  fullName: 'full_name',
  role: 'role',
  currentPlan: 'current_plan',
  billing: 'billing',
  status: 'status',
  email: 'email',
  company: 'company',
};
const AVATAR_COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Fields = Record<string, unknown>;

/** Validates an added user: names, email and username required and unique; role, plan, status known. */
function validate(app: FastifyInstance, fields: Fields) {
  const { sqlite } = app.ctx.conn;
  const messages: Record<string, string[]> = {};
  const values: Record<string, string> = {};
  const textField = (key: string, column: string, required: boolean, max = 255) => {
    const raw = fields[key];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (required) messages[key] = [t.required(column)];
      else values[key] = '';
      return;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') return void (messages[key] = [t.string(column)]);
    const value = String(raw).trim();
    if (value.length > max) return void (messages[key] = [t.maxChars(column, max)]);
    values[key] = value;
  };
  textField('fullName', 'name', true);
  textField('username', 'username', true, 191);
  textField('email', 'email', true, 191);
  textField('company', 'company', false);
  textField('country', 'country', false);
  textField('contact', 'phone', false, 50);
  textField('billing', 'billing', false);
  const choice = (key: string, refusal: string, options: readonly string[], fallback: string) => {
    const raw = fields[key];
    if (raw === undefined || raw === null || raw === '') return void (values[key] = fallback);
    if (typeof raw !== 'string' || !options.includes(raw)) return void (messages[key] = [refusal]);
    values[key] = raw;
  };
  choice('role', TEXT.chooseRole, TEMPLATE_USER_ROLES, 'requester');
  choice('currentPlan', TEXT.choosePlan, TEMPLATE_USER_PLANS, 'basic');
  choice('status', t.invalidChoice('status'), TEMPLATE_USER_STATUSES, 'pending');
  if (values.email && !messages.email && !EMAIL.test(values.email)) messages.email = [t.email('email')];
  const taken = (column: string, value: string | undefined) =>
    value !== undefined &&
    sqlite.prepare(`SELECT 1 FROM template_shop_users WHERE lower(${column}) = lower(?)`).get(value) !== undefined;
  if (!messages.email && taken('email', values.email)) messages.email = [t.unique('email')];
  if (!messages.username && taken('username', values.username)) messages.username = [t.unique('username')];
  return Object.keys(messages).length ? { messages } : { values };
}

/**
 * The template's users app (§5): the firm's staff and customer contacts, copied from the real accounts
 * at seeding. Reading needs `users.view`, adding `users.create`, deleting `users.delete`; the rows are
 * the app's own (deleting one here deletes no account).
 */
export function registerTemplateUsers(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const all = () =>
    (sqlite.prepare('SELECT * FROM template_shop_users ORDER BY id DESC').all() as StoredUser[]).map(toUser);
  const find = (id: number | undefined) =>
    id === undefined
      ? undefined
      : (sqlite.prepare('SELECT * FROM template_shop_users WHERE id = ?').get(id) as StoredUser | undefined);

  registerAction(app, 'apps.users.all-data', async () => all(), templateShopCall);

  registerAction(
    app,
    'apps.users.list',
    async ({ query }) => {
      const q = queryText(query.q);
      const role = queryText(query.role);
      const currentPlan = queryText(query.currentPlan);
      const status = queryText(query.status);
      const sortColumn = queryText(query.sortColumn) ?? 'fullName';
      const sort = queryText(query.sort) === 'desc' ? 'desc' : 'asc';
      const perPage = positive(queryText(query.perPage), 10, 500);
      const page = positive(queryText(query.page), 1, 1_000_000);
      const where: string[] = [];
      const params: unknown[] = [];
      if (q) {
        // Contains, case-insensitively, with LIKE's own wildcards taken literally.
        const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          "(lower(email) LIKE ? ESCAPE '\\' OR lower(full_name) LIKE ? ESCAPE '\\' OR lower(billing) LIKE ? ESCAPE '\\')",
        );
        params.push(like, like, like);
      }
      for (const [column, value] of [
        ['role', role],
        ['current_plan', currentPlan],
        ['status', status],
      ] as const) {
        if (value === undefined) continue;
        where.push(`${column} = ?`);
        params.push(value);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const column = Object.hasOwn(SORT_COLUMNS, sortColumn) ? SORT_COLUMNS[sortColumn]! : 'full_name';
      const total = Number(
        sqlite
          .prepare(`SELECT count(*) FROM template_shop_users ${clause}`)
          .pluck()
          .get(...params),
      );
      const rows = sqlite
        .prepare(
          `SELECT * FROM template_shop_users ${clause}
          ORDER BY ${column} COLLATE NOCASE ${sort}, id ${sort} LIMIT ? OFFSET ?`,
        )
        .all(...params, perPage, (page - 1) * perPage) as StoredUser[];
      return {
        users: rows.map(toUser),
        total,
        params: echoParams({ q: q ?? '', role, currentPlan, status, sortColumn, sort, page, perPage }),
        allData: all(),
      };
    },
    templateShopCall,
  );

  registerAction(
    app,
    'apps.users.user',
    async ({ query, reply }) => {
      const raw = query.id;
      if (raw === undefined || raw === '') return reply.status(400).send(failure({ id: [TEXT.noId] }));
      const user = find(idFrom(raw));
      if (!user) return reply.status(404).send(failure(TEXT.userNotFound));
      return { user: toUser(user) };
    },
    templateShopCall,
  );

  registerAction(
    app,
    'apps.users.add',
    async ({ body }) => {
      // The stock client sends the user itself (§12 #7); our console may wrap it in `user`.
      const fields: Fields = body.user ?? body;
      const checked = validate(app, fields);
      if (checked.messages) return failure(checked.messages);
      const v = checked.values;
      const id = Number(
        sqlite
          .prepare(
            `INSERT INTO template_shop_users (full_name, username, email, role, current_plan, status, company,
             country, contact, billing, avatar, avatar_color, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?)`,
          )
          .run(
            v.fullName,
            v.username,
            v.email,
            v.role,
            v.currentPlan,
            v.status,
            v.company,
            v.country,
            v.contact,
            v.billing,
            AVATAR_COLORS[(v.username ?? '').length % AVATAR_COLORS.length],
            toStoredDateTime(new Date()),
          ).lastInsertRowid,
      );
      return success(TEXT.userCreated, toUser(find(id)!));
    },
    templateShopCall,
  );

  registerAction(
    app,
    'apps.users.delete',
    async ({ query, body }) => {
      // The stock client loses the id (§13): without one nothing is deleted, never "the last row".
      const raw = query.id ?? body.id;
      if (raw === undefined || raw === null || raw === '') return failure({ id: [TEXT.noIdDeleted] });
      const user = find(idFrom(raw));
      if (!user) return failure(TEXT.userNotFound);
      sqlite.prepare('DELETE FROM template_shop_users WHERE id = ?').run(user.id);
      return success(TEXT.userDeleted, null);
    },
    templateShopCall,
  );
}
