/**
 * Custom status labels on fixed meanings (work-order statuses, contract statuses): each label maps to
 * one state the rules and reports read, with its colour, order and default.
 */
export const stateStatusFields = <S extends readonly [string, ...string[]]>(states: S) =>
  ({
    name: { kind: 'text', required: true, unique: true, list: true },
    state: { kind: 'enum', options: states, required: true, list: true },
    color: { kind: 'color', list: true },
    sort_order: { kind: 'integer', min: 0, max: 999, list: true },
    is_default: { kind: 'boolean', default: false, list: true },
    notes: { kind: 'textarea' },
  }) as const;

/** How such a list sorts, searches and filters. */
export const STATE_STATUS_LIST = {
  sort: { default: 'sort_order', order: 'asc' },
  search: ['name', 'state', 'notes'],
  filters: ['name', 'state', 'is_default'],
} as const;
