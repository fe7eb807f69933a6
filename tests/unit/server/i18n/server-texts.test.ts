import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_TEXT,
  AUTH_TEXT,
  ENDPOINT_NOT_FOUND_TEXT,
  FORBIDDEN_TEXT,
  MOVE_TEXT,
  REQUEST_TEXT,
  RESTRICTED_TEXT,
  SECURITY_TEXT,
  UNAUTHORIZED_TEXT,
  UPLOAD_REFUSED_TEXT,
  DOCUMENT_REFUSED_TEXT,
  V8_FILE_TEXT,
  OCCURRENCE_NOT_FOUND,
  SKIP_TEXT,
  agreementCommitments,
  agreementSignatories,
  attributeName,
  entityLabel,
  notFoundText,
  resources,
  validationText,
  subResources,
  type SubResourceDecl,
} from '@cmms/contracts';
import { CATALOGUE } from '@cmms/server/i18n/catalogue/index';
import { TRANSLATED, acceptedLanguage, requestLanguage } from '@cmms/server/i18n/languages';
import { compile, placeholders } from '@cmms/server/i18n/template';
import { AGREEMENT_TEXT, COMMITMENT_TEXT } from '@cmms/server/hooks/agreements';
import { PERIOD_TEXT } from '@cmms/server/modules/service/agreements';
import { GUARD_TEXT } from '@cmms/server/domain/work-orders/access';
import { ESCALATION_TEXT, withEscalation } from '@cmms/server/domain/work-orders/escalations';
import { translateMessages, translateText } from '@cmms/server/i18n/translator';

const PLURAL_KEYS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const GENDER_KEYS = new Set(['m', 'f', 'n', 'other']);
/** `:rest` is an English tail a translation words in its own way. */
const shown = (text: string) => new Set(placeholders(text).filter((p) => p !== 'rest'));

