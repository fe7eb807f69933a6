import { API_BASE, endpointPath } from '@cmms/contracts';
import { TEST_ANCHOR } from '@cmms/seeds';
import type { Role, TestApp } from './app.js';
import type { Json } from './requests.js';

/** The seed's anchor moment: tests that judge due dates run their app's clock from here. */
export const ANCHOR = new Date(`${TEST_ANCHOR}T08:00:00Z`);

/** A clock the test moves by hand: `buildApp({ clock: clock.now })`. */
export function testClock(start = ANCHOR) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (hours: number) => void (now += hours * 3_600_000),
    set: (date: Date) => void (now = date.getTime()),
  };
}

/** Work-order calls as a role, by endpoint id. */
export function workOrderCalls(app: () => TestApp) {
  const call = async (
    role: Role,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await app().call(role, { method, url, payload });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const path = (id: string, params: Record<string, number> = {}) => endpointPath(id, params);
  return {
    call,
    path,
    /** Creates a work order as the role (manager by default), answering its row. */
    async create(body: Record<string, unknown> = {}, role: Role = 'manager'): Promise<Json> {
      const res = await call(role, 'POST', path('workorders.create'), { title: 'Pump 3 seal leaking', ...body });
      if (res.body.status !== 'success') throw new Error(`create refused: ${JSON.stringify(res.body)}`);
      return res.body.payload as Json;
    },
    /** One work-log entry; answers HTTP status and body. */
    log: (workOrderId: number, entry: Record<string, unknown>, role: Role = 'manager') =>
      call(role, 'POST', path('workorders.work-log'), { work_order_id: workOrderId, ...entry }),
    /** The work order as the role reads it. */
    read: async (id: number, role: Role = 'superuser') =>
      (await call(role, 'GET', path('workorders.detail', { id }))).body,
    list: async (query: string, role: Role = 'superuser') =>
      (await call(role, 'GET', `${path('workorders.list')}?${query}`)).body as { total: number; rows: Json[] },
    api: (suffix: string) => `${API_BASE}${suffix}`,
    /** A demo account's user id. */
    userId: (role: Role) =>
      app()
        .conn.sqlite.prepare('SELECT id FROM users WHERE username = ?')
        .pluck()
        .get(
          { superuser: 'admin', manager: 'manager', technician: 'tech', viewer: 'viewer', requester: 'requester' }[
            role
          ],
        ) as number,
    statusId: (state: string) =>
      app().conn.sqlite.prepare('SELECT id FROM work_order_statuses WHERE state = ?').pluck().get(state) as number,
  };
}
