import {
  CATEGORIES,
  DELETED_MANUFACTURERS,
  DEPRECIATIONS,
  MANUFACTURERS,
  STATUS_LABELS,
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
} from '../data/master-data.js';
import type { SeedStep } from '../modules/seed-step.js';
import { seedSuppliers } from '../workforce.js';

/**
 * The lists everything else is filed under: asset categories, status labels, manufacturers (a few deleted),
 * suppliers, depreciations, and the work-order statuses, priorities and categories.
 */
export const catalogueStep: SeedStep = {
  name: 'catalogue',
  // No rows of theirs read here: it runs after them as its draws follow theirs on the shared faker.
  requires: ['people'],
  sharedFaker: true,
  run({ faker, insert, count, stamps, profile }) {
    for (const [name, category_type] of CATEGORIES) {
      insert('categories', {
        name,
        category_type,
        require_acceptance: category_type === 'asset' && faker.datatype.boolean({ probability: 0.3 }),
        use_default_eula: false,
        checkin_email: category_type === 'asset' && faker.datatype.boolean({ probability: 0.5 }),
        notes: null,
        ...stamps(),
      });
      count('categories');
    }
    for (const [name, type, color, isDefault] of STATUS_LABELS) {
      insert('status_labels', {
        name,
        type,
        color,
        show_in_nav: type !== 'archived',
        default_label: isDefault,
        ...stamps(),
      });
      count('status_labels');
    }
    for (const [name, url] of MANUFACTURERS) {
      const domain = new URL(url).hostname.replace(/^www\./, '');
      insert('manufacturers', {
        name,
        url,
        support_url: `${url}/support`,
        warranty_lookup_url: null,
        support_phone: faker.phone.number({ style: 'international' }),
        support_email: `support@${domain}`,
        ...stamps(),
      });
      count('manufacturers');
    }
    for (const name of DELETED_MANUFACTURERS) {
      const s = stamps();
      insert('manufacturers', { name, url: null, ...s, deleted_at: s.updated_at });
      count('manufacturers');
    }
    seedSuppliers({ faker, insert, stamps, count, profile });
    for (const [name, months, depreciation_type, depreciation_min] of DEPRECIATIONS) {
      insert('depreciations', { name, months, depreciation_type, depreciation_min, ...stamps() });
      count('depreciations');
    }
    WORK_ORDER_STATUSES.forEach(([name, state, color], i) => {
      insert('work_order_statuses', {
        name,
        state,
        color,
        sort_order: (i + 1) * 10,
        is_default: state === 'open',
        ...stamps(),
      });
      count('work_order_statuses');
    });
    WORK_ORDER_PRIORITIES.forEach((p, i) => {
      insert('work_order_priorities', {
        name: p.name,
        code: p.code,
        color: p.color,
        rank: i + 1,
        response_hours: p.response,
        resolution_hours: p.resolution,
        is_default: p.code === 'P3',
        notes: p.notes,
        ...stamps(),
      });
      count('work_order_priorities');
    });
    for (const [name, code, color, description] of WORK_ORDER_CATEGORIES) {
      insert('work_order_categories', { name, code, color, description, ...stamps() });
      count('work_order_categories');
    }
  },
};
