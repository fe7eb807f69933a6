import type { FeatureContract } from '../kit/feature-contract.js';
import { agreements } from './agreements.js';
import { agreementCommitments } from './agreement-commitments.js';
import { contractQuotations } from './contract-quotations.js';
import { contractInvoices } from './contract-invoices.js';
import { customers } from './customers.js';
import { vendors } from './vendors.js';
import { services } from './services.js';
import { contracts } from './contracts.js';
import { contractTypes } from './contract-types.js';
import { contractStatuses } from './contract-statuses.js';
import { contractEndpoints } from './contract-actions.js';
import { agreementEndpoints } from './agreement-actions.js';
import { contractMoneyEndpoints } from './contract-money-actions.js';

/**
 * The service business (issue 14): customers, vendors, services, contracts and their vocabularies, SLA
 * agreements, quotations and invoices; a contract's versions, an agreement's commitments and compliance,
 * and the money actions of quotations and invoices.
 */
export const serviceContract = {
  resources: [
    {
      place: 'end',
      resources: [
        agreements,
        contractQuotations,
        contractInvoices,
        customers,
        vendors,
        services,
        contracts,
        contractTypes,
        contractStatuses,
      ],
    },
  ],
  endpoints: [...contractEndpoints, ...agreementEndpoints, ...contractMoneyEndpoints],
  referenceTargets: {
    // An SLA's commitment (an asset's `commitment_id`), named by its description, else its kind and target.
    [agreementCommitments.name]: {
      table: agreementCommitments.table,
      title: "coalesce(description, kind || ' ' || coalesce(target_hours || ' h', target_percent || ' %'))",
      softDelete: false,
    },
  },
} as const satisfies FeatureContract;
