import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { INVALID_JSON_TEXT, SECURITY_TEXT, UPLOAD_LIMIT_BYTES } from '@cmms/contracts';
import { failure } from './envelope.js';
import { MAX_BODY_DEPTH, bodyRefusal, nestedDeeperThan, registerShapeGuard } from './body-limits.js';

export const NOT_AN_OBJECT_TEXT = 'The request body must be a JSON object.';

/** What a multipart file part becomes in the body: streamed to a temp file, never held in memory. */
export interface UploadedFile {
  tempPath: string;
  filename: string;
  mimetype: string;
  size: number;
  /** The file went past the size limit; what was written is only its beginning. */
  truncated: boolean;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && typeof (value as UploadedFile).tempPath === 'string';

declare module 'fastify' {
  interface FastifyRequest {
    /** Temp files this request streamed; whatever a route did not move away is removed after the answer. */
    tempFiles: string[] | null;
  }
}

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when a key or string holds a lone UTF-16 surrogate (`"\ud800"`): valid JSON syntax but not
 * Unicode text (PHP's json_decode refuses it too), and SQLite would store it as broken UTF-8.
 * Iterative, so deeply nested input cannot overflow the stack; uploaded files are skipped.
 */
function hasLoneSurrogate(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !isUploadedFile(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

const LIST_KEY = /^(.+)\[(\d*)\]$/;

/**
 * A urlencoded or multipart form as an object. Lists arrive as `key[]=1&key[]=2` or `key[0]=1&key[1]=2`
 * (PHP style, as the console's forms send `supportees` and `assignees`): they become one array under
 * `key`, in index order. Any other repeated key keeps its last value.
 */
export function formFields(params: Iterable<[string, unknown]>): Record<string, unknown> {
  // A map, then fromEntries: a key such as `__proto__` stays a plain own key, as with JSON.
  const out = new Map<string, unknown>();
  const lists = new Map<string, { index: number; order: number; value: unknown }[]>();
  let order = 0;
  for (const [key, value] of params) {
    const m = LIST_KEY.exec(key);
    if (!m) {
      out.set(key, value);
      continue;
    }
    const name = m[1]!;
    const items = lists.get(name) ?? [];
    items.push({ index: m[2] === '' ? Number.MAX_SAFE_INTEGER : Number(m[2]), order: order++, value });
    lists.set(name, items);
  }
  for (const [name, items] of lists) {
    out.set(
      name,
      items.sort((a, b) => a.index - b.index || a.order - b.order).map((item) => item.value),
    );
  }
  return Object.fromEntries(out);
}

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Multipart text fields arrive keyed as sent (`company[0]`, and `assignees[]` repeated as an array): read
 * as a form, so a list reaches the route whatever encoding the client chose.
 */
const multipartFields = (body: Record<string, unknown>): Record<string, unknown> =>
  formFields(
    Object.entries(body).flatMap(([key, value]): [string, unknown][] =>
      LIST_KEY.test(key) && Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]],
    ),
  );

export interface BodyParserOptions {
  /** Where temp files go (`<dataDir>/uploads/tmp`). */
  dataDir: string;
  /** Largest file part; bigger ones are cut off and flagged `truncated`. */
  uploadLimitBytes?: number;
}

/**
 * Bodies arrive as JSON, urlencoded forms or multipart forms (the second client sends PATCH as a
 * POST form with `_method`). Multipart text fields are attached to the body as plain values; file
 * parts are streamed to a temp file while they arrive and attached as an {@link UploadedFile}.
 */
export async function registerBodyParsers(app: FastifyInstance, options: BodyParserOptions): Promise<void> {
  const tempDir = join(options.dataDir, 'uploads', 'tmp');
  // Whatever a previous run left half-written (a crash mid-upload) is no one's file.
  rmSync(tempDir, { recursive: true, force: true });
  // Laravel reads an empty (or blank) JSON body as no input: common clients send `Content-Type:
  // application/json` on every call, a DELETE or a checkin without a body included. Anything else that
  // is not JSON keeps the 422 "Invalid JSON" (docs/snipe-it-fidelity.md says why).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refused = bodyRefusal(request);
    if (refused) return done(refused, undefined);
    if (String(body).trim() === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, formFields(new URLSearchParams(String(body))));
  });
  app.decorateRequest('tempFiles', null);
  registerShapeGuard(app);

  async function streamToTemp(this: FastifyRequest, part: MultipartFile): Promise<void> {
    mkdirSync(tempDir, { recursive: true });
    const tempPath = join(tempDir, `${Date.now()}-${randomBytes(8).toString('hex')}`);
    (this.tempFiles ??= []).push(tempPath);
    let size = 0;
    part.file.on('data', (chunk: Buffer) => (size += chunk.length));
    try {
      await pipeline(part.file, createWriteStream(tempPath));
    } catch (error) {
      // An aborted upload: its beginning must not stay on disk.
      rmSync(tempPath, { force: true });
      throw error;
    }
    const file: UploadedFile = {
      tempPath,
      filename: part.filename,
      mimetype: part.mimetype,
      size,
      truncated: part.file.truncated,
    };
    // keyValues mode attaches a part's `value`: the file's description instead of its bytes.
    (part as unknown as { value: UploadedFile }).value = file;
  }

  // Registered before the body check below, so that check sees the parsed multipart fields.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: streamToTemp,
    // An oversized file is cut off and flagged rather than failing the request: the route answers
    // with its own validation text and removes what was written.
    throwFileSizeLimit: false,
    // Routes narrow these (see body-limits): files only where an endpoint takes uploads.
    limits: { fileSize: options.uploadLimitBytes ?? UPLOAD_LIMIT_BYTES, files: 0, fields: 50, fieldSize: 128 * 1024 },
  });
  const removeTempFiles = async (request: FastifyRequest) => {
    for (const path of request.tempFiles ?? []) rmSync(path, { force: true });
    request.tempFiles = null;
  };
  app.addHook('onResponse', removeTempFiles);
  // A client that goes away mid-upload gets no response: its temp files go when the request ends.
  app.addHook('onRequestAbort', removeTempFiles);

  // Every endpoint takes named fields: an array, a bare value or null is malformed input, not an empty body.
  app.addHook('preValidation', async (request, reply) => {
    if (isMultipart(request) && isPlainObject(request.body)) request.body = multipartFields(request.body);
    const body = request.body;
    if (body === undefined) return;
    const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    if (hasBody && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      return reply.status(422).send(failure(NOT_AN_OBJECT_TEXT));
    }
    if (hasLoneSurrogate(body)) return reply.status(422).send(failure(INVALID_JSON_TEXT));
    if (nestedDeeperThan(body, MAX_BODY_DEPTH))
      return reply.status(422).send(failure(SECURITY_TEXT.tooDeep(MAX_BODY_DEPTH)));
  });
}
