import { describe, expect, it } from 'vitest';
import { resources, type ResourceDecl } from '@cmms/contracts';
import { placeResources, type FeatureContract } from '@cmms/contracts/kit/feature-contract';

const decl = (name: string) => ({ name }) as ResourceDecl;
const names = (list: readonly ResourceDecl[]) => list.map((r) => r.name);
const feature = (resources: FeatureContract['resources']): FeatureContract => ({ resources, endpoints: [] });

/** Issue 25: a feature module's manifest places its resources in the registry's order (the menu's). */
describe('placeResources', () => {
  const core = ['a', 'b', 'c'].map(decl);

  it('puts runs at the start, after a named resource or at the end, in the features’ order', () => {
    const first = feature([
      { place: 'start', resources: [decl('f1')] },
      { place: { after: 'a' }, resources: [decl('f2'), decl('f3')] },
      { place: 'end', resources: [decl('f4')] },
    ]);
    const second = feature([
      { place: 'start', resources: [decl('s1')] },
      { place: { after: 'a' }, resources: [decl('s2')] },
      { place: { after: 'f4' }, resources: [decl('s3')] },
    ]);
    expect(names(placeResources(core, [first, second]))).toEqual([
      'f1',
      's1',
      'a',
      'f2',
      'f3',
      's2',
      'b',
      'c',
      'f4',
      's3',
    ]);
  });

  it('refuses an anchor no resource has', () => {
    expect(() => placeResources(core, [feature([{ place: { after: 'x' }, resources: [decl('f')] }])])).toThrow(
      /unknown resource 'x'/,
    );
  });

  // The order before the features were folders: the menu's sections and the OpenAPI document follow it.
  it('keeps the menu order: work orders and plans first, their vocabularies among the settings, the service last', () => {
    expect(names(resources)).toEqual([
      'workorders',
      'checklists',
      'schedulers',
      'companies',
      'categories',
      'statuslabels',
      'manufacturers',
      'suppliers',
      'departments',
      'depreciations',
      'locations',
      'workorderstatuses',
      'workorderpriorities',
      'workordercategories',
      'causes',
      'fields',
      'fieldsets',
      'escalations',
      'emailtemplates',
      'users',
      'groups',
      'loginattempts',
      'models',
      'hardware',
      'maintenances',
      'licenses',
      'accessories',
      'components',
      'consumables',
      'agreements',
      'contractquotations',
      'contractinvoices',
      'customers',
      'vendors',
      'services',
      'contracts',
      'contracttypes',
      'contractstatuses',
    ]);
  });
});
