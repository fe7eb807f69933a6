import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_TYPES,
  CHECKLIST_STAGES,
  DEMO_ACCOUNTS,
  ESCALATION_TRIGGERS,
  LINK_TYPES,
  MEDIA_RULES,
  OPTION_LISTS,
  OPTION_RESULTS,
  QUOTATION_LINE_KINDS,
  QUOTATION_STATUSES,
  REVISION_TYPES,
  STANDARD_OPTIONS,
  UPDATE_KINDS,
  WORK_LOG_ACTIONS,
  IMPORT_TYPES,
  resources,
  SKILL_LEVELS,
  TEMPLATE_PERMISSION_ROLES,
  UPLOAD_REFUSED_TEXT,
} from '@cmms/contracts';
import { PERMISSION_AREAS, PERMISSION_CHOICES } from '@cmms/contracts/permission-catalog';
import { ITEM_TYPES } from '../../../../web/src/assets/asset-item-types';
import { HARDWARE_FILTERS } from '../../../../web/src/assets/hardware-filters';
import { ACTION_TYPES, actionTypeLabelKey, REPORT_KEYS } from '../../../../web/src/reports/report-keys';
import { SCHEDULE_FILTERS } from '../../../../web/src/features/preventive/schedules/schedule-filter-keys';

/**
 * Every visible string of the console goes through i18n, so every key must exist in every
 * language, and every declared resource must have its labels (adding a resource = locale lines).
 */
const WEB = fileURLToPath(new URL('../../../../web/', import.meta.url));
const LOCALES = join(WEB, 'public/locales');
const LANGUAGES = ['en', 'fr', 'de', 'pt', 'ar'] as const;
// i18next plural forms: a language has the forms its grammar needs, all under one base key.
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix.endsWith(':') || !prefix ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const namespaces = (lang: string) =>
  readdirSync(join(LOCALES, lang))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
// A feature module's own namespace (`logbooks.json`) is checked as `logbooks:key` with the rest.
const load = (lang: string) =>
  new Map(
    namespaces(lang).flatMap((ns) => [
      ...flatten(
        JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Tree,
        ns === 'translation' ? '' : `${ns}:`,
      ),
    ]),
  );
const locales = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang)])) as Record<
  (typeof LANGUAGES)[number],
  Map<string, string>
>;
const baseKeys = (lang: (typeof LANGUAGES)[number]) =>
  new Set([...locales[lang].keys()].map((k) => k.replace(PLURAL, '')));
const has = (lang: (typeof LANGUAGES)[number], key: string) => baseKeys(lang).has(key);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('exist for exactly the five supported languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    // And each has the same namespaces (the core's and one per feature module).
    for (const lang of LANGUAGES) expect(namespaces(lang)).toEqual(namespaces('en'));
  });

  it.each(LANGUAGES)('%s has every key another language has, none empty', (lang) => {
    const all = new Set(LANGUAGES.flatMap((other) => [...baseKeys(other)]));
    const missing = [...all].filter((key) => !has(lang, key));
    expect(missing).toEqual([]);
    const empty = [...locales[lang]].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('%s uses the same interpolation variables as English', (lang) => {
    const mismatched: string[] = [];
    for (const [key, text] of locales[lang]) {
      const en = locales.en.get(key) ?? locales.en.get(`${key.replace(PLURAL, '')}_other`);
      // Plural forms like Arabic 'one' may spell the number out instead of using {{count}}.
      if (en === undefined || PLURAL.test(key)) continue;
      if (variables(text).join() !== variables(en).join()) mismatched.push(key);
    }
    expect(mismatched).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is really translated, not copied from English', (lang) => {
    const same = [...locales[lang]].filter(([key, text]) => locales.en.get(key) === text).length;
    expect(same / locales[lang].size).toBeLessThan(0.15);
  });
});

describe('registry labels', () => {
  it.each(LANGUAGES)('%s labels every resource, field, count and enum option', (lang) => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!has(lang, key)) missing.push(key);
    };
    for (const r of resources) {
      need(`resources.${r.name}.title`);
      need(`resources.${r.name}.singular`);
      for (const [key, field] of Object.entries(r.fields)) {
        need(`resources.${r.name}.fields.${key}`);
        if (field.kind === 'enum')
          for (const option of field.options) need(`resources.${r.name}.options.${key}.${option}`);
      }
      for (const key of Object.keys(r.counts ?? {})) need(`resources.${r.name}.fields.${key}`);
    }
    for (const account of DEMO_ACCOUNTS) need(`roles.${account.role}`);
    for (const code of LANGUAGES) need(`languages.${code}`);
    expect(missing).toEqual([]);
  });
});

