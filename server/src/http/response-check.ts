import type { Endpoint } from '@cmms/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every JSON answer of a declared endpoint checked against its declared schema (issue 25), where a
 * mismatch should be seen: `fail` in tests (NODE_ENV=test, as vitest sets it) answers 500 with the
 * endpoint id and zod's issues, so the test that made the call fails loudly; `log` in development
 * (MOCK_DEV=1, as `npm run dev` sets it) logs an error and answers as the handler did; `off` otherwise
 * (production pays nothing). RESPONSE_CHECK=fail|log|off overrides.
 */
export type ResponseCheck = 'fail' | 'log' | 'off';

export function responseCheckMode(env: NodeJS.ProcessEnv = process.env): ResponseCheck {
  const asked = env.RESPONSE_CHECK;
  if (asked === 'fail' || asked === 'log' || asked === 'off') return asked;
  if (env.NODE_ENV === 'production') return 'off';
  if (env.NODE_ENV === 'test') return 'fail';
  return env.MOCK_DEV === '1' ? 'log' : 'off';
}

export const RESPONSE_MISMATCH_TEXT = 'The answer does not match its declared response schema.';

/**
 * Requests whose endpoint handler ran: only its answers are the endpoint's. The app's common refusals
 * (a body it cannot parse or that is too large, a missing token) answer the same for every endpoint
 * before the handler, so they are not held to one endpoint's declared errors.
 */
const handled = new WeakSet<FastifyRequest>();
export const markHandled = (request: FastifyRequest): void => {
  handled.add(request);
};

/** The schema an answer of this status is declared with: the response for 200, a documented error's. */
const schemaFor = (endpoint: Endpoint, status: number) =>
  status === 200 ? endpoint.response : endpoint.errors?.[status]?.schema;

/** The route's onSend hook for `mode`, or none when off. */
export function responseCheckHook(endpoint: Endpoint, mode: ResponseCheck = responseCheckMode()) {
  if (mode === 'off' || endpoint.produces) return undefined;
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method === 'HEAD' || !handled.has(request)) return payload;
    // A kept list page is sent as its bytes.
    const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
    if (typeof text !== 'string') return payload;
    // A dev switch's failure on purpose (`x-mock-applied`) is not the endpoint's answer.
    if (reply.getHeader('x-mock-applied') !== undefined) return payload;
    const schema = schemaFor(endpoint, reply.statusCode);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!schema || !type.includes('json')) return payload;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return payload;
    }
    const checked = schema.safeParse(value);
    if (checked.success) return payload;
    const issues = checked.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message }));
    const report = {
      endpoint: endpoint.id,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      issues,
    };
    request.log.error(report, RESPONSE_MISMATCH_TEXT);
    // Tests run the app without a logger: the line still reaches the run's output.
    process.stderr.write(`${RESPONSE_MISMATCH_TEXT} ${JSON.stringify(report)}\n`);
    if (mode === 'log') return payload;
    reply.code(500);
    return JSON.stringify({ message: RESPONSE_MISMATCH_TEXT, ...report });
  };
}
