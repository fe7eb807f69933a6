import { FIELD_KINDS, JSON_SCHEMA_2020, type FieldKind } from '@cmms/contracts/logbooks/definition';

/**
 * The builder's model of a form definition (issue 28): sections of fields, as the editor shows them, and
 * the standard document they make (reference §6): a JSON Schema 2020-12 data schema (a section is a nested
 * object; `title`, `description`, `required`, hard `minimum`/`maximum`, `enum`) with the logger keywords
 * (`x-kind`, `x-unit`, `x-decimals`, `x-range`), and an RJSF-style UI schema (`ui:order`, `ui:help`,
 * `ui:widget`). Pure functions: the page, the preview and the export read the same document.
 */
export { FIELD_KINDS, type FieldKind };

export interface BuilderField {
  /** Stable while the field lives in the editor (React keys, focus after a move). */
  id: string;
  /** The data key; fixed once the field was saved, so stored entries keep their names. */
  key: string;
  /** Whether the key follows the label (a new field) or is fixed (loaded from the server). */
  keyFixed: boolean;
  kind: FieldKind;
  label: string;
  help: string;
  required: boolean;
  unit: string;
  /** Numbers as typed (empty = none), so a half-typed "-" or "1." is not lost. */
  decimals: string;
  min: string;
  max: string;
  low: string;
  high: string;
  /** What a reading outside the spec range does beyond its flag (`x-onOutOfRange.createWorkOrder`). */
  onOutOfRange: OutOfRangeAction;
  options: string[];
}

/** `never`: only flagged; `auto`: raises a work order; `prompt`: the person filling in decides (reference §6). */
export const OUT_OF_RANGE_ACTIONS = ['never', 'auto', 'prompt'] as const;
export type OutOfRangeAction = (typeof OUT_OF_RANGE_ACTIONS)[number];

export interface BuilderSection {
  id: string;
  /**
   * Fields declared outside any section (older or hand-written documents): shown together as one group,
   * saved back at the top level, so their data paths (and the history of entries under them) stay.
   */
  root?: boolean;
  key: string;
  keyFixed: boolean;
  title: string;
  fields: BuilderField[];
}

export interface BuilderForm {
  name: string;
  category: string;
  sections: BuilderSection[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const numText = (v: unknown): string => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

let counter = 0;
export const newId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

/** A label from a data key (`supply_temp` → `Supply temp`), for fields a document left untitled. */
export const keyLabel = (key: string): string => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What a field is called: its label, or for a stored untitled field its key as words. */
export const fieldTitle = (f: BuilderField, untitled: string): string =>
  f.label.trim() || (f.keyFixed ? keyLabel(f.key) : untitled);

/** A data key from a label: ASCII letters, digits and underscores; empty when the label has none. */
export function slug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, 'f_$1')
    .slice(0, 40);
}