describe('permission catalogue labels', () => {
  // The matrix labels a standalone row by its area, an accordion by its area and each key by the part
  // after the area (`assets.view.requestable` → verbs.view_requestable; i18next would nest on dots).
  const verbKey = (key: string) => `permissions.verbs.${key.slice(key.indexOf('.') + 1).replace(/\./g, '_')}`;

  it.each(LANGUAGES)('%s labels every area, every key of an accordion and the three choices', (lang) => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!has(lang, key)) missing.push(key);
    };
    for (const area of PERMISSION_AREAS) {
      need(`permissions.areas.${area.id}`);
      if (area.keys.length > 1) for (const key of area.keys) need(verbKey(key));
    }
    expect(PERMISSION_CHOICES).toEqual(['1', '-1', '0']);
    for (const choice of ['grant', 'deny', 'inherit']) need(`permissions.${choice}`);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s gives the areas of one language distinct labels', (lang) => {
    const labels = PERMISSION_AREAS.map((area) => locales[lang].get(`permissions.areas.${area.id}`));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each(LANGUAGES)('%s labels the keys built at run time: menu areas and draft states', (lang) => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!has(lang, key)) missing.push(key);
    };
    for (const area of new Set(resources.map((r) => r.area))) need(`menu.${area}`);
    for (const state of ['idle', 'loading', 'succeeded', 'failed']) need(`form.state.${state}`);
    for (const role of TEMPLATE_PERMISSION_ROLES) need(`templatePermissions.roles.${role}`);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s labels the asset screens built at run time: filters, targets, imports, reports', (lang) => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!has(lang, key)) missing.push(key);
    };
    for (const filter of HARDWARE_FILTERS) {
      need(filter.labelKey);
      for (const option of filter.options ?? []) need(option.labelKey);
    }
    for (const type of ASSIGNEE_TYPES) {
      need(`assets.targets.${type}`);
      need(`assets.pickTarget.${type}`);
    }
    for (const type of IMPORT_TYPES) need(`imports.types.${type}`);
    for (const count of ['created', 'updated', 'rejected']) need(`imports.counts.${count}`);
    for (const report of REPORT_KEYS) {
      need(`reports.${report}.title`);
      need(`reports.${report}.subtitle`);
    }
    for (const type of ITEM_TYPES) need(`reports.itemTypes.${type}`);
    for (const action of ACTION_TYPES) need(actionTypeLabelKey(action));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s labels the work-order screens built at run time: moves, links, feeds, money', (lang) => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!has(lang, key)) missing.push(key);
    };
    const each = (prefix: string, values: readonly string[]) => values.forEach((v) => need(`${prefix}.${v}`));
    each('work-orders:moves', WORK_LOG_ACTIONS);
    each('work-orders:links.types', LINK_TYPES);
    each('work-orders:updates.kinds', UPDATE_KINDS);
    each('work-orders:revisions.types', REVISION_TYPES);
    each('work-orders:escalations.triggers', ESCALATION_TRIGGERS);
    each('workOrders.checklists.stages', CHECKLIST_STAGES);
    each('workOrders.checklists.notNow', CHECKLIST_STAGES);
    each('work-orders:quotation.kinds', QUOTATION_LINE_KINDS);
    each('work-orders:quotation.statuses', QUOTATION_STATUSES);
    each('workOrders.templates.lists', OPTION_LISTS);
    each('workOrders.templates.media', MEDIA_RULES);
    each('workOrders.templates.results', OPTION_RESULTS);
    each('workOrders.units', ['min', 'h', 'd']);
    each(
      'work-orders:options',
      Object.values(STANDARD_OPTIONS).flatMap((options) => options.map((option) => option.key)),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s labels the preventive screens from their own namespace: filters, skill levels', (lang) => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!has(lang, key)) missing.push(key);
    };
    // The schedules' filters and the people's skill levels are keys built at run time in `preventive.json`.
    for (const filter of SCHEDULE_FILTERS) need(filter.labelKey);
    for (const level of SKILL_LEVELS) need(`preventive:people.levels.${level}`);
    // The menu titles stay in translation.json: the shell renders the menu before the screens' chunk.
    for (const screen of ['schedules', 'people']) need(`preventive.${screen}.title`);
    expect(missing).toEqual([]);
  });

  it('keeps the refused-upload text of the spec word for word in English', () => {
    expect(locales.en.get('userFiles.invalid')).toBe(UPLOAD_REFUSED_TEXT);
  });
});

describe('console source', () => {
  it('only uses literal i18n keys that exist in English', () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          // A feature's file reads its own namespace (`useTranslation('logbooks')`): its keys are `logbooks:key`;
          // a key that names its namespace (`t('demo:menu')`) is checked in that namespace's file.
          const ns = /useTranslation\(\s*'([\w-]+)'\s*\)/.exec(text)?.[1];
          for (const match of text.matchAll(/\bt\(\s*'([\w.:]+)'/g)) {
            const key = match[1]!;
            used.add(ns && !key.includes(':') ? `${ns}:${key}` : key);
          }
        }
      }
    };
    walk(join(WEB, 'src'));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !has('en', key))).toEqual([]);
  });
});
