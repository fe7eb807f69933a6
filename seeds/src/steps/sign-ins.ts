import { DEMO_ACCOUNTS, toStoredDateTime } from '@cmms/contracts';
import type { SeedStep } from '../modules/seed-step.js';

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Mobile/15E148',
];

/** A month of sign-ins: mostly successes from the office network, a few mistyped passwords and a probe. */
export const signInsStep: SeedStep = {
  name: 'sign-ins',
  requires: ['people'],
  sharedFaker: true,
  run({ faker, insert, count, dates }) {
    for (let i = 0; i < 60; i++) {
      const probe = i % 23 === 7;
      const username = probe ? 'administrator' : faker.helpers.arrayElement(DEMO_ACCOUNTS).email;
      const at = toStoredDateTime(faker.date.recent({ days: 30, refDate: dates.anchor }));
      insert('login_attempts', {
        username,
        remote_ip: probe
          ? `185.220.101.${faker.number.int({ min: 2, max: 250 })}`
          : `10.20.${faker.number.int({ min: 1, max: 9 })}.${faker.number.int({ min: 2, max: 250 })}`,
        user_agent: probe ? 'python-requests/2.32' : faker.helpers.arrayElement(AGENTS),
        successful: !probe && faker.datatype.boolean({ probability: 0.85 }),
        created_by: null,
        created_at: at,
        updated_at: at,
      });
      count('login_attempts');
    }
  },
};
