/** A row as SQLite hands it back, before the declaration shapes it (a leaf: hooks and rows both read it). */
export type RawRow = Record<string, unknown> & { id: number };
