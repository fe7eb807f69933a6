import { lazy, type ComponentType } from 'react';
import i18n from '../i18n/i18n';
import type { FeatureNamespace } from '../i18n/keys';

/** A feature's chunk together with its translation namespace, so its first paint is already translated. */
export const withNamespace =
  <T>(namespace: FeatureNamespace | undefined, load: () => Promise<T>): (() => Promise<T>) =>
  async () => {
    const [loaded] = await Promise.all([load(), namespace ? i18n.loadNamespaces(namespace) : undefined]);
    return loaded;
  };

/** A lazy navbar item of a feature, with its namespace. */
export const lazyFeatureItem = (namespace: FeatureNamespace | undefined, load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await withNamespace(namespace, load)() }));
