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
  // Snipe-IT v8's file row keys (UploadedFilesTransformer).
  updated_at: datetimeSchema.nullable(),
  deleted_at: datetimeSchema.nullable(),
  available_actions: z.record(z.string(), z.boolean()),
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
 * A contract's documents are what contracts are signed as: PDFs and office files, and scans as images. Spec
 * point 5's image-only rule is its console's file rule; a contract file is a document.
 */
export const DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  ...UPLOAD_TYPES,
};
export const DOCUMENT_REFUSED_TEXT =
  'Please select a valid file type (pdf, doc, docx, xls, xlsx, odt, ods, jpg, webp, png, gif, svg) within 2500MB.';

/** The types a holder's files may have, and the text that refuses any other. */
export const uploadRulesOf = (holder: { documents?: boolean }) =>
  holder.documents
    ? { types: DOCUMENT_TYPES, refused: DOCUMENT_REFUSED_TEXT }
    : { types: UPLOAD_TYPES, refused: UPLOAD_REFUSED_TEXT };

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
  /** Also answer Snipe-IT v8's file calls: `{path}/files` and `{path}/file/{fileId}`. */
  v8Files?: boolean;
  /** Takes documents (PDF, office files) as well as images: {@link DOCUMENT_TYPES}. */
  documents?: boolean;
}

export const UPLOAD_HOLDERS = [
  { prefix: 'users', resource: 'users', path: '/users/:id', subject: 'users', label: 'a user' },
  {
    prefix: 'hardware',
    resource: 'hardware',
    path: '/hardware/:id',
    subject: 'assets',
    label: 'an asset',
    v8Files: true,
  },
  { prefix: 'models', resource: 'models', path: '/models/:id', subject: 'models', label: 'a model', v8Files: true },
  { prefix: 'licenses', resource: 'licenses', path: '/license/:id', subject: 'licenses', label: 'a license' },
  {
    prefix: 'contracts',
    resource: 'contracts',
    path: '/contracts/:id',
    subject: 'contracts',
    label: 'a contract',
    documents: true,
  },
] as const satisfies readonly UploadsDecl[];

const notFoundFile = {
  404: {
    description: 'No such file for this record.',
    schema: z.object({ status: z.literal('error'), messages: z.string(), payload: z.null() }),
  },
};

/** Snipe-IT's texts for its file calls. */
export const V8_FILE_TEXT = {
  uploaded: 'File(s) successfully uploaded.',
  noFiles: 'You did not select any files for upload, or the file you are trying to upload is too large',
} as const;

/**
 * Snipe-IT v8's four file calls of a holder (`{path}/files`, `{path}/file/{fileId}`): the same files as
 * `/uploads`, with v8's answers (an upload's payload is the record itself).
 */
export function v8FileEndpointSpecs<P extends string>(
  apiBase: string,
  d: UploadsDecl & { prefix: P },
  recordRow: z.ZodType,
  notFound: string,
) {
  const can = (action: string) => ({ action, subject: d.subject });
  const common = { kind: 'action' as const, resource: d.resource, declared: 'attachments' as const };
  return [
    {
      ...common,
      id: `${d.prefix}.files` as const,
      method: 'GET' as const,
      path: `${apiBase}${d.path}/files`,
      summary: `List the files of ${d.label} (Snipe-IT's path)`,
      auth: can('read'),
      response: z.union([listEnvelope(uploadRowSchema), mutationEnvelope(z.null())]),
    },
    {
      ...common,
      id: `${d.prefix}.files-upload` as const,
      method: 'POST' as const,
      path: `${apiBase}${d.path}/files`,
      summary: `Upload files for ${d.label} (Snipe-IT's path; multipart \`file[]\`)`,
      auth: can('update'),
      // Snipe-IT's upload names a missing record as its show does ('Asset does not exist.').
      notFound,
      multipart: true,
      body: z.object({ 'file[]': z.unknown().optional(), notes: z.string().max(65_535).optional() }),
      response: mutationEnvelope(recordRow),
    },
    {
      ...common,
      id: `${d.prefix}.file` as const,
      method: 'GET' as const,
      path: `${apiBase}${d.path}/file/:fileId`,
      summary: `Download one of the files of ${d.label} (Snipe-IT's path)`,
      auth: can('read'),
      produces: 'image/*',
      response: z.union([z.string(), mutationEnvelope(z.null())]),
      errors: notFoundFile,
    },
    {
      ...common,
      id: `${d.prefix}.file-delete` as const,
      method: 'DELETE' as const,
      path: `${apiBase}${d.path}/file/:fileId`,
      summary: `Delete one of the files of ${d.label} (Snipe-IT's path)`,
      auth: can('update'),
      response: mutationEnvelope(z.null()),
      errors: notFoundFile,
    },
  ];
}

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
      declared: 'attachments' as const,
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
      declared: 'attachments' as const,
      summary: `Upload a file for ${d.label}${d.documents ? ' (a PDF, an office document or an image)' : ''}`,
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
      declared: 'attachments' as const,
      summary: `Download one of the files of ${d.label}`,
      auth: can('read'),
      produces: d.documents ? '*/*' : 'image/*',
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
      declared: 'attachments' as const,
      summary: `Delete one of the files of ${d.label}`,
      auth: can('update'),
      response: mutationEnvelope(z.null()),
      errors: notFoundFile,
    },
  ];
}
