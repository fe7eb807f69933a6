/**
 * The vocabularies the seed writes (work-order statuses, priorities and categories, contract statuses, asset
 * status labels),
 * by the key that stays when a row is renamed (a status's state, a priority's or category's code; a
 * status label has none, so it is known by its name alone) → the English name it is written with. The seed takes its
 * names from here and the console reads a row that still carries one in the user's language
 * (`resources.<resource>.seeded.<key>`), so the two cannot drift. Pure data: no schemas.
 */
export const SEEDED_VOCABULARIES = {
  workorderstatuses: {
    keyField: 'state',
    names: {
      requested: 'Requested',
      open: 'Open',
      assigned: 'Assigned',
      in_progress: 'In progress',
      on_hold: 'On hold',
      completed: 'Completed',
      closed: 'Closed',
      cancelled: 'Cancelled',
      rejected: 'Rejected',
    },
  },
  workorderpriorities: {
    keyField: 'code',
    names: { P1: 'Critical', P2: 'High', P3: 'Medium', P4: 'Low' },
  },
  workordercategories: {
    keyField: 'code',
    names: {
      CM: 'Corrective',
      PM: 'Preventive',
      PdM: 'Predictive',
      INS: 'Inspection',
      HSE: 'Safety',
      CAL: 'Calibration',
      INST: 'Installation',
      EMG: 'Emergency',
    },
  },
  contractstatuses: {
    keyField: 'state',
    names: {
      draft: 'Draft',
      active: 'Active',
      expiring: 'Expiring soon',
      expired: 'Expired',
      terminated: 'Terminated',
      renewed: 'Renewed',
    },
  },
  statuslabels: {
    keyField: null,
    names: {
      ready_to_deploy: 'Ready to deploy',
      in_service: 'In service',
      spare: 'Spare',
      pending_inspection: 'Pending inspection',
      awaiting_parts: 'Awaiting parts',
      under_maintenance: 'Under maintenance',
      out_for_repair: 'Out for repair',
      broken: 'Broken – not fixable',
      decommissioned: 'Decommissioned',
      lost_stolen: 'Lost / stolen',
    },
  },
} as const;

type Vocabularies = typeof SEEDED_VOCABULARIES;
export type VocabularyResource = keyof Vocabularies;
export type SeededKey<R extends VocabularyResource> = keyof Vocabularies[R]['names'] & string;

/** The English name the seed gives `key` of `resource`. */
export const seededName = <R extends VocabularyResource>(resource: R, key: SeededKey<R>): string =>
  (SEEDED_VOCABULARIES[resource].names as Record<string, string>)[key] ?? key;

const isVocabulary = (resource: string): resource is VocabularyResource => Object.hasOwn(SEEDED_VOCABULARIES, resource);

/**
 * The seeded key a row of `resource` named `name` still stands for, or null when the name is the user's
 * own. A row that carries its key (a status's `state`) must carry the seeded name of that key; a bare
 * reference (`{id, name}`, a select-list item) or a vocabulary without keys is matched by its name alone.
 */
export function seededKeyOf(resource: string, name: string, row?: Readonly<Record<string, unknown>>): string | null {
  if (!isVocabulary(resource)) return null;
  const { keyField, names } = SEEDED_VOCABULARIES[resource];
  const table = names as Readonly<Record<string, string>>;
  const key = keyField === null ? undefined : row?.[keyField];
  if (typeof key === 'string' && key !== '') return Object.hasOwn(table, key) && table[key] === name ? key : null;
  return Object.keys(table).find((k) => table[k] === name) ?? null;
}
