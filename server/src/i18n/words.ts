import fieldWords from './field-words.json' with { type: 'json' };
import optionWords from './option-words.json' with { type: 'json' };
import entityWords from './entity-words.json' with { type: 'json' };
import type { ServerLanguage, Translated } from './languages.js';

export type Gender = 'm' | 'f' | 'n';
interface Noun {
  word: string;
  gender: Gender;
}

/**
 * Field keys the forms do not label (action bodies, ranges), and keys whose form label depends on the
 * resource (a location's parent, a user's end date) in a neutral word; they win over the generated ones.
 */
const EXTRA_FIELDS: Record<Translated, Record<string, string>> = {
  fr: {
    parent_id: 'parent',
    start_date: 'date de début',
    end_date: 'date de fin',
    state: 'état',
    assigned_to: 'affecté à',
    checkout_to_type: 'type de destinataire',
    assets: 'actifs',
    items: 'éléments',
    lines: 'lignes',
    parts_used: 'pièces utilisées',
    start: 'début',
    end: 'fin',
    from_version: 'version de départ',
    to_version: 'version d’arrivée',
    business_start: 'début des heures ouvrées',
    business_end: 'fin des heures ouvrées',
    min: 'minimum',
    max: 'maximum',
    checklist_id: 'liste de contrôle',
    item_id: 'élément',
    linked_id: 'ordre de travail lié',
    password_confirmation: 'confirmation du mot de passe',
    assigned_user: 'utilisateur affecté',
    assigned_asset: 'actif affecté',
    assigned_location: 'emplacement affecté',
    file: 'fichier',
    user_id: 'utilisateur',
    value: 'valeur',
  },
  de: {
    parent_id: 'Übergeordnetes Element',
    start_date: 'Startdatum',
    end_date: 'Enddatum',
    state: 'Zustand',
    assigned_to: 'Zugewiesen an',
    checkout_to_type: 'Empfängertyp',
    assets: 'Assets',
    items: 'Positionen',
    lines: 'Zeilen',
    parts_used: 'Verwendete Teile',
    start: 'Beginn',
    end: 'Ende',
    from_version: 'Ausgangsversion',
    to_version: 'Zielversion',
    min: 'Minimum',
    max: 'Maximum',
    checklist_id: 'Checkliste',
    item_id: 'Position',
    linked_id: 'Verknüpfter Arbeitsauftrag',
    password_confirmation: 'Passwortbestätigung',
    assigned_user: 'Zugewiesener Benutzer',
    assigned_asset: 'Zugewiesenes Asset',
    assigned_location: 'Zugewiesener Standort',
    file: 'Datei',
    user_id: 'Benutzer',
    value: 'Wert',
  },
  pt: {
    parent_id: 'elemento principal',
    start_date: 'data de início',
    end_date: 'data de fim',
    state: 'estado',
    assigned_to: 'atribuído a',
    checkout_to_type: 'tipo de destinatário',
    assets: 'ativos',
    items: 'itens',
    lines: 'linhas',
    parts_used: 'peças utilizadas',
    start: 'início',
    end: 'fim',
    from_version: 'versão de origem',
    to_version: 'versão de destino',
    business_start: 'início do horário de expediente',
    business_end: 'fim do horário de expediente',
    min: 'mínimo',
    max: 'máximo',
    checklist_id: 'lista de verificação',
    item_id: 'item',
    linked_id: 'ordem de trabalho ligada',
    password_confirmation: 'confirmação da palavra-passe',
    assigned_user: 'utilizador atribuído',
    assigned_asset: 'ativo atribuído',
    assigned_location: 'localização atribuída',
    file: 'ficheiro',
    user_id: 'utilizador',
    value: 'valor',
  },
  ar: {
    parent_id: 'العنصر الأب',
    start_date: 'تاريخ البدء',
    end_date: 'تاريخ الانتهاء',
    state: 'الحالة',
    assigned_to: 'المُسنَد إليه',
    checkout_to_type: 'نوع المستلم',
    assets: 'الأصول',
    items: 'البنود',
    lines: 'الأسطر',
    parts_used: 'القطع المستخدمة',
    start: 'البداية',
    end: 'النهاية',
    from_version: 'الإصدار المُقارَن منه',
    to_version: 'الإصدار المُقارَن به',
    business_start: 'بداية ساعات العمل',
    business_end: 'نهاية ساعات العمل',
    min: 'الحد الأدنى',
    max: 'الحد الأقصى',
    checklist_id: 'قائمة الفحص',
    item_id: 'البند',
    linked_id: 'أمر العمل المرتبط',
    password_confirmation: 'تأكيد كلمة المرور',
    assigned_user: 'المستخدم المُسنَد إليه',
    assigned_asset: 'الأصل المُسنَد إليه',
    assigned_location: 'الموقع المُسنَد إليه',
    file: 'الملف',
    user_id: 'المستخدم',
    value: 'القيمة',
  },
};

const GENERATED = fieldWords as Record<Translated, Record<string, string>>;

/** A field as the English text names it (`category id`, the key with spaces) → the word in `lang`; else as sent. */
export function attributeWord(lang: Translated, shown: string): string {
  const key = shown.trim().replace(/ /g, '_');
  return EXTRA_FIELDS[lang][key] ?? GENERATED[lang][key] ?? shown;
}

