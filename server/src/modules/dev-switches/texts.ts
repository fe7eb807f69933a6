import type { Template } from '../../i18n/template.js';

const t = (en: string, fr: string, de: string, pt: string, ar: string): Template => ({ en, fr, de, pt, ar });

/**
 * The dev switches' server texts (a leaf: the English must equal the constants of
 * `@cmms/contracts/dev-switches/endpoints`, which tests/api/modules/dev-switches/dev-switches.test.ts checks).
 */
export const DEV_SWITCH_TEXTS: readonly Template[] = [
  t(
    'Dev switches are off: start the server in development mode (MOCK_DEV=1, as npm run dev does).',
    'Les interrupteurs de développement sont désactivés : démarrez le serveur en mode développement (MOCK_DEV=1, comme le fait npm run dev).',
    'Die Entwicklungsschalter sind aus: Starten Sie den Server im Entwicklungsmodus (MOCK_DEV=1, wie npm run dev es tut).',
    'Os interruptores de desenvolvimento estão desligados: inicie o servidor em modo de desenvolvimento (MOCK_DEV=1, como faz o npm run dev).',
    'مفاتيح التطوير معطّلة: شغّل الخادم في وضع التطوير (MOCK_DEV=1، كما يفعل npm run dev).',
  ),
  t(
    'This call failed on purpose: a dev switch is on.',
    'Cet appel a échoué exprès : un interrupteur de développement est activé.',
    'Dieser Aufruf ist absichtlich fehlgeschlagen: Ein Entwicklungsschalter ist an.',
    'Esta chamada falhou de propósito: um interruptor de desenvolvimento está ligado.',
    'فشل هذا الطلب عمدًا: أحد مفاتيح التطوير مفعّل.',
  ),
  t(
    'Dev switch not found',
    'Interrupteur de développement introuvable',
    'Entwicklungsschalter nicht gefunden',
    'Interruptor de desenvolvimento não encontrado',
    'مفتاح التطوير غير موجود',
  ),
  t(
    'Dev switch set.',
    'Interrupteur de développement activé.',
    'Entwicklungsschalter gesetzt.',
    'Interruptor de desenvolvimento definido.',
    'تم ضبط مفتاح التطوير.',
  ),
  t(
    'Dev switch cleared.',
    'Interrupteur de développement retiré.',
    'Entwicklungsschalter entfernt.',
    'Interruptor de desenvolvimento removido.',
    'تمت إزالة مفتاح التطوير.',
  ),
  t(
    'Dev switches cleared.',
    'Interrupteurs de développement retirés.',
    'Entwicklungsschalter entfernt, alle.',
    'Interruptores de desenvolvimento removidos.',
    'تمت إزالة مفاتيح التطوير.',
  ),
  t(
    'Name an endpoint id or a route path of the API.',
    "Indiquez l'identifiant d'un point d'accès ou le chemin d'une route de l'API.",
    'Nennen Sie die ID eines Endpunkts oder den Pfad einer Route der API.',
    'Indique o identificador de um endpoint ou o caminho de uma rota da API.',
    'اذكر معرّف نقطة نهاية أو مسار طريق في واجهة البرمجة.',
  ),
  t(
    'The method must be GET, POST, PATCH, PUT, DELETE or *.',
    'La méthode doit être GET, POST, PATCH, PUT, DELETE ou *.',
    'Die Methode muss GET, POST, PATCH, PUT, DELETE oder * sein.',
    'O método deve ser GET, POST, PATCH, PUT, DELETE ou *.',
    'يجب أن تكون الطريقة GET أو POST أو PATCH أو PUT أو DELETE أو *.',
  ),
  t(
    'The delay is milliseconds (up to 30000) or a range such as 200-1200.',
    'Le délai est en millisecondes (30000 au plus) ou une plage comme 200-1200.',
    'Die Verzögerung ist in Millisekunden (höchstens 30000) oder ein Bereich wie 200-1200.',
    'O atraso é em milissegundos (até 30000) ou um intervalo como 200-1200.',
    'التأخير بالميلي ثانية (حتى 30000) أو نطاق مثل 200-1200.',
  ),
  t(
    'The failure must be error, 401, 403, 404, 422, 500, network or timeout.',
    "L'échec doit être error, 401, 403, 404, 422, 500, network ou timeout.",
    'Der Fehler muss error, 401, 403, 404, 422, 500, network oder timeout sein.',
    'A falha deve ser error, 401, 403, 404, 422, 500, network ou timeout.',
    'يجب أن يكون الفشل error أو 401 أو 403 أو 404 أو 422 أو 500 أو network أو timeout.',
  ),
  t(
    'The count must be a whole number from 1 to 1000.',
    'Le nombre doit être un entier de 1 à 1000.',
    'Die Anzahl muss eine ganze Zahl von 1 bis 1000 sein.',
    'A contagem deve ser um número inteiro de 1 a 1000.',
    'يجب أن يكون العدد رقمًا صحيحًا من 1 إلى 1000.',
  ),
  t(
    'Give a delay, a failure or both.',
    'Indiquez un délai, un échec ou les deux.',
    'Geben Sie eine Verzögerung, einen Fehler oder beides an.',
    'Indique um atraso, uma falha ou ambos.',
    'حدّد تأخيرًا أو فشلًا أو كليهما.',
  ),
];
