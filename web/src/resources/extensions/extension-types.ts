import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import type { TFunction } from 'i18next';
import type { EndpointId, ResourceDecl, Row } from '@cmms/contracts';
import type { Query } from '../../api/query';
import type { ListFilter } from '../list/filter-types';
import type { FormValues } from '../form/form-values';
import type { SubKey, TranslationKey } from '../../i18n/keys';

export interface DetailTab<R extends Row = Row> {
  key: string;
  /** i18n key of the tab label. */
  labelKey: TranslationKey;
  render: (row: R) => ReactNode;
}

/** Where a checkout can go: the choice's value, the select list it picks from and the body key it fills. */
export interface ActionTarget {
  /** Also names its labels (`assets.targets.<type>`, `assets.pickTarget.<type>`). */
  type: SubKey<'assets.targets'> & SubKey<'assets.pickTarget'>;
  ref: string;
  bodyKey: string;
}

/** One input of an action dialog; `key` is the body key (and the key of its validation messages). */
export type ActionField<R extends Row = Row> =
  | { key: string; kind: 'text' | 'textarea' | 'date'; labelKey: TranslationKey; required?: boolean }
  | {
      key: string;
      kind: 'integer';
      labelKey: TranslationKey;
      required?: boolean;
      min?: number;
      max?: (row: R) => number;
    }
  | { key: string; kind: 'reference'; labelKey: TranslationKey; ref: string; required?: boolean }
  | {
      key: string;
      kind: 'target';
      labelKey: TranslationKey;
      targets: readonly ActionTarget[];
      /** Body key of the chosen type (`checkout_to_type`); absent when the body keys say it. */
      typeKey?: string;
    };

/**
 * An action on one record (checkout, checkin, audit): a button on its list row and its detail, and
 * the dialog it opens. The endpoint's declared auth decides who sees it.
 */
export interface RecordAction<R extends Row = Row> {
  key: string;
  /** i18n key of the button and the dialog title. */
  labelKey: TranslationKey;
  icon: IconType;
  palette?: string;
  endpoint: EndpointId;
  method?: 'POST' | 'PATCH';
  params: (row: R) => Record<string, string | number>;
  fields: readonly ActionField<R>[];
  /** Only on the detail, not on list rows (keeps the rows' action column narrow). */
  detailOnly?: boolean;
  /** Whether the row offers it now (an assigned asset is checked in, not out). */
  available?: (row: R) => boolean;
  /** A permission the server asks for beyond the endpoint's auth (converting a quotation writes a contract). */
  alsoNeeds?: { action: 'view' | 'create' | 'update' | 'delete'; subject: string };
  /** Values the dialog starts with. */
  initial?: (row: R) => Record<string, string | number>;
  /** Fixed body additions (`assigned_to: null` for a seat checkin). */
  extraBody?: (row: R) => Record<string, unknown>;
  /** Where to go after it succeeded, from the answer's payload (a converted quotation: its new contract). */
  openAfter?: (payload: Row) => string | undefined;
}

/**
 * A list cell drawn by a feature. It takes the table's `t` (rather than each of a page's 100 cells
 * subscribing to the language with its own hook).
 */
export interface ExtensionCell<R extends Row = Row> {
  key: string;
  labelKey: TranslationKey;
  render: (row: R, t: TFunction) => ReactNode;
}

/** What the list's header offers beyond create: the resource and the query of the rows on show. */
export interface ListContext {
  resource: ResourceDecl;
  query: Query;
}

/**
 * What a resource has beyond the generic screens; features register it (`registerResourceExtensions`).
 * `R` is the resource's row (`RowOf<'workorders'>`), so its callbacks read declared keys without casts.
 */
export interface ResourceExtension<R extends Row = Row> {
  tabs?: readonly DetailTab<R>[];
  actions?: readonly RecordAction<R>[];
  /** Filters beyond the declared ones, or replacing one by its parameter. */
  filters?: readonly ListFilter[];
  /** Declared filters kept on the list's bar; the other declared ones fold under 'more filters'. */
  barFilters?: readonly string[];
  /** Buttons in the list's header beside create (a CSV of every row of the current filter). */
  listActions?: (list: ListContext) => ReactNode;
  /** List columns beyond the declared fields (who holds an asset). */
  columns?: readonly ExtensionCell<R>[];
  /** A declared column's cell drawn by the feature (a status as its coloured chip), by field key. */
  cells?: Readonly<Record<string, ExtensionCell<R>['render']>>;
  /** A colour palette that marks a row (an overdue work order), or nothing. */
  rowTone?: (row: R) => string | undefined;
  /** A click anywhere on a row opens it, not only its title (work orders: one tap on a phone). */
  rowOpens?: boolean;
  /** Form inputs beyond the declared fields (a due date, a checklist's items). */
  formExtras?: readonly FormExtra<R>[];
  /** Values a new record's form starts with, asked of the server (an asset's next tag); typed values win. */
  suggestValues?: (signal: AbortSignal) => Promise<FormValues>;
  /** Read-only lines among the form's fields, drawn from its current values (a plan's rule as a sentence). */
  formNotes?: readonly FormNote[];
  /**
   * The record page's title and subtitle when the declaration's title field and the generic "Everything
   * about this …" say too little (an asset by its equipment name; a plan's rule as a sentence).
   */
  header?: (row: R, t: TFunction, language: string) => { title?: string | null; subtitle?: string | null };
  /** Shown above the detail's fields (an asset's holder and state). */
  summary?: (row: R) => ReactNode;
  /** Shown above the detail's tabs, whichever is open (a customer at a glance). */
  overview?: (row: R) => ReactNode;
  /** The list title opens the detail screen rather than the form, even without tabs. */
  detailFirst?: boolean;
  /**
   * How the console's list opens when its URL says nothing (work orders: work still to do, by due date);
   * a filter cleared to "Any" stays in the URL as an empty value.
   */
  listDefaults?: { sort?: string; order?: 'asc' | 'desc'; filters?: Readonly<Record<string, string>> };
}

/** What a form extra's input gets: its value, how to change it, and the server's texts by body key. */
export interface FormExtraControl {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  /** Every validation text of the last save (`items.0.label` for an extra that is a list). */
  errors: Record<string, string>;
  /** The declared fields' current values (a quotation's lines total with the tax rate typed above). */
  values: FormValues;
}

/** A form input beyond the declared fields, sent under `key` (a `bodyExtras` key of the declaration). */
export interface FormExtra<R extends Row = Row> {
  key: string;
  /** i18n key of the label. */
  labelKey: TranslationKey;
  /** Placed after this declared field; at the end without one. */
  after?: string;
  /** Takes the whole row of the form grid. */
  wide?: boolean;
  required?: boolean;
  /** Shown (and sent) only when this holds for the record edited (null: a new one); always without it. */
  shownFor?: (row: R | null) => boolean;
  /** i18n key of a line under the input. */
  hintKey?: TranslationKey;
  /** The value a new record starts with (`null`), or the one to edit from a row. */
  initial: (row: R | null) => unknown;
  /** What the body sends for the value, when not the value itself (lines without their display names). */
  toBody?: (value: unknown) => unknown;
  render: (control: FormExtraControl) => ReactNode;
}

/** A line of the form computed from its values, placed after a declared field, across the form's width. */
export interface FormNote {
  key: string;
  after: string;
  render: (values: FormValues) => ReactNode;
}
