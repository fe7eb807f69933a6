import { authAbilities, getEndpoint, toStoredDateTime, type ResourceName, type ResponseOf } from '@cmms/contracts';
import type { BookmarkPage } from '@cmms/contracts/template-apps/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { requestLanguage } from '../../i18n/languages.js';
import { TAPP_TEXT } from './texts.js';
import { callerId, idOf, templateCall, trimmed } from './shared.js';

/**
 * The console's pages the navbar can bookmark and find, one per page of its menu (`link` is the console's path,
 * which is how the console's navbar matches them); `icon` is a react-feather name, `target` a DOM id. Ids stay
 * stable: new pages are appended.
 */
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
  { id: 18, target: 'todo', title: 'Todo', icon: 'CheckCircle', link: '/template/todo' },
  { id: 19, target: 'chat', title: 'Chat', icon: 'MessageSquare', link: '/template/chat' },
  { id: 20, target: 'email', title: 'Email', icon: 'Mail', link: '/template/email' },
  { id: 21, target: 'calendar', title: 'Calendar', icon: 'Calendar', link: '/template/calendar' },
  // The rest of the console's menu, so every page it can star has an item here (link = its console path).
  { id: 22, target: 'schedulers', title: 'Schedulers', icon: 'Clock', link: '/maintenance/schedulers' },
  { id: 23, target: 'pm-people', title: 'PM people', icon: 'UserCheck', link: '/maintenance/people' },
  { id: 24, target: 'companies', title: 'Companies', icon: 'Globe', link: '/settings/companies' },
  { id: 25, target: 'categories', title: 'Categories', icon: 'Folder', link: '/settings/categories' },
  { id: 26, target: 'status-labels', title: 'Status labels', icon: 'Tag', link: '/settings/statuslabels' },
  { id: 27, target: 'manufacturers', title: 'Manufacturers', icon: 'Package', link: '/settings/manufacturers' },
  { id: 28, target: 'suppliers', title: 'Suppliers', icon: 'ShoppingBag', link: '/settings/suppliers' },
  { id: 29, target: 'departments', title: 'Departments', icon: 'Users', link: '/settings/departments' },
  { id: 30, target: 'depreciations', title: 'Depreciations', icon: 'TrendingDown', link: '/settings/depreciations' },
  {
    id: 31,
    target: 'work-order-statuses',
    title: 'Work order statuses',
    icon: 'List',
    link: '/settings/workorderstatuses',
  },
  {
    id: 32,
    target: 'work-order-priorities',
    title: 'Work order priorities',
    icon: 'Flag',
    link: '/settings/workorderpriorities',
  },
  {
    id: 33,
    target: 'work-order-categories',
    title: 'Work order categories',
    icon: 'Grid',
    link: '/settings/workordercategories',
  },
  { id: 34, target: 'causes', title: 'Causes', icon: 'GitBranch', link: '/settings/causes' },
  { id: 35, target: 'custom-fields', title: 'Custom fields', icon: 'Sliders', link: '/settings/fields' },
  { id: 36, target: 'fieldsets', title: 'Fieldsets', icon: 'Layers', link: '/settings/fieldsets' },
  { id: 37, target: 'escalations', title: 'Escalations', icon: 'Bell', link: '/settings/escalations' },
  { id: 38, target: 'email-templates', title: 'Email templates', icon: 'Mail', link: '/settings/emailtemplates' },
  { id: 39, target: 'groups', title: 'Groups', icon: 'Shield', link: '/people/groups' },
  { id: 40, target: 'login-attempts', title: 'Login attempts', icon: 'LogIn', link: '/people/loginattempts' },
  { id: 41, target: 'models', title: 'Asset models', icon: 'Database', link: '/assets/models' },
  { id: 42, target: 'accessories', title: 'Accessories', icon: 'Headphones', link: '/assets/accessories' },
  { id: 43, target: 'components', title: 'Components', icon: 'Cpu', link: '/assets/components' },
  { id: 44, target: 'consumables', title: 'Consumables', icon: 'Droplet', link: '/assets/consumables' },
  { id: 45, target: 'imports', title: 'Imports', icon: 'Upload', link: '/imports' },
  {
    id: 46,
    target: 'contract-quotations',
    title: 'Contract quotations',
    icon: 'FilePlus',
    link: '/service/contractquotations',
  },
  {
    id: 47,
    target: 'contract-invoices',
    title: 'Contract invoices',
    icon: 'DollarSign',
    link: '/service/contractinvoices',
  },
  { id: 48, target: 'services', title: 'Services', icon: 'Star', link: '/service/services' },
  { id: 49, target: 'contract-types', title: 'Contract types', icon: 'File', link: '/service/contracttypes' },
  {
    id: 50,
    target: 'contract-statuses',
    title: 'Contract statuses',
    icon: 'ToggleRight',
    link: '/service/contractstatuses',
  },
  { id: 51, target: 'template-permissions', title: 'Permissions', icon: 'Lock', link: '/template/permissions' },
  { id: 52, target: 'template-users', title: 'Template users', icon: 'UserPlus', link: '/template/users' },
  { id: 53, target: 'template-kanban', title: 'Kanban', icon: 'Columns', link: '/template/kanban' },
  { id: 54, target: 'shop', title: 'Shop', icon: 'ShoppingCart', link: '/template/shop' },
  { id: 55, target: 'wishlist', title: 'Wishlist', icon: 'Heart', link: '/template/wishlist' },
  { id: 56, target: 'cart', title: 'Cart', icon: 'ShoppingBag', link: '/template/cart' },
  { id: 57, target: 'data-tables', title: 'Data tables', icon: 'Grid', link: '/template/datatables' },
  { id: 58, target: 'report-activity', title: 'Activity report', icon: 'BarChart2', link: '/reports/activity' },
  { id: 59, target: 'report-audit', title: 'Audit report', icon: 'Clipboard', link: '/reports/audit' },
  { id: 60, target: 'report-audit-due', title: 'Audits due', icon: 'Clock', link: '/reports/audit-due' },
  {
    id: 61,
    target: 'report-audit-overdue',
    title: 'Overdue audits',
    icon: 'AlertOctagon',
    link: '/reports/audit-overdue',
  },
  {
    id: 62,
    target: 'report-depreciation',
    title: 'Depreciation report',
    icon: 'TrendingDown',
    link: '/reports/depreciation',
  },
  { id: 63, target: 'report-unaccepted', title: 'Unaccepted assets', icon: 'UserX', link: '/reports/unaccepted' },
  { id: 64, target: 'report-licenses', title: 'Licenses report', icon: 'Key', link: '/reports/licenses' },
  {
    id: 65,
    target: 'report-inspections',
    title: 'Inspections report',
    icon: 'CheckSquare',
    link: '/reports/inspections',
  },
  { id: 66, target: 'report-breakdowns', title: 'Breakdowns report', icon: 'PieChart', link: '/reports/breakdowns' },
  {
    id: 67,
    target: 'report-breakdowns-new',
    title: 'New breakdowns report',
    icon: 'TrendingUp',
    link: '/reports/breakdownsNew',
  },
];

