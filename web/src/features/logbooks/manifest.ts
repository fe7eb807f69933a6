import type { WebFeature } from '../feature-types';

/**
 * Logger forms (issue 28): logbooks with a form builder, fill on a phone, approvals, history and the
 * notification bell. Screens load with their routes; the manifest keeps only paths and loaders.
 */
export const logbooksFeature: WebFeature = {
  name: 'logbooks',
  namespace: 'logbooks',
  routes: [],
  menu: [],
  navbar: [],
};
