import type { ServerModule } from '../server-module.js';
import { registerTemplateDataTables } from './datatables.js';
import { registerTemplateShop } from './ecommerce.js';
import { registerTemplateKanban } from './kanban.js';
import { registerTemplateUsers } from './users.js';
import { acceptTextBodies } from './wire.js';

/**
 * The template's users, kanban, e-commerce and data-table apps (issue 29) at the stock client's root
 * paths. In their own scope, so the text body parsers the kanban deletes need stay theirs.
 */
export const templateShopModule: ServerModule = {
  name: 'template-shop',
  async register(app) {
    await app.register(async (scope) => {
      acceptTextBodies(scope);
      registerTemplateUsers(scope);
      registerTemplateKanban(scope);
      registerTemplateShop(scope);
      registerTemplateDataTables(scope);
    });
  },
};
