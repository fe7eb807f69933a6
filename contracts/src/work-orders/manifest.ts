import type { FeatureContract } from '../kit/feature-contract.js';
import { workOrders } from './work-orders.js';
import { checklists } from './checklists.js';
import { workOrderStatuses } from './work-order-statuses.js';
import { workOrderPriorities } from './work-order-priorities.js';
import { workOrderCategories } from './work-order-categories.js';
import { causes } from './causes.js';
import { escalationMatrix } from './escalation-matrix.js';
import { workLogDecl, workOrderEndpoints } from './work-order-actions.js';
import { parametersDecl, workOrderChecklistEndpoints } from './work-order-checklist-actions.js';
import {
  commentsDecl,
  escalationsDecl,
  mediaDecl,
  watchersDecl,
  workOrderCollabEndpoints,
} from './work-order-collab-actions.js';
import { workOrderMoneyEndpoints } from './work-order-money-actions.js';

/**
 * Work orders (spec points 3 and 7): the orders and the checklists they run, their vocabularies and
 * escalation matrix, and their calls beyond list, detail, create, update and delete.
 */
export const workOrdersContract = {
  resources: [
    // The product's centre: the first entries of the menu.
    { place: 'start', resources: [workOrders, checklists] },
    // Their vocabularies sit among the settings.
    {
      place: { after: 'locations' },
      resources: [workOrderStatuses, workOrderPriorities, workOrderCategories, causes],
    },
    { place: { after: 'fieldsets' }, resources: [escalationMatrix] },
  ],
  // Moves and history, checklists, the people and records around them, money.
  endpoints: [
    ...workOrderEndpoints,
    ...workOrderChecklistEndpoints,
    ...workOrderCollabEndpoints,
    ...workOrderMoneyEndpoints,
  ],
  subResources: [commentsDecl, watchersDecl, workLogDecl, mediaDecl, escalationsDecl, parametersDecl],
} as const satisfies FeatureContract;
