import type { Template } from '../template.js';

const t = (en: string, fr: string, de: string, pt: string, ar: string): Template => ({ en, fr, de, pt, ar });

/** Contract quotations and invoices: their lines, moves and refusals. */
export const SERVICE_MONEY: Template[] = [
  t(
    'The selected service of line :line is invalid.',
    'Le service choisi à la ligne :line n’est pas valide.',
    'Die gewählte Leistung in Zeile :line ist ungültig.',
    'O serviço selecionado na linha :line é inválido.',
    'الخدمة المختارة في السطر :line غير صالحة.',
  ),
  t(
    'The value must be a number with at most three decimals.',
    'La valeur doit être un nombre avec au plus trois décimales.',
    'Der Wert muss eine Zahl mit höchstens drei Nachkommastellen sein.',
    'O valor deve ser um número com no máximo três casas decimais.',
    'يجب أن تكون القيمة عددًا بثلاث خانات عشرية على الأكثر.',
  ),
  t(
    'Only a sent or accepted quotation can become a contract.',
    'Seul un devis envoyé ou accepté peut devenir un contrat.',
    'Nur ein versendetes oder angenommenes Angebot kann zum Vertrag werden.',
    'Só um orçamento enviado ou aceite pode tornar-se um contrato.',
    'لا يمكن تحويل عرض السعر إلى عقد إلا إذا كان مُرسلًا أو مقبولًا.',
  ),
  t(
    'This quotation has already become the contract :name.',
    'Ce devis est déjà devenu le contrat :name.',
    'Aus diesem Angebot wurde bereits der Vertrag :name.',
    'Este orçamento já deu origem ao contrato :name.',
    'تم تحويل عرض السعر هذا بالفعل إلى العقد :name.',
  ),
  t(
    'The quotation became a draft contract.',
    'Le devis est devenu un projet de contrat.',
    'Aus dem Angebot wurde ein Vertragsentwurf.',
    'O orçamento deu origem a um contrato em rascunho.',
    'تم تحويل عرض السعر إلى مسودة عقد.',
  ),
  t(
    'Only a draft invoice can be issued.',
    'Seule une facture en brouillon peut être émise.',
    'Nur eine Rechnung im Entwurf kann ausgestellt werden.',
    'Só uma fatura em rascunho pode ser emitida.',
    'لا يمكن إصدار فاتورة إلا إذا كانت مسودة.',
  ),
  t(
    'An invoice needs at least one line to be issued.',
    'Une facture doit avoir au moins une ligne pour être émise.',
    'Eine Rechnung braucht mindestens eine Position, um ausgestellt zu werden.',
    'Uma fatura precisa de pelo menos uma linha para ser emitida.',
    'يجب أن تحتوي الفاتورة على بند واحد على الأقل لإصدارها.',
  ),
  t(
    'The invoice was issued.',
    'La facture a été émise.',
    'Die Rechnung wurde ausgestellt.',
    'A fatura foi emitida.',
    'تم إصدار الفاتورة.',
  ),
  t(
    'Only an issued or overdue invoice can be paid.',
    'Seule une facture émise ou en retard peut être payée.',
    'Nur eine ausgestellte oder überfällige Rechnung kann bezahlt werden.',
    'Só uma fatura emitida ou em atraso pode ser paga.',
    'لا يمكن دفع فاتورة إلا إذا كانت صادرة أو متأخرة.',
  ),
  t(
    'The invoice was marked as paid.',
    'La facture a été marquée comme payée.',
    'Die Rechnung wurde als bezahlt markiert.',
    'A fatura foi marcada como paga.',
    'تم تعليم الفاتورة كمدفوعة.',
  ),
  t(
    'Only a draft or issued invoice can be voided.',
    'Seule une facture en brouillon ou émise peut être annulée.',
    'Nur eine Rechnung im Entwurf oder eine ausgestellte Rechnung kann storniert werden.',
    'Só uma fatura em rascunho ou emitida pode ser anulada.',
    'لا يمكن إلغاء فاتورة إلا إذا كانت مسودة أو صادرة.',
  ),
  t(
    'The invoice was voided.',
    'La facture a été annulée.',
    'Die Rechnung wurde storniert.',
    'A fatura foi anulada.',
    'تم إلغاء الفاتورة.',
  ),
  t(
    'A paid invoice cannot be edited.',
    'Une facture payée ne peut pas être modifiée.',
    'Eine bezahlte Rechnung kann nicht bearbeitet werden.',
    'Uma fatura paga não pode ser editada.',
    'لا يمكن تعديل فاتورة مدفوعة.',
  ),
  t(
    'A void invoice cannot be edited.',
    'Une facture annulée ne peut pas être modifiée.',
    'Eine stornierte Rechnung kann nicht bearbeitet werden.',
    'Uma fatura anulada não pode ser editada.',
    'لا يمكن تعديل فاتورة ملغاة.',
  ),
];
