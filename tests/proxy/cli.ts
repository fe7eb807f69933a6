import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatJunit, formatReport } from '../contract/report.js';
import { Anonymiser } from './anonymise.js';
import { FakeValues } from './fake-values.js';
import { startProxy } from './proxy-server.js';
import { Recorder } from './recording.js';
import { formatFindings, ProxyTally, UNMATCHED } from './tally.js';

const USAGE = `npm run proxy -- --target <url> [options]
  --target <url>     the backend to check (or PROXY_TARGET), e.g. https://assets.example.com
  --port <n>         where the proxy listens (default 3100; 0 picks a free port)
  --host <addr>      default 127.0.0.1
  --junit <file>     on exit, write JUnit XML like the contract suite's
  --record <dir>     write each answer anonymised to <dir>/calls, with <dir>/index.json
                     (RECORD_KEY keeps the fakes the same between runs; otherwise a key per run)
  --console <dir>    the built console to serve (default web/dist; npm run build makes it)
Open the URL it prints and use the console: each call is forwarded to the target and checked against
the contracts; each mismatch is printed as it happens. Ctrl+C prints the summary.`;

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    port: { type: 'string', default: '3100' },
    host: { type: 'string', default: '127.0.0.1' },
    junit: { type: 'string' },
    record: { type: 'string' },
    console: { type: 'string', default: fileURLToPath(new URL('../../web/dist', import.meta.url)) },
    help: { type: 'boolean', default: false },
  },
});
const target = values.target ?? process.env.PROXY_TARGET;
if (values.help || !target) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const tally = new ProxyTally();
const fake = new FakeValues(process.env.RECORD_KEY ?? randomBytes(16).toString('hex'));
const recorder = values.record ? new Recorder(values.record, new Anonymiser(fake), fake) : undefined;
const consoleDir = existsSync(values.console) ? values.console : undefined;

const proxy = await startProxy({
  target,
  consoleDir,
  port: Number(values.port),
  host: values.host,
  onCall(call) {
    const { endpoint, exchange, findings } = call;
    tally.add(endpoint, exchange.method, exchange.url, exchange.status, findings);
    if (!endpoint) console.log(`? ${UNMATCHED}  ${exchange.method} ${exchange.url} → ${exchange.status}`);
    else if (findings.length)
      console.log(formatFindings(endpoint.id, exchange.method, exchange.url, exchange.status, findings));
    recorder?.add(call);
  },
});
console.log(
  `Validating proxy listening on ${proxy.url} → ${target}${consoleDir ? '' : ' (no console build: API only)'}`,
);
if (values.record) console.log(`Recording anonymised answers into ${values.record}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await proxy.close();
  recorder?.finish();
  const results = tally.results();
  console.log(`\n${tally.callCount} calls checked\n${results.length ? formatReport(results) : 'no API calls seen'}`);
  if (values.junit) writeFileSync(values.junit, formatJunit(results, 'proxy'));
  process.exit(results.some((r) => r.status === 'fail') ? 1 : 0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
