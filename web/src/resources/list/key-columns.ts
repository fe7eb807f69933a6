/**
 * The columns a reader looks for first in a list, in the order they read them: they lead the table,
 * so at 1440 px they stand clear of the sticky row actions, and a scoped tab's first columns are
 * them. The rest follow in their declared order. A resource not named keeps its declared order.
 */
const KEY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  workorders: ['number', 'title', 'status_id', 'priority_id', 'due_at', 'assignee'],
  contracts: ['name', 'status_id', 'start_date', 'expiry_date', 'value', 'customer_id', 'vendor_id'],
  contractinvoices: ['number', 'due_date', 'status', 'total', 'customer_id', 'contract_id'],
  contractquotations: ['number', 'title', 'status', 'valid_until', 'total', 'customer_id'],
  agreements: ['name', 'customer_id', 'status', 'start_date', 'end_date'],
  schedulers: ['name', 'frequency', 'interval', 'start_date', 'assignee', 'paused'],
};

/** The columns with the resource's key ones first (those present), then the others as given. */
export function keyColumnsFirst<T extends { key: string }>(resource: string, columns: readonly T[]): T[] {
  const keys = KEY_COLUMNS[resource];
  if (!keys) return [...columns];
  const rank = (column: T) => {
    const at = keys.indexOf(column.key);
    return at < 0 ? keys.length : at;
  };
  // A stable sort: the columns not named keep their order after the key ones.
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.index - b.index)
    .map(({ column }) => column);
}
