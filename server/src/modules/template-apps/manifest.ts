import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../server-module.js';
import { registerBookmarks } from './bookmarks.js';
import { registerCalendar } from './calendar.js';
import { registerChat } from './chat.js';
import { registerEmail } from './email.js';
import { registerTodo } from './todo.js';

/**
 * The template apps at the server root (issue 29): navbar bookmarks and search, todo, chat, email and
 * calendar, in the stock client's paths and shapes (shared/reference/template-apps.md). Registered in
 * their own scope, which also reads a body of any other content type as text: the stock client sends
 * some deletes with no content type or `text/plain` (reference §12 #6), and the id may be that text.
 */
export const templateAppsModule: ServerModule = {
  name: 'template-apps',
  async register(app: FastifyInstance) {
    await app.register(async (scope) => {
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
        const text = String(body).trim();
        done(null, text === '' ? undefined : text);
      });
      registerBookmarks(scope);
      registerTodo(scope);
      registerChat(scope);
      registerEmail(scope);
      registerCalendar(scope);
    });
  },
};
