import type { Template } from '../template.js';

const t = (en: string, fr: string, de: string, pt: string, ar: string): Template => ({ en, fr, de, pt, ar });

/** SLAs: an agreement's own rules (the required-if and date-order texts are Laravel's, in VALIDATION). */
export const SERVICE_LEVELS: Template[] = [
  t(
    "The contract must be one of the customer's contracts.",
    'Le contrat doit être un contrat de ce client.',
    'Der Vertrag muss ein Vertrag dieses Kunden sein.',
    'O contrato tem de ser um contrato deste cliente.',
    'يجب أن يكون العقد أحد عقود هذا العميل.',
  ),
  t(
    'The business end field must be a time after business start.',
    'La fin des heures ouvrées doit être postérieure à leur début.',
    'Das Ende der Geschäftszeit muss nach ihrem Beginn liegen.',
    'O fim do horário de expediente tem de ser posterior ao seu início.',
    'يجب أن تكون نهاية ساعات العمل بعد بدايتها.',
  ),
];
