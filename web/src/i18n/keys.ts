import type { FlatNamespace, ParseKeys } from 'i18next';

/**
 * Translation keys as types (issue 25): `web/src/i18n/i18next.d.ts` types i18next's resources from the English
 * locale files, so `t()` takes only keys that exist; these name them in declarations (menus, columns, tiles).
 */

/** The feature modules' namespaces: every locale file but the core's `translation.json`. */
export type FeatureNamespace = Exclude<FlatNamespace, 'translation'>;

/** A key of the core namespace, which `t` of a plain `useTranslation()` takes. */
export type TranslationKey = ParseKeys<'translation'>;

/** A key of one feature's namespace, as `t` of `useTranslation('<namespace>')` takes it. */
export type NamespaceKey<N extends FeatureNamespace> = ParseKeys<N>;

/** A feature's key qualified by its namespace (`logbooks:loggers.menu`), for a label the shell draws. */
export type QualifiedKey = { [N in FeatureNamespace]: `${N}:${ParseKeys<N>}` }[FeatureNamespace];

/** A label a shared declaration carries: a core key, or a feature's qualified one. */
export type LabelKey = TranslationKey | QualifiedKey;

/** The keys under a prefix, whole: `KeysUnder<'menu'>` is `'menu.dashboard' | 'menu.assets' | …` (the core's by default). */
export type KeysUnder<P extends string, N extends FlatNamespace = 'translation'> = Extract<
  ParseKeys<N>,
  `${P}.${string}`
>;

/** The last parts of the keys under a prefix: `SubKey<'report', 'work-orders'>` is `'findings' | 'time' | …`. */
export type SubKey<P extends string, N extends FlatNamespace = 'translation'> =
  KeysUnder<P, N> extends infer K ? (K extends `${P}.${infer Rest}` ? Rest : never) : never;

/** The namespaces `t` needs for any label: the core's first, then the features' (for their qualified keys). */
export type LabelNamespaces = readonly ['translation', ...FeatureNamespace[]];

/**
 * The one escape hatch: a key built at run time from data (a resource's name, a state, a status code), which
 * no type can check. Identity at run time; tests/unit/web/i18n/locales.test.ts checks such keys exist in every
 * language. Keep its call sites few (the key builders), each saying where its parts come from. A feature's key
 * names its namespace: `dynamicKey<'logbooks'>(…)`.
 */
export const dynamicKey = <N extends FlatNamespace = 'translation'>(key: string): ParseKeys<N> => key as ParseKeys<N>;

/**
 * `t()` options of a key built from data that may have no text (a seeded name, a type): the data stands in. A type,
 * not an interface: `t()` takes options as a dictionary, which only a type literal is implicitly.
 */
export type Fallback = { defaultValue: string };

/**
 * `t(key, fallback(text))`: the same options as `{ defaultValue: text }`, under one named type, so the compiler
 * resolves such calls once rather than once per call site (each inline object type cost it ~0.2 M instantiations).
 */
export const fallback = (defaultValue: string): Fallback => ({ defaultValue });
