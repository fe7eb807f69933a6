import { FORBIDDEN_TEXT, attributeName, issuesToMessages, validationText as t } from '@cmms/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { failure } from './envelope.js';
import { bodyOf } from './register-endpoint.js';

/** A route's body checked by hand, for calls not on `registerAction`: the values, or the refusal to send. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; answer: ReturnType<typeof failure> };

/** Top-level keys of a JSON object body that an object schema does not declare. */
function unknownKeys(schema: z.ZodType, body: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape || !body || typeof body !== 'object' || Array.isArray(body)) return [];
  // `_method` is Laravel's method override of form posts, accepted beside any body (as `registerAction`).
  return Object.keys(body).filter((key) => !(key in shape) && key !== '_method');
}

/** The body through the endpoint's own schema: Laravel's texts per field, or the parsed values. */
export function parseBody<T>(schema: z.ZodType<T>, request: FastifyRequest): Parsed<T> {
  const body = bodyOf(request);
  const unknown = unknownKeys(schema, body);
  // A field the call does not take is refused, not dropped: `status_id` for `status` would change nothing.
  if (unknown.length)
    return {
      ok: false,
      answer: failure(Object.fromEntries(unknown.map((k) => [k, [t.prohibited(attributeName(k))]]))),
    };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, answer: failure(issuesToMessages(parsed.error.issues)) };
}

/** The caller may not do this (403 with Laravel's text), answered from a route. */
export const forbiddenReply = (reply: FastifyReply) => reply.status(403).send({ message: FORBIDDEN_TEXT });
