/**
 * Validation texts as the real backend (Laravel 11 under Snipe-IT v8) words them.
 * The attribute is the field key with underscores shown as spaces.
 */
export const attributeName = (key: string): string => key.replace(/_/g, ' ');

export const validationText = {
  required: (a: string) => `The ${a} field is required.`,
  string: (a: string) => `The ${a} field must be a string.`,
  minChars: (a: string, n: number) => `The ${a} field must be at least ${n} characters.`,
  maxChars: (a: string, n: number) => `The ${a} field must not be greater than ${n} characters.`,
  integer: (a: string) => `The ${a} field must be an integer.`,
  numeric: (a: string) => `The ${a} field must be a number.`,
  minValue: (a: string, n: number) => `The ${a} field must be at least ${n}.`,
  maxValue: (a: string, n: number | string) => `The ${a} field must not be greater than ${n}.`,
  email: (a: string) => `The ${a} field must be a valid email address.`,
  url: (a: string) => `The ${a} field must be a valid URL.`,
  boolean: (a: string) => `The ${a} field must be true or false.`,
  date: (a: string) => `The ${a} field must be a valid date.`,
  format: (a: string) => `The ${a} field format is invalid.`,
  invalidChoice: (a: string) => `The selected ${a} is invalid.`,
  unique: (a: string) => `The ${a} has already been taken.`,
  circular: (a: string) => `The ${a} must not create a circular reference.`,
  array: (a: string) => `${a} cannot be an array.`,
  confirmed: (a: string) => `The ${a} field confirmation does not match.`,
  /** Laravel's `prohibited`: a field the call does not take (a misspelt one must not pass as accepted). */
  prohibited: (a: string) => `The ${a} field is prohibited.`,
  /** Laravel's `required_if`, the value named by its option label (Laravel's `validation.values`), not as stored. */
  requiredIf: (a: string, other: string, label: string) => `The ${a} field is required when ${other} is “${label}”.`,
} as const;
