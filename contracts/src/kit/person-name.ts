const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** A user-like row's display name: `name`, else "first last", else the username. */
export function personName(row: Record<string, unknown>): string {
  if (typeof row.name === 'string' && row.name.trim()) return row.name;
  const full = [row.first_name, row.last_name].filter((p) => typeof p === 'string' && p).join(' ');
  if (full) return full;
  return typeof row.username === 'string' ? row.username : `#${String(row.id ?? '')}`;
}

/** Who or what holds an item: a user by full name, a location or an asset by name (tag as fallback); null for none. */
export function holderTitle(value: unknown): string | null {
  const holder = asRecord(value);
  if (!holder) return null;
  if (holder.type === 'user' || 'first_name' in holder || 'username' in holder) return personName(holder);
  return String(holder.name || holder.asset_tag || `#${String(holder.id ?? '')}`);
}