/** A key unique among `taken`: the slug of the label, or `<fallback>_<n>`. */
export function uniqueKey(label: string, fallback: string, taken: ReadonlySet<string>): string {
  const base = slug(label) || fallback;
  if (!taken.has(base) && slug(label)) return base;
  for (let n = 1; ; n += 1) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

export function newField(kind: FieldKind, taken: ReadonlySet<string>): BuilderField {
  return {
    id: newId('field'),
    key: uniqueKey('', kind, taken),
    keyFixed: false,
    kind,
    label: '',
    help: '',
    required: false,
    unit: '',
    decimals: '',
    min: '',
    max: '',
    low: '',
    high: '',
    onOutOfRange: 'never',
    options: kind === 'select' ? ['', ''] : [],
  };
}

export function newSection(taken: ReadonlySet<string>): BuilderSection {
  return { id: newId('section'), key: uniqueKey('', 'section', taken), keyFixed: false, title: '', fields: [] };
}

const isNumeric = (kind: FieldKind) => kind === 'number' || kind === 'meter';
const TYPE: Record<FieldKind, string> = {
  text: 'string',
  number: 'number',
  meter: 'number',
  select: 'string',
  inspection: 'string',
  checkbox: 'boolean',
  date: 'string',
  time: 'string',
  photo: 'string',
  signature: 'string',
};
const WIDGET: Partial<Record<FieldKind, string>> = { inspection: 'radio', signature: 'signature', photo: 'photo' };

/** A typed number, or undefined when empty; a text that is no number stays as it is (the server refuses it). */
const typed = (value: string): number | string | undefined => {
  const v = value.trim().replace(',', '.');
  if (v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : value;
};

function fieldSchema(f: BuilderField): Json {
  const out: Json = { type: TYPE[f.kind], 'x-kind': f.kind };
  if (f.label.trim()) out.title = f.label.trim();
  if (f.help.trim()) out.description = f.help.trim();
  if (isNumeric(f.kind)) {
    const min = typed(f.min);
    const max = typed(f.max);
    const low = typed(f.low);
    const high = typed(f.high);
    const decimals = typed(f.decimals);
    if (min !== undefined) out.minimum = min;
    if (max !== undefined) out.maximum = max;
    if (f.unit.trim()) out['x-unit'] = f.unit.trim();
    if (decimals !== undefined) out['x-decimals'] = decimals;
    if (low !== undefined || high !== undefined)
      out['x-range'] = { ...(low !== undefined ? { low } : {}), ...(high !== undefined ? { high } : {}) };
    if (f.onOutOfRange !== 'never') out['x-onOutOfRange'] = { notify: true, createWorkOrder: f.onOutOfRange };
  }
  if (f.kind === 'select') out.enum = [...new Set(f.options.map((o) => o.trim()).filter(Boolean))];
  if (f.kind === 'inspection') out.enum = ['pass', 'flag', 'fail'];
  if (f.kind === 'date') out.format = 'date';
  // No `format: time` for a time: 2020-12's time wants an offset, and a logbook's time is the wall clock (HH:mm).
  if (f.kind === 'signature') out.contentMediaType = 'image/png';
  return out;
}

function fieldUi(f: BuilderField): Json {
  const out: Json = {};
  if (WIDGET[f.kind]) out['ui:widget'] = WIDGET[f.kind];
  if (f.help.trim()) out['ui:help'] = f.help.trim();
  return out;
}

/** The standard document: `{ schema, ui_schema }` as the server stores and anyone can validate it. */
export function toDocument(form: BuilderForm): { schema: Json; ui_schema: Json } {
  const properties: Json = {};
  const required: string[] = [];
  const ui: Json = {
    'ui:order': form.sections.flatMap((s) => (s.root ? s.fields.map((f) => f.key) : [s.key])),
  };
  for (const section of form.sections) {
    if (section.root) {
      for (const f of section.fields) {
        properties[f.key] = fieldSchema(f);
        if (f.required) required.push(f.key);
        const fUi = fieldUi(f);
        if (Object.keys(fUi).length) ui[f.key] = fUi;
      }
      continue;
    }
    const props: Json = {};
    const req: string[] = [];
    const sectionUi: Json = { 'ui:order': section.fields.map((f) => f.key) };
    for (const f of section.fields) {
      props[f.key] = fieldSchema(f);
      if (f.required) req.push(f.key);
      const fUi = fieldUi(f);
      if (Object.keys(fUi).length) sectionUi[f.key] = fUi;
    }
    properties[section.key] = {
      type: 'object',
      ...(section.title.trim() ? { title: section.title.trim() } : {}),
      ...(req.length ? { required: req } : {}),
      properties: props,
    };
    ui[section.key] = sectionUi;
    if (req.length) required.push(section.key);
  }
  return {
    schema: {
      $schema: JSON_SCHEMA_2020,
      type: 'object',
      ...(form.name.trim() ? { title: form.name.trim() } : {}),
      ...(required.length ? { required } : {}),
      properties,
    },
    ui_schema: ui,
  };
}

/** Keys in the UI schema's `ui:order` first, then the rest in declaration order. */
const ordered = (keys: string[], ui: Json): string[] => {
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]).filter((k) => typeof k === 'string') : [];
  return [...(order as string[]).filter((k) => keys.includes(k)), ...keys.filter((k) => !order.includes(k))];
};

