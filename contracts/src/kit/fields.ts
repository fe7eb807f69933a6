import type { ShowWhen } from './show-when.js';
/**
 * Field kinds: one declaration drives the body schema, the row schema, the drizzle column check,
 * seed values, list cells and form widgets.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'url'
  | 'phone'
  | 'color'
  | 'integer'
  | 'number'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'enum'
  | 'reference'
  | 'password'
  | 'multi-reference'
  | 'permissions'
  | 'money';

interface FieldBase {
  kind: FieldKind;
  /** Required on create; on update a present value must not be empty. */
  required?: boolean;
  /** The server fills it on create when the body leaves it out (an asset tag while auto-increment is on). */
  autoFilled?: boolean;
  /** Shown as a column in the generic list screen. */
  list?: boolean;
  /** Not sent by the form nor accepted in bodies (server-maintained). */
  readOnly?: boolean;
  /**
   * Every row has a value (a work order's number, title, source and state): the row schema and the row's type
   * (`RowOf`) do not allow null, so the console reads it without a check.
   */
  alwaysSet?: boolean;
  /** Unique among undeleted rows ('The name has already been taken.'). */
  unique?: boolean;
  /** Cannot change once created; the text is the real backend's. */
  immutable?: string;
  /** Left out on create, the server fills it (a work order's priority: the default one). */
  serverDefault?: boolean;
  /**
   * A valid value, for a field whose rules its kind does not say (a plan's weekdays "mon,thu"):
   * generated samples (tests, generic seeds) use it instead of inventing one. `null`: generated bodies
   * leave it empty, its valid values depending on other rows (a contract's locations: the customer's).
   */
  sample?: string | number | null;
  /**
   * The form shows the field only while the rule holds (`kit/show-when.ts`): a cause's assignee users
   * when its assignee type is 'user'; a plan's weekdays when it is weekly. Hidden, it is not sent.
   */
  showWhen?: ShowWhen;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'textarea' | 'email' | 'url' | 'phone' | 'color';
  min?: number;
  max?: number;
  /**
   * A list kept in text, edited as a list by the console: `weekdays` ("mon,thu", checkboxes Monday to
   * Sunday) or `dates` ("2026-12-16, 2026-12-17", a date picker that adds days).
   */
  listOf?: 'weekdays' | 'dates';
  /**
   * What seeded rows of a resource without curated seed data hold here ("Muharraq tool crib"), in turn;
   * a unique field numbers them past the list's end. A title left to the generic seeder's plant-room
   * words fails `tests/api/seeds/seed-titles.test.ts`.
   */
  samples?: readonly string[];
}

export interface NumberField extends FieldBase {
  kind: 'integer' | 'number';
  min?: number;
  max?: number;
  /** How the row shows it: 'months' gives "36 months", as the real backend does. */
  display?: 'months';
  /** A length of time in this unit: the console reads it as days, hours and minutes ("1 d 2 h"). */
  duration?: 'minutes' | 'hours';
  /** What a new or emptied value becomes (a quotation's VAT rate: 1000 basis points); the column is NOT NULL. */
  default?: number;
}

export interface DateField extends FieldBase {
  kind: 'date';
  /** Rows show it as a date-time (`{datetime, formatted}`), as the real backend does for last_audit_date. */
  display?: 'datetime';
}

/**
 * A moment, stored 'YYYY-MM-DD HH:MM:SS' (UTC) and shown as `{ datetime, formatted }`. Bodies send
 * 'yyyy-MM-dd HH:mm' (seconds optional) or a bare 'yyyy-MM-dd'.
 */
export interface DateTimeField extends FieldBase {
  kind: 'datetime';
  /** A bare date means the end of that day rather than its start (a due date: "by the 5th"). */
  endOfDay?: boolean;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  options: readonly string[];
  default?: string;
  /** A custom text for a missing value (status labels say 'Status label type is required.'). */
  requiredText?: string;
  /** Rows show the option capitalized ("Asset"), as the real backend does for category types. */
  display?: 'capitalize';
}

