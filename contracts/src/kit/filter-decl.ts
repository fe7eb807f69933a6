import { z } from 'zod';

/**
 * What a list filter accepts. `ids`: ids of rows (positive integers, several as a comma list or a
 * repeated key); `words`: one of these words; both together: an id or one of the words (work orders'
 * `status` takes a status id or `due`); `flag`: true/false (1/0); `date`: a calendar day (YYYY-MM-DD).
 */
export interface FilterSpec {
  name: string;
  /** The resource the ids name (shown in the OpenAPI description). */
  ids?: string;
  words?: readonly string[];
  flag?: true;
  date?: true;
}

/** A declared list filter: a bare name is free text (matched as today), a spec says its values. */
export type FilterDecl = string | FilterSpec;

export const filterName = (f: FilterDecl): string => (typeof f === 'string' ? f : f.name);

const FLAG_WORDS = ['true', 'false', '1', '0'] as const;
const ID = /^[1-9]\d{0,14}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The single values a filter's raw value holds: ids come as comma lists. */
const parts = (spec: FilterSpec, raw: string): string[] =>
  spec.ids ? raw.split(',').map((p) => p.trim()) : [raw.trim()];

/** A real calendar day: Date.parse rolls 2026-02-30 over to 2 March, so the day must read back unchanged. */
const dayOk = (v: string): boolean => {
  if (!DAY.test(v)) return false;
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};

/** Whether one raw query value is one the filter accepts (an empty value means "no filter"). */
export function filterValueOk(f: FilterDecl, raw: string): boolean {
  if (typeof f === 'string' || raw === '') return true;
  return parts(f, raw).every(
    (v) =>
      (f.ids !== undefined && ID.test(v)) ||
      (f.words?.includes(v) ?? false) ||
      (f.flag === true && (FLAG_WORDS as readonly string[]).includes(v)) ||
      (f.date === true && dayOk(v)),
  );
}

/** The filter's query schema: what the OpenAPI document shows (an enum, an id pattern, a date). */
export function filterSchema(f: FilterDecl): z.ZodType {
  if (typeof f === 'string') return z.string().optional();
  const accepts: string[] = [];
  if (f.ids) accepts.push(`ids of ${f.ids} (positive integers, comma-separated)`);
  if (f.words?.length) accepts.push(`one of: ${f.words.join(', ')}`);
  if (f.flag) accepts.push('true or false (1 or 0)');
  if (f.date) accepts.push('a date (YYYY-MM-DD)');
  const text = `Accepts ${accepts.join('; or ')}.`;
  if (f.words?.length && !f.ids && !f.flag && !f.date) {
    return z
      .enum(f.words as [string, ...string[]])
      .optional()
      .describe(text);
  }
  if (f.flag && !f.ids && !f.words && !f.date) return z.enum(FLAG_WORDS).optional().describe(text);
  if (f.date && !f.ids && !f.words && !f.flag) return z.iso.date().optional().describe(text);
  if (f.ids && !f.words && !f.flag && !f.date) {
    return z
      .string()
      .regex(/^[1-9]\d*(,[1-9]\d*)*$/)
      .optional()
      .describe(text);
  }
  // Mixed values (an id or a word): a refinement, with examples of each kind for the OpenAPI and generators.
  const examples = [...(f.ids ? ['1', '2,3'] : []), ...(f.words ?? []), ...(f.flag ? FLAG_WORDS : [])];
  return z
    .string()
    .refine((v) => filterValueOk(f, v))
    .meta({ examples })
    .optional()
    .describe(text);
}
