import { API_BASE } from '../kit/api.js';
import { mutationEnvelope } from '../kit/envelopes.js';
import { defineEndpoints, type EndpointAuth } from '../kit/endpoint.js';
import { notFoundText } from '../kit/resource.js';
import { rowSchema } from '../kit/row-schema.js';
import { contractInvoices } from './contract-invoices.js';
import { contractQuotations } from './contract-quotations.js';
import { contracts } from './contracts.js';

/** Contract quotations and invoices beyond their CRUD: a quotation becomes a contract; invoices move on. */

export const contractQuotationRowSchema = rowSchema(contractQuotations);
export const contractInvoiceRowSchema = rowSchema(contractInvoices);
/** The contract a quotation became, as the contracts list shows it. */
const contractRowSchema = rowSchema(contracts);

/** The quotation's key; the server also asks for `contracts.create`, since a contract is written. */
const convertAuth = { action: 'update', subject: 'contractquotations' } satisfies EndpointAuth;
const invoices = { action: 'update', subject: 'contractinvoices' } satisfies EndpointAuth;

const invoiceMove = <const I extends string, const M extends string>(id: I, move: M, summary: string) => ({
  id,
  method: 'POST' as const,
  // Literal, so `ParamsOf` knows the `:id` of the typed handlers.
  path: `${API_BASE}${contractInvoices.path}/:id/${move}` as const,
  kind: 'action' as const,
  resource: contractInvoices.name,
  summary,
  auth: invoices,
  response: mutationEnvelope(contractInvoiceRowSchema),
  notFound: notFoundText(contractInvoices),
});

export const contractMoneyEndpoints = defineEndpoints([
  {
    id: 'contractquotations.convert',
    method: 'POST',
    path: `${API_BASE}${contractQuotations.path}/:id/convert`,
    kind: 'action',
    resource: contractQuotations.name,
    summary:
      'Make a draft contract of a sent or accepted quotation (its customer, its total as the quotation amount); the quotation becomes accepted',
    auth: convertAuth,
    response: mutationEnvelope(contractRowSchema),
    notFound: notFoundText(contractQuotations),
  },
  invoiceMove('contractinvoices.issue', 'issue', 'Issue a draft invoice'),
  invoiceMove('contractinvoices.pay', 'pay', 'Record the payment of an issued (or overdue) invoice'),
  invoiceMove('contractinvoices.void', 'void', 'Void an invoice that is not paid'),
]);
