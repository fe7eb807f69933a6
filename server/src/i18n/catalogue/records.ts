import type { Template } from '../template.js';

const t = (en: string, fr: string, de: string, pt: string, ar: string): Template => ({ en, fr, de, pt, ar });

/** French and Portuguese participles agree with the record type's gender. */
const fr = (m: string, f: string) => `{entity|m:${m}|f:${f}}`;
const pt = fr;
const ar = (m: string, f: string) => `{entity|m:${m}|f:${f}}`;

/** A record's life: `<Entity> created successfully.` and its variants, as the resource declarations word them. */
const done = (verbs: { en: string; fr: [string, string]; de: string; pt: [string, string]; ar: string }) => {
  const French = `:Entity ${fr(...verbs.fr)} avec succès.`;
  const German = `:Entity erfolgreich ${verbs.de}.`;
  const Portuguese = `:Entity ${pt(...verbs.pt)} com sucesso.`;
  const Arabic = `${verbs.ar} :entity بنجاح.`;
  // The longer wordings first: `:entity` would otherwise swallow "The Status Label was".
  return [
    t(`:entity was ${verbs.en} successfully.`, French, German, Portuguese, Arabic),
    t(`:entity was successfully ${verbs.en}.`, French, German, Portuguese, Arabic),
    t(`:entity ${verbs.en} successfully. :)`, French, German, Portuguese, Arabic),
    t(`:entity ${verbs.en} successfully.`, French, German, Portuguese, Arabic),
    t(`:entity successfully ${verbs.en}.`, French, German, Portuguese, Arabic),
  ];
};

/** Arabic counted nouns by plural category: zero, one, two, few (3–10), many (11–99), other (100…). */
const arCount = (zero: string, one: string, two: string, few: string, many: string, other: string) =>
  `{count|zero:# ${zero}|one:${one}|two:${two}|few:# ${few}|many:# ${many}|other:# ${other}}`;

/** What a user may still hold when deleted: English, fr, de, pt (counted), ar (counted). */
const HOLDINGS: [string, string, string, string, string][] = [
  [
    'assets',
    '{count|one:actif|other:actifs}',
    '{count|one:Anlage|other:Anlagen}',
    '{count|one:ativo|other:ativos}',
    arCount('أصل', 'أصل واحد', 'أصلان', 'أصول', 'أصلًا', 'أصل'),
  ],
  [
    'accessories',
    '{count|one:accessoire|other:accessoires}',
    '{count|one:Zubehörteil|other:Zubehörteile}',
    '{count|one:acessório|other:acessórios}',
    arCount('ملحق', 'ملحق واحد', 'ملحقان', 'ملحقات', 'ملحقًا', 'ملحق'),
  ],
  [
    'license seats',
    '{count|one:poste de licence|other:postes de licence}',
    '{count|one:Lizenzplatz|other:Lizenzplätze}',
    '{count|one:posto de licença|other:postos de licença}',
    arCount('مقعد ترخيص', 'مقعد ترخيص واحد', 'مقعدا ترخيص', 'مقاعد ترخيص', 'مقعد ترخيص', 'مقعد ترخيص'),
  ],
];
const MANAGED: [string, string, string, string, string][] = [
  [
    'locations',
    '{count|one:emplacement|other:emplacements}',
    '{count|one:Standort|other:Standorte}',
    '{count|one:localização|other:localizações}',
    arCount('موقع', 'موقعًا واحدًا', 'موقعين', 'مواقع', 'موقعًا', 'موقع'),
  ],
  [
    'users',
    '{count|one:utilisateur|other:utilisateurs}',
    '{count|one:Benutzer|other:Benutzer}',
    '{count|one:utilizador|other:utilizadores}',
    arCount('مستخدم', 'مستخدمًا واحدًا', 'مستخدمَين', 'مستخدمين', 'مستخدمًا', 'مستخدم'),
  ],
];

