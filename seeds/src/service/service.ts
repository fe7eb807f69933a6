import { seedAgreements } from './service-agreements.js';
import { seedCatalogue } from './service-catalogue.js';
import type { ServiceContext } from './service-context.js';
import { seedContracts } from './service-contracts.js';
import { seedCustomers } from './service-customers.js';
import { seedInvoices } from './service-invoices.js';

/**
 * The service business of Gulf Facility Services W.L.L. (issue 14), after the estate and its work:
 * customers owning their sites (equipment and work there carry them), vendors, the service catalogue,
 * quotations, contracts with versions, invoices, SLAs and the late work that breaches them. Curated
 * rows and anchor-relative dates only: no random draw, so the rows before it stay as they were.
 */
export function seedServiceBusiness(ctx: ServiceContext): void {
  const book = seedCustomers(ctx);
  const catalogue = seedCatalogue(ctx);
  const contracts = seedContracts(ctx, book, catalogue);
  seedInvoices(ctx, contracts, catalogue);
  seedAgreements(ctx, book, contracts);
}
