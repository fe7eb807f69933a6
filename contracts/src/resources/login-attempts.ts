import { defineResource } from '../kit/resource.js';

/** Every login, successful or not; written by the server, read by superusers. */
export const loginAttempts = defineResource({
  name: 'loginattempts',
  path: '/settings/login-attempts',
  table: 'login_attempts',
  entity: 'LoginAttempt',
  permission: 'settings',
  area: 'people',
  titleField: 'username',
  readOnly: true,
  deletable: true,
  paging: { defaultLimit: 20 },
  fields: {
    username: { kind: 'text', readOnly: true, list: true },
    remote_ip: { kind: 'text', readOnly: true, list: true },
    user_agent: { kind: 'text', readOnly: true, list: true },
    successful: { kind: 'boolean', readOnly: true, list: true },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['username', 'remote_ip', 'user_agent'],
  filters: ['username', 'remote_ip', 'successful'],
  softDelete: false,
  messages: { created: '', updated: '', deleted: 'The login attempt was deleted successfully.' },
});
