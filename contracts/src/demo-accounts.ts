// Plain data, no schemas: the login page reads it without loading zod on a phone's first load.
/** Demo accounts seeded on first start; the README lists them too. */
export const DEMO_PASSWORD = 'Demo123!';
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', username: 'admin', role: 'superuser', label: 'Superuser' },
  { email: 'manager@demo.test', username: 'manager', role: 'manager', label: 'Maintenance manager' },
  { email: 'tech@demo.test', username: 'tech', role: 'technician', label: 'Technician' },
  { email: 'viewer@demo.test', username: 'viewer', role: 'viewer', label: 'Read-only viewer' },
  { email: 'requester@demo.test', username: 'requester', role: 'requester', label: 'Requester' },
] as const;
