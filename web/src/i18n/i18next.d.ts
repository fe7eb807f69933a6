import 'i18next';
import type demo from '../../public/locales/en/demo.json';
import type devSwitches from '../../public/locales/en/dev-switches.json';
import type logbooks from '../../public/locales/en/logbooks.json';
import type navbarSearch from '../../public/locales/en/navbar-search.json';
import type preventive from '../../public/locales/en/preventive.json';
import type templateApps from '../../public/locales/en/template-apps.json';
import type templateShop from '../../public/locales/en/template-shop.json';
import type translation from '../../public/locales/en/translation.json';
import type workOrders from '../../public/locales/en/work-orders.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      demo: typeof demo;
      'dev-switches': typeof devSwitches;
      logbooks: typeof logbooks;
      'navbar-search': typeof navbarSearch;
      preventive: typeof preventive;
      'template-apps': typeof templateApps;
      'template-shop': typeof templateShop;
      'work-orders': typeof workOrders;
    };
  }
}
