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
 * some deletes with no content type or `text/plain` (reference §12 #6), and that text is the id.
 */
export const templateAppsModule: ServerModule = {
  name: 'template-apps',
  async register(app: FastifyInstance) {
    await app.register(async (scope) => {
      // A text body is the id itself (`7`): read as `{ id }`, the named field every template call takes.
      const asId = (_request: unknown, body: string | Buffer, done: (error: null, body?: unknown) => void) => {
        const text = String(body).trim();
        done(null, text === '' ? undefined : { id: text.replace(/^"(.*)"$/, '$1') });
      };
      scope.removeContentTypeParser('text/plain');
      scope.addContentTypeParser('text/plain', { parseAs: 'string' }, asId);
      scope.addContentTypeParser('*', { parseAs: 'string' }, asId);
      registerBookmarks(scope);
      registerTodo(scope);
      registerChat(scope);
      registerEmail(scope);
      registerCalendar(scope);
    });
  },
};
