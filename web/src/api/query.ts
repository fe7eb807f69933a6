/** A request's query parameters; a list repeats its parameter (`category_id=1&category_id=2`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
