import type { Mismatch } from './schema-diff.js';

export interface Failure {
  check: string;
  detail: string;
  mismatches?: Mismatch[];
  curl?: string;
}

export interface EndpointResult {
  id: string;
  method: string;
  path: string;
  status: 'pass' | 'fail' | 'skip';
  passed: string[];
  failures: Failure[];
  reason?: string;
}

/** Collects the checks of one endpoint; the first failure does not stop the others. */
export class EndpointRecorder {
  readonly result: EndpointResult;
  constructor(id: string, method: string, path: string) {
    this.result = { id, method, path, status: 'pass', passed: [], failures: [] };
  }
  pass(check: string): void {
    this.result.passed.push(check);
  }
  fail(failure: Failure): void {
    this.result.failures.push(failure);
    this.result.status = 'fail';
  }
  skip(reason: string): EndpointResult {
    this.result.status = 'skip';
    this.result.reason = reason;
    return this.result;
  }
  /** Records a pass, or a failure when `ok` is false. */
  expect(check: string, ok: boolean, detail: string, curl?: string, mismatches?: Mismatch[]): boolean {
    if (ok) this.pass(check);
    else this.fail({ check, detail, curl, ...(mismatches?.length ? { mismatches } : {}) });
    return ok;
  }
}
