/**
 * The permission matrix: Snipe-IT's areas and keys (reference §8) plus the product's own areas for
 * maintenance, contracts, SLAs and logger forms. An area with one key is a standalone row; an area
 * with several is an accordion whose header sets every key below it.
 */
export interface PermissionArea {
  /** i18n key suffix and stable id. */
  id: string;
  keys: readonly string[];
}

const crud = (area: string) => ['view', 'create', 'edit', 'delete'].map((v) => `${area}.${v}`);

export const PERMISSION_AREAS = [
  { id: 'superuser', keys: ['superuser'] },
  { id: 'admin', keys: ['admin'] },
  { id: 'import', keys: ['import'] },
  { id: 'reports', keys: ['reports.view'] },
  { id: 'change_parameter_audio', keys: ['change_parameter_audio'] },
  {
    id: 'assets',
    keys: [
      ...crud('assets'),
      'assets.checkout',
      'assets.checkin',
      'assets.audit',
      'assets.view.requestable',
      'assets.view.encrypted_custom_fields',
    ],
  },
  {
    id: 'accessories',
    keys: [...crud('accessories'), 'accessories.checkout', 'accessories.checkin', 'accessories.files'],
  },
  { id: 'consumables', keys: [...crud('consumables'), 'consumables.checkout', 'consumables.files'] },
  { id: 'licenses', keys: [...crud('licenses'), 'licenses.checkout', 'licenses.keys', 'licenses.files'] },
  { id: 'components', keys: [...crud('components'), 'components.checkout', 'components.checkin', 'components.files'] },
  { id: 'kits', keys: crud('kits') },
  { id: 'users', keys: crud('users') },
  { id: 'models', keys: crud('models') },
  { id: 'categories', keys: crud('categories') },
  { id: 'departments', keys: crud('departments') },
  { id: 'statuslabels', keys: crud('statuslabels') },
  { id: 'customfields', keys: crud('customfields') },
  { id: 'suppliers', keys: crud('suppliers') },
  { id: 'manufacturers', keys: crud('manufacturers') },
  { id: 'depreciations', keys: crud('depreciations') },
  { id: 'locations', keys: crud('locations') },
  { id: 'companies', keys: crud('companies') },
  { id: 'causes', keys: crud('causes') },
  { id: 'escalations', keys: crud('escalations') },
  { id: 'emailtemplates', keys: crud('emailtemplates') },
  {
    id: 'workorders',
    keys: [...crud('workorders'), 'workorders.assign', 'workorders.close', 'workorders.approve', 'workorders.request'],
  },
  { id: 'workorderstatuses', keys: crud('workorderstatuses') },
  { id: 'workorderpriorities', keys: crud('workorderpriorities') },
  { id: 'workordercategories', keys: crud('workordercategories') },
  { id: 'schedulers', keys: crud('schedulers') },
  { id: 'checklists', keys: crud('checklists') },
  { id: 'customers', keys: crud('customers') },
  { id: 'vendors', keys: crud('vendors') },
  { id: 'services', keys: crud('services') },
  { id: 'contracts', keys: [...crud('contracts'), 'contracts.quotations', 'contracts.invoices'] },
  { id: 'agreements', keys: [...crud('agreements'), 'agreements.commitments', 'agreements.signatories'] },
  { id: 'forms', keys: [...crud('forms'), 'forms.fill', 'forms.approve'] },
  {
    id: 'self',
    keys: ['self.two_factor', 'self.api', 'self.edit_location', 'self.checkout_assets', 'self.view_purchase_cost'],
  },
] as const satisfies readonly PermissionArea[];

/** An area's id is also the CASL subject its keys grant (`assets.checkout` → `checkout` on `assets`). */
export type PermissionAreaId = (typeof PERMISSION_AREAS)[number]['id'];

/**
 * Subjects that no key grants: only a superuser (`manage all`) passes them, as in Snipe-IT (groups,
 * the login-attempts log).
 */
export const SUPERUSER_SUBJECTS = ['groups', 'settings'] as const;

/**
 * Keys that open a resource of their own beside their area's verbs: `contracts.quotations` lets its
 * holder list, read, write and convert contract quotations (CASL `manage` on that subject), whether or
 * not it may edit contracts. The resource's `permission` is the subject.
 */
export const KEY_SUBJECTS = {
  'contracts.quotations': 'contractquotations',
  'contracts.invoices': 'contractinvoices',
} as const satisfies Partial<Record<string, string>>;
export type KeySubject = (typeof KEY_SUBJECTS)[keyof typeof KEY_SUBJECTS];
export const keySubject = (key: string): KeySubject | undefined =>
  (KEY_SUBJECTS as Partial<Record<string, KeySubject>>)[key];

/** What a declaration's `permission` and an endpoint's auth may name; anything else cannot be granted. */
export type PermissionSubject = PermissionAreaId | (typeof SUPERUSER_SUBJECTS)[number] | KeySubject;

export const PERMISSION_KEYS: ReadonlySet<string> = new Set(PERMISSION_AREAS.flatMap((a): readonly string[] => a.keys));

/** The three radio choices, in the order the matrix shows them: Grant, Deny, Inherit. */
export const PERMISSION_CHOICES = ['1', '-1', '0'] as const;
