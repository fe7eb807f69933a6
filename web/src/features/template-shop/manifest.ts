import type { WebFeature } from '../feature-types';

/** The template's users, kanban, e-commerce and data-table apps (issue 29), under `/template/`. */
export const templateShopFeature: WebFeature = {
  name: 'template-shop',
  namespace: 'template-shop',
  routes: [],
  menu: [],
};
