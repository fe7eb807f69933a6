import type { Template } from '../template.js';

const t = (en: string, fr: string, de: string, pt: string, ar: string): Template => ({ en, fr, de, pt, ar });

/** The service business (issue 14): contracts' party and narrowing rules, sites, an asset's service references. */
export const SERVICE: Template[] = [
  t(
    'The customer field is required when the party is a customer.',
    'Le champ client est obligatoire lorsque la partie est un client.',
    'Das Feld Kunde ist erforderlich, wenn die Vertragspartei ein Kunde ist.',
    'O campo cliente é obrigatório quando a parte é um cliente.',
    'حقل العميل مطلوب عندما يكون الطرف عميلًا.',
  ),
  t(
    'The vendor field is required when the party is a vendor.',
    'Le champ prestataire est obligatoire lorsque la partie est un prestataire.',
    'Das Feld Dienstleister ist erforderlich, wenn die Vertragspartei ein Dienstleister ist.',
    'O campo fornecedor é obrigatório quando a parte é um fornecedor.',
    'حقل المورد مطلوب عندما يكون الطرف موردًا.',
  ),
  t(
    'The expiry date field must be a date after start date.',
    'La date d’expiration doit être postérieure à la date de début.',
    'Das Ablaufdatum muss nach dem Startdatum liegen.',
    'A data de expiração tem de ser posterior à data de início.',
    'يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.',
  ),
  t(
    'These locations do not belong to the selected customer: :names.',
    'Ces emplacements n’appartiennent pas au client choisi : :names.',
    'Diese Standorte gehören nicht zum gewählten Kunden: :names.',
    'Estas localizações não pertencem ao cliente escolhido: :names.',
    'هذه المواقع لا تتبع العميل المحدد: :names.',
  ),
  t(
    'These assets are not at the selected locations: :names.',
    'Ces actifs ne se trouvent pas aux emplacements choisis : :names.',
    'Diese Anlagen befinden sich nicht an den gewählten Standorten: :names.',
    'Estes ativos não estão nas localizações escolhidas: :names.',
    'هذه الأصول ليست في المواقع المحددة: :names.',
  ),
  t(
    'These assets do not belong to the selected customer: :names.',
    'Ces actifs n’appartiennent pas au client choisi : :names.',
    'Diese Anlagen gehören nicht zum gewählten Kunden: :names.',
    'Estes ativos não pertencem ao cliente escolhido: :names.',
    'هذه الأصول لا تتبع العميل المحدد: :names.',
  ),
  t(
    'The quotation is for another customer.',
    'Le devis concerne un autre client.',
    'Das Angebot gilt für einen anderen Kunden.',
    'O orçamento é de outro cliente.',
    'عرض السعر يخص عميلًا آخر.',
  ),
  t(
    'No contract status is mapped to the meaning "draft".',
    'Aucun statut de contrat n’a la signification « brouillon ».',
    'Kein Vertragsstatus hat die Bedeutung „Entwurf“.',
    'Nenhum estado de contrato tem o significado «rascunho».',
    'لا توجد حالة عقد بمعنى «مسودة».',
  ),
  t(
    "A sub-location belongs to its parent location's customer.",
    'Un sous-emplacement appartient au client de son emplacement parent.',
    'Ein Unterstandort gehört zum Kunden seines übergeordneten Standorts.',
    'Uma sublocalização pertence ao cliente da sua localização-mãe.',
    'الموقع الفرعي يتبع عميل موقعه الأب.',
  ),
  t(
    "The customer must own the asset's location (:location).",
    'Le client doit être propriétaire de l’emplacement de l’actif (:location).',
    'Der Kunde muss Eigentümer des Standorts der Anlage sein (:location).',
    'O cliente tem de ser o dono da localização do ativo (:location).',
    'يجب أن يكون العميل مالك موقع الأصل (:location).',
  ),
  t(
    "The commitment must be one of the selected agreement's commitments.",
    'L’engagement doit faire partie de ceux de l’accord choisi.',
    'Die Zusage muss zu den Zusagen der gewählten Vereinbarung gehören.',
    'O compromisso tem de ser um dos compromissos do acordo escolhido.',
    'يجب أن يكون الالتزام من التزامات الاتفاقية المحددة.',
  ),
  t(
    'The agreement is for another customer.',
    'L’accord concerne un autre client.',
    'Die Vereinbarung gilt für einen anderen Kunden.',
    'O acordo é de outro cliente.',
    'الاتفاقية تخص عميلًا آخر.',
  ),
];
