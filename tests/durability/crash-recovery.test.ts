import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '@cmms/contracts';
import { adminToken, spawnServer } from './server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'cmms-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Concurrent creates and work-log moves, a SIGKILL in the middle, a restart: the database must be
 * intact, every create that was acknowledged with success must be there, and every acknowledged move
 * must have its work-log entry and the state it claimed.
 */
describe('crash recovery', () => {
  it('keeps every acknowledged create and work-log entry through a SIGKILL', async () => {
    const first = await spawnServer(dataDir);
    const token = await adminToken(first.url);
    const acknowledged: string[] = [];
    const moves: { id: number; action: string; state: string }[] = [];
    let stop = false;
    const post = async (path: string, body: object) => {
      const res = await fetch(`${first.url}${API_BASE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { status: string; payload: { id: number; state: string } };
    };
    // Work orders: raise one, then assign and start it, remembering every move the server confirmed.
    const workOrders = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const title = `Crash work order ${w}-${i}`;
        try {
          const made = await post('/maintenance/workorders', { title });
          if (made.status !== 'success') continue;
          acknowledged.push(title);
          for (const body of [{ action: 'assign', assignee: 1 }, { action: 'start' }]) {
            const moved = await post('/maintenance/workorders/work-log', { work_order_id: made.payload.id, ...body });
            if (moved.status === 'success')
              moves.push({ id: made.payload.id, action: body.action, state: moved.payload.state });
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Crash test ${w}-${i}`;
        try {
          const res = await fetch(`${first.url}${API_BASE}/companies`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name }),
          });
          if (((await res.json()) as { status: string }).status === 'success') acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = [
      ...Array.from({ length: 6 }, (_, w) => worker(w)),
      ...Array.from({ length: 3 }, (_, w) => workOrders(w)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(moves.length).toBeGreaterThan(5);

    const second = await spawnServer(dataDir);
    const token2 = await adminToken(second.url);
    const listed = await fetch(`${second.url}${API_BASE}/companies?search=Crash test&limit=500`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(listed.status).toBe(200);
    await second.stop();

    const db = new Database(join(dataDir, 'app.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set([
      ...(db.prepare("SELECT name FROM companies WHERE name LIKE 'Crash test %'").pluck().all() as string[]),
      ...(db.prepare("SELECT title FROM work_orders WHERE title LIKE 'Crash work order %'").pluck().all() as string[]),
    ]);
    const logged = db.prepare('SELECT 1 FROM work_order_logs WHERE work_order_id = ? AND action = ?').pluck();
    const lostMoves = moves.filter((m) => !logged.get(m.id, m.action));
    // A work order's state is its status's, and a start is stamped: no half-written move survived.
    const torn = db
      .prepare(
        `SELECT w.id FROM work_orders w JOIN work_order_statuses s ON s.id = w.status_id
         WHERE w.title LIKE 'Crash work order %' AND (w.state <> s.state OR (w.state = 'in_progress' AND w.started_at IS NULL))`,
      )
      .pluck()
      .all();
    db.close();
    const lost = acknowledged.filter((name) => !stored.has(name));
    expect(lost).toEqual([]);
    expect(lostMoves).toEqual([]);
    expect(torn).toEqual([]);
  });
});
