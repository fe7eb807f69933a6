import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';

/**
 * Vitest global setup: seeds the tests' demo estate once per run (not once per file or worker) and hands
 * its file to the workers, where `seededTemplate()` opens copies. Several projects name this setup; the
 * first one seeds and the others reuse its file (same process, same code). Its seed options are
 * TEST_SEED's in ./template.ts (kept apart: that module uses vitest's worker-side `inject`).
 */
const shared = globalThis as { cmmsPristineTemplate?: { file: string; users: number } };

export default function setup(project: TestProject) {
  if (!shared.cmmsPristineTemplate) {
    const dir = mkdtempSync(join(tmpdir(), 'cmms-template-'));
    const file = join(dir, 'app.sqlite');
    buildTemplate((c) => seedDatabase(c, { anchor: TEST_ANCHOR })).writeTo(file);
    shared.cmmsPristineTemplate = { file, users: 0 };
  }
  const state = shared.cmmsPristineTemplate;
  state.users += 1;
  project.provide('pristineTemplateFile', state.file);
  return () => {
    state.users -= 1;
    if (state.users > 0) return;
    rmSync(join(state.file, '..'), { recursive: true, force: true });
    delete shared.cmmsPristineTemplate;
  };
}
