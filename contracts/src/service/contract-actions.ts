import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { datetimeSchema } from '../kit/dates.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { refSchema } from '../kit/row-schema.js';

/**
 * A contract's versions (each a snapshot of its fields, with the comment it was made with), and two of
 * them compared field by field (`from` and `to` version numbers).
 */

export const contractVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  comment: z.string().nullable(),
  /** The contract's fields at that version: references as ids, lists as id lists, money as "12.345". */
  data: z.record(z.string(), z.unknown()),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
});
export type ContractVersion = z.infer<typeof contractVersionSchema>;

export const versionCompareQuerySchema = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
});

const versionHeadSchema = contractVersionSchema.pick({
  version: true,
  comment: true,
  created_by: true,
  created_at: true,
});

export const contractCompareSchema = z.object({
  contract: refSchema,
  from: versionHeadSchema,
  to: versionHeadSchema,
  /** The fields that differ; references and lists of them as `{id, name}`. */
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
});
export type ContractCompare = z.infer<typeof contractCompareSchema>;

const readContracts = { action: 'read', subject: 'contracts' } as const;

export const contractEndpoints = defineEndpoints([
  {
    id: 'contracts.versions',
    method: 'GET',
    path: `${API_BASE}/contracts/:id/versions`,
    kind: 'action',
    resource: 'contracts',
    summary: "A contract's versions, newest first",
    auth: readContracts,
    notFound: 'Contract not found',
    response: z.union([listEnvelope(contractVersionSchema), mutationEnvelope(z.null())]),
  },
  {
    id: 'contracts.versions-compare',
    method: 'GET',
    path: `${API_BASE}/contracts/:id/versions/compare`,
    kind: 'action',
    resource: 'contracts',
    summary: 'Two versions of a contract compared field by field (from, to: version numbers)',
    auth: readContracts,
    notFound: 'Contract not found',
    query: versionCompareQuerySchema,
    response: z.union([contractCompareSchema, mutationEnvelope(z.null())]),
  },
]);
