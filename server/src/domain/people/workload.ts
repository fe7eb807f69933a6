import {
  DEFAULT_WORKING_HOURS,
  WEEKDAYS,
  addDays,
  toStoredDateTime,
  weekdayIndex,
  type PersonRow,
  type WorkingHours,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';

const OPEN = "('open','assigned','in_progress','on_hold')";
const RUNNING = "('open','assigned','in_progress')";
const hours = (minutes: number) => Math.round(minutes / 6) / 10;

interface PersonRecord {
  id: number;
  name: string;
  email: string | null;
  jobtitle: string | null;
  role_type: string | null;
  location_id: number | null;
  location_name: string | null;
  working_hours: string | null;
}

/** The stored week, or the default one when none (or an unreadable one) is stored. */
export function workingHoursOf(json: string | null): WorkingHours {
  if (!json) return DEFAULT_WORKING_HOURS;
  try {
    const value = JSON.parse(json) as WorkingHours;
    return value && typeof value === 'object' ? value : DEFAULT_WORKING_HOURS;
  } catch {
    return DEFAULT_WORKING_HOURS;
  }
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Hours a week holds: each day's end − start. */
export const weeklyHours = (week: WorkingHours): number =>
  hours(
    WEEKDAYS.reduce((sum, d) => {
      const shift = week[d];
      return sum + (shift ? Math.max(0, minutesOf(shift.end) - minutesOf(shift.start)) : 0);
    }, 0),
  );

/**
 * The working week runs Sunday to Saturday (Bahrain's week starts on Sunday): its first day for a
 * given day, and the first of its month.
 */
export const weekStart = (day: string): string => addDays(day, -((weekdayIndex(day) + 1) % 7));

/**
 * Everyone who does maintenance work: technicians, and anyone else with open work assigned (active,
 * undeleted accounts), with skills, working week and workload at `now`; or the accounts named.
 */
export function people(sqlite: Sqlite, now: Date, onlyIds?: readonly number[]): PersonRow[] {
  const today = now.toISOString().slice(0, 10);
  const stamp = toStoredDateTime(now);
  const week = `${weekStart(today)} 00:00:00`;
  const weekEnd = `${addDays(weekStart(today), 6)} 23:59:59`;
  const month = `${today.slice(0, 8)}01 00:00:00`;
  // Named people are shown whoever they are (an account given its first skill); the list is the workforce.
  const only = onlyIds ? `AND u.id IN (${placeholders(onlyIds.length)})` : '';
  const who = `AND u.activated = 1 AND (u.role_type = 'technician' OR EXISTS (SELECT 1 FROM work_orders w
    WHERE w.assignee = u.id AND w.deleted_at IS NULL AND w.state IN ${OPEN}))`;
  const records = sqlite
    .prepare(
      `SELECT u.id, trim(coalesce(u.first_name,'') || ' ' || coalesce(u.last_name,'')) AS name, u.email, u.jobtitle,
         u.role_type, u.location_id, l.name AS location_name, u.working_hours
       FROM users u LEFT JOIN locations l ON l.id = u.location_id
       WHERE u.deleted_at IS NULL ${onlyIds ? only : who}
       ORDER BY u.id`,
    )
    .all(...(onlyIds ?? [])) as PersonRecord[];
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const inIds = `(${placeholders(ids.length)})`;
  const byPerson = <T extends { id: number }>(sql: string, ...params: unknown[]) => {
    const out = new Map<number, T[]>();
    for (const row of sqlite.prepare(sql).all(...params, ...ids) as T[]) {
      const list = out.get(row.id);
      if (list) list.push(row);
      else out.set(row.id, [row]);
    }
    return out;
  };
  const skills = byPerson<{ id: number; skill: string; level: number; certified_until: string | null }>(
    `SELECT user_id AS id, skill, level, certified_until FROM user_skills WHERE user_id IN ${inIds} ORDER BY level DESC, skill`,
  );
  const open = byPerson<{ id: number; priority_id: number | null; n: number; overdue: number }>(
    `SELECT assignee AS id, priority_id, count(*) AS n,
       sum(state IN ${RUNNING} AND due_at IS NOT NULL AND due_at < ?) AS overdue
     FROM work_orders WHERE deleted_at IS NULL AND state IN ${OPEN} AND assignee IN ${inIds}
     GROUP BY assignee, priority_id`,
    stamp,
  );
  // Minutes logged since the week's start and since the month's, whichever began first, up to now.
  const since = week < month ? week : month;
  const logged = new Map(
    (
      sqlite
        .prepare(
          `SELECT created_by AS id, sum(CASE WHEN created_at >= ? THEN minutes ELSE 0 END) AS week,
             sum(CASE WHEN created_at >= ? THEN minutes ELSE 0 END) AS month
           FROM work_order_logs WHERE minutes > 0 AND created_at >= ? AND created_at <= ? AND created_by IN ${inIds}
           GROUP BY created_by`,
        )
        .all(week, month, since, stamp, ...ids) as { id: number; week: number; month: number }[]
    ).map((r) => [r.id, r]),
  );
  const planned = new Map(
    (
      sqlite
        .prepare(
          `SELECT w.assignee AS id, sum(coalesce(s.estimated_minutes, 0)) AS minutes
           FROM work_orders w JOIN schedulers s ON s.id = w.scheduler_id
           WHERE w.deleted_at IS NULL AND w.state IN ${OPEN} AND w.due_at BETWEEN ? AND ? AND w.assignee IN ${inIds}
           GROUP BY w.assignee`,
        )
        .all(week, weekEnd, ...ids) as { id: number; minutes: number }[]
    ).map((r) => [r.id, r.minutes]),
  );
  const priorities = new Map(
    (
      sqlite.prepare('SELECT id, name, color, code FROM work_order_priorities ORDER BY rank, id').all() as {
        id: number;
        name: string;
        color: string | null;
        code: string | null;
      }[]
    ).map((p, i) => [p.id, { ...p, rank: i }]),
  );
  return records.map((r) => {
    const hoursWeek = workingHoursOf(r.working_hours);
    const work = open.get(r.id) ?? [];
    const log = logged.get(r.id);
    const loggedWeek = hours(log?.week ?? 0);
    const loggedMonth = hours(log?.month ?? 0);
    const plannedWeek = hours(planned.get(r.id) ?? 0);
    const capacity = weeklyHours(hoursWeek);
    return {
      id: r.id,
      name: r.name,
      email: r.email,
      jobtitle: r.jobtitle,
      role_type: r.role_type,
      location: r.location_id && r.location_name ? { id: r.location_id, name: r.location_name } : null,
      skills: (skills.get(r.id) ?? []).map((s) => ({
        skill: s.skill,
        level: s.level,
        certified_until: s.certified_until,
        expired: s.certified_until !== null && s.certified_until < today,
      })),
      working_hours: hoursWeek,
      workload: {
        open: work.reduce((sum, w) => sum + w.n, 0),
        by_priority: work
          .filter((w) => w.priority_id !== null && priorities.has(w.priority_id))
          .map((w) => {
            const p = priorities.get(w.priority_id!)!;
            return { id: p.id, name: p.name, color: p.color, code: p.code, count: w.n, rank: p.rank };
          })
          .sort((a, b) => a.rank - b.rank)
          .map(({ rank: _rank, ...p }) => p),
        overdue: work.reduce((sum, w) => sum + (w.overdue ?? 0), 0),
        logged_hours_week: loggedWeek,
        logged_hours_month: loggedMonth,
        planned_hours_week: plannedWeek,
        capacity_hours_week: capacity,
        free_hours_week: Math.max(0, Math.round((capacity - loggedWeek - plannedWeek) * 10) / 10),
      },
    };
  });
}
