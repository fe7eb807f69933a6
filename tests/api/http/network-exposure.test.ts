import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { readConfig } from '@cmms/server/config';
import { DEMO_PASSWORDS_FILE, demoLogins, secureDemoPasswords } from '@cmms/server/demo-passwords';
import { createTestApp, type TestApp } from '../../support/app.js';

/** A server bound beyond loopback must not let the published demo password in. */
let t: TestApp | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmms-exposure-'));
  dirs.push(dir);
  return dir;
};
const signsIn = async (app: TestApp, email: string, password: string) =>
  (await app.app.inject({ method: 'POST', url: `${API_BASE}/login`, payload: { email, password } })).json().status ===
  'success';

describe('settings from the environment', () => {
  it('turns registration off and keeps demo passwords only on request when bound beyond loopback', () => {
    const dataDir = tempDir();
    const local = readConfig({ DATA_DIR: dataDir });
    expect(local).toMatchObject({ host: '127.0.0.1', exposed: false, allowRegistration: true, trustProxy: false });
    const open = readConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' });
    expect(open).toMatchObject({ exposed: true, allowRegistration: false, keepDemoPasswords: false });
    expect(
      readConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', ALLOW_REGISTRATION: 'true', DEMO_PASSWORDS: 'keep' }),
    ).toMatchObject({ allowRegistration: true, keepDemoPasswords: true });
    expect(readConfig({ DATA_DIR: dataDir, ALLOW_REGISTRATION: '0' }).allowRegistration).toBe(false);
    expect(readConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe(
      '10.0.0.0/8, loopback',
    );
  });
});

describe('demo passwords on an exposed server', () => {
  it('replaces the published password: generated ones for the demo accounts, none for the others', async () => {
    const dataDir = tempDir();
    t = await createTestApp();
    const sqlite = t.conn.sqlite;
    const staff = sqlite
      .prepare('SELECT email FROM users WHERE id > 4 AND activated = 1 LIMIT 1')
      .pluck()
      .get() as string;
    const earlier = await t.token('manager');
    expect(await signsIn(t, staff, DEMO_PASSWORD)).toBe(true);

    const locked = secureDemoPasswords(sqlite, dataDir);
    expect(locked).toBeGreaterThan(10);
    const logins = demoLogins(sqlite, dataDir);
    expect(logins.map((l) => l.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    for (const login of logins) {
      expect(login.password).not.toBe(DEMO_PASSWORD);
      expect(await signsIn(t, login.email, DEMO_PASSWORD)).toBe(false);
      expect(await signsIn(t, login.email, login.password)).toBe(true);
    }
    expect(await signsIn(t, staff, DEMO_PASSWORD)).toBe(false);
    // Sessions opened with the old password end too.
    const me = await t.app.inject({ url: `${API_BASE}/users/me`, headers: { authorization: `Bearer ${earlier}` } });
    expect(me.statusCode).toBe(401);
    // Kept for the owner only, and the same at the next start.
    expect(statSync(join(dataDir, DEMO_PASSWORDS_FILE)).mode & 0o077).toBe(0);
    expect(secureDemoPasswords(sqlite, dataDir)).toBe(0);
    expect(demoLogins(sqlite, dataDir)).toEqual(logins);
  });

  it('tells the sign-in page whether the published password works and registration is open', async () => {
    t = await createTestApp({ demoPasswordWorks: false });
    const res = await t.app.inject({ url: `${API_BASE}/login/options` });
    expect(res.json()).toEqual({ demo_password: false, registration: false });
  });
});
