import { describe, expect, it } from 'vitest';
import { getResource, type Row } from '@cmms/contracts';
import {
  bodyFromValues,
  confirmationKey,
  initialValues,
  isShown,
  referenceLabels,
  valuesFromRow,
} from '../../../../web/src/resources/form/form-values';

/** The generic form: a declaration's empty values, a row read back into values, the body sent. */
const users = getResource('users');
const categories = getResource('categories');
const models = getResource('models');
const accessories = getResource('accessories');
const row = (fields: { id: number } & Record<string, unknown>): Row => ({ available_actions: {}, ...fields });

describe('initialValues', () => {
  it('starts each field on its declared default, or empty', () => {
    const values = initialValues(users);
    expect(values).toMatchObject({
      first_name: '',
      activated: true,
      role_type: '',
      company_id: null,
      groups: [],
      password: '',
      [confirmationKey('password')]: '',
    });
  });

  it('starts a new record’s permissions on the declared default, and never as superuser', () => {
    const { permissions: user } = initialValues(users) as { permissions: Record<string, string> };
    expect(new Set(Object.values(user))).toEqual(new Set(['0']));
    const { permissions: group } = initialValues(getResource('groups')) as { permissions: Record<string, string> };
    expect(group.superuser).toBe('0');
    expect(group['assets.view']).toBe('1');
  });
});

describe('valuesFromRow', () => {
  it('reads references by id, dates as yyyy-MM-dd, months as a number and options as declared', () => {
    const model = row({ id: 3, name: 'Drill', category: { id: 7, name: 'Tools' }, eol: '36 months' });
    expect(valuesFromRow(models, model)).toMatchObject({
      name: 'Drill',
      category_id: 7,
      manufacturer_id: null,
      eol: '36',
    });
    const category = row({ id: 7, name: 'Tools', category_type: 'Asset', require_acceptance: 1 });
    expect(valuesFromRow(categories, category)).toMatchObject({ category_type: 'asset', require_acceptance: true });
    const accessory = row({ id: 1, purchase_date: { date: '2026-03-04', formatted: '2026-03-04' } });
    expect(valuesFromRow(accessories, accessory).purchase_date).toBe('2026-03-04');
  });

  it('never fills a password, and reads groups whatever shape the row gives them', () => {
    const user = row({ id: 1, password: 'x', groups: { total: 1, rows: [{ id: 2, name: 'Night' }] } });
    expect(valuesFromRow(users, user)).toMatchObject({ password: '', groups: [2] });
    expect(referenceLabels(users, user).groups).toEqual([{ id: 2, name: 'Night' }]);
  });
});

describe('bodyFromValues', () => {
  it('trims text, sends empty as null, numbers as numbers and leaves non-numbers to the server', () => {
    const values = { ...initialValues(models), name: '  Drill ', eol: '36', min_amt: 'ten' };
    expect(bodyFromValues(models, values)).toMatchObject({
      name: 'Drill',
      model_number: null,
      eol: 36,
      min_amt: 'ten',
      category_id: null,
      requestable: false,
    });
  });

  it('sends only what changed on update', () => {
    const initial = valuesFromRow(models, row({ id: 3, name: 'Drill', model_number: 'D-1' }));
    expect(bodyFromValues(models, { ...initial, model_number: 'D-2' }, initial)).toEqual({ model_number: 'D-2' });
  });

  it('leaves out an empty password, and sends a typed one with its confirmation', () => {
    const values = initialValues(users);
    expect(bodyFromValues(users, values)).not.toHaveProperty('password');
    const typed = { ...values, password: 'Secret123!', [confirmationKey('password')]: 'Secret123!' };
    expect(bodyFromValues(users, typed)).toMatchObject({
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
    });
  });
});

describe('conditional fields (showWhen)', () => {
  const causes = getResource('causes');

  it('shows a cause’s assignee users for the user type and its groups for any other', () => {
    const shown = (type: string) =>
      Object.entries(causes.fields)
        .filter(
          ([key, f]) => key.startsWith('assignee_') && key !== 'assignee_type' && isShown(f, { assignee_type: type }),
        )
        .map(([key]) => key);
    expect(shown('user')).toEqual(['assignee_users']);
    expect(shown('group')).toEqual(['assignee_groups']);
  });

  it('leaves the hidden list out of the body', () => {
    const values = { ...initialValues(causes), cause_name: 'Belt', cause_type: 'wear', assignee_groups: [2] };
    const asUser = bodyFromValues(causes, { ...values, assignee_type: 'user', assignee_users: [7] });
    expect(asUser).toMatchObject({ assignee_users: [7] });
    expect(asUser).not.toHaveProperty('assignee_groups');
    const asGroup = bodyFromValues(causes, { ...values, assignee_type: 'group', assignee_users: [7] });
    expect(asGroup).toMatchObject({ assignee_groups: [2] });
    expect(asGroup).not.toHaveProperty('assignee_users');
  });
});

describe('conditions that combine (showWhen lists and anyOf)', () => {
  const plans = getResource('schedulers');
  const recurrenceKeys = ['weekdays', 'monthly_mode', 'day_of_month', 'ordinal', 'weekday', 'month'];
  const shown = (values: Record<string, string>) => recurrenceKeys.filter((key) => isShown(plans.fields[key]!, values));

  it('shows a plan only the recurrence fields its frequency uses', () => {
    expect(shown({ frequency: 'daily', monthly_mode: 'day_of_month' })).toEqual([]);
    expect(shown({ frequency: 'weekly', monthly_mode: 'day_of_month' })).toEqual(['weekdays']);
    expect(shown({ frequency: 'monthly', monthly_mode: 'day_of_month' })).toEqual(['monthly_mode', 'day_of_month']);
    expect(shown({ frequency: 'monthly', monthly_mode: 'nth_weekday' })).toEqual([
      'monthly_mode',
      'ordinal',
      'weekday',
    ]);
    // A yearly plan keeps its day whatever monthly mode was left behind.
    expect(shown({ frequency: 'yearly', monthly_mode: 'nth_weekday' })).toEqual(['day_of_month', 'month']);
  });

  it('leaves the fields of another frequency out of the body', () => {
    const values = { ...initialValues(plans), name: 'Pump', frequency: 'monthly', weekdays: 'mon', day_of_month: '15' };
    const body = bodyFromValues(plans, values);
    expect(body).toMatchObject({ frequency: 'monthly', day_of_month: 15 });
    expect(body).not.toHaveProperty('weekdays');
    expect(body).not.toHaveProperty('ordinal');
  });
});
