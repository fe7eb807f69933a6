import { z } from 'zod';
import { API_BASE } from './api.js';
import { bodySchema } from './body-schema.js';
import { listEnvelope, mutationEnvelope } from './envelopes.js';
import type { TypedEndpoint } from './endpoint.js';
import { listQuerySchema } from './list-query.js';
import { filterName, filterSchema } from './filter-decl.js';
import { notFoundText, type ResourceDecl } from './resource.js';
import { rowSchema } from './row-schema.js';

/**
 * Rows that live only inside one parent record (an SLA's commitments and signatories): listed and
 * added at `{parent}/{id}/{segment}`, deleted by id at `{parent}/{id}/{segment}/{childId}`. The child
 * is declared with the same field kinds as a resource (`child`), so bodies, rows, validation and the
 * console's form come from the one declaration; it is not in the registry (no routes of its own).
 */
export interface ChildCollectionDecl<P extends string = string> {
  /** Endpoint id prefix: `agreements.commitments` gives `.commitments`, `-create`, `-delete`. */
  prefix: P;
  parent: ResourceDecl;
  /** Path segment below the parent's `/:id`. */
  segment: string;
  /** Path parameter naming a child: `commitmentId`. */
  childParam: string;
  /** The child's column holding its parent's id. */
  parentColumn: string;
  /** The permission verb on the parent's area that adds and deletes children (`agreements.commitments`). */
  writeAction: string;
  /** What the summaries call one child: "a commitment". */
  label: string;
  child: ResourceDecl;
}

/** A child that is not under this parent (or does not exist) is HTTP 404 with the child's not-found text. */
const childNotFound = (text: string) => ({
  404: {
    description: `No such row under this record: "${text}".`,
    schema: z.object({ status: z.literal('error'), messages: z.string(), payload: z.null() }),
  },
});

export function childCollectionEndpoints<const P extends string>(
  d: ChildCollectionDecl<P>,
): [TypedEndpoint<P>, TypedEndpoint<`${P}-create`>, TypedEndpoint<`${P}-delete`>] {
  const base = `${API_BASE}${d.parent.path}/:id/${d.segment}`;
  const row = rowSchema(d.child);
  const common = {
    kind: 'action' as const,
    resource: d.parent.name,
    notFound: notFoundText(d.parent),
    declared: 'child-collection' as const,
  };
  const write = { action: d.writeAction, subject: d.parent.permission };
  return [
    {
      ...common,
      id: d.prefix,
      method: 'GET',
      path: base,
      summary: `The ${d.segment} of ${d.parent.entity.toLowerCase()} ${d.parent.path}/{id}`,
      auth: { action: 'read', subject: d.parent.permission },
      query: listQuerySchema.extend(Object.fromEntries(d.child.filters.map((f) => [filterName(f), filterSchema(f)]))),
      response: z.union([listEnvelope(row), mutationEnvelope(z.null())]),
    },
    {
      ...common,
      id: `${d.prefix}-create`,
      method: 'POST',
      path: base,
      summary: `Add ${d.label}; a refusal names each field's problem in \`messages\``,
      auth: write,
      body: bodySchema(d.child, 'create'),
      response: mutationEnvelope(row),
    },
    {
      ...common,
      id: `${d.prefix}-delete`,
      method: 'DELETE',
      path: `${base}/:${d.childParam}`,
      summary: `Delete ${d.label} by its id`,
      auth: write,
      response: mutationEnvelope(z.null()),
      errors: childNotFound(notFoundText(d.child)),
    },
  ];
}
