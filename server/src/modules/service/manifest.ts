import type { ServerModule } from '../server-module.js';
import { registerAgreementRoutes } from './agreements.js';
import { registerContractMoney } from './contract-money.js';
import { registerContractRoutes } from './contracts.js';

/**
 * The service business beyond its declared resources (customers, contracts, agreements, invoices): a
 * contract's versions and their comparison, an agreement's commitments and compliance, and the money
 * actions of quotations and invoices.
 */
export const serviceModule: ServerModule = {
  name: 'service',
  register(app) {
    registerContractRoutes(app);
    registerAgreementRoutes(app);
    registerContractMoney(app);
  },
};
