import { displayDate } from '../lib/display-date';
import { holderTitle } from '@cmms/contracts/kit/person-name';
import { dynamicKey, type TranslationKey } from '../i18n/keys';

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** Who or what holds an item: a user by full name, a location or an asset by name (tag as fallback). */
export const holderName = (value: unknown): string => holderTitle(value) ?? '—';

/** The holder's kind as the row says it ('user', 'location', 'asset'). */
export const holderType = (value: unknown): string | null => {
  const type = asRecord(value)?.type;
  return typeof type === 'string' ? type.toLowerCase() : null;
};

/** A holder's type as its label key: the server's `assigned_to.type` is a user, a location or an asset. */
export const holderTypeKey = (type: string): TranslationKey => dynamicKey(`assets.targets.${type}`);

/** A row's date as the console shows every date (spec point 5), or a dash. */
export const formattedDate = (value: unknown): string => displayDate(value) ?? '—';
