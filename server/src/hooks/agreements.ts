import { WEEKDAYS, attributeName, splitList, validationText as t, type Messages, type Weekday } from '@cmms/contracts';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { parseBusinessDays, storeBusinessDays } from '../domain/sla/business-hours.js';
import { optionWord } from '../i18n/words.js';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const TEXT = {
  contractOfCustomer: "The contract must be one of the customer's contracts.",
  endAfterStart: 'The end date field must be a date after or equal to start date.',
  businessEndAfterStart: 'The business end field must be a time after business start.',
  requiredForBusiness: (field: string) =>
    t.requiredIf(field, attributeName('hours_mode'), optionWord('en', 'hours_mode', 'business')),
} as const;
export const AGREEMENT_TEXT = TEXT;

/**
 * An SLA's own rules: it has a customer, the contract (optional) is the customer's, the end is not before the start, and
 * business hours name days (kept as "sun,mon,…", Sunday first) and a from–to of 'HH:mm';
 * 24/7 clears them.
 */
function beforeSave({ sqlite }: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const merged = { ...existing, ...values } as Record<string, unknown>;
  const messages: Record<string, string[]> = {};
  const add = (key: string, text: string) => (messages[key] ??= []).push(text);
  if (merged.customer_id == null) add('customer_id', t.required('customer id'));
  if (merged.contract_id != null && ('contract_id' in values || 'customer_id' in values)) {
    const owner = sqlite.prepare('SELECT customer_id FROM contracts WHERE id = ?').pluck().get(merged.contract_id);
    if (owner !== merged.customer_id) add('contract_id', TEXT.contractOfCustomer);
  }
  const start = merged.start_date as string | null;
  const end = merged.end_date as string | null;
  if (start && end && end < start) add('end_date', TEXT.endAfterStart);

  if (merged.hours_mode === 'business') {
    const sent = values.business_days;
    let days: Weekday[];
    if (typeof sent === 'string') {
      const names = splitList(sent.toLowerCase());
      if (names.some((d) => !(WEEKDAYS as readonly string[]).includes(d)))
        add('business_days', t.invalidChoice('business days'));
      days = WEEKDAYS.filter((d) => names.includes(d));
    } else days = sent === null ? [] : parseBusinessDays(existing?.business_days);
    if (days.length === 0 && !messages.business_days) add('business_days', TEXT.requiredForBusiness('business days'));
    values.business_days = storeBusinessDays(days);
    for (const key of ['business_start', 'business_end'] as const) {
      const time = merged[key];
      if (time == null || time === '') add(key, TEXT.requiredForBusiness(key.replace('_', ' ')));
      else if (typeof time !== 'string' || !HHMM.test(time)) add(key, t.format(key.replace('_', ' ')));
    }
    const from = merged.business_start as string;
    const to = merged.business_end as string;
    if (!messages.business_start && !messages.business_end && to <= from)
      add('business_end', TEXT.businessEndAfterStart);
  } else {
    // Around the clock: no days or times (the form hides them).
    values.business_days = null;
    values.business_start = null;
    values.business_end = null;
  }
  return Object.keys(messages).length ? messages : null;
}

export const agreementHooks: ResourceHooks = { beforeSave };

const TIMED = ['response', 'resolution'];
export const COMMITMENT_TEXT = {
  requiredForKind: (key: string, kind: string) =>
    t.requiredIf(attributeName(key), 'kind', optionWord('en', 'kind', kind)),
} as const;

/**
 * A commitment keeps the fields of its kind: response and resolution name a priority and hours,
 * uptime an asset category and a percentage; the others are cleared.
 */
export const commitmentHooks: ResourceHooks = {
  beforeSave(_ctx, values) {
    const messages: Record<string, string[]> = {};
    const kind = String(values.kind ?? '');
    const needed = TIMED.includes(kind) ? ['priority_id', 'target_hours'] : ['category_id', 'target_percent'];
    const cleared = TIMED.includes(kind) ? ['category_id', 'target_percent'] : ['priority_id', 'target_hours'];
    for (const key of needed) if (values[key] == null) messages[key] = [COMMITMENT_TEXT.requiredForKind(key, kind)];
    for (const key of cleared) values[key] = null;
    return Object.keys(messages).length ? messages : null;
  },
};
