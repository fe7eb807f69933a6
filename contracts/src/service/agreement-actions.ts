import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { childCollectionEndpoints } from '../kit/child-collection.js';
import { mutationEnvelope } from '../kit/envelopes.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { refSchema } from '../kit/row-schema.js';
import { commitmentCollection, COMMITMENT_KINDS } from './agreement-commitments.js';
import { signatoryCollection } from './agreement-signatories.js';
import { AGREEMENT_STATUSES, HOURS_MODES } from './agreements.js';

/**
 * An SLA's commitments and signatories (each deleted by id), and its compliance: every commitment
 * measured against the customer's work orders over a period (`start`/`end`, yyyy-MM-dd; the last 30
 * days by default), with the breaches and the work orders at risk.
 */

/** Every child collection of the endpoint table (test suites generate their bodies from the child's fields). */
export const childCollections = [commitmentCollection, signatoryCollection] as const;

export const complianceQuerySchema = z.object({ start: z.string().optional(), end: z.string().optional() });

export const SLA_VERDICTS = ['met', 'breached', 'at_risk', 'in_progress'] as const;
export const COMMITMENT_STATUSES = ['met', 'breached', 'at_risk', 'no_data'] as const;

const workOrderFigureSchema = z.object({
  work_order: z.object({ id: z.number().int(), number: z.string(), title: z.string() }),
  verdict: z.enum(SLA_VERDICTS),
  /** Hours counted against the target (business hours when the SLA says so, holds left out). */
  hours: z.number(),
});
export type SlaWorkOrderFigure = z.infer<typeof workOrderFigureSchema>;

export const commitmentComplianceSchema = z.object({
  commitment: z.object({
    id: z.number().int(),
    kind: z.enum(COMMITMENT_KINDS),
    priority: refSchema.nullable(),
    category: refSchema.nullable(),
    target_hours: z.number().nullable(),
    target_percent: z.number().nullable(),
    description: z.string().nullable(),
  }),
  measured: z.number().int(),
  met: z.number().int(),
  breached: z.number().int(),
  /** Open work orders past 75 % of the target. */
  at_risk: z.number().int(),
  /** Open work orders within 75 % of the target. */
  in_progress: z.number().int(),
  /** Met ÷ (met + breached) × 100, one decimal; null when none is decided. */
  percent_met: z.number().nullable(),
  average_hours: z.number().nullable(),
  /** Uptime: the customer's assets of the category, the share of the period they were up, the hours down. */
  assets: z.number().int().nullable(),
  uptime_percent: z.number().nullable(),
  downtime_hours: z.number().nullable(),
  status: z.enum(COMMITMENT_STATUSES),
  breaches: z.array(workOrderFigureSchema),
  at_risk_work_orders: z.array(workOrderFigureSchema),
});
export type CommitmentCompliance = z.infer<typeof commitmentComplianceSchema>;

export const agreementComplianceSchema = z.object({
  agreement: refSchema,
  status: z.enum(AGREEMENT_STATUSES),
  customer: refSchema.nullable(),
  start: z.string(),
  end: z.string(),
  hours_mode: z.enum(HOURS_MODES),
  commitments: z.array(commitmentComplianceSchema),
  totals: z.object({
    measured: z.number().int(),
    met: z.number().int(),
    breached: z.number().int(),
    at_risk: z.number().int(),
    /** Open and within 75 % of the target: measured = met + breached + at risk + in progress. */
    in_progress: z.number().int(),
    percent_met: z.number().nullable(),
  }),
});
export type AgreementCompliance = z.infer<typeof agreementComplianceSchema>;

export const customerComplianceSchema = z.object({
  customer: refSchema,
  start: z.string(),
  end: z.string(),
  agreements: z.array(agreementComplianceSchema),
});
export type CustomerCompliance = z.infer<typeof customerComplianceSchema>;

const readAgreements = { action: 'read', subject: 'agreements' } as const;

export const agreementEndpoints = defineEndpoints([
  ...childCollectionEndpoints(commitmentCollection),
  ...childCollectionEndpoints(signatoryCollection),
  {
    id: 'agreements.compliance',
    method: 'GET',
    path: `${API_BASE}/agreements/:id/compliance`,
    kind: 'action',
    resource: 'agreements',
    summary: "An SLA's commitments measured against its customer's work orders over a period (start, end)",
    auth: readAgreements,
    notFound: 'Agreement not found',
    query: complianceQuerySchema,
    response: z.union([agreementComplianceSchema, mutationEnvelope(z.null())]),
  },
  {
    id: 'customers.sla-compliance',
    method: 'GET',
    path: `${API_BASE}/customers/:id/sla-compliance`,
    kind: 'action',
    resource: 'customers',
    summary: "The compliance of each of a customer's SLAs over a period (start, end)",
    auth: readAgreements,
    notFound: 'Customer not found',
    query: complianceQuerySchema,
    response: z.union([customerComplianceSchema, mutationEnvelope(z.null())]),
  },
]);
