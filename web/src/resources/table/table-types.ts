import type { ReactNode } from 'react';
import type { SortOrder } from './table-state';

// The table's shapes, in a leaf file: the card view and the table view both read them.
export interface TableColumn<T> {
  key: string;
  /** The header, already translated. */
  label: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** The `sort` the column sends; a header button when the table sorts. */
  sortKey?: string;
  /** Width of the column's skeleton bar while the rows load. */
  skeletonWidth?: string;
  /** Stays in view when a wide table scrolls sideways (the row actions). */
  sticky?: boolean;
}

/** What the view needs of a table: a `TableController` fits, and so does `{ rows }` for rows at hand. */
export interface TableView<T> {
  /** Undefined while loading. */
  rows: T[] | undefined;
  failed?: boolean;
  /** Why it failed (the server's message is shown with the retry). */
  error?: unknown;
  retry?: () => void;
  state?: { sort: string; order?: SortOrder };
  toggleSort?: (sortKey: string) => void;
}
