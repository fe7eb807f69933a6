import type { WebFeature } from '../feature-types';

/** The template's apps (issue 29): todo, chat, email, calendar and the registration page, under `/template/`. */
export const templateAppsFeature: WebFeature = {
  name: 'template-apps',
  namespace: 'template-apps',
  routes: [],
  publicRoutes: [],
  menu: [],
};
