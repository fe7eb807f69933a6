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
