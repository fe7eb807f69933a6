/** A left-to-right run (a date and time, a number with its unit) kept whole inside a right-to-left sentence. */
export const ltr = (text: string): string => `\u2066${text}\u2069`;
