import type { z } from 'zod';
import type { DateTimeValue, DateValue } from './dates.js';
import type { FieldDecl, FieldMap } from './fields.js';
import type { CountDecl } from './resource.js';
import type { Ref } from './row-schema.js';

/** The value of one field in a row, as `rowValueSchema` (`kit/row-schema.ts`) checks it. */
type FieldValue<F extends FieldDecl> = F extends { kind: 'integer' | 'number' }
  ? F extends { display: 'months' }
    ? string | null
    : number | null
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'date' }
      ? F extends { display: 'datetime' }
        ? DateTimeValue | null
        : DateValue | null
      : F extends { kind: 'datetime' }
        ? DateTimeValue | null
        : F extends { kind: 'reference' }
          ? Ref | null
          : F extends { kind: 'multi-reference' }
            ? F extends { rowShape: 'total-rows' }
              ? { total: number; rows: Ref[] }
              : Ref[]
            : F extends { kind: 'enum'; options: readonly (infer O)[] }
              ? F extends { display: 'capitalize' }
                ? string | null
                : O | null
              : F extends { kind: 'permissions' }
                ? Record<string, string>
                : string | null;

/** A reference shows under its row key (`parent_id` → `parent`); every other field under its own. */
type RowKey<K, F> = F extends { kind: 'reference' | 'multi-reference'; rowKey: infer R extends string } ? R : K;

type FieldValues<F extends FieldMap> = {
  [K in keyof F as F[K] extends { kind: 'password' } ? never : RowKey<K, F[K]>]: F[K] extends { alwaysSet: true }
    ? NonNullable<FieldValue<F[K]>>
    : FieldValue<F[K]>;
} & {
  [K in keyof F as F[K] extends { kind: 'money' } ? `${K & string}_fils` : never]: number | null;
} & {
  [K in keyof F as F[K] extends { kind: 'reference'; keepId: true } ? K : never]: number | null;
};

type CountValues<C> = {
  [K in keyof C]: C[K] extends { asString: true } ? Nullable<string, C[K]> : Nullable<number, C[K]>;
};
type Nullable<T, C> = C extends { readableBy: string } ? T | null : T;

type ExtraValues<X> = { [K in keyof X]: X[K] extends z.ZodType ? z.output<X[K]> : never };

/** What every row carries besides its declared parts. */
interface RowBase {
  id: number;
  created_by: Ref | null;
  created_at: DateTimeValue | null;
  updated_at: DateTimeValue | null;
  available_actions: Record<string, boolean>;
}

/** The parts of a declaration a row's type follows from (`defineResource` keeps them literal). */
export interface RowParts {
  fields: FieldMap;
  counts?: Record<string, CountDecl>;
  rowExtras?: Record<string, z.ZodType>;
  softDelete: boolean;
  treeParent?: string;
}

type Flat<T> = { -readonly [K in keyof T]: T[K] };
/** The declared keys only: the declaration's type also carries `ResourceDecl`'s `Record<string, …>`. */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/**
 * The row a declaration's list, detail and payload carry, as a type (issue 25): the same rules as
 * `rowSchema`, so a screen reads `RowOf<'workorders'>` instead of an interface written by hand. Extras
 * win over fields of the same key, as in the schema.
 */
export type RowFrom<D extends RowParts> = Flat<
  Omit<
    FieldValues<Known<D['fields']>> & CountValues<Known<NonNullable<D['counts']>>>,
    keyof Known<NonNullable<D['rowExtras']>>
  > &
    ExtraValues<Known<NonNullable<D['rowExtras']>>> &
    RowBase &
    (D['softDelete'] extends true ? { deleted_at: DateTimeValue | null } : unknown) &
    (D['treeParent'] extends string ? { children: Ref[] } : unknown)
>;
