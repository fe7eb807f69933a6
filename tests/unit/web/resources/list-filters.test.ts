import { describe, expect, it } from 'vitest';
import { getResource, type ResourceDecl } from '@cmms/contracts';
import { filterQuery, listFilters, multiValues } from '../../../../web/src/resources/list/list-filters';
import { registerResourceExtensions } from '../../../../web/src/resources/extensions/resource-extensions';
// Stand-in label keys (`x.eol`): the list passes a filter's key through, whatever it names.
import { dynamicKey } from '../../../../web/src/i18n/keys';

/** The list's filter controls come from the declaration, and from what a feature registers. */
const users = getResource('users');
const models = getResource('models');
const params = (r: ResourceDecl) => listFilters(r).map((f) => f.param);

describe('listFilters', () => {
  it('offers a control for each declared enum, boolean and reference filter, not for text ones', () => {
    const filters = listFilters(users);
    expect(filters.map((f) => [f.param, f.kind])).toEqual([
      ['type', 'options'],
      ['company_id', 'reference'],
      ['department_id', 'reference'],
      ['location_id', 'reference'],
      ['manager_id', 'reference'],
      ['activated', 'options'],
      ['ldap_import', 'options'],
      ['remote', 'options'],
      ['vip', 'options'],
      ['two_factor_enrolled', 'options'],
      ['two_factor_optin', 'options'],
      ['autoassign_licenses', 'options'],
      ['group_id', 'reference'],
    ]);
    expect(filters.find((f) => f.param === 'type')?.options?.map((o) => o.value)).toEqual([
      'superuser',
      'manager',
      'technician',
      'viewer',
      'requester',
      'user',
    ]);
    expect(filters.find((f) => f.param === 'activated')?.options?.map((o) => o.value)).toEqual(['1', '0']);
    expect(filters.find((f) => f.param === 'group_id')).toMatchObject({ ref: 'groups' });
  });

  it('offers one control for two parameters of one column (status labels: type and status_type)', () => {
    expect(params(getResource('statuslabels'))).toEqual(['type']);
  });

  it('puts a feature’s filters first, replaces the declared one of the same parameter, folds the rest', () => {
    registerResourceExtensions({
      models: {
        filters: [
          { param: 'category_id', labelKey: dynamicKey('x.categories'), kind: 'multi', ref: 'categories' },
          { param: 'eol', labelKey: dynamicKey('x.eol'), kind: 'text' },
        ],
      },
    });
    const filters = listFilters(models);
    expect(params(models)).toEqual(['category_id', 'eol', 'manufacturer_id', 'depreciation_id', 'fieldset_id']);
    expect(filters[0]).toMatchObject({ kind: 'multi' });
    expect(filters.slice(2).every((f) => f.advanced)).toBe(true);
    expect(filters.slice(0, 2).some((f) => f.advanced)).toBe(false);
  });
});

describe('barFilters', () => {
  it('keeps the named declared filters on the bar and folds the others under more filters', () => {
    registerResourceExtensions({ users: { barFilters: ['type', 'group_id'] } });
    const filters = listFilters(users);
    expect(filters.filter((f) => !f.advanced).map((f) => f.param)).toEqual(['type', 'group_id']);
    expect(filters.filter((f) => f.advanced).map((f) => f.param)).toContain('vip');
    expect(filters).toHaveLength(13);
  });
});

describe('filterQuery', () => {
  it('sends a multi filter once per chosen id and the others as they are', () => {
    const filters = listFilters(models);
    expect(filterQuery(filters, { category_id: '1,4', eol: '36' })).toEqual({ category_id: ['1', '4'], eol: '36' });
    expect(multiValues('')).toEqual([]);
    expect(multiValues('3,,5')).toEqual(['3', '5']);
  });
});