/**
 * The choices follow another field of the same form (spec point 3, "Selection state"): only rows of the
 * target that the list filter `param` keeps for that field's value(s) — a contract's locations by its
 * customer (`customer_id`), its assets by its locations (`location_id`, repeated for several). The console
 * offers nothing until that field has a value, clears this one when a single reference it follows changes,
 * and drops the values the new choice no longer allows when it follows a list. The server checks the same
 * rule in the resource's hook.
 */
export interface NarrowBy {
  field: string;
  param: string;
}

export interface ReferenceField extends FieldBase {
  kind: 'reference';
  narrowBy?: NarrowBy;
  /** The referenced resource's registry name (or 'users'). */
  ref: string;
  /** Key of the `{id, name}` object in rows (`parent_id` → `parent`). */
  rowKey: string;
  /** Reject a value that would make the row its own ancestor. */
  noCycle?: boolean;
  /**
   * Rows also show the raw id under the field's own key, beside the `{id, name}` object (an asset's
   * `customer_id` and `customer`: the spec's filters and v8 clients read the id).
   */
  keepId?: boolean;
  /**
   * Only rows of the target whose `column` equals `value` qualify (a model's category must be an asset
   * category). Another row gives `text` under `messageKey` (the field itself when not given).
   */
  scope?: { column: string; value: string; text: string; messageKey?: string };
}

/** Write-only: hashed on save, never in a row or a payload. */
export interface PasswordField extends FieldBase {
  kind: 'password';
  min?: number;
  /** Requires `<key>_confirmation` to match (Laravel's `confirmed`). */
  confirm?: boolean;
}

/**
 * A list of ids of another resource. Stored as a JSON array in its own column, or through a join
 * table (`through`) when other queries need it (users ↔ groups).
 */
export interface MultiReferenceField extends FieldBase {
  kind: 'multi-reference';
  narrowBy?: NarrowBy;
  /** The referenced resource's registry name (a unit test checks that it is declared). */
  ref: string;
  rowKey: string;
  through?: { table: string; self: string; other: string };
  /** A list filter `?<filter>=<id>` matching rows that include the id (users `group_id`). */
  filter?: string;
  /** Rows show `{ total, rows }` instead of a bare array (Snipe-IT's users.groups). */
  rowShape?: 'total-rows';
}

/** A permission map `{ key: '1' | '-1' | '0' }` (Grant, Deny, Inherit); unknown keys are dropped. */
export interface PermissionsField extends FieldBase {
  kind: 'permissions';
  /**
   * The choice every key starts on in a new record's matrix: the first (Grant, '1') as the spec says
   * unless declared otherwise. `superuser` always starts on Inherit, so no form grants it by default.
   */
  newRecordDefault?: '1' | '-1' | '0';
}

/**
 * An amount of money in BHD (`kit/money.ts`): stored as integer fils in the column `<key>_fils`; rows
 * show `<key>_fils` (the integer) and `<key>` (text with three decimals, "12.345"); bodies take "12.345"
 * or 12.345 (at most three decimals). `min`/`max` are in fils.
 */
export interface MoneyField extends FieldBase {
  kind: 'money';
  min?: number;
  max?: number;
}

/** The column a field is stored in: its key, but `<key>_fils` for money. */
export const columnOf = (key: string, f: FieldDecl): string => (f.kind === 'money' ? `${key}_fils` : key);

export type FieldDecl =
  | TextField
  | NumberField
  | DateField
  | DateTimeField
  | BooleanField
  | EnumField
  | ReferenceField
  | PasswordField
  | MultiReferenceField
  | PermissionsField
  | MoneyField;
export type FieldMap = Record<string, FieldDecl>;

export const isReference = (f: FieldDecl): f is ReferenceField => f.kind === 'reference';
export const isMultiReference = (f: FieldDecl): f is MultiReferenceField => f.kind === 'multi-reference';
