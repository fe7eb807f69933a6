import { LuMessageSquare } from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import type { WebFeature } from '../feature-types';

/** The template's apps (issue 29): todo, chat, email, calendar and the registration page, under `/template/`. */
export const templateAppsFeature: WebFeature = {
  name: 'template-apps',
  namespace: 'template-apps',
  routes: [{ path: 'template/chat', load: () => import('./chat/chat-page').then((m) => m.ChatPage) }],
  publicRoutes: [{ path: 'register', load: () => import('./register/register-page').then((m) => m.RegisterPage) }],
  menu: [
    {
      key: 'template-chat',
      section: 'apps',
      to: '/template/chat',
      label: 'template-apps:chat.title',
      icon: LuMessageSquare,
      visible: (ability) => canCallEndpoint(ability, 'tapps.chat.chats'),
    },
  ],
};
