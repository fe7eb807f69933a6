import type { ResourceDecl } from './resource.js';

/**
 * Which field a CSV column means, from its header as people write it ("Asset Tag", "serial number",
 * "Model"): the server uses it when an import comes without `column_mappings`, the console to
 * propose its mapping. Snipe-IT's importer recognises the same usual names.
 */

/** "Asset Tag" → "assettag", "Modèle" → "modele": case, accents, spaces and punctuation do not count. */
export const normalizeHeader = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');

/** Usual header names that are not a field's key or label, by the key they mean (first that exists wins). */
const USUAL_HEADERS: Record<string, readonly string[]> = {
  itemname: ['name'],
  assetname: ['name'],
  fullname: ['name'],
  serialnumber: ['serial'],
  serialno: ['serial'],
  modelname: ['model', 'model_id'],
  modelno: ['model_number'],
  modelnumber: ['model_number'],
  status: ['status', 'status_id'],
  statuslabel: ['status', 'status_id'],
  category: ['category', 'category_id'],
  categoryname: ['category', 'category_id'],
  manufacturer: ['manufacturer', 'manufacturer_id'],
  supplier: ['supplier', 'supplier_id'],
  company: ['company', 'company_id'],
  department: ['department', 'department_id'],
  location: ['location', 'location_id', 'rtd_location'],
  defaultlocation: ['rtd_location', 'rtd_location_id'],
  warranty: ['warranty_months'],
  warrantymonths: ['warranty_months'],
  ordernumber: ['order_number'],
  purchaseorder: ['purchase_order'],
  purchasedate: ['purchase_date'],
  purchasecost: ['purchase_cost'],
  cost: ['purchase_cost'],
  quantity: ['qty'],
  minamount: ['min_amt'],
  minqty: ['min_amt'],
  itemno: ['item_no'],
  itemnumber: ['item_no'],
  emailaddress: ['email'],
  firstname: ['first_name'],
  lastname: ['last_name'],
  employeenumber: ['employee_num'],
  employeeno: ['employee_num'],
  jobtitle: ['jobtitle'],
  phonenumber: ['phone'],
  licensename: ['name'],
  productkey: ['serial'],
  licensedto: ['license_name'],
  licensedemail: ['license_email'],
  expirationdate: ['expiration_date'],
  eol: ['eol'],
  nextauditdate: ['next_audit_date'],
  checkedoutto: ['checkout_to'],
  checkoutto: ['checkout_to'],
  assignedto: ['checkout_to'],
  endoflife: ['asset_eol_date'],
  eoldate: ['asset_eol_date'],
};

/**
 * The key a header means among `keys` (the fields and by-name keys an import type takes): the key
 * itself, the same words ("Asset Tag" = `asset_tag`, "Model" = `model` for names or `model_id` for
 * ids), a usual name, or one of the labels given for a key (the console's, in its languages).
 * Empty when nothing fits.
 */
export function recogniseHeader(
  header: string,
  keys: readonly string[],
  labelsOf: (key: string) => readonly string[] = () => [],
): string {
  if (keys.includes(header)) return header;
  const wanted = normalizeHeader(header);
  if (!wanted) return '';
  const same = keys.find((key) => normalizeHeader(key) === wanted);
  if (same) return same;
  const usual = USUAL_HEADERS[wanted]?.find((key) => keys.includes(key));
  if (usual) return usual;
  const bare = keys.find((key) => key.endsWith('_id') && normalizeHeader(key.slice(0, -3)) === wanted);
  if (bare) return bare;
  return keys.find((key) => labelsOf(key).some((label) => normalizeHeader(label) === wanted)) ?? '';
}

/**
 * Columns an import type takes beyond its resource's fields, with the i18n key of their label: who an
 * asset is checked out to (a user's full name, username or email, else a location's or an asset's
 * name), as the console's asset CSV writes it under "Checked out to".
 */
export const IMPORT_EXTRA_COLUMNS: Partial<Record<string, readonly { key: string; labelKey: string }[]>> = {
  assets: [{ key: 'checkout_to', labelKey: 'assets.checkedOutTo' }],
};

/** A column an import can fill: its key, and its label as an i18n key or as a name (a custom field's). */
export interface ImportField {
  key: string;
  labelKey?: string;
  label?: string;
}

/**
 * What the console offers to map a column to, and the round-trip tests map with: the resource's
 * writable fields, the type's extra columns, then the asset custom fields given (`[column, name]`).
 */
export function importFieldsOf(
  resource: ResourceDecl,
  type: string,
  custom: readonly (readonly [string, string])[] = [],
): ImportField[] {
  return [
    ...Object.entries(resource.fields)
      .filter(([, f]) => !f.readOnly && f.kind !== 'permissions')
      .map(([key]) => ({ key, labelKey: `resources.${resource.name}.fields.${key}` })),
    ...(IMPORT_EXTRA_COLUMNS[type] ?? []),
    ...custom.map(([key, label]) => ({ key, label })),
  ];
}
