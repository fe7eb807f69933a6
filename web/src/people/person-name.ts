/** A user-like row's display name: `name`, else "first last", else the username. */
export function personName(row: Record<string, unknown>): string {
  if (typeof row.name === 'string' && row.name.trim()) return row.name;
  const full = [row.first_name, row.last_name].filter((p) => typeof p === 'string' && p).join(' ');
  if (full) return full;
  return typeof row.username === 'string' ? row.username : `#${String(row.id ?? '')}`;
}
