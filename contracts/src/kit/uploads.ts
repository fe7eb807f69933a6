import { z } from 'zod';
import { datetimeSchema } from './dates.js';
import { listEnvelope, mutationEnvelope } from './envelopes.js';
import { refSchema } from './row-schema.js';

/** A file stored against a record (`<dataDir>/uploads/<resource>/<id>/`). */
export const uploadRowSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  note: z.string().nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
});
export type UploadRow = z.infer<typeof uploadRowSchema>;

/** The spec's one text for a refused upload: wrong type, or over the limit. */
export const UPLOAD_REFUSED_TEXT = 'Please select a valid file type (jpg, webp, png, gif, svg) within 2500MB.';
export const UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
};

/**
 * Records that keep files: the endpoint id prefix, the URL the files hang below (`/users/:id`,
 * `/license/:id` as the spec spells it), the resource the id names and the permission subject.
 */
export interface UploadsDecl {
  prefix: string;
  resource: string;
  /** Path below the API base up to and including `:id`. */
  path: string;
  subject: string;
  /** How summaries name the record: "a user", "an asset". */
  label: string;
}

export const UPLOAD_HOLDERS = [
  { prefix: 'users', resource: 'users', path: '/users/:id', subject: 'users', label: 'a user' },
  { prefix: 'hardware', resource: 'hardware', path: '/hardware/:id', subject: 'assets', label: 'an asset' },
  { prefix: 'licenses', resource: 'licenses', path: '/license/:id', subject: 'licenses', label: 'a license' },
] as const satisfies readonly UploadsDecl[];

const notFoundFile = {
  404: {
    description: 'No such file for this record.',
    schema: z.object({ status: z.literal('error'), messages: z.string(), payload: z.null() }),
  },
};

/** The four file endpoints of one holder: list, upload (multipart `file`), download, delete. */
export function uploadEndpointSpecs<P extends string>(apiBase: string, d: UploadsDecl & { prefix: P }) {
  const base = `${apiBase}${d.path}/uploads`;
  const can = (action: string) => ({ action, subject: d.subject });
  return [
    {
      id: `${d.prefix}.uploads` as const,
      method: 'GET' as const,
      path: base,
      kind: 'action' as const,
      resource: d.resource,
      summary: `List the files of ${d.label}`,
      auth: can('read'),
      response: z.union([listEnvelope(uploadRowSchema), mutationEnvelope(z.null())]),
    },
    {
      id: `${d.prefix}.upload` as const,
      method: 'POST' as const,
      path: base,
      kind: 'action' as const,
      resource: d.resource,
      summary: `Upload a file for ${d.label}`,
      auth: can('update'),
      multipart: true,
      body: z.object({ file: z.unknown().optional(), note: z.string().max(65_535).optional() }),
      response: mutationEnvelope(uploadRowSchema),
    },
    {
      id: `${d.prefix}.upload-file` as const,
      method: 'GET' as const,
      path: `${base}/:fileId`,
      kind: 'action' as const,
      resource: d.resource,
      summary: `Download one of the files of ${d.label}`,
      auth: can('read'),
      produces: 'image/*',
      // The file's bytes; an unknown record is the JSON not-found envelope.
      response: z.union([z.string(), mutationEnvelope(z.null())]),
      errors: notFoundFile,
    },
    {
      id: `${d.prefix}.upload-delete` as const,
      method: 'DELETE' as const,
      path: `${base}/:fileId`,
      kind: 'action' as const,
      resource: d.resource,
      summary: `Delete one of the files of ${d.label}`,
      auth: can('update'),
      response: mutationEnvelope(z.null()),
      errors: notFoundFile,
    },
  ];
}
