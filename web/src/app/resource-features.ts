import { registerResourceExtensions } from '../resources/extensions/resource-extensions';
import { assetExtensions } from '../assets/asset-extensions';
import { peopleExtensions } from '../people/people-extensions';
import { settingsExtensions } from '../settings/settings-extensions';
import { workOrderExtensions } from '../work-orders/work-order-extensions';
import { preventiveExtensions } from '../preventive/preventive-extensions';
import { serviceExtensions } from '../service/service-extensions';

/**
 * The composition root hands each feature's tabs, actions, columns and filters to the resource engine.
 * A new feature adds its `registerResourceExtensions(...)` line here. Loaded with the
 * resource screens' chunk, so the signed-in shell stays small.
 */
export function registerResourceFeatures(): void {
  registerResourceExtensions(settingsExtensions);
  registerResourceExtensions(peopleExtensions);
  registerResourceExtensions(assetExtensions);
  registerResourceExtensions(workOrderExtensions);
  registerResourceExtensions(preventiveExtensions);
  registerResourceExtensions(serviceExtensions);
}
