import { findResource, type ResourceDecl } from '@cmms/contracts';
import type { FakeValues } from './fake-values.js';

type Context = 'person' | 'org' | undefined;

const PERSON =
  /user|people|person|technician|assign|supportee|watcher|request|manager|created_by|checked_out|member|owner|signator|contact|author|engineer|employee|_by$/;
const ORG = /compan|location|site|supplier|vendor|customer|department|place|agreement|contract|client|tenant|project/;
const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** Whose name a `name` (or a select list's `text`) is, from the resource or key that holds it. */
export const contextOf = (resourceOrKey: string | undefined): Context =>
  !resourceOrKey ? undefined : PERSON.test(resourceOrKey) ? 'person' : ORG.test(resourceOrKey) ? 'org' : undefined;

/** Keys whose values stay (ids, envelopes, paging) while their children are walked with the same context. */
const ENVELOPE = new Set(['rows', 'payload', 'results', 'items', 'data', 'children']);

/**
 * Replaces the personal data of an API answer: names of people and organisations (companies, sites,
 * suppliers, customers), e-mails (also inside any text), phones, serials, addresses, usernames and
 * employee numbers. The resource declarations say which resource a nested `{id, name}` names; keys say
 * the rest. Ids, vocabularies (categories, statuses, models) and dates stay, so the tenant keeps its shape.
 */
export class Anonymiser {
  private readonly fake: FakeValues;
  /** Names replaced so far (original → fake), looked for inside other texts ("Seef Mall – chiller SLA"). */
  private readonly known = new Map<string, string>();
  private knownPattern: RegExp | undefined;
  constructor(fake: FakeValues) {
    this.fake = fake;
  }

  /** An answer of an endpoint of `resource` (undefined for calls of no resource). */
  body(json: unknown, resource?: string): unknown {
    // The first walk learns the answer's names, so the second finds them in its texts wherever they are.
    this.walk(json, resource, undefined);
    return this.walk(json, resource, undefined);
  }

  /** A text with every name replaced so far swapped for its fake, and every e-mail address. */
  scrub(text: string): string {
    const swapped = text.replace(EMAIL_IN_TEXT, (m) => this.fake.email(m));
    if (!this.known.size) return swapped;
    if (!this.knownPattern) {
      const alternatives = [...this.known.keys()]
        .sort((a, b) => b.length - a.length)
        .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|');
      // Whole words only: a name "Hall" leaves "Hallway" alone.
      this.knownPattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'gu');
    }
    return swapped.replace(this.knownPattern, (m) => this.known.get(m) ?? m);
  }

  private learn(original: string, fake: string): string {
    if (original.length >= 4 && !this.known.has(original)) {
      this.known.set(original, fake);
      this.knownPattern = undefined;
    }
    return fake;
  }

  private walk(value: unknown, resource: string | undefined, key: string | undefined): unknown {
    if (Array.isArray(value)) return value.map((v) => this.walk(v, resource, key));
    if (value && typeof value === 'object') return this.object(value as Record<string, unknown>, resource);
    if (typeof value === 'string') return this.scrub(value);
    return value;
  }

  private object(obj: Record<string, unknown>, resource: string | undefined): Record<string, unknown> {
    const decl: ResourceDecl | undefined = resource ? findResource(resource) : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(obj)) {
      const field = decl?.fields[key];
      if (typeof v === 'string' && v) {
        out[key] = this.scalar(key, v, field?.kind, contextOf(resource));
        continue;
      }
      // The resource a nested object belongs to: a declared reference's target, else what its key says.
      const ref = decl
        ? Object.values(decl.fields).find(
            (f) => (f.kind === 'reference' || f.kind === 'multi-reference') && f.rowKey === key,
          )
        : undefined;
      const child = ref && 'ref' in ref ? ref.ref : key === 'created_by' ? 'users' : ENVELOPE.has(key) ? resource : key;
      out[key] = this.walk(v, child, key);
    }
    return out;
  }

  private scalar(key: string, v: string, kind: string | undefined, context: Context): string {
    const f = this.fake;
    if (kind === 'email' || /(^|_)email$/.test(key)) return f.email(v);
    if (kind === 'phone' || /(^|_)(phone|fax|mobile)$/.test(key)) return f.phone(v);
    if (/serial/.test(key)) return f.serial(v);
    if (/^(address2?|street|.*_address)$/.test(key)) return f.address(v);
    if (key === 'city') return f.city(v);
    if (key === 'zip' || key === 'postcode' || key === 'postal_code') return f.zip(v);
    if (key === 'username') return f.username(v);
    if (/^employee_num(ber)?$/.test(key)) return f.employeeNumber(v);
    if (key === 'first_name') return this.learn(v, f.personName(v, 'first'));
    if (key === 'last_name') return this.learn(v, f.personName(v, 'last'));
    if (/^(contact|contact_name|full_name|display_name)$/.test(key)) return this.learn(v, f.personName(v));
    if (key === 'name' || key === 'text') {
      if (context === 'person') return this.learn(v, f.personName(v));
      if (context === 'org') return this.learn(v, f.orgName(v));
    }
    return this.scrub(v);
  }
}
