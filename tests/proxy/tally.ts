import type { Endpoint } from '@cmms/contracts';
import { EndpointRecorder, type EndpointResult } from '../contract/results.js';
import type { Finding } from './check-exchange.js';

/** The id under which calls that match no endpoint of the contract are reported. */
export const UNMATCHED = '(no endpoint)';

/** One line per mismatch, printed as the call happens: endpoint, call, JSON path, expected, received. */
export function formatFindings(id: string, method: string, url: string, status: number, findings: Finding[]): string {
  return findings
    .flatMap((f) =>
      f.mismatches.map(
        (m) =>
          `✗ ${id}  ${method} ${url} → ${status}  ${f.where} ${m.path}: expected ${m.expected}, received ${m.received}`,
      ),
    )
    .join('\n');
}

/**
 * The proxy's results in the contract suite's shape (one result per endpoint seen), so its table and
 * JUnit writer serve both: each call is a check that passes, or fails with its mismatches.
 */
export class ProxyTally {
  private readonly recorders = new Map<string, EndpointRecorder>();
  private calls = 0;

  private recorder(id: string, method: string, path: string): EndpointRecorder {
    let rec = this.recorders.get(id);
    if (!rec) this.recorders.set(id, (rec = new EndpointRecorder(id, method, path)));
    return rec;
  }

  add(endpoint: Endpoint | undefined, method: string, url: string, status: number, findings: Finding[]): void {
    this.calls++;
    const rec = endpoint
      ? this.recorder(endpoint.id, endpoint.method, endpoint.path)
      : this.recorder(UNMATCHED, '*', 'calls the contract does not declare');
    const label = `${method} ${url} → ${status}`;
    if (!endpoint) {
      rec.fail({ check: label, detail: 'no endpoint of the contract has this method and path' });
      return;
    }
    if (!findings.length) rec.pass(label);
    for (const f of findings) rec.fail({ check: `${label}: ${f.where}`, detail: f.detail, mismatches: f.mismatches });
  }

  get callCount(): number {
    return this.calls;
  }

  results(): EndpointResult[] {
    return [...this.recorders.values()].map((r) => r.result).sort((a, b) => a.id.localeCompare(b.id));
  }
}
