import { dynamicKey, type SubKey, type TranslationKey } from '../i18n/keys';

/**
 * The keys of a declared resource's texts (`resources.<name>.…` in translation.json). The generic screens know a
 * resource by its registry name, a string at run time, so these build the key from it (tests/unit/web/i18n/
 * locales.test.ts checks every declared resource, field and option has its text in every language); a screen
 * of one resource names its fields with `ResourceField<'workorders'>`, which the compiler checks.
 */

/** A field of one resource, as its texts name it: `ResourceField<'workorders'>` is `'title' | 'due_at' | …`. */
export type ResourceField<R extends string> = SubKey<`resources.${R}.fields`>;

/** The plural title (`Work orders`), as the menu and the list say it. */
export const resourceTitleKey = (resource: string): TranslationKey => dynamicKey(`resources.${resource}.title`);

/** The singular (`work order`), as "New …" and "Delete this …?" say it. */
export const resourceSingularKey = (resource: string): TranslationKey => dynamicKey(`resources.${resource}.singular`);

/** A field's label. */
export const fieldLabelKey = (resource: string, field: string): TranslationKey =>
  dynamicKey(`resources.${resource}.fields.${field}`);
