import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINT_NOT_FOUND_TEXT, FORBIDDEN_TEXT, UNAUTHORIZED_TEXT } from '@cmms/contracts';
import {
  DEV_SWITCH_FAILED_TEXT,
  MOCK_HEADERS,
  type DelayRange,
  type MockFail,
} from '@cmms/contracts/dev-switches/endpoints';
import type { Socket } from 'node:net';
import { failure } from '../../http/envelope.js';
import { describeDelay, parseCount, parseDelay, parseFail, pickDelay, type DevConfig } from './parse.js';
import { isSignIn, isSwitchable, type SwitchStore } from './store.js';

/** A `timeout` holds the call at most this long, then drops it (the server's 60 s idle limit usually comes first). */
export const TIMEOUT_HOLD_MS = 120_000;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers as the failure says, as the real backend (or the network) would. */
function fail(kind: MockFail, request: FastifyRequest, reply: FastifyReply, held: Set<Socket>): FastifyReply {
  switch (kind) {
    case 'error':
      return reply.status(200).send(failure(DEV_SWITCH_FAILED_TEXT));
    case '422':
      return reply.status(200).send(failure({ dev_switch: [DEV_SWITCH_FAILED_TEXT] }));
    case '401':
      // The answer of an expired or revoked token: the console refreshes once, then signs out.
      return reply.status(401).send({ error: UNAUTHORIZED_TEXT });
    case '403':
      return reply.status(403).send({ message: FORBIDDEN_TEXT });
    case '404':
      return reply.status(404).send({ status: 'error', message: ENDPOINT_NOT_FOUND_TEXT, payload: null });
    case '500':
      return reply.status(500).send(failure('Server Error'));
    case 'network': {
      reply.hijack();
      request.raw.socket?.destroy();
      return reply;
    }
    case 'timeout': {
      // Never answered: held until the client gives up (its socket closes) or the hold ends.
      reply.hijack();
      const socket = request.raw.socket;
      if (!socket) return reply;
      held.add(socket);
      const timer = setTimeout(() => socket.destroy(), TIMEOUT_HOLD_MS);
      socket.once('close', () => {
        clearTimeout(timer);
        held.delete(socket);
      });
      return reply;
    }
  }
}

/**
 * The switches at work: an `onRequest` hook on every API call (before its access check, so the answer
 * is what the switch says whoever calls). The request's headers win over a route switch, which wins
 * over the environment's. The answer says what acted on it in `x-mock-applied`.
 */
export function registerSwitchHook(app: FastifyInstance, config: DevConfig, store: SwitchStore): void {
  const held = new Set<Socket>();
  app.addHook('onClose', async () => {
    for (const socket of held) socket.destroy();
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isSwitchable(path)) return;
    const headerDelay = parseDelay(header(request, MOCK_HEADERS.delay));
    const headerFail = parseFail(header(request, MOCK_HEADERS.fail));
    const count = parseCount(header(request, MOCK_HEADERS.count));
    // "The next N calls of this route": this one and N − 1 more, kept as a route switch.
    if (count && count > 1 && (headerFail || headerDelay)) {
      const pattern = request.routeOptions.url ?? path;
      store.add({
        route: pattern,
        pattern,
        method: request.method,
        delay: headerDelay ?? null,
        fail: headerFail ?? null,
        remaining: count - 1,
      });
    }
    const routed = headerFail || headerDelay ? null : store.take(request.method, path);
    const server = config.server;
    const serverFails =
      server?.fail && !isSignIn(path) && (server.rate >= 1 || Math.random() < server.rate) ? server.fail : null;
    const delay: DelayRange | null = headerDelay ?? routed?.delay ?? server?.delay ?? null;
    const failure: MockFail | null = headerFail ?? routed?.fail ?? serverFails;
    if (!delay && !failure) return;
    const applied = [delay ? `delay=${describeDelay(delay)}` : '', failure ? `fail=${failure}` : '']
      .filter(Boolean)
      .join('; ');
    reply.header(MOCK_HEADERS.applied, applied);
    if (delay) await sleep(pickDelay(delay));
    if (failure) return fail(failure, request, reply, held);
  });
}