interface RecordGroup {
  title: string;
  resource: ResourceName;
  hit: (row: Record<string, unknown>) => SearchHit;
}

/** One hit of the navbar search, as its endpoint declares it. */
type SearchHit = ResponseOf<'tapps.search.data'>['searchArr'][number]['data'][number];
/** A row's id (rows carry it as a number). */
const rowId = (v: unknown) => (typeof v === 'number' ? v : undefined);

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Beyond the template: records that match `q`, each group only for callers who may list it. */
const RECORD_GROUPS: readonly RecordGroup[] = [
  {
    title: 'Assets',
    resource: 'hardware',
    hit: (r) => ({
      id: rowId(r.id),
      title: [text(r.asset_tag), text(r.name)].filter(Boolean).join(' · '),
      serial: text(r.serial),
      link: `/assets/hardware/${text(r.id)}`,
    }),
  },
  {
    title: 'Work orders',
    resource: 'workorders',
    hit: (r) => ({
      id: rowId(r.id),
      title: [text(r.number), text(r.title)].filter(Boolean).join(' · '),
      link: `/maintenance/workorders/${text(r.id)}`,
    }),
  },
  {
    title: 'Users',
    resource: 'users',
    hit: (r) => ({
      id: rowId(r.id),
      title: [text(r.first_name), text(r.last_name)].filter(Boolean).join(' ') || text(r.username),
      email: text(r.email),
      link: `/people/users/${text(r.id)}`,
    }),
  },
  {
    title: 'Customers',
    resource: 'customers',
    hit: (r) => ({ id: rowId(r.id), title: text(r.name), link: `/service/customers/${text(r.id)}` }),
  },
  {
    title: 'Contracts',
    resource: 'contracts',
    hit: (r) => ({ id: rowId(r.id), title: text(r.name), link: `/service/contracts/${text(r.id)}` }),
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

  registerAction(app, 'tapps.bookmarks.data', async ({ request }) => {
    const suggestions = pagesOf(callerId(request));
    return { suggestions, bookmarks: suggestions.filter((p) => p.isBookmarked) };
  });

  registerAction(
    app,
    'tapps.bookmarks.update',
    async ({ request }) => {
      const { id, named } = idOf(request, ['id']);
      if (!named) return failure({ id: [TAPP_TEXT.noPage] });
      const page = BOOKMARK_PAGES.find((p) => p.id === id);
      if (!page) return failure(TAPP_TEXT.pageNotFound);
      const userId = callerId(request);
      const removed = sqlite
        .prepare('DELETE FROM tapp_bookmarks WHERE user_id = ? AND page_id = ?')
        .run(userId, page.id);
      if (removed.changes === 0)
        sqlite
          .prepare('INSERT INTO tapp_bookmarks (user_id, page_id, created_at) VALUES (?, ?, ?)')
          .run(userId, page.id, toStoredDateTime(app.ctx.clock()));
      return { ...page, isBookmarked: removed.changes === 0 };
    },
    templateCall,
  );

  const mayList = (request: FastifyRequest, resource: ResourceName) =>
    authAbilities(getEndpoint(`${resource}.list`).auth).some(
      (a) => request.principal?.ability.can(a.action, a.subject) === true,
    );

  registerAction(
    app,
    'tapps.search.data',
    async ({ query, request }) => {
      const q = trimmed(query.q).slice(0, 100);
      const pages = pagesOf(callerId(request));
      const needle = q.toLowerCase();
      const searchArr: ResponseOf<'tapps.search.data'>['searchArr'] = [
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
    },
    templateCall,
  );
}
