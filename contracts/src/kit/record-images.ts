import { z } from 'zod';
import { mutationEnvelope } from './envelopes.js';
import type { ResourceDecl } from './resource.js';
import type { Endpoint, EndpointAuth } from './endpoint.js';

/** `{path}/{id}/image` of a resource that keeps a picture per row: read it, upload one, delete it. */
export function imageEndpoints(
  r: ResourceDecl,
  path: string,
  row: z.ZodType,
  can: (action: 'read' | 'update') => EndpointAuth,
): Endpoint[] {
  const common = { resource: r.name, kind: 'action' as const, path, declared: 'image' as const };
  return [
    {
      ...common,
      id: `${r.name}.image`,
      method: 'GET',
      summary: `The picture of a ${r.entity}`,
      auth: can('read'),
      produces: 'image/*',
      response: z.union([z.string(), mutationEnvelope(z.null())]),
      errors: { 404: { description: 'The row has no picture.', schema: mutationEnvelope(z.null()) } },
    },
    {
      ...common,
      id: `${r.name}.image-upload`,
      method: 'POST',
      summary: `Upload the picture of a ${r.entity} (jpeg, webp, png, gif, svg; replaces the one before)`,
      auth: can('update'),
      multipart: true,
      body: z.object({ image: z.unknown().optional() }),
      response: mutationEnvelope(row),
    },
    {
      ...common,
      id: `${r.name}.image-delete`,
      method: 'DELETE',
      summary: `Delete the picture of a ${r.entity}`,
      auth: can('update'),
      response: mutationEnvelope(row),
    },
  ];
}
