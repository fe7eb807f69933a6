import { TEMPLATE_PERMISSION_ROLES, getEndpoint, validationText as t, type TemplatePermission } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../http/envelope.js';
import { bodyOf, registerEndpoint } from '../http/register-endpoint.js';
import { storedNow } from '../clock.js';

interface StoredPermission {
  id: number;
  name: string;
  assigned_to: string;
  created_at: string;
}

const NOT_FOUND = 'Permission not found';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The template's own date text: '14 Apr 2021, 8:43 PM'. */
export function templateDate(stored: string): string {
  const [date = '', time = '00:00:00'] = stored.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}, ${h12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}

const toPermission = (p: StoredPermission): TemplatePermission => {
  let roles: unknown;
  try {
    roles = JSON.parse(p.assigned_to);
  } catch {
    roles = [];
  }
  return {
    id: p.id,
    name: p.name,
    assignedTo: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
    createdDate: templateDate(p.created_at),
  };
};

const SORTS: Record<string, (a: TemplatePermission, b: TemplatePermission) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  assignedTo: (a, b) => a.assignedTo.join(',').localeCompare(b.assignedTo.join(',')),
  createdDate: (a, b) => a.id - b.id,
  id: (a, b) => a.id - b.id,
};

const positive = (raw: unknown, fallback: number) => {
  const n = Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 1000) : fallback;
};

/**
 * The template's permissions app (`/apps/permissions/*`): a plain list of named permissions and the
 * roles they are given to. Any signed-in user reads it; superusers and admins change it. Answers
 * use the same envelope and field messages as the rest of the API.
 */
export function registerTemplatePermissions(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const all = () =>
    (sqlite.prepare('SELECT * FROM template_permissions ORDER BY id').all() as StoredPermission[]).map(toPermission);
  const find = (id: unknown) => {
    const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
    if (!/^\d{1,15}$/.test(text)) return undefined;
    return sqlite.prepare('SELECT * FROM template_permissions WHERE id = ?').get(Number(text)) as
      StoredPermission | undefined;
  };

  /** `name` required, text, at most 255, unique (case-insensitive) among the others. */
  const checkName = (raw: unknown, selfId = 0): { name?: string; messages?: Record<string, string[]> } => {
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
      return { messages: { name: [t.required('name')] } };
    if (typeof raw !== 'string') return { messages: { name: [t.string('name')] } };
    const name = raw.trim();
    if (name.length > 255) return { messages: { name: [t.maxChars('name', 255)] } };
    const taken = sqlite
      .prepare('SELECT 1 FROM template_permissions WHERE lower(name) = lower(?) AND id != ?')
      .get(name, selfId);
    return taken ? { messages: { name: [t.unique('name')] } } : { name };
  };

  registerEndpoint(app, getEndpoint('apps.permissions.data'), async (request) => {
    const params = (request.query ?? {}) as Record<string, unknown>;
    const q = typeof params.q === 'string' ? params.q.trim().toLowerCase() : '';
    const allData = all();
    const filtered = allData.filter(
      (p) => !q || p.name.toLowerCase().includes(q) || p.assignedTo.some((r) => r.toLowerCase().includes(q)),
    );
    const sortColumn = typeof params.sortColumn === 'string' ? params.sortColumn : 'name';
    // Own keys only: `__proto__` or `constructor` must not pick up Object.prototype's members.
    const compare = (Object.hasOwn(SORTS, sortColumn) ? SORTS[sortColumn] : undefined) ?? SORTS.name!;
    const sorted = [...filtered].sort((a, b) => (params.sort === 'desc' ? -compare(a, b) : compare(a, b)));
    const perPage = positive(params.perPage, 10);
    const page = positive(params.page, 1);
    return {
      permissions: sorted.slice((page - 1) * perPage, page * perPage),
      total: filtered.length,
      params,
      allData,
    };
  });

  const assignedTo = (raw: unknown): { roles?: string[]; messages?: Record<string, string[]> } => {
    if (raw === undefined || raw === null) return { roles: [] };
    const list = Array.isArray(raw) ? raw : [raw];
    const known = new Set<string>(TEMPLATE_PERMISSION_ROLES);
    if (!list.every((r): r is string => typeof r === 'string' && known.has(r)))
      return { messages: { assignedTo: [t.invalidChoice('assigned to')] } };
    return { roles: [...new Set(list)] };
  };

  registerEndpoint(app, getEndpoint('apps.permissions.add'), async (request) => {
    const permission = bodyOf(request).permission;
    const fields = permission && typeof permission === 'object' ? (permission as Record<string, unknown>) : {};
    const name = checkName(fields.name);
    const roles = assignedTo(fields.assignedTo);
    if (name.messages || roles.messages) return failure({ ...name.messages, ...roles.messages });
    const stamp = storedNow(sqlite);
    const id = Number(
      sqlite
        .prepare('INSERT INTO template_permissions (name, assigned_to, created_at) VALUES (?, ?, ?)')
        .run(name.name, JSON.stringify(roles.roles), stamp).lastInsertRowid,
    );
    return success('Permission created successfully.', toPermission(find(id)!));
  });

  registerEndpoint(app, getEndpoint('apps.permissions.update'), async (request) => {
    const body = bodyOf(request);
    const existing = find(body.id);
    if (!existing) return failure(NOT_FOUND);
    const name = checkName(body.name, existing.id);
    if (name.messages) return failure(name.messages);
    sqlite.prepare('UPDATE template_permissions SET name = ? WHERE id = ?').run(name.name, existing.id);
    return success('Permission updated successfully.', toPermission(find(existing.id)!));
  });

  registerEndpoint(app, getEndpoint('apps.permissions.delete'), async (request: FastifyRequest) => {
    const id = bodyOf(request).id ?? (request.query as Record<string, unknown> | undefined)?.id;
    const existing = find(id);
    if (!existing) return failure(NOT_FOUND);
    sqlite.prepare('DELETE FROM template_permissions WHERE id = ?').run(existing.id);
    return success('Permission deleted successfully.', null);
  });
}
