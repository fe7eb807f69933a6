/** `?, ?, ?` for n parameters. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
