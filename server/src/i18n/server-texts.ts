import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage, type Translated } from './languages.js';
import { translateMessages, translateText } from './translator.js';

/** The language of the answer: the signed-in user's locale, else `Accept-Language`, else English. */
export const languageOf = (request: FastifyRequest) =>
  requestLanguage(request.principal?.user.locale, request.headers['accept-language']);

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts of one answer: the envelope's `messages`, `{ error }` and `{ message }` bodies, import rows' reasons. */
function translateBody(body: Body, lang: Translated): Body {
  const out: Body = { ...body };
  if ('messages' in body) out.messages = translateMessages(body.messages as never, lang);
  if (typeof body.message === 'string') out.message = translateText(body.message, lang);
  if ('error' in body) out.error = translateMessages(body.error as never, lang);
  const payload = body.payload;
  if (isObject(payload) && Array.isArray(payload.errors)) {
    out.payload = {
      ...payload,
      errors: payload.errors.map((row: unknown) =>
        isObject(row) && 'messages' in row ? { ...row, messages: translateMessages(row.messages as never, lang) } : row,
      ),
    };
  }
  return out;
}

const carriesText = (body: Body) => 'messages' in body || 'message' in body || 'error' in body;

/**
 * The one place server texts are localised (Laravel answers in the user's language): every object
 * answer, from routes, hooks and the error handler alike, passes here before it is serialised. English
 * answers are left untouched, and so are bodies without texts (lists), so their cost is one check.
 */
export function registerServerTexts(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isObject(payload) || !carriesText(payload)) return payload;
    const lang = languageOf(request);
    return lang === 'en' ? payload : translateBody(payload, lang);
  });
}
