import { endpointPath } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import type { RunFlags } from './check-response.js';
import { payloadOf, step, type Recorders } from './round-trip-steps.js';

const firstId = async (target: Target, list: string): Promise<number | undefined> =>
  ((await call(target, 'GET', `${endpointPath(list)}?limit=1`)).json as { rows?: { id: number }[] })?.rows?.[0]?.id;

/** Reads of an SLA's own calls, on the first agreement and customer the server lists. */
export async function agreementReadPaths(target: Target): Promise<Record<string, () => Promise<string | undefined>>> {
  const agreement = await firstId(target, 'agreements.list');
  const customer = await firstId(target, 'customers.list');
  const of = (id: 'agreements.commitments' | 'agreements.signatories' | 'agreements.compliance') => async () =>
    agreement ? endpointPath(id, { id: agreement }) : undefined;
  return {
    'agreements.commitments': of('agreements.commitments'),
    'agreements.signatories': of('agreements.signatories'),
    'agreements.compliance': of('agreements.compliance'),
    'customers.sla-compliance': async () =>
      customer ? `${endpointPath('customers.sla-compliance', { id: customer })}?start=2026-01-01` : undefined,
  };
}

/**
 * An SLA's commitments and signatories on a scratch agreement always removed: one of each added,
 * then deleted by id.
 */
export async function agreementRoundTrips(rec: Recorders, target: Target, flags: RunFlags, runId: string) {
  const name = (what: string) => `contract-scratch-${runId}-${what}`.slice(0, 60);
  const customer = await firstId(target, 'customers.list');
  const priority = await firstId(target, 'workorderpriorities.list');
  const made = await call(target, 'POST', endpointPath('agreements.create'), {
    body: { name: name('sla'), customer_id: customer },
  });
  const agreement = payloadOf(made).id as number | undefined;
  if (!agreement) return;
  try {
    const commitment = await call(target, 'POST', endpointPath('agreements.commitments-create', { id: agreement }), {
      body: { kind: 'response', priority_id: priority, target_hours: 4, description: name('commitment') },
    });
    if (step(rec, 'agreements.commitments-create', 'add commitment', commitment, flags)) {
      const commitmentId = payloadOf(commitment).id as number;
      const path = endpointPath('agreements.commitments-delete', { id: agreement, commitmentId });
      step(rec, 'agreements.commitments-delete', 'delete commitment', await call(target, 'DELETE', path), flags);
    }
    const signatory = await call(target, 'POST', endpointPath('agreements.signatories-create', { id: agreement }), {
      body: { name: name('signatory'), side: 'customer' },
    });
    if (step(rec, 'agreements.signatories-create', 'add signatory', signatory, flags)) {
      const signatoryId = payloadOf(signatory).id as number;
      const path = endpointPath('agreements.signatories-delete', { id: agreement, signatoryId });
      step(rec, 'agreements.signatories-delete', 'delete signatory', await call(target, 'DELETE', path), flags);
    }
  } finally {
    await call(target, 'DELETE', endpointPath('agreements.delete', { id: agreement }));
  }
}