const OPTIONS = optionWords as Record<ServerLanguage, Record<string, Record<string, string>>>;

/**
 * A value of the enum `field` (its key, or the key with spaces as English texts name it) as the console's
 * form labels it in `lang`: sent as stored (`business`) or as its English label (`In business hours only`).
 * A value the forms do not label is returned as sent.
 */
export function optionWord(lang: ServerLanguage, field: string, shown: string): string {
  const key = field.trim().replace(/ /g, '_');
  const english = OPTIONS.en[key] ?? {};
  const value = shown in english ? shown : Object.keys(english).find((v) => english[v] === shown);
  return (value !== undefined ? OPTIONS[lang][key]?.[value] : undefined) ?? shown;
}

const noun = (word: string, gender: Gender): Noun => ({ word, gender });
const m = (word: string) => noun(word, 'm');
const f = (word: string) => noun(word, 'f');
const n = (word: string) => noun(word, 'n');

/** Record types as the success and not-found texts name them (key: lower case, no spaces, no article). */
/**
 * Record types that are not declared resources (a comment, a seat, a service report) by their noun and
 * gender. A declared resource's noun comes from the console's locale lines (`entity-words.json`, written by
 * `scripts/entity-words.ts`), so it is named in one place.
 */
const OTHER_ENTITIES: Record<Translated, Record<string, Noun>> = {
  fr: {
    comment: m('commentaire'),
    depreciationclass: f("classe d'amortissement"),
    file: m('fichier'),
    image: f('image'),
    import: f('importation'),
    label: f('étiquette'),
    link: m('lien'),
    parameter: m('paramètre'),
    permission: f('autorisation'),
    quotation: m('devis'),
    invoice: f('facture'),
    seat: m('poste'),
    servicereport: m("rapport d'intervention"),
    target: f('cible'),
    watcher: m('observateur'),
    commitment: m('engagement'),
    signatory: m('signataire'),
    occurrence: f('échéance'),
  },
  de: {
    comment: m('Kommentar'),
    depreciationclass: f('Abschreibungsklasse'),
    file: f('Datei'),
    image: n('Bild'),
    import: m('Import'),
    label: n('Etikett'),
    link: f('Verknüpfung'),
    parameter: m('Parameter'),
    permission: f('Berechtigung'),
    quotation: n('Angebot'),
    invoice: f('Rechnung'),
    seat: m('Lizenzplatz'),
    servicereport: m('Servicebericht'),
    target: n('Ziel'),
    watcher: m('Beobachter'),
    commitment: f('Zusage'),
    signatory: m('Unterzeichner'),
    occurrence: m('Termin'),
  },
  pt: {
    comment: m('comentário'),
    depreciationclass: f('classe de depreciação'),
    file: m('ficheiro'),
    image: f('imagem'),
    import: f('importação'),
    label: f('etiqueta'),
    link: f('ligação'),
    parameter: m('parâmetro'),
    permission: f('permissão'),
    quotation: m('orçamento'),
    invoice: f('fatura'),
    seat: m('posto'),
    servicereport: m('relatório de serviço'),
    target: m('destino'),
    watcher: m('observador'),
    commitment: m('compromisso'),
    signatory: m('signatário'),
    occurrence: f('ocorrência'),
  },
  ar: {
    comment: m('التعليق'),
    depreciationclass: f('فئة الإهلاك'),
    file: m('الملف'),
    image: f('الصورة'),
    import: m('الاستيراد'),
    label: m('الملصق'),
    link: m('الرابط'),
    parameter: f('المعلمة'),
    permission: f('الصلاحية'),
    quotation: m('عرض السعر'),
    invoice: f('الفاتورة'),
    seat: m('المقعد'),
    servicereport: m('تقرير الخدمة'),
    target: f('الوجهة'),
    watcher: m('المتابع'),
    commitment: m('الالتزام'),
    signatory: m('الموقّع'),
    occurrence: m('الموعد'),
  },
};

/** Snipe-IT's other spellings of declared record types. */
const ALIASES: Record<string, string> = { model: 'assetmodel', field: 'customfield', fieldset: 'customfieldset' };

const ENTITIES = Object.fromEntries(
  (Object.keys(OTHER_ENTITIES) as Translated[]).map((lang) => {
    const declared = entityWords[lang] as Record<string, Noun>;
    const aliases = Object.entries(ALIASES).flatMap(([alias, key]) => (declared[key] ? [[alias, declared[key]]] : []));
    return [lang, { ...declared, ...Object.fromEntries(aliases), ...OTHER_ENTITIES[lang] }];
  }),
) as Record<Translated, Record<string, Noun>>;

/** `The Status Label`, `AssetModel`, `asset maintenance` → the noun in `lang`; an unknown type stays as sent. */
export function entityNoun(lang: Translated, shown: string): Noun {
  return ENTITIES[lang][entityKey(shown)] ?? { word: shown, gender: 'm' };
}

/** The key of a record type: `The Status Label` → `statuslabel`. */
export const entityKey = (shown: string): string =>
  shown
    .trim()
    .replace(/^the\s+/i, '')
    .replace(/[\s_-]/g, '')
    .toLowerCase();

/** Whether `lang` has its own noun for the record type (a test holds every declared resource to it). */
export const knowsEntity = (lang: Translated, shown: string): boolean => entityKey(shown) in ENTITIES[lang];
