import type { Template } from '../../i18n/template.js';

const t = (en: string, fr: string, de: string, pt: string, ar: string): Template => ({ en, fr, de, pt, ar });

export const DEMO_TEXT = {
  full: 'All demo sessions are in use. Please try again in a few minutes.',
  reset: 'The demo data is back to its starting state.',
  persona: 'Logged in successfully.',
  clock: 'The demo clock moved forward.',
  failed: 'A demo session could not be opened. Please try again.',
} as const;

/** Demo sessions' server texts (issue 30). */
export const DEMO_TEXTS: Template[] = [
  t(
    DEMO_TEXT.full,
    'Toutes les sessions de démonstration sont occupées. Veuillez réessayer dans quelques minutes.',
    'Alle Demo-Sitzungen sind belegt. Bitte versuchen Sie es in ein paar Minuten erneut.',
    'Todas as sessões de demonstração estão em uso. Tente novamente dentro de alguns minutos.',
    'جميع جلسات العرض التوضيحي قيد الاستخدام. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
  ),
  t(
    DEMO_TEXT.reset,
    'Les données de démonstration sont revenues à leur état initial.',
    'Die Demodaten sind wieder im Ausgangszustand.',
    'Os dados de demonstração voltaram ao estado inicial.',
    'عادت بيانات العرض التوضيحي إلى حالتها الأولى.',
  ),
  t(
    DEMO_TEXT.clock,
    'L’horloge de démonstration a avancé.',
    'Die Demo-Uhr wurde vorgestellt.',
    'O relógio de demonstração avançou.',
    'تم تقديم ساعة العرض التوضيحي.',
  ),
  t(
    DEMO_TEXT.failed,
    'Impossible d’ouvrir une session de démonstration. Veuillez réessayer.',
    'Eine Demo-Sitzung konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
    'Não foi possível abrir uma sessão de demonstração. Tente novamente.',
    'تعذّر فتح جلسة عرض توضيحي. يرجى المحاولة مرة أخرى.',
  ),
];