function readField(key: string, node: Json, required: boolean, ui: Json): BuilderField {
  const kind = (FIELD_KINDS as readonly string[]).includes(text(node['x-kind']))
    ? (node['x-kind'] as FieldKind)
    : 'text';
  const range = isObject(node['x-range']) ? node['x-range'] : {};
  const action = isObject(node['x-onOutOfRange']) ? text(node['x-onOutOfRange'].createWorkOrder) : '';
  const fUi = isObject(ui[key]) ? ui[key] : {};
  return {
    id: newId('field'),
    key,
    keyFixed: true,
    kind,
    label: text(node.title),
    help: text(node.description) || text(fUi['ui:help']),
    required,
    unit: text(node['x-unit']),
    decimals: numText(node['x-decimals']),
    min: numText(node.minimum),
    max: numText(node.maximum),
    low: numText(range.low),
    high: numText(range.high),
    onOutOfRange: (OUT_OF_RANGE_ACTIONS as readonly string[]).includes(action) ? (action as OutOfRangeAction) : 'never',
    options: kind === 'select' && Array.isArray(node.enum) ? node.enum.map((o) => String(o)) : [],
  };
}

/**
 * The editor's model of a stored definition. Fields declared outside any section (older or hand-written
 * documents) gather in one group of their own, saved back where they were.
 */
export function fromDocument(
  row: { name: string; category: string | null; schema: Json; ui_schema: Json },
  looseTitle: string,
): BuilderForm {
  const props = isObject(row.schema.properties) ? row.schema.properties : {};
  const required = new Set(Array.isArray(row.schema.required) ? row.schema.required : []);
  const ui = isObject(row.ui_schema) ? row.ui_schema : {};
  const sections: BuilderSection[] = [];
  let loose: BuilderSection | null = null;
  for (const key of ordered(Object.keys(props), ui)) {
    const node = props[key];
    if (!isObject(node)) continue;
    if (node.type === 'object' && node['x-kind'] === undefined) {
      const inner = isObject(node.properties) ? node.properties : {};
      const innerRequired = new Set(Array.isArray(node.required) ? node.required : []);
      const sectionUi = isObject(ui[key]) ? ui[key] : {};
      sections.push({
        id: newId('section'),
        key,
        keyFixed: true,
        title: text(node.title),
        fields: ordered(Object.keys(inner), sectionUi)
          .filter((k) => isObject(inner[k]))
          .map((k) => readField(k, inner[k] as Json, innerRequired.has(k), sectionUi)),
      });
    } else {
      if (!loose) {
        loose = { id: newId('section'), root: true, key: '', keyFixed: true, title: looseTitle, fields: [] };
        sections.push(loose);
      }
      loose.fields.push(readField(key, node, required.has(key), ui));
    }
  }
  return { name: row.name, category: row.category ?? '', sections };
}

/** Moves an item of a list by `delta` places (clamped); the same list when it cannot move. */
export function move<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = Math.min(Math.max(index + delta, 0), list.length - 1);
  if (to === index || index < 0 || index >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item!);
  return out;
}

/** Moves an item to the place of another (a drop). */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  return move(list, from, to - from);
}

/** Server field errors (`schema.section.field`) → the field or section id they belong to; the rest stay general. */
export function placeErrors(
  form: BuilderForm,
  messages: Record<string, string[]>,
): { byId: Record<string, string[]>; general: Record<string, string[]> } {
  const byId: Record<string, string[]> = {};
  const general: Record<string, string[]> = {};
  for (const [path, texts] of Object.entries(messages)) {
    const [head, a, b] = path.split('.');
    let id: string | undefined;
    if (head === 'schema' && a) {
      const section = form.sections.find((s) => s.key === a);
      if (section && b && b !== 'required') id = section.fields.find((f) => f.key === b)?.id;
      else if (section) id = section.id;
      else id = form.sections.flatMap((s) => s.fields).find((f) => f.key === a)?.id;
    }
    if (id) (byId[id] ??= []).push(...texts);
    else general[path] = texts;
  }
  return { byId, general };
}

/** The key a label gives a new field or section (an old one keeps its key), unique among the others. */
export function followLabel<T extends { key: string; keyFixed: boolean }>(
  item: T,
  label: string,
  fallback: string,
  others: readonly { key: string }[],
): T {
  if (item.keyFixed) return item;
  const taken = new Set(others.map((o) => o.key));
  return { ...item, key: uniqueKey(label, fallback, taken) };
}
