import { getEndpoint, getResource } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { selectList } from '../engine/select-list.js';
import { registerEndpoint } from '../http/register-endpoint.js';

/** The Snipe-IT version whose API this backend answers. */
export const SNIPEIT_API_VERSION = 'v8.1.4';

/** Small calls of Snipe-IT v8 beside the resources: categories of one type, the API version. */
export function registerV8Extras(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const categories = getResource('categories');

  registerEndpoint(app, getEndpoint('categories.type-selectlist'), async (request) => {
    const type = (request.params as Record<string, string>).type ?? '';
    const input = (request.query ?? {}) as Record<string, unknown>;
    return selectList(sqlite, categories, input, { clause: 'category_type = ?', params: [type] });
  });

  registerEndpoint(app, getEndpoint('version'), async () => ({ version: SNIPEIT_API_VERSION }));
}
