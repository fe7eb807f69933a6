import type { PermissionMap, PermissionValue } from '@cmms/contracts';
import { PERMISSION_CHOICES, PERMISSION_KEYS } from '@cmms/contracts/permission-catalog';
import { dynamicKey, type TranslationKey } from '../i18n/keys';

/** The choice a key shows when a new record has no map at all: the first one (Grant), as the spec says. */
export const DEFAULT_CHOICE: PermissionValue = PERMISSION_CHOICES[0];

const isChoice = (value: unknown): value is PermissionValue =>
  (PERMISSION_CHOICES as readonly unknown[]).includes(value);

/**
 * The full map the matrix edits. Without a stored map (a new record) every key starts on the
 * declared default (the first choice unless the field says otherwise), except `superuser`, which
 * starts on Inherit so that no new account or group is a superuser by accident. A stored map is the
 * backend's: a key it omits is stored as Inherit ('0'), so it reads as Inherit here too.
 */
export function storedPermissions(value: unknown, newRecordDefault: PermissionValue = DEFAULT_CHOICE): PermissionMap {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const out: PermissionMap = {};
  for (const key of PERMISSION_KEYS) {
    const raw = stored?.[key];
    const text = typeof raw === 'number' ? String(raw) : raw;
    out[key] = isChoice(text) ? text : stored || key === 'superuser' ? '0' : newRecordDefault;
  }
  return out;
}

/** One choice when every key of the area has it, else null (the header shows no radio selected). */
export function areaChoice(map: PermissionMap, keys: readonly string[]): PermissionValue | null {
  const first = map[keys[0] ?? ''];
  return first !== undefined && keys.every((key) => map[key] === first) ? first : null;
}

/** The part of a key after its area: `assets.view.requestable` → `view.requestable`. */
export const keyVerb = (key: string): string => (key.includes('.') ? key.slice(key.indexOf('.') + 1) : key);

/** i18n key of a verb; dots would nest in i18next, so they become underscores. */
// Keys and areas come from the permission catalogue (contracts); the locales test checks each has its label.
export const verbLabelKey = (key: string): TranslationKey =>
  dynamicKey(`permissions.verbs.${keyVerb(key).replace(/\./g, '_')}`);
export const areaLabelKey = (areaId: string): TranslationKey => dynamicKey(`permissions.areas.${areaId}`);
