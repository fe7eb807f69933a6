/** An `{id, name}` object as rows carry references. */
export interface NamedRef {
  id: number;
  name: string;
}

const isRef = (value: unknown): value is NamedRef =>
  typeof value === 'object' && value !== null && typeof (value as NamedRef).id === 'number';

/**
 * A multi-reference as a row carries it: an array of `{id, name}`, or `{total, rows}` (users' groups).
 */
export function refsOf(value: unknown): NamedRef[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? (value as { rows?: unknown }).rows
      : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown): NamedRef[] => {
    if (isRef(item)) return [{ id: item.id, name: String(item.name ?? `#${item.id}`) }];
    return [];
  });
}
