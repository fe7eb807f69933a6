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
 * Concurrent creates, a SIGKILL in the middle, a restart: the database must be intact and every
 * create that was acknowledged with success must be there.
 */
describe('crash recovery', () => {
  it('keeps every acknowledged create through a SIGKILL', async () => {
    const first = await spawnServer(dataDir);
    const token = await adminToken(first.url);
    const acknowledged: string[] = [];
    let stop = false;
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
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await spawnServer(dataDir);
    const token2 = await adminToken(second.url);
    const listed = await fetch(`${second.url}${API_BASE}/companies?search=Crash test&limit=500`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(listed.status).toBe(200);
    await second.stop();

    const db = new Database(join(dataDir, 'app.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set(
      db.prepare("SELECT name FROM companies WHERE name LIKE 'Crash test %'").pluck().all() as string[],
    );
    db.close();
    const lost = acknowledged.filter((name) => !stored.has(name));
    expect(lost).toEqual([]);
  });
});
