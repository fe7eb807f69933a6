import type { EndpointResult } from './results.js';

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** A table of every endpoint, then each failure with its mismatches and a curl line to reproduce it. */
export function formatReport(results: readonly EndpointResult[]): string {
  const lines: string[] = [];
  const w = Math.max(...results.map((r) => r.id.length), 8);
  lines.push(`${pad('endpoint', w)}  ${pad('method', 6)}  result  detail`);
  for (const r of results) {
    const detail =
      r.status === 'skip'
        ? r.reason
        : r.status === 'fail'
          ? r.failures.map((f) => f.check).join('; ')
          : `${r.passed.length} checks`;
    lines.push(`${pad(r.id, w)}  ${pad(r.method, 6)}  ${pad(r.status.toUpperCase(), 6)}  ${detail ?? ''}`);
  }
  const failed = results.filter((r) => r.status === 'fail');
  for (const r of failed) {
    lines.push('', `✗ ${r.id}  ${r.method} ${r.path}`);
    for (const f of r.failures) {
      lines.push(`  - ${f.check}: ${f.detail}`);
      for (const m of f.mismatches ?? [])
        lines.push(`      at ${m.path}: expected ${m.expected}, received ${m.received}`);
      if (f.curl) lines.push(`      reproduce: ${f.curl}`);
    }
  }
  const count = (s: EndpointResult['status']) => results.filter((r) => r.status === s).length;
  lines.push('', `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`);
  return lines.join('\n');
}

const xml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** JUnit XML: one test case per endpoint, for CI dashboards. */
export function formatJunit(results: readonly EndpointResult[], name = 'contract'): string {
  const failures = results.filter((r) => r.status === 'fail').length;
  const skipped = results.filter((r) => r.status === 'skip').length;
  const cases = results.map((r) => {
    const open = `  <testcase classname="${xml(name)}" name="${xml(`${r.id} ${r.method} ${r.path}`)}">`;
    if (r.status === 'skip') return `${open}<skipped message="${xml(r.reason ?? '')}"/></testcase>`;
    if (r.status === 'pass') return `${open}</testcase>`;
    const body = r.failures
      .map((f) =>
        [
          `${f.check}: ${f.detail}`,
          ...(f.mismatches ?? []).map((m) => `at ${m.path}: expected ${m.expected}, received ${m.received}`),
          f.curl ?? '',
        ].join('\n'),
      )
      .join('\n\n');
    return `${open}<failure message="${xml(r.failures[0]?.check ?? 'failed')}">${xml(body)}</failure></testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="${xml(name)}" tests="${results.length}" failures="${failures}" skipped="${skipped}">\n${cases.join('\n')}\n</testsuite>\n`;
}