describe('the server text catalogue', () => {
  it('has every template in all five languages with the same placeholders', () => {
    const seen = new Set<string>();
    for (const template of CATALOGUE) {
      expect(seen.has(template.en), `twice: ${template.en}`).toBe(false);
      seen.add(template.en);
      const english = shown(template.en);
      for (const lang of TRANSLATED) {
        const text = template[lang];
        expect(text.trim(), `${lang}: ${template.en}`).not.toBe('');
        expect(text, `${lang} is a copy: ${template.en}`).not.toBe(template.en);
        expect(shown(text), `${lang}: ${template.en}`).toEqual(english);
        for (const [, name, options] of text.matchAll(/\{([a-z]+)\|([^{}]*)\}/g)) {
          const keys = options!.split('|').map((o) => o.slice(0, o.indexOf(':')));
          const allowed = ['entity', 'kind'].includes(name!) ? GENDER_KEYS : PLURAL_KEYS;
          expect(
            keys.every((k) => allowed.has(k)),
            `${lang} {${name}|…}: ${template.en}`,
          ).toBe(true);
        }
      }
    }
  });

  it('reads each template back from its own English text', () => {
    for (const template of CATALOGUE) {
      const sample = template.en.replace(/:([a-zA-Z]+)/g, (_, name: string) =>
        ['count', 'total', 'n', 'min', 'max', 'seconds', 'line', 'depth', 'days'].includes(name) ? '7' : 'name',
      );
      expect(compile(template).regex.test(sample), template.en).toBe(true);
      for (const lang of TRANSLATED) {
        const text = translateText(sample, lang);
        expect(text, `${lang}: ${template.en}`).not.toBe(sample);
        expect(text, `${lang}: ${template.en}`).not.toMatch(/\{[a-z]+\||:[a-z]+\b(?![/])/);
      }
    }
  });

  it('translates every validation rule, every record text and the fixed texts the server sends', () => {
    const a = attributeName('category_id');
    const sent: string[] = [
      ...Object.values(validationText).map((rule) => (rule as (a: string, n: number) => string)(a, 5)),
      ...resources.flatMap((r) => {
        const { inUse, ...messages } = r.messages;
        const texts = Object.values(messages).filter((m): m is string => typeof m === 'string' && m !== '');
        return [
          ...texts,
          ...(inUse ? [inUse.replaceAll('{type}', 'asset').replaceAll('{count}', '3')] : []),
          notFoundText(r),
          `${r.entity} restored successfully.`,
          `The ${entityLabel(r)} was not deleted and therefore cannot be restored`,
        ];
      }),
      // An SLA's commitments and signatories: child rows, declared like resources.
      ...[agreementCommitments, agreementSignatories].flatMap((r) =>
        Object.values(r.messages).map((m) => m.replaceAll('{type}', 'asset')),
      ),
      // Declared sub-resources: their not-found, success and duplicate texts.
      ...subResources.flatMap((d: SubResourceDecl) =>
        [d.notFound, d.add?.message, d.edit?.message, d.remove?.message, d.add?.unique?.message].flatMap((m) =>
          m ? [m] : [],
        ),
      ),
      AGREEMENT_TEXT.contractOfCustomer,
      AGREEMENT_TEXT.endAfterStart,
      AGREEMENT_TEXT.businessEndAfterStart,
      AGREEMENT_TEXT.requiredForBusiness('business days'),
      COMMITMENT_TEXT.requiredForKind('target_percent', 'uptime'),
      PERIOD_TEXT.endAfterStart,
      ...Object.values(AUTH_TEXT),
      ...Object.values(ACCEPTANCE_TEXT),
      ...Object.values(REQUEST_TEXT),
      ...Object.values(V8_FILE_TEXT),
      ...Object.values(SECURITY_TEXT).flatMap((v) => (typeof v === 'string' ? [v] : [])),
      SECURITY_TEXT.importTooManyRows(5000),
      SECURITY_TEXT.importRowTooLong(12),
      SECURITY_TEXT.tooDeep(32),
      SECURITY_TEXT.tooManyKeys(64),
      SECURITY_TEXT.importNotAllowed('create'),
      SECURITY_TEXT.grantsNotHeld(['hardware.view']),
      SECURITY_TEXT.importNotAllowed('update'),
      SECURITY_TEXT.importNoHolder('Amira Haddad'),
      MOVE_TEXT.refused('open', 'closed'),
      MOVE_TEXT.preGate('Lockout'),
      MOVE_TEXT.postGate('Handover'),
      MOVE_TEXT.openSubtasks('WO-1'),
      MOVE_TEXT.needsAssignee,
      MOVE_TEXT.nothingToLog,
      RESTRICTED_TEXT(attributeName('due_date')),
      GUARD_TEXT.notAWorker(attributeName('assignee')),
      GUARD_TEXT.parentNotYours,
      ...Object.values(ESCALATION_TEXT).map((text) =>
        withEscalation('', text, [{ level: 2, rule: 'P1', at: new Date() }]),
      ),
      UNAUTHORIZED_TEXT,
      FORBIDDEN_TEXT,
      ENDPOINT_NOT_FOUND_TEXT,
      UPLOAD_REFUSED_TEXT,
      DOCUMENT_REFUSED_TEXT,
      OCCURRENCE_NOT_FOUND,
      SKIP_TEXT.skipped('2026-12-05'),
      SKIP_TEXT.openWorkOrder('WO-2026-0042'),
    ];
    const untranslated = TRANSLATED.flatMap((lang) =>
      sent.filter((text) => translateText(text, lang) === text).map((text) => `${lang}: ${text}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('names fields as words of the language, not keys', () => {
    const required = validationText.required(attributeName('category_id'));
    expect(required).toBe('The category id field is required.');
    expect(translateText(required, 'fr')).toBe('Le champ catégorie est obligatoire.');
    expect(translateText(required, 'de')).toBe('Das Feld „Kategorie“ ist erforderlich.');
    expect(translateText(required, 'pt')).toBe('O campo categoria é obrigatório.');
    expect(translateText(required, 'ar')).toBe('حقل الفئة مطلوب.');
    // A key no form labels keeps its English words.
    expect(translateText(validationText.required('zz top'), 'fr')).toBe('Le champ zz top est obligatoire.');
  });

  it('uses the Arabic plural forms: one, two, few, many, other', () => {
    const wait = (n: number) => translateText(`Too many login attempts. Please try again in ${n} seconds.`, 'ar');
    expect(wait(1)).toContain('بعد ثانية واحدة.');
    expect(wait(2)).toContain('بعد ثانيتين.');
    expect(wait(3)).toContain('بعد 3 ثوانٍ.');
    expect(wait(11)).toContain('بعد 11 ثانية.');
    expect(translateText(validationText.minChars('name', 11), 'ar')).toBe('يجب ألا يقل حقل الاسم عن 11 حرفًا.');
    expect(translateText(validationText.minChars('name', 3), 'ar')).toBe('يجب ألا يقل حقل الاسم عن 3 أحرف.');
    expect(translateText(validationText.maxChars('name', 100), 'ar')).toBe('يجب ألا يزيد حقل الاسم على 100 حرف.');
    expect(translateText(validationText.minChars('name', 1), 'fr')).toBe(
      'Le champ nom doit contenir au moins 1 caractère.',
    );
  });

  it('agrees participles with the record type in French and Portuguese', () => {
    expect(translateText('Category created successfully.', 'fr')).toBe('Catégorie créée avec succès.');
    expect(translateText('Model created successfully.', 'fr')).toBe('Modèle créé avec succès.');
    expect(translateText('The Status Label was deleted successfully.', 'pt')).toBe(
      'Etiqueta de estado eliminada com sucesso.',
    );
    expect(translateText('Work order updated successfully.', 'de')).toBe('Arbeitsauftrag erfolgreich aktualisiert.');
  });

  it('passes unknown texts through and keeps field keys', () => {
    expect(translateText('Invalid input', 'ar')).toBe('Invalid input');
    expect(translateMessages({ name: ['The name field is required.', 'Odd'], x: 'Invalid input' }, 'fr')).toEqual({
      name: ['Le champ nom est obligatoire.', 'Odd'],
      x: 'Invalid input',
    });
    expect(translateMessages(null, 'de')).toBeNull();
  });

  it('picks the language: the account’s locale, else the first supported Accept-Language tag, else English', () => {
    expect(acceptedLanguage('nl-NL,de;q=0.8,fr;q=0.9')).toBe('fr');
    expect(acceptedLanguage('*')).toBeNull();
    expect(requestLanguage('ar-SA', 'fr')).toBe('ar');
    expect(requestLanguage(null, 'pt-BR,en;q=0.5')).toBe('pt');
    expect(requestLanguage('xx', undefined)).toBe('en');
    expect(requestLanguage('en-US', 'fr')).toBe('en');
  });
});
