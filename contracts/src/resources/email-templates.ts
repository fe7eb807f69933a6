import { defineResource } from '../kit/resource.js';

export const EMAIL_EVENTS = [
  'workorder_created',
  'workorder_assigned',
  'workorder_escalated',
  'workorder_completed',
  'asset_checkout',
  'asset_checkin',
  'password_reset',
  'welcome',
] as const;

export const emailTemplates = defineResource({
  name: 'emailtemplates',
  path: '/email-templates',
  table: 'email_templates',
  entity: 'EmailTemplate',
  permission: 'emailtemplates',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    event: { kind: 'enum', options: EMAIL_EVENTS, required: true, list: true },
    subject: { kind: 'text', required: true, list: true },
    body: { kind: 'textarea', required: true },
    is_active: { kind: 'boolean', default: true, list: true },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'subject', 'body'],
  filters: [
    { name: 'event', words: EMAIL_EVENTS },
    { name: 'is_active', flag: true },
  ],
  softDelete: false,
  messages: {
    created: 'Email template created successfully.',
    updated: 'Email template updated successfully.',
    deleted: 'The email template was deleted successfully.',
  },
});
