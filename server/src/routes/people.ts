import {
  getEndpoint,
  isIsoDate,
  normalizeListQuery,
  validationText as t,
  type PersonRow,
  type WorkingHours,
} from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../http/envelope.js';
import { idParam, registerEndpoint } from '../http/register-endpoint.js';
import { writeActionLog } from '../engine/action-log.js';
import { idList, withSubLocations } from '../domain/preventive/filters.js';
import { people } from '../domain/people/workload.js';
import { foundBy } from '../http/found-by.js';
import { registerAction } from '../http/register-action.js';
import { isSuperuser, isSuperuserAccount } from '../auth/privileges.js';
import { forbidden } from '../http/refusal.js';

const USER_NOT_FOUND = 'User not found';
const SORTS = ['name', 'workload', 'free_hours', 'logged_hours', 'overdue'] as const;

const sortValue = (p: PersonRow, sort: string): string | number =>
  sort === 'workload'
    ? p.workload.open
    : sort === 'free_hours'
      ? p.workload.free_hours_week
      : sort === 'logged_hours'
        ? p.workload.logged_hours_week
        : sort === 'overdue'
          ? p.workload.overdue
          : p.name.toLowerCase();

/**
 * `GET /people`: who does the work, with skills, week and workload; filters `skill` (names joined by
 * commas: any of them), `location_id` (and the places below), `available=1` (free hours this week),
 * `search` (name, job title, skill); sorted by name or `sort=workload|free_hours|logged_hours|overdue`.
 * `PUT /people/{id}/skills` and `/working-hours` edit them.
 */
export function registerPeople(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerEndpoint(app, getEndpoint('people.list'), async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const q = normalizeListQuery(query, SORTS, 'name', 'asc');
    const skills = String(query.skill ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const places = withSubLocations(sqlite, idList(query.location_id));
    const available = query.available === '1' || query.available === 'true';
    const terms = q.search.map((s) => s.toLowerCase());
    const all = people(sqlite, app.ctx.clock()).filter(
      (p) =>
        (skills.length === 0 || p.skills.some((s) => skills.includes(s.skill.toLowerCase()))) &&
        (places.size === 0 || (p.location !== null && places.has(p.location.id))) &&
        (!available || p.workload.free_hours_week > 0) &&
        (terms.length === 0 ||
          terms.some((term) =>
            [p.name, p.jobtitle ?? '', ...p.skills.map((s) => s.skill)].some((v) => v.toLowerCase().includes(term)),
          )),
    );
    const direction = q.order === 'asc' ? 1 : -1;
    all.sort((a, b) => {
      const x = sortValue(a, q.sort);
      const y = sortValue(b, q.sort);
      return (x < y ? -1 : x > y ? 1 : a.id - b.id) * direction;
    });
    return { total: all.length, rows: all.slice(q.offset, q.offset + q.limit) };
  });

  const rowOf = (id: number): PersonRow | null => people(sqlite, app.ctx.clock(), [id])[0] ?? null;

  // The account in the path comes first (not found, then a superuser's account refused), then the body.
  const account = foundBy(
    (request: FastifyRequest) => {
      const id = idParam(request);
      return userExists(id) ? id : undefined;
    },
    () => failure(USER_NOT_FOUND),
    (request, _reply, id) => guardAccount(request, id),
  );

  registerAction(
    app,
    'people.skills',
    async ({ body, request }) => {
      const id = account.of(request);
      const skills = body.skills.map((s) => ({ ...s, skill: s.skill.trim() }));
      const messages: Record<string, string[]> = {};
      skills.forEach((s, i) => {
        if (!s.skill) messages[`skills.${i}.skill`] = [t.required('skill')];
        if (typeof s.certified_until === 'string' && s.certified_until && !isIsoDate(s.certified_until))
          messages[`skills.${i}.certified_until`] = [t.date('certified until')];
      });
      const names = skills.map((s) => s.skill.toLowerCase());
      if (new Set(names).size !== names.length) messages.skills = ['Each skill may be listed once.'];
      if (Object.keys(messages).length) return failure(messages);
      const before = (
        sqlite.prepare('SELECT skill FROM user_skills WHERE user_id = ? ORDER BY skill').pluck().all(id) as string[]
      ).join(', ');
      sqlite.transaction(() => {
        sqlite.prepare('DELETE FROM user_skills WHERE user_id = ?').run(id);
        const insert = sqlite.prepare(
          'INSERT INTO user_skills (user_id, skill, level, certified_until) VALUES (?, ?, ?, ?)',
        );
        for (const s of skills) insert.run(id, s.skill, s.level, s.certified_until ?? null);
        logChange(request, id, 'skills', before, [...skills.map((s) => s.skill)].sort().join(', '));
      })();
      return success('Skills updated successfully.', rowOf(id));
    },
    { guard: account.guard },
  );

  registerAction(
    app,
    'people.working-hours',
    async ({ body, request }) => {
      const id = account.of(request);
      const week = Object.fromEntries(
        Object.entries(body.working_hours ?? {}).filter(([, shift]) => shift !== null),
      ) as WorkingHours;
      const wrong = Object.entries(week).filter(([, shift]) => shift!.end <= shift!.start);
      if (wrong.length) {
        return failure(
          Object.fromEntries(wrong.map(([day]) => [`working_hours.${day}`, ['The end must be after the start.']])),
        );
      }
      const stored = body.working_hours === null ? null : JSON.stringify(week);
      const before = sqlite.prepare('SELECT working_hours FROM users WHERE id = ?').pluck().get(id) as string | null;
      sqlite.transaction(() => {
        sqlite.prepare('UPDATE users SET working_hours = ? WHERE id = ?').run(stored, id);
        logChange(request, id, 'working_hours', before, stored);
      })();
      return success('Working hours updated successfully.', rowOf(id));
    },
    { guard: account.guard },
  );

  /** A superuser's account is a superuser's to change, its skills and week included (403 for anyone else). */
  function guardAccount(request: FastifyRequest, id: number): void {
    if (!isSuperuser(request.principal) && isSuperuserAccount(sqlite, id)) throw forbidden();
  }

  function userExists(id: number): boolean {
    return id > 0 && sqlite.prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL').get(id) !== undefined;
  }

  function logChange(request: FastifyRequest, id: number, key: string, old: unknown, now: unknown) {
    writeActionLog(sqlite, request, {
      action: 'update',
      itemType: 'users',
      itemId: id,
      meta: { [key]: { old, new: now } },
    });
  }
}
