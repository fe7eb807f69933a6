import { z } from 'zod';

export interface Mismatch {
  path: string;
  expected: string;
  received: string;
}

const describeValue = (value: unknown): string => {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string')
    return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${String(value)}`;
};

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    root,
  );

export const jsonPath = (path: readonly PropertyKey[]): string =>
  path.length
    ? path
        .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
        .join('')
        .replace(/^\./, '')
    : '(root)';

/** Each way the body differs from the schema, with its JSON path, what the contract expects and what came back. */
export function schemaMismatches(schema: z.ZodType, body: unknown): Mismatch[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: jsonPath(issue.path),
    expected: 'expected' in issue && issue.expected ? String(issue.expected) : issue.message,
    received: describeValue(valueAt(body, issue.path)),
  }));
}

/** Keys the backend sends that the contract does not declare (reported with --strict). */
export function extraKeys(schema: z.ZodType, value: unknown, path: PropertyKey[] = []): string[] {
  const def = (schema as unknown as { def: { type: string } }).def;
  if (value === null || value === undefined) return [];
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [];
      const shape = (schema as z.ZodObject).shape;
      return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
        key in shape ? extraKeys(shape[key] as z.ZodType, v, [...path, key]) : [jsonPath([...path, key])],
      );
    }
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((v, i) => extraKeys((schema as z.ZodArray).element as z.ZodType, v, [...path, i]))
        : [];
    case 'nullable':
    case 'optional':
      return extraKeys((schema as unknown as { unwrap(): z.ZodType }).unwrap(), value, path);
    case 'union': {
      // The option the value satisfies decides which keys are known.
      const options = (schema as unknown as { options: z.ZodType[] }).options;
      const match = options.find((o) => o.safeParse(value).success);
      return match ? extraKeys(match, value, path) : [];
    }
    default:
      return [];
  }
}
