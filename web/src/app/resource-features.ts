import { registerResourceExtensions } from '../resources/extensions/resource-extensions';
import { assetExtensions } from '../assets/asset-extensions';
import { peopleExtensions } from '../people/people-extensions';
import { settingsExtensions } from '../settings/settings-extensions';
import { FEATURES } from '../features';

/**
 * The composition root hands each feature's tabs, actions, columns and filters to the resource engine: the
 * older console folders' here, a feature module's through its manifest's `extensions`, in the modules' order.
 * Loaded with the resource screens' chunk, so the signed-in shell stays small.
 */
export async function registerResourceFeatures(): Promise<void> {
  const modules = await Promise.all(FEATURES.map((feature) => feature.extensions?.()));
  registerResourceExtensions(settingsExtensions);
  registerResourceExtensions(peopleExtensions);
  registerResourceExtensions(assetExtensions);
  for (const extensions of modules) if (extensions) registerResourceExtensions(extensions);
}
