import { describe, expect, it } from 'vitest';
import {
  detailTab,
  detailTabs,
  hasCustomDetail,
  registerResourceExtensions,
  resourceExtension,
} from '../../../../web/src/resources/extensions/resource-extensions';
// Stand-in label keys (`x.people`): the registry passes a tab's key through, whatever it names.
import { dynamicKey } from '../../../../web/src/i18n/keys';

/** Features hand their screens' parts to the console engine; several features may add to one resource. */
describe('resource extensions registry', () => {
  const render = () => null;

  it('gives a resource nothing until a feature registers, then what it registered', () => {
    expect(resourceExtension('companies')).toEqual({});
    expect(hasCustomDetail('companies')).toBe(false);
    registerResourceExtensions({ companies: { tabs: [detailTab('people', dynamicKey('x.people'), render)] } });
    expect(detailTabs('companies').map((tab) => tab.key)).toEqual(['people']);
    expect(hasCustomDetail('companies')).toBe(true);
  });

  it('adds a second feature’s tabs after the first’s, and replaces a tab registered again', () => {
    registerResourceExtensions({ suppliers: { tabs: [detailTab('items', dynamicKey('x.items'), render)] } });
    registerResourceExtensions({
      suppliers: {
        tabs: [detailTab('orders', dynamicKey('x.orders'), render), detailTab('items', dynamicKey('x.items2'), render)],
      },
    });
    expect(detailTabs('suppliers').map((tab) => [tab.key, tab.labelKey])).toEqual([
      ['items', 'x.items2'],
      ['orders', 'x.orders'],
    ]);
  });

  it('opens the detail first when a feature says so, without tabs', () => {
    registerResourceExtensions({ escalations: { detailFirst: true } });
    expect(hasCustomDetail('escalations')).toBe(true);
  });
});
