import { authAbilities, getEndpoint, toStoredDateTime, type ResourceName } from '@cmms/contracts';
import type { BookmarkPage } from '@cmms/contracts/template-apps/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../../http/envelope.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { requestLanguage } from '../../i18n/languages.js';
import { TAPP_TEXT } from './texts.js';
import { callerId, idOf, queryText } from './shared.js';

/** The console's pages the navbar can bookmark and find; `icon` is a react-feather name, `target` a DOM id. */
export const BOOKMARK_PAGES: readonly Omit<BookmarkPage, 'isBookmarked'>[] = [
  { id: 1, target: 'dashboard', title: 'Dashboard', icon: 'Home', link: '/' },
  { id: 2, target: 'work-orders', title: 'Work orders', icon: 'Tool', link: '/maintenance/workorders' },
  { id: 3, target: 'requests', title: 'Maintenance requests', icon: 'Inbox', link: '/maintenance/requests' },
  { id: 4, target: 'work-kanban', title: 'Work kanban', icon: 'Trello', link: '/maintenance/kanban' },
  { id: 5, target: 'work-calendar', title: 'Work calendar', icon: 'Calendar', link: '/maintenance/calendar' },
  { id: 6, target: 'pm-schedules', title: 'PM schedules', icon: 'RefreshCw', link: '/maintenance/schedules' },
  { id: 7, target: 'checklists', title: 'Checklists', icon: 'CheckSquare', link: '/maintenance/checklists' },
  { id: 8, target: 'assets', title: 'Assets', icon: 'Box', link: '/assets/hardware' },
  { id: 9, target: 'asset-maintenances', title: 'Asset maintenances', icon: 'Activity', link: '/assets/maintenances' },
  { id: 10, target: 'licenses', title: 'Licenses', icon: 'Key', link: '/assets/licenses' },
  { id: 11, target: 'contracts', title: 'Contracts', icon: 'FileText', link: '/service/contracts' },
  {
    id: 12,
    target: 'expiring-contracts',
    title: 'Expiring contracts',
    icon: 'AlertTriangle',
    link: '/service/expiring-contracts',
  },
  { id: 13, target: 'customers', title: 'Customers', icon: 'Briefcase', link: '/service/customers' },
  { id: 14, target: 'vendors', title: 'Vendors', icon: 'Truck', link: '/service/vendors' },
  { id: 15, target: 'slas', title: 'Service level agreements', icon: 'Award', link: '/service/agreements' },
  { id: 16, target: 'users', title: 'Users', icon: 'Users', link: '/people/users' },
  { id: 17, target: 'locations', title: 'Locations', icon: 'MapPin', link: '/settings/locations' },
  { id: 18, target: 'todo', title: 'Todo', icon: 'CheckCircle', link: '/apps/todo' },
  { id: 19, target: 'chat', title: 'Chat', icon: 'MessageSquare', link: '/apps/chat' },
  { id: 20, target: 'email', title: 'Email', icon: 'Mail', link: '/apps/email' },
  { id: 21, target: 'calendar', title: 'Calendar', icon: 'Calendar', link: '/apps/calendar' },
];

interface RecordGroup {
  title: string;
  resource: ResourceName;
  hit: (row: Record<string, unknown>) => Record<string, unknown> & { title: string };
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Beyond the template: records that match `q`, each group only for callers who may list it. */
const RECORD_GROUPS: readonly RecordGroup[] = [
  {
    title: 'Assets',
    resource: 'hardware',
    hit: (r) => ({
      id: r.id,
      title: [text(r.asset_tag), text(r.name)].filter(Boolean).join(' · '),
      serial: text(r.serial),
      link: `/assets/hardware/${text(r.id)}`,
    }),
  },
  {
    title: 'Work orders',
    resource: 'workorders',
    hit: (r) => ({
      id: r.id,
      title: [text(r.number), text(r.title)].filter(Boolean).join(' · '),
      link: `/maintenance/workorders/${text(r.id)}`,
    }),
  },
  {
    title: 'Users',
    resource: 'users',
    hit: (r) => ({
      id: r.id,
      title: [text(r.first_name), text(r.last_name)].filter(Boolean).join(' ') || text(r.username),
      email: text(r.email),
      link: `/people/users/${text(r.id)}`,
    }),
  },
  {
    title: 'Customers',
    resource: 'customers',
    hit: (r) => ({ id: r.id, title: text(r.name), link: `/service/customers/${text(r.id)}` }),
  },
  {
    title: 'Contracts',
    resource: 'contracts',
    hit: (r) => ({ id: r.id, title: text(r.name), link: `/service/contracts/${text(r.id)}` }),
  },
];

const SEARCH_LIMIT = 4;

export function registerBookmarks(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const marked = (userId: number) =>
    new Set(
      (sqlite.prepare('SELECT page_id FROM tapp_bookmarks WHERE user_id = ?').all(userId) as { page_id: number }[]).map(
        (r) => r.page_id,
      ),
    );
  const pagesOf = (userId: number) => {
    const ids = marked(userId);
    return BOOKMARK_PAGES.map((p) => ({ ...p, isBookmarked: ids.has(p.id) }));
  };

  registerEndpoint(app, getEndpoint('tapps.bookmarks.data'), async (request) => {
    const suggestions = pagesOf(callerId(request));
    return { suggestions, bookmarks: suggestions.filter((p) => p.isBookmarked) };
  });

  registerEndpoint(app, getEndpoint('tapps.bookmarks.update'), async (request) => {
    const { id, named } = idOf(request, ['id']);
    if (!named) return failure({ id: [TAPP_TEXT.noPage] });
    const page = BOOKMARK_PAGES.find((p) => p.id === id);
    if (!page) return failure(TAPP_TEXT.pageNotFound);
    const userId = callerId(request);
    const removed = sqlite.prepare('DELETE FROM tapp_bookmarks WHERE user_id = ? AND page_id = ?').run(userId, page.id);
    if (removed.changes === 0)
      sqlite
        .prepare('INSERT INTO tapp_bookmarks (user_id, page_id, created_at) VALUES (?, ?, ?)')
        .run(userId, page.id, toStoredDateTime(new Date()));
    return { ...page, isBookmarked: removed.changes === 0 };
  });

  const mayList = (request: FastifyRequest, resource: ResourceName) =>
    authAbilities(getEndpoint(`${resource}.list`).auth).some(
      (a) => request.principal?.ability.can(a.action, a.subject) === true,
    );

  registerEndpoint(app, getEndpoint('tapps.search.data'), async (request) => {
    const q = queryText(request, 'q').slice(0, 100);
    const pages = pagesOf(callerId(request));
    const needle = q.toLowerCase();
    const searchArr: { groupTitle: string; searchLimit: number; data: Record<string, unknown>[] }[] = [
      {
        groupTitle: 'Pages',
        searchLimit: SEARCH_LIMIT,
        data: needle ? pages.filter((p) => p.title.toLowerCase().includes(needle)) : pages,
      },
    ];
    if (!q) return { searchArr };
    const lang = requestLanguage(request.principal?.user.locale, request.headers['accept-language']);
    for (const group of RECORD_GROUPS) {
      if (!mayList(request, group.resource)) continue;
      const { repo } = app.ctx.engine.resource(group.resource);
      const { rows } = repo.list({ search: q, limit: String(SEARCH_LIMIT) }, undefined, request.principal, lang);
      searchArr.push({ groupTitle: group.title, searchLimit: SEARCH_LIMIT, data: rows.map(group.hit) });
    }
    return { searchArr };
  });
}
