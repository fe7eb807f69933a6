import {
  commitmentCollection,
  getEndpoint,
  isIsoDate,
  signatoryCollection,
  toStoredDateTime,
  validationText as t,
} from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerChildCollection } from '../../engine/child-collection-routes.js';
import { failure } from '../../http/envelope.js';
import { idParam, registerEndpoint } from '../../http/register-endpoint.js';
import { agreementCompliance, type Period } from '../../domain/sla/load-compliance.js';
import { commitmentHooks } from '../../hooks/agreements.js';

const DAY = 86_400_000;
/** Without a period: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
export const PERIOD_TEXT = { endAfterStart: 'The end field must be a date after or equal to start.' } as const;

/** `start` and `end` (yyyy-MM-dd) of a compliance call, or the messages refusing them. */
function periodOf(request: FastifyRequest): Period | { messages: Record<string, string[]> } {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const today = toStoredDateTime(request.server.ctx.clock()).slice(0, 10);
  const messages: Record<string, string[]> = {};
  const day = (key: 'start' | 'end', fallback: () => string) => {
    const value = query[key];
    if (value === undefined || value === '') return fallback();
    if (typeof value === 'string' && isIsoDate(value.trim())) return value.trim();
    messages[key] = [t.date(key)];
    return '';
  };
  const end = day('end', () => today);
  const start = day('start', () =>
    toStoredDateTime(new Date(Date.parse(`${end || today}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY)).slice(0, 10),
  );
  if (start && end && end < start) messages.end = [PERIOD_TEXT.endAfterStart];
  return Object.keys(messages).length ? { messages } : { start, end };
}

/**
 * SLAs beyond their declaration: commitments and signatories (child collections of the engine), and
 * compliance per agreement and per customer.
 */
export function registerAgreementRoutes(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  registerChildCollection(app, commitmentCollection, commitmentHooks);
  registerChildCollection(app, signatoryCollection);
  const agreements = app.ctx.engine.resource('agreements');

  registerEndpoint(app, getEndpoint('agreements.compliance'), async (request) => {
    const agreement = agreements.repo.findVisible(idParam(request), request.principal);
    if (!agreement) return failure('Agreement not found');
    const period = periodOf(request);
    if ('messages' in period) return failure(period.messages);
    return agreementCompliance(sqlite, agreement, period, app.ctx.clock());
  });

  registerEndpoint(app, getEndpoint('customers.sla-compliance'), async (request) => {
    const customer = sqlite
      .prepare('SELECT id, name FROM customers WHERE id = ? AND deleted_at IS NULL')
      .get(idParam(request)) as { id: number; name: string } | undefined;
    if (!customer) return failure('Customer not found');
    const period = periodOf(request);
    if ('messages' in period) return failure(period.messages);
    const own = agreements.repo.list({ customer_id: String(customer.id), limit: '500', sort: 'name', order: 'asc' });
    return {
      customer,
      start: period.start,
      end: period.end,
      agreements: own.rows.map((a) => agreementCompliance(sqlite, a, period, app.ctx.clock())),
    };
  });
}
