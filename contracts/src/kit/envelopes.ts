import { z } from 'zod';

/** `messages` is a text, or field → texts for validation failures, or null. */
export const messagesSchema = z.union([
  z.string(),
  z.record(z.string(), z.union([z.array(z.string()), z.string()])),
  z.null(),
]);
export type Messages = z.infer<typeof messagesSchema>;

/** Every create, update, delete and action answers HTTP 200 with this envelope, even on failure. */
export const mutationEnvelope = <T extends z.ZodType>(payload: T) =>
  z.object({
    status: z.enum(['success', 'error']),
    messages: messagesSchema,
    payload: z.union([payload, z.null()]),
  });

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  messages: messagesSchema,
  payload: z.unknown(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  status: 'success' | 'error';
  messages: Messages;
  payload: T | null;
}

/** `total` is the filtered count before paging. */
export const listEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.number().int().min(0), rows: z.array(row) });
export interface ListResponse<T> {
  total: number;
  rows: T[];
}

export const selectItemSchema = z.object({ id: z.number().int(), text: z.string(), image: z.string().nullable() });
export const selectListSchema = z.object({
  results: z.array(selectItemSchema),
  pagination: z.object({ more: z.boolean(), per_page: z.number().int() }),
  total_count: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
});
export type SelectList = z.infer<typeof selectListSchema>;

/** The 401 body is not the envelope: it mirrors the real backend's auth guard. */
export const unauthorizedSchema = z.object({ error: z.string() });
export const forbiddenSchema = z.object({ message: z.string() });
export const notFoundRouteSchema = z.object({ status: z.literal('error'), message: z.string(), payload: z.null() });