/** Create, update, delete, restore and the not-found texts of every record type (`:entity`). */
export const RECORDS: Template[] = [
  ...done({ en: 'created', fr: ['créé', 'créée'], de: 'erstellt', pt: ['criado', 'criada'], ar: 'تم إنشاء' }),
  ...done({
    en: 'updated',
    fr: ['mis à jour', 'mise à jour'],
    de: 'aktualisiert',
    pt: ['atualizado', 'atualizada'],
    ar: 'تم تحديث',
  }),
  ...done({
    en: 'deleted',
    fr: ['supprimé', 'supprimée'],
    de: 'gelöscht',
    pt: ['eliminado', 'eliminada'],
    ar: 'تم حذف',
  }),
  ...done({
    en: 'restored',
    fr: ['restauré', 'restaurée'],
    de: 'wiederhergestellt',
    pt: ['restaurado', 'restaurada'],
    ar: 'تمت استعادة',
  }),
  ...done({
    en: 'added',
    fr: ['ajouté', 'ajoutée'],
    de: 'hinzugefügt',
    pt: ['adicionado', 'adicionada'],
    ar: 'تمت إضافة',
  }),
  ...done({ en: 'removed', fr: ['retiré', 'retirée'], de: 'entfernt', pt: ['removido', 'removida'], ar: 'تمت إزالة' }),
  ...done({
    en: 'saved',
    fr: ['enregistré', 'enregistrée'],
    de: 'gespeichert',
    pt: ['guardado', 'guardada'],
    ar: 'تم حفظ',
  }),
  ...done({
    en: 'uploaded',
    fr: ['téléversé', 'téléversée'],
    de: 'hochgeladen',
    pt: ['carregado', 'carregada'],
    ar: 'تم رفع',
  }),
  ...done({
    en: 'escalated',
    fr: ['escaladé', 'escaladée'],
    de: 'eskaliert',
    pt: ['escalado', 'escalada'],
    ar: 'تم تصعيد',
  }),
  ...done({ en: 'generated', fr: ['généré', 'générée'], de: 'erzeugt', pt: ['gerado', 'gerada'], ar: 'تم إنشاء' }),
  t(
    ':entity does not exist.',
    ':Entity introuvable.',
    ':Entity existiert nicht.',
    `:Entity não encontrad${pt('o', 'a')}.`,
    `:entity غير ${ar('موجود', 'موجودة')}.`,
  ),
  t(
    ':entity does not exist',
    ':Entity introuvable',
    ':Entity existiert nicht',
    `:Entity não encontrad${pt('o', 'a')}`,
    `:entity غير ${ar('موجود', 'موجودة')}`,
  ),
  t(
    ':entity not found',
    ':Entity introuvable',
    ':Entity nicht gefunden',
    `:Entity não encontrad${pt('o', 'a')}`,
    `:entity غير ${ar('موجود', 'موجودة')}`,
  ),
  t(
    ':entity with tag :tag not found',
    ':Entity avec l’étiquette :tag introuvable',
    ':Entity mit dem Etikett :tag nicht gefunden',
    `:Entity com a etiqueta :tag não encontrad${pt('o', 'a')}`,
    `:entity ذو الرمز :tag غير ${ar('موجود', 'موجودة')}`,
  ),
  t(
    'The :entity [:id] does not exist.',
    ':Entity [:id] introuvable.',
    ':Entity [:id] existiert nicht.',
    `:Entity [:id] não encontrad${pt('o', 'a')}.`,
    `:entity [:id] غير ${ar('موجود', 'موجودة')}.`,
  ),
  t(
    ':entity does not exist or you do not have permission to view it.',
    ':Entity introuvable, ou vous n’avez pas le droit de {entity|m:le|f:la} voir.',
    ':Entity existiert nicht, oder Sie dürfen es nicht sehen.',
    `:Entity não encontrad${pt('o', 'a')}, ou não tem permissão para {entity|m:o|f:a} ver.`,
    `:entity غير ${ar('موجود', 'موجودة')} أو لا تملك صلاحية عرضه.`,
  ),
  t(
    'User does not exist or you do not have permission view them.',
    'Utilisateur introuvable, ou vous n’avez pas le droit de le voir.',
    'Der Benutzer existiert nicht, oder Sie dürfen ihn nicht sehen.',
    'Utilizador não encontrado, ou não tem permissão para o ver.',
    'المستخدم غير موجود أو لا تملك صلاحية عرضه.',
  ),
  t(
    'The :entity was not deleted and therefore cannot be restored',
    ':Entity n’est pas {entity|m:supprimé|f:supprimée} et ne peut donc pas être {entity|m:restauré|f:restaurée}',
    ':Entity wurde nicht gelöscht und kann daher nicht wiederhergestellt werden',
    ':Entity não foi {entity|m:eliminado|f:eliminada} e por isso não pode ser {entity|m:restaurado|f:restaurada}',
    'لم يُحذف :entity ولذلك لا يمكن استعادته',
  ),
  t(
    'No user found',
    'Aucun utilisateur trouvé',
    'Kein Benutzer gefunden',
    'Nenhum utilizador encontrado',
    'لم يُعثر على أي مستخدم',
  ),
  t(
    'That field does not exist.',
    'Ce champ n’existe pas.',
    'Dieses Feld existiert nicht.',
    'Esse campo não existe.',
    'هذا الحقل غير موجود.',
  ),
  t(
    'No matching checkouts for that component join record',
    'Aucune sortie ne correspond à cet enregistrement de composant',
    'Keine passende Ausgabe für diesen Komponenteneintrag',
    'Nenhuma saída corresponde a este registo de componente',
    'لا يوجد تسليم مطابق لسجل المكوّن هذا',
  ),
  // Deleting a record something still points to.
  t(
    'This item is in use and cannot be deleted.',
    'Cet élément est utilisé et ne peut pas être supprimé.',
    'Dieses Element wird verwendet und kann nicht gelöscht werden.',
    'Este item está em uso e não pode ser eliminado.',
    'هذا العنصر مستخدم ولا يمكن حذفه.',
  ),
  t(
    ':entity is in use.',
    ':Entity est {entity|m:utilisé|f:utilisée}.',
    ':Entity wird verwendet.',
    ':Entity está em uso.',
    ':entity قيد الاستخدام.',
  ),
  ...['is currently used by at least one', 'is currently associated with at least one', 'still has at least one'].map(
    (link) =>
      t(
        `This :entity ${link} :kind and cannot be deleted.`,
        'Impossible de supprimer {entity|m:ce|f:cette} :entity : {kind|m:un|f:une} :kind au moins y fait encore référence.',
        ':Entity kann nicht gelöscht werden: mindestens ein Eintrag vom Typ „:Kind“ verweist noch darauf.',
        'Não é possível eliminar {entity|m:este|f:esta} :entity: pelo menos {kind|m:um|f:uma} :kind ainda {entity|m:o|f:a} referencia.',
        'لا يمكن حذف :entity لأنه لا يزال مستخدمًا في سجل واحد على الأقل من نوع «:kind».',
      ),
  ),
  t(
    'This :entity is currently associated with at least one :kind and cannot be deleted. ',
    'Impossible de supprimer {entity|m:ce|f:cette} :entity : {kind|m:un|f:une} :kind au moins y fait encore référence.',
    ':Entity kann nicht gelöscht werden: mindestens ein Eintrag vom Typ „:Kind“ verweist noch darauf.',
    'Não é possível eliminar {entity|m:este|f:esta} :entity: pelo menos {kind|m:um|f:uma} :kind ainda {entity|m:o|f:a} referencia.',
    'لا يمكن حذف :entity لأنه لا يزال مستخدمًا في سجل واحد على الأقل من نوع «:kind».',
  ),
  t(
    'This :entity is currently associated with at least one :kind and cannot be deleted. Please update your :rest',
    'Impossible de supprimer {entity|m:ce|f:cette} :entity : {kind|m:un|f:une} :kind au moins y fait encore référence. Modifiez les enregistrements concernés, puis réessayez.',
    ':Entity kann nicht gelöscht werden: mindestens ein Eintrag vom Typ „:Kind“ verweist noch darauf. Ändern Sie diese Einträge und versuchen Sie es erneut.',
    'Não é possível eliminar {entity|m:este|f:esta} :entity: pelo menos {kind|m:um|f:uma} :kind ainda {entity|m:o|f:a} referencia. Atualize esses registos e tente novamente.',
    'لا يمكن حذف :entity لأنه لا يزال مستخدمًا في سجل واحد على الأقل من نوع «:kind». حدّث تلك السجلات ثم أعد المحاولة.',
  ),
  t(
    'This :entity is currently associated with one or more :rest',
    'Impossible de supprimer {entity|m:ce|f:cette} :entity : des enregistrements y font encore référence. Supprimez-les, puis réessayez.',
    ':Entity kann nicht gelöscht werden: Einträge verweisen noch darauf. Löschen Sie diese und versuchen Sie es erneut.',
    'Não é possível eliminar {entity|m:este|f:esta} :entity: ainda há registos que {entity|m:o|f:a} referenciam. Elimine-os e tente novamente.',
    'لا يمكن حذف :entity: لا تزال سجلات مرتبطة به. احذفها ثم أعد المحاولة.',
  ),
  t(
    'This location is not currently deletable because :rest',
    'Cet emplacement ne peut pas être supprimé : il est l’emplacement d’au moins un actif ou utilisateur, des actifs y sont affectés, ou il est le parent d’un autre emplacement. Modifiez ces enregistrements, puis réessayez.',
    'Dieser Standort kann nicht gelöscht werden: Er ist der Standort mindestens einer Anlage oder eines Benutzers, ihm sind Anlagen zugewiesen oder er ist einem anderen Standort übergeordnet. Ändern Sie diese Einträge und versuchen Sie es erneut.',
    'Esta localização não pode ser eliminada: é a localização de pelo menos um ativo ou utilizador, tem ativos atribuídos ou é a localização-mãe de outra. Atualize esses registos e tente novamente.',
    'لا يمكن حذف هذا الموقع: فهو موقع أصل أو مستخدم واحد على الأقل، أو أُسندت إليه أصول، أو هو الموقع الأب لموقع آخر. حدّث تلك السجلات ثم أعد المحاولة.',
  ),
  ...HOLDINGS.map(([en, fr, de, pt, ar]) =>
    t(
      `This user still has :count ${en} assigned. Please check ${en === 'license seats' ? 'them' : 'their assets'} in first.`,
      `Cet utilisateur a encore :count ${fr} à restituer. Restituez-les d’abord.`,
      `Diesem Benutzer sind noch :count ${de} zugewiesen. Bitte zuerst zurücknehmen.`,
      `Este utilizador ainda tem :count ${pt} por devolver. Devolva-os primeiro.`,
      `لا يزال لدى هذا المستخدم ${ar} مُسنَدة إليه. يُرجى إرجاعها أولًا.`,
    ),
  ),
  ...MANAGED.map(([en, fr, de, pt, ar]) =>
    t(
      `This user still manages :count ${en}. Please select another manager for them first.`,
      `Cet utilisateur gère encore :count ${fr}. Choisissez d’abord un autre responsable.`,
      `Dieser Benutzer verwaltet noch :count ${de}. Wählen Sie zuerst einen anderen Verantwortlichen.`,
      `Este utilizador ainda gere :count ${pt}. Escolha primeiro outro responsável.`,
      `لا يزال هذا المستخدم يدير ${ar}. يُرجى اختيار مدير آخر لها أولًا.`,
    ),
  ),
  t(
    'We would feel really bad if you deleted yourself, please reconsider.',
    'Vous ne pouvez pas supprimer votre propre compte.',
    'Sie können Ihr eigenes Konto nicht löschen.',
    'Não pode eliminar a sua própria conta.',
    'لا يمكنك حذف حسابك بنفسك.',
  ),
  t(
    'At least one active superuser must remain.',
    'Il doit rester au moins un super-administrateur actif.',
    'Mindestens ein aktiver Superadministrator muss bestehen bleiben.',
    'Tem de continuar a existir pelo menos um superadministrador ativo.',
    'يجب أن يبقى مدير عام نشط واحد على الأقل.',
  ),
];
