/** One condition: another field's value is one of `is` (and none of `not`). */
export interface ShowCondition {
  field: string;
  is?: readonly string[];
  not?: readonly string[];
}

/**
 * When a form shows a field: one condition, a list of conditions that must all hold, or `anyOf` such
 * rules (a plan's day of the month: monthly on a day of the month, or yearly).
 */
export type ShowWhen =
  ShowCondition | readonly ShowCondition[] | { anyOf: readonly (ShowCondition | readonly ShowCondition[])[] };

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function conditionHolds(c: ShowCondition, values: Readonly<Record<string, unknown>>): boolean {
  const text = asText(values[c.field]);
  if (c.is && !c.is.includes(text)) return false;
  return !c.not?.includes(text);
}

const allHold = (rule: ShowCondition | readonly ShowCondition[], values: Readonly<Record<string, unknown>>) =>
  (Array.isArray(rule) ? (rule as readonly ShowCondition[]) : [rule as ShowCondition]).every((c) =>
    conditionHolds(c, values),
  );

/** Whether a `showWhen` rule holds for these values (no rule: always); the console and the server agree on it. */
export function showWhenHolds(rule: ShowWhen | undefined, values: Readonly<Record<string, unknown>>): boolean {
  if (!rule) return true;
  if ('anyOf' in rule) return rule.anyOf.some((r) => allHold(r, values));
  return allHold(rule, values);
}
