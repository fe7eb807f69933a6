import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { call } from './http-client.js';
import { formatJunit, formatReport } from './report.js';
import type { EndpointResult } from './results.js';
import { runContract } from './runner.js';
import { startMock, startPrism, type PrismProxy, type Started } from './targets.js';

const USAGE = `npm run contract -- [options]
  --base-url <url>     backend to check (or CONTRACT_BASE_URL); without it the mock is started here
  --token <token>      bearer token (or CONTRACT_TOKEN)
  --username <name> --password <pw>   log in first (POST ${API_BASE}/login)
  --write              also create → read → update → delete scratch records (always removed)
  --strict             list fields the backend sends that the contract does not declare
  --template           also check the template /jwt auth and the template apps' calls (on against the mock)
                       (the mock's own tooling, demo sessions and dev switches, is checked only against the mock)
  --prism / --no-prism put Stoplight Prism in front as a validating proxy (default: on for the mock)
  --junit <file>       write JUnit XML`;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    write: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    template: { type: 'boolean' },
    prism: { type: 'boolean' },
    'no-prism': { type: 'boolean', default: false },
    junit: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const started: Started[] = [];
let prism: PrismProxy | undefined;
try {
  let baseUrl = values['base-url'] ?? process.env.CONTRACT_BASE_URL;
  let credentials =
    values.username && values.password ? { username: values.username, password: values.password } : undefined;
  const againstMock = !baseUrl;
  if (!baseUrl) {
    const mock = await startMock();
    started.push(mock);
    baseUrl = mock.url;
    credentials ??= { username: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD };
    console.log(`Started the mock at ${baseUrl}`);
  }
  let token = values.token ?? process.env.CONTRACT_TOKEN;
  if (!token && credentials) {
    const login = await call({ baseUrl }, 'POST', `${API_BASE}/login`, { body: credentials, auth: false });
    token = (login.json as { payload?: { accessToken?: string } } | null)?.payload?.accessToken;
    if (!token)
      throw new Error(`Login as ${credentials.username} failed: HTTP ${login.status} ${login.text.slice(0, 200)}`);
  }
  if (values.prism ?? (againstMock && !values['no-prism'])) {
    prism = await startPrism(baseUrl);
    started.push(prism);
    console.log(`Prism validating proxy at ${prism.url} → ${baseUrl}`);
  }
  const results: EndpointResult[] = await runContract({
    target: { baseUrl: prism?.url ?? baseUrl, token },
    write: values.write,
    strict: values.strict,
    template: values.template ?? againstMock,
    mockTools: againstMock,
    credentials,
  });
  if (prism) {
    const violations = prism.violations();
    results.push({
      id: 'prism.violations',
      method: '*',
      path: 'docs/openapi.json',
      status: violations.length ? 'fail' : 'pass',
      passed: violations.length ? [] : ['no violations reported by Prism'],
      failures: violations.map((line) => ({ check: 'Prism', detail: line.trim() })),
    });
  }
  console.log(formatReport(results));
  if (values.junit) writeFileSync(values.junit, formatJunit(results));
  process.exitCode = results.some((r) => r.status === 'fail') ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  for (const s of started.reverse()) await s.stop();
}
