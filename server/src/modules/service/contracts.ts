import { getEndpoint, validationText as t } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { idParam, registerEndpoint } from '../../http/register-endpoint.js';
import { compareVersions, findVersion, listVersions } from '../../domain/service/contract-versions.js';

const NOT_FOUND = 'Contract not found';

/** A contract's versions and their comparison (the contract form and detail read them). */
export function registerContractRoutes(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const contracts = app.ctx.engine.resource('contracts');

  registerAction(app, 'contracts.versions', async ({ params, request }) => {
    const contract = contracts.repo.findVisible(params.id, request.principal);
    if (!contract) return failure(NOT_FOUND);
    const rows = listVersions(sqlite, contract.id);
    return { total: rows.length, rows };
  });

  registerEndpoint(app, getEndpoint('contracts.versions-compare'), async (request) => {
    const contract = contracts.repo.findVisible(idParam(request), request.principal);
    if (!contract) return failure(NOT_FOUND);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const messages: Record<string, string[]> = {};
    // `to` defaults to the current version, `from` to the one before it.
    const current = Number(contract.version ?? 1);
    const pick = (key: 'from' | 'to', fallback: number) => {
      const raw = query[key];
      if (raw === undefined || raw === '') return findVersion(sqlite, contract.id, fallback);
      const found =
        typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? findVersion(sqlite, contract.id, Number(raw)) : undefined;
      if (!found) messages[key] = [t.invalidChoice(`${key} version`)];
      return found;
    };
    const to = pick('to', current);
    const from = pick('from', Math.max(1, (to?.version ?? current) - 1));
    if (!from || !to) {
      return failure(Object.keys(messages).length ? messages : { from: [t.invalidChoice('from version')] });
    }
    const head = ({ version, comment, created_by, created_at }: typeof from) => ({
      version,
      comment,
      created_by,
      created_at,
    });
    return {
      contract: { id: contract.id, name: String(contract.name) },
      from: head(from),
      to: head(to),
      changes: compareVersions(sqlite, from, to),
    };
  });
}
