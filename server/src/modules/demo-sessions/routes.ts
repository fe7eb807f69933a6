import { AUTH_TEXT, DEMO_ACCOUNTS, FORBIDDEN_TEXT, validationText as t } from '@cmms/contracts';
import { DEMO_CLOCK_STEP_MS } from '@cmms/contracts/demo/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../../context.js';
import { openSession, revokeSession } from '../../auth/sessions.js';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { escalationJob } from '../../domain/work-orders/escalation-job.js';
import { generateAll } from '../../domain/preventive/generate.js';
import { demoOf, type DemoSessionHandle } from './handle.js';
import { DEMO_TEXT } from './texts.js';

const isDemoEmail = (email: string | null | undefined) =>
  DEMO_ACCOUNTS.some((a) => a.email.toLowerCase() === (email ?? '').toLowerCase());

const userByEmail = (app: FastifyInstance, email: string): UserRecord | undefined =>
  app.ctx.conn.sqlite
    .prepare('SELECT * FROM users WHERE lower(email) = lower(?) AND deleted_at IS NULL AND activated = 1')
    .get(email) as UserRecord | undefined;

const count = (app: FastifyInstance, table: string) =>
  Number(app.ctx.conn.sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get());

/** The demo calls of one app: status for anyone; reset, persona and clock only for a demo account in a session. */
export function registerDemoRoutes(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  /** The caller's session: a demo account signed in to a session app (the hook below made sure). */
  const sessionOf = (): DemoSessionHandle => demoOf(sqlite)!.session!;
  /** Reset, persona and clock are a demo session's own: anyone else is refused before the body is checked. */
  const inSession = (request: FastifyRequest, reply: FastifyReply) => {
    const session = demoOf(sqlite)?.session ?? null;
    if (!session || !isDemoEmail(request.principal?.user.email))
      return reply.status(403).send({ message: FORBIDDEN_TEXT });
  };

  registerAction(app, 'demo.status', async () => {
    const demo = demoOf(sqlite);
    const session = demo?.session ?? null;
    const offset = session?.offsetMs() ?? 0;
    return {
      enabled: demo !== undefined,
      session: session && {
        id: session.id,
        expires_at: session.expiresAt().toISOString(),
        clock_offset_ms: offset,
        now: app.ctx.clock().toISOString(),
      },
      personas: session
        ? DEMO_ACCOUNTS.map(({ role, email, username, label }) => ({ role, email, username, label }))
        : [],
    };
  });

  registerAction(
    app,
    'demo.reset',
    async ({ request }) => {
      const email = request.principal!.user.email!;
      const fresh = await sessionOf().reset();
      const user = userByEmail(fresh, email);
      if (!user) return failure(AUTH_TEXT.failed);
      return success(DEMO_TEXT.reset, await openSession(fresh.ctx.conn.sqlite, fresh.ctx.tokens, user));
    },
    { guard: inSession },
  );

  registerAction(
    app,
    'demo.persona',
    async ({ body, request }) => {
      const account = DEMO_ACCOUNTS.find((a) => a.role === body.persona)!;
      const user = userByEmail(app, account.email);
      if (!user) return failure(AUTH_TEXT.failed);
      const signedIn = await openSession(sqlite, app.ctx.tokens, user);
      // The persona it leaves is signed out: one person, one persona at a time.
      if (request.principal!.sessionId !== null) revokeSession(sqlite, request.principal!.sessionId);
      return success(DEMO_TEXT.persona, signedIn);
    },
    { guard: inSession, invalid: () => failure({ persona: [t.invalidChoice('persona')] }) },
  );

  registerAction(
    app,
    'demo.clock',
    async ({ body }) => {
      const session = sessionOf();
      session.advance(DEMO_CLOCK_STEP_MS[body.advance]);
      // The session's clock jobs run once at the new time, so what fell due shows at once. The handler
      // holds the write-gate lease already: the units run here, not through the tick (which would wait for it).
      const before = count(app, 'work_order_escalations');
      for (const unit of escalationJob(app).units()) unit();
      const escalated = count(app, 'work_order_escalations') - before;
      const generated = generateAll(app);
      return success(DEMO_TEXT.clock, {
        clock_offset_ms: session.offsetMs(),
        now: app.ctx.clock().toISOString(),
        escalated,
        generated,
      });
    },
    { guard: inSession, invalid: () => failure({ advance: [t.invalidChoice('advance')] }) },
  );
}
