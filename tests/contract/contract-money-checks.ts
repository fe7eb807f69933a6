import { endpointPath } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import type { RunFlags } from './check-response.js';
import { payloadOf, rowsOf, step, type Recorders } from './round-trip-steps.js';

/**
 * A scratch quotation sent and converted into a contract, then two scratch invoices on that contract:
 * one issued and paid, one voided. Everything written is deleted again, but for those two invoices: paid and
 * void are final (issue 24), so their deletes are refused and they stay, named by the scratch contract.
 */
export async function contractMoneyRoundTrips(rec: Recorders, target: Target, flags: RunFlags, runId: string) {
  const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    call(target, method, path, body === undefined ? {} : { body });
  const customer = rowsOf(await call(target, 'GET', `${endpointPath('customers.list')}?limit=1`))[0]?.id;
  const lines = [{ description: 'Scratch visit', quantity: '2', unit_price: '12.500' }];
  const quotation = payloadOf(
    await send('POST', endpointPath('contractquotations.create'), {
      title: `contract-scratch-${runId}-quotation`,
      customer_id: customer,
      status: 'sent',
      lines,
    }),
  ).id as number | undefined;
  if (!quotation) return;
  const invoices: number[] = [];
  let contract: number | undefined;
  try {
    const converted = await send('POST', endpointPath('contractquotations.convert', { id: quotation }));
    if (!step(rec, 'contractquotations.convert', 'convert', converted, flags)) return;
    contract = payloadOf(converted).id as number;
    const invoice = async () => {
      const id = payloadOf(
        await send('POST', endpointPath('contractinvoices.create'), {
          contract_id: contract,
          issue_date: '2099-01-01',
          due_date: '2099-01-31',
          lines,
        }),
      ).id as number | undefined;
      if (id) invoices.push(id);
      return id;
    };
    const paid = await invoice();
    if (paid) {
      const issue = await send('POST', endpointPath('contractinvoices.issue', { id: paid }));
      if (step(rec, 'contractinvoices.issue', 'issue', issue, flags)) {
        step(
          rec,
          'contractinvoices.pay',
          'pay',
          await send('POST', endpointPath('contractinvoices.pay', { id: paid })),
          flags,
        );
      }
    }
    const voided = await invoice();
    if (voided) {
      const x = await send('POST', endpointPath('contractinvoices.void', { id: voided }));
      step(rec, 'contractinvoices.void', 'void', x, flags);
    }
  } finally {
    for (const id of invoices) await send('DELETE', endpointPath('contractinvoices.delete', { id }));
    if (contract) await send('DELETE', endpointPath('contracts.delete', { id: contract }));
    await send('DELETE', endpointPath('contractquotations.delete', { id: quotation }));
  }
}
