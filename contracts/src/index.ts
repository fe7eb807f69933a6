export * from './kit/api.js';
export * from './kit/endpoint.js';
export * from './kit/envelopes.js';
export * from './kit/list-query.js';
export * from './kit/paging.js';
export * from './kit/dates.js';
export * from './kit/fields.js';
export * from './kit/show-when.js';
export * from './kit/resource.js';
export * from './kit/filter-decl.js';
export * from './kit/body-schema.js';
export * from './kit/row-schema.js';
export * from './kit/row-type.js';
export * from './kit/validation-messages.js';
export * from './kit/security-messages.js';
export * from './kit/csv.js';
export * from './kit/display-date.js';
export * from './kit/person-name.js';
export * from './kit/import-headers.js';
export * from './kit/asset-tags.js';
export * from './permissions.js';
export * from './auth.js';
export * from './registry.js';
export * from './endpoints.js';
export * from './roles.js';
export * from './openapi.js';
export * from './custom-endpoints.js';
export { ASSET_STATUS_FILTERS, ASSIGNEE_TYPES, assigneeSchema, type AssigneeType } from './resources/hardware.js';
export { MAINTENANCE_TYPES } from './resources/maintenances.js';
export * from './actions/asset-actions.js';
export * from './actions/stock-actions.js';
export * from './actions/import-actions.js';
export * from './actions/asset-lookups.js';
export * from './actions/v8-extras.js';
export * from './snipeit-v8-rows.js';
export * from './actions/v8-sublists.js';
export * from './actions/asset-requests.js';
export * from './kit/money.js';
export * from './kit/money-lines.js';
export * from './work-orders/moves.js';
export * from './work-orders/links.js';
export {
  ASSIGNED_TO_ME,
  WORK_ORDER_SOURCES,
  WORK_ORDER_STATUS_VIEWS,
  type WorkOrderStatusView,
  inspectableRefSchema,
  workOrderNumber,
  type WorkOrderSource,
} from './work-orders/work-orders.js';
export * from './kit/work-order-states.js';
export {
  CHECKLIST_TYPES,
  MEDIA_RULES,
  OPTION_LISTS,
  OPTION_RESULTS,
  STANDARD_OPTIONS,
  checklistItemInputSchema,
  checklistItemRowSchema,
  checklistOptionSchema,
  type ChecklistItemInput,
  type ChecklistItemRow,
  type ChecklistOption,
  type MediaRule,
  type OptionList,
  type OptionResult,
} from './work-orders/checklists.js';
export * from './work-orders/work-order-actions.js';
export * from './work-orders/work-order-checklist-actions.js';
export * from './work-orders/work-order-collab-actions.js';
export * from './work-orders/work-order-money-actions.js';
export * from './kit/recurrence.js';
export * from './kit/recurrence-phrase.js';
export { PLAN_TARGETS, type PlanTarget } from './preventive/schedulers.js';
export * from './preventive/occurrences.js';
export * from './preventive/preventive-actions.js';
export * from './actions/maintenance-report-actions.js';
export * from './actions/people-actions.js';
export * from './actions/dashboard-actions.js';
export * from './service/agreement-actions.js';
export * from './kit/child-collection.js';
export * from './kit/sub-resource.js';
export * from './kit/scoped-list.js';
export * from './service/agreements.js';
export * from './service/agreement-commitments.js';
export * from './service/agreement-signatories.js';
export { CUSTOMER_COUNT_LISTS, CUSTOMER_TYPES, OPEN_WORK_STATES } from './service/customers.js';
export { VENDOR_TYPES } from './service/vendors.js';
export { SERVICE_TYPES } from './service/services.js';
export { CONTRACT_BILLING } from './service/contract-types.js';
export { CONTRACT_STATES, type ContractState } from './service/contract-statuses.js';
export { CONTRACT_PARTIES, EXPIRING_WINDOWS } from './service/contracts.js';
export * from './service/contract-actions.js';
export * from './service/contract-money-actions.js';
export {
  CONTRACT_QUOTATION_STATUSES,
  CONVERTIBLE_QUOTATION_STATUSES,
  QUOTATION_NUMBER_PREFIX,
  type ContractQuotationStatus,
} from './service/contract-quotations.js';
export {
  CONTRACT_INVOICE_STATUSES,
  CONTRACT_INVOICE_STORED_STATUSES,
  INVOICE_NUMBER_PREFIX,
  type ContractInvoiceStatus,
} from './service/contract-invoices.js';
export * from './service/contract-money.js';
export * from './restricted-fields.js';
