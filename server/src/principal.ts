import type { AppAbility } from '@cmms/contracts';

// Who is calling, in a leaf file: the engine reads it, and the app context (which holds the engine) re-exports it.
export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string | null;
  username: string;
  email: string | null;
  password: string;
  activated: number;
  permissions: string;
  role_type: string | null;
  avatar: string | null;
  /** Snipe-IT's language tag (`fr-FR`); the server's texts follow it. */
  locale?: string | null;
  deleted_at: string | null;
}

/** The signed-in caller: the stored user, its effective permission keys and its CASL ability. */
export interface Principal {
  user: UserRecord;
  /** The session the request's token belongs to (null outside a request, e.g. at login). */
  sessionId: number | null;
  granted: ReadonlySet<string>;
  ability: AppAbility;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}
