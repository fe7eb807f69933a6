import type { Messages } from '@cmms/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../../http/envelope.js';
import { bodyOf } from '../../http/register-endpoint.js';
import type { ActionOptions } from '../../http/register-action.js';

/** The signed-in caller's id (every template call needs a bearer token). */
export const callerId = (request: FastifyRequest): number => request.principal!.user.id;

/** A digit string or a whole number as a positive id (reference §12 #5), else undefined. */
export const toId = (raw: unknown): number | undefined => {
  const text =
    typeof raw === 'number' ? (Number.isInteger(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
};

/**
 * Where a call's id may be (reference §13): the query (`keys` in order), then a JSON body with one of
 * `keys`, then a text body that is the id itself. Undefined when none names an id.
 */
export function idOf(request: FastifyRequest, keys: readonly string[]): { id?: number; named: boolean } {
  const query = plainObject(request.query) ?? {};
  const body = request.body;
  const sources: unknown[] = [
    ...keys.map((k) => query[k]),
    ...keys.map((k) => bodyOf(request)[k]),
    typeof body === 'string' || typeof body === 'number' ? body : undefined,
  ];
  const given = sources.filter((v) => v !== undefined && v !== null && v !== '');
  const first = given[0];
  return { id: first === undefined ? undefined : toId(first), named: given.length > 0 };
}

/** A read or an id-less delete that fails: the error envelope with a 4xx, never a 2xx the view keeps. */
export const refuse = (reply: FastifyReply, messages: Messages, status = 400) =>
  reply.status(status).send(failure(messages));

/**
 * A call off its declared schema answers as the module's own refusals do (reference §12 #12): 400 on a
 * read or a delete, the 200 envelope on a mutation.
 */
export const templateCall: ActionOptions = {
  invalid: ({ messages, request, reply }) =>
    request.method === 'GET' || request.method === 'DELETE' ? refuse(reply, messages) : failure(messages),
};

/** A query value as sent, trimmed; `''` when not sent. */
export const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/** Parses a stored JSON column, falling back when it is not what was written. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const plainObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The template's dates: epoch ms, `yyyy-MM-dd` or ISO date-times (reference §12 #10); undefined when none. */
export function parseDate(value: unknown): Date | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  if (/^\d{10,15}$/.test(text)) return parseDate(Number(text));
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** A person's display name from the users row. */
export const personName = (u: { first_name: string; last_name: string | null }): string =>
  [u.first_name, u.last_name].filter(Boolean).join(' ');

export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string | null;
  avatar: string | null;
  jobtitle: string | null;
}
