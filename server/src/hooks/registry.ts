import type { HookRegistry } from '../engine/hooks.js';
import { assigneeHooks } from './assignees.js';
import { categoryHooks } from './categories.js';
import { customFieldHooks } from './custom-fields.js';
import { departmentHooks } from './departments.js';
import { fieldsetHooks } from './fieldsets.js';
import { groupHooks } from './groups.js';
import { hardwareHooks } from './hardware.js';
import { licenseHooks } from './licenses.js';
import { maintenanceHooks } from './maintenances.js';
import { modelHooks } from './models.js';
import { stockHooks } from './stock.js';
import { userHooks } from './users.js';
import { workOrderHooks } from './work-orders.js';
import { workOrderStatusHooks } from './work-order-statuses.js';
import { checklistHooks } from './checklists.js';
import { schedulerHooks } from './schedulers.js';
import { contractHooks } from './contracts.js';
import { locationHooks } from './locations.js';
import { contractQuotationHooks } from './contract-quotations.js';
import { contractInvoiceHooks } from './contract-invoices.js';
import { agreementHooks } from './agreements.js';

/** Resource hooks by registry name; resources without rules of their own are absent. */
export const resourceHooks: HookRegistry = {
  workorders: workOrderHooks,
  workorderstatuses: workOrderStatusHooks,
  checklists: checklistHooks,
  schedulers: schedulerHooks,
  agreements: agreementHooks,
  causes: assigneeHooks,
  escalations: assigneeHooks,
  users: userHooks,
  categories: categoryHooks,
  departments: departmentHooks,
  fieldsets: fieldsetHooks,
  groups: groupHooks,
  maintenances: maintenanceHooks,
  fields: customFieldHooks,
  hardware: hardwareHooks,
  licenses: licenseHooks,
  models: modelHooks,
  accessories: stockHooks({ used: 'checkouts_count', remainingKey: 'remaining_qty', permission: 'accessories' }),
  components: stockHooks({
    used: 'checked_out_qty',
    remainingKey: 'remaining',
    checkoutAsInteger: true,
    permission: 'components',
  }),
  consumables: stockHooks({ used: 'users_count', remainingKey: 'remaining', permission: 'consumables' }),
  contracts: contractHooks,
  locations: locationHooks,
  contractquotations: contractQuotationHooks,
  contractinvoices: contractInvoiceHooks,
};
