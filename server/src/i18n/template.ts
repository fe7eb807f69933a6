import type { Translated } from './languages.js';
import { attributeWord, entityNoun, optionWord, type Gender } from './words.js';

/**
 * A catalogue template: the English text with `:name` placeholders, and each language's text. In a
 * translation, `:name` is the value in that language (`:Name` capitalised), and `{name|key:text|…}`
 * picks a variant: by the plural category of a number (Intl.PluralRules: zero, one, two, few, many,
 * other; `#` is the number) or by the gender of an entity (m, f, n). `other` is the fallback key.
 */
export interface Template {
  en: string;
  fr: string;
  de: string;
  pt: string;
  ar: string;
}

/** Placeholders by name: a field key shown as a word, a record type, a number; anything else is kept as sent. */
const FIELDS = new Set(['attribute', 'other']);
const ENTITIES = new Set(['entity', 'kind']);
/** Placeholders that are a value of an enum field, shown as its option label: the field is `:other`, or fixed. */
const OPTION_FIELDS: Record<string, (values: Map<string, string>) => string> = {
  value: (values) => values.get('other') ?? '',
  recipient: () => 'checkout_to_type',
};
const NUMBERS = new Set(['count', 'total', 'n', 'min', 'max', 'seconds', 'line', 'depth', 'days']);

export const PLACEHOLDER = /:([a-zA-Z]+)/g;
/** The placeholders a text shows, those of its `{name|…}` choices included (the choice's own name too). */
export const placeholders = (text: string): string[] => {
  const flat = text.replace(
    /\{([a-z]+)\|([^{}]*)\}/g,
    (_, name: string, options: string) =>
      ` :${name} ${options
        .split('|')
        .map((o) => o.slice(o.indexOf(':') + 1))
        .join(' ')}`,
  );
  return [...flat.matchAll(PLACEHOLDER)].map((m) => m[1]!.toLowerCase());
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Compiled {
  regex: RegExp;
  names: string[];
  template: Template;
  /** The template's longest fixed piece: a text without it cannot match, checked before the expression. */
  literal: string;
}

/** The English template as an anchored expression capturing each placeholder. */
export function compile(template: Template): Compiled {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of template.en.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    source += escape(template.en.slice(last, m.index));
    source += NUMBERS.has(name) ? '(-?\\d+(?:\\.\\d+)?)' : '(.+?)';
    names.push(name);
    last = m.index + m[0].length;
  }
  source += escape(template.en.slice(last));
  const literal = template.en.split(PLACEHOLDER).reduce((a, b, i) => (i % 2 === 0 && b.length > a.length ? b : a), '');
  return { regex: new RegExp(`^${source}$`, 's'), names, template, literal };
}

const plurals = new Map<string, Intl.PluralRules>();
const pluralOf = (lang: Translated, n: number) => {
  let rules = plurals.get(lang);
  // European Portuguese like the wording (0 is plural there, singular in Brazil).
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang === 'pt' ? 'pt-PT' : lang)));
  return rules.select(n);
};

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The text of `template` in `lang` with the values captured from the English text. */
export function render(template: Template, lang: Translated, values: Map<string, string>): string {
  const gender = (name: string): Gender => entityNoun(lang, values.get(name) ?? '').gender;
  const choose = (name: string, options: string): string => {
    const variants = new Map(
      options.split('|').map((o) => {
        const at = o.indexOf(':');
        return [o.slice(0, at), o.slice(at + 1)] as const;
      }),
    );
    const raw = values.get(name) ?? '';
    const key = NUMBERS.has(name) ? pluralOf(lang, Number(raw)) : gender(name);
    return (variants.get(key) ?? variants.get('other') ?? [...variants.values()][0] ?? '').replace(/#/g, raw);
  };
  const word = (token: string): string => {
    const name = token.toLowerCase() === token ? token : token.charAt(0).toLowerCase() + token.slice(1);
    const raw = values.get(name);
    if (raw === undefined) return `:${token}`;
    const optionField = OPTION_FIELDS[name];
    const shown = FIELDS.has(name)
      ? attributeWord(lang, raw)
      : ENTITIES.has(name)
        ? entityNoun(lang, raw).word
        : optionField
          ? optionWord(lang, optionField(values), raw)
          : raw;
    return token === name ? shown : capitalise(shown);
  };
  return template[lang]
    .replace(/\{([a-z]+)\|([^{}]*)\}/g, (_, name: string, options: string) => choose(name, options))
    .replace(PLACEHOLDER, (_, token: string) => word(token));
}
