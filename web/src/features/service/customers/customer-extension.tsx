import { CUSTOMER_COUNT_LISTS } from '@cmms/contracts';
import type { ResourceExtension } from '../../../resources/extensions/extension-types';
import { relatedResourceTab } from '../../../resources/detail/related-resource-tab';
import { CustomerComplianceTab } from '../sla/compliance-tabs';
import { CustomerServiceReports } from './customer-service-reports';
import { CustomerSummary } from './customer-summary';

/**
 * A customer at a glance: the summary above the fields, then its sites, assets, work orders, service
 * reports, contracts, quotations, invoices and SLA compliance as tabs.
 */
export const customerExtension: ResourceExtension = {
  detailFirst: true,
  overview: (row) => <CustomerSummary row={row} />,
  tabs: [
    ...relatedResourceTab('locations', 'customer_id'),
    ...relatedResourceTab('hardware', 'customer_id', 'assets'),
    // The summary's "Open work orders" opens this: the same list query its count is declared with.
    ...relatedResourceTab('workorders', 'customer_id', 'open-workorders', {
      query: CUSTOMER_COUNT_LISTS.open_work_orders_count.query,
      labelKey: 'service.customer.openWorkOrders',
    }),
    ...relatedResourceTab('workorders', 'customer_id'),
    {
      key: 'reports',
      labelKey: 'service.customer.serviceReports',
      render: (row) => <CustomerServiceReports customerId={row.id} />,
    },
    ...relatedResourceTab('contracts', 'customer_id'),
    ...relatedResourceTab('contractquotations', 'customer_id', 'quotations'),
    ...relatedResourceTab('contractinvoices', 'customer_id', 'invoices'),
    ...relatedResourceTab('contractinvoices', 'customer_id', 'overdue-invoices', {
      query: CUSTOMER_COUNT_LISTS.overdue_invoices_count.query,
      labelKey: 'service.customer.overdueInvoices',
    }),
    {
      key: 'sla',
      labelKey: 'service.compliance.title',
      render: (row) => <CustomerComplianceTab customerId={row.id} />,
    },
  ],
};
