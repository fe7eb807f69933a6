import { WEEKDAYS, splitList, validationText as t, type Messages, type Weekday } from '@cmms/contracts';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { parseBusinessDays, storeBusinessDays } from '../domain/sla/business-hours.js';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const TEXT = {
  contractOfCustomer: "The contract must be one of the customer's contracts.",
  endAfterStart: 'The end date field must be a date after or equal to start date.',
  businessEndAfterStart: 'The business end field must be a time after business start.',
  requiredForBusiness: (field: string) => `The ${field} field is required when hours mode is business.`,
} as const;
export const AGREEMENT_TEXT = TEXT;

/**
 * An SLA's own rules: the contract (optional) is the customer's, the end is not before the start, and
 * business hours name days and a from–to of 'HH:mm' (stored as day numbers, shown as "sun,mon,…");
 * 24/7 clears them.
 */
function beforeSave({ sqlite }: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const merged = { ...existing, ...values } as Record<string, unknown>;
  const messages: Record<string, string[]> = {};
  const add = (key: string, text: string) => (messages[key] ??= []).push(text);
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
    values.business_days = '[]';
    values.business_start = null;
    values.business_end = null;
  }
  return Object.keys(messages).length ? messages : null;
}

export const agreementHooks: ResourceHooks = {
  beforeSave,
  // Rows show the days as the form edits them: "sun,mon,tue,wed,thu" (none: null).
  decorateRows(_sqlite, raws, rows) {
    rows.forEach((row, i) => {
      row.business_days = parseBusinessDays(raws[i]!.business_days).join(',') || null;
    });
  },
};

const TIMED = ['response', 'resolution'];

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
    for (const key of needed)
      if (values[key] == null) messages[key] = [`The ${key.replace('_', ' ')} field is required when kind is ${kind}.`];
    for (const key of cleared) values[key] = null;
    return Object.keys(messages).length ? messages : null;
  },
};
