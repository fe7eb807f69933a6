import type { SeedStep, SeedStepContext } from '../modules/seed-step.js';
import { KANBAN_BOARDS, KANBAN_SITE, KANBAN_TASKS, PRODUCTS } from './data.js';

/** The users app copies at most this many real accounts (the large profile has thousands). */
const USERS_CAP = 500;
/** Accounts that get their own copy of the kanban at seeding. */
const KANBAN_CAP = 500;
const AVATAR_COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'];
const BILLING = ['Bank transfer', 'Company account', 'Credit card', 'Cash'];

const ROLE_OF: Record<string, string> = {
  superuser: 'admin',
  manager: 'manager',
  technician: 'technician',
  viewer: 'viewer',
  requester: 'requester',
};
const PLAN_OF: Record<string, string> = {
  admin: 'enterprise',
  manager: 'company',
  technician: 'team',
  viewer: 'basic',
  requester: 'basic',
};

interface RealUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  username: string;
  email: string | null;
  role_type: string | null;
  activated: number;
  start_date: string | null;
  phone: string | null;
  country: string | null;
  company: string | null;
}

/** The users app: a row per real account (staff and customer contacts), in the template's fields. */
function seedUsers({ faker, sqlite, insert, count, dates }: SeedStepContext): void {
  const users = sqlite
    .prepare(
      `SELECT u.id, u.first_name, u.last_name, u.username, u.email, u.role_type, u.activated, u.start_date,
              u.phone, u.country, c.name AS company
         FROM users u LEFT JOIN companies c ON c.id = u.company_id
        WHERE u.deleted_at IS NULL ORDER BY u.id LIMIT ?`,
    )
    .all(USERS_CAP) as RealUser[];
  const today = dates.day(0);
  for (const u of users) {
    const role = ROLE_OF[u.role_type ?? ''] ?? 'requester';
    const status = !u.activated ? 'inactive' : u.start_date && u.start_date > today ? 'pending' : 'active';
    insert('template_shop_users', {
      user_id: u.id,
      full_name: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username,
      username: u.username,
      email: u.email ?? `${u.username}@demo.test`,
      role,
      current_plan: PLAN_OF[role] ?? 'basic',
      status,
      company: u.company ?? '',
      country: u.country || 'Bahrain',
      contact: u.phone ?? '',
      billing: faker.helpers.arrayElement(BILLING),
      avatar: '',
      avatar_color: faker.helpers.arrayElement(AVATAR_COLORS),
      created_at: dates.stamp(-faker.number.int({ min: 30, max: 400 })),
    });
    count('template_shop_users');
  }
}

/**
 * The kanban: one site's maintenance projects, a copy for each account that can sign in (the first
 * {@link KANBAN_CAP} of them in the large profile), so every user works on their own boards. An
 * account made later starts with an empty kanban and adds its own boards.
 */
function seedKanban({ faker, sqlite, insert, count, dates }: SeedStepContext): void {
  const site = sqlite.prepare('SELECT id FROM locations WHERE name = ?').pluck().get(KANBAN_SITE) as number | undefined;
  const crew = sqlite
    .prepare(
      `SELECT first_name || ' ' || last_name FROM users
        WHERE role_type = 'technician' AND activated = 1 AND deleted_at IS NULL
        ORDER BY (location_id = ?) DESC, id LIMIT 6`,
    )
    .pluck()
    .all(site ?? 0) as string[];
  const tasks = KANBAN_TASKS.map((task, position) => {
    const people = crew.length ? faker.helpers.arrayElements(crew, Math.min(task.crew, crew.length)) : [];
    return {
      board_slug: task.board,
      position,
      title: task.title,
      description: task.description,
      due_date: `${dates.day(task.due)}T09:00:00.000Z`,
      labels: JSON.stringify(task.labels),
      cover_image: null,
      attachments: '[]',
      comments: JSON.stringify(task.comments.map((comment) => ({ name: people[0] ?? '', img: '', comment }))),
      assigned_to: JSON.stringify(people.map((title) => ({ title, img: '' }))),
    };
  });
  const owners = sqlite
    .prepare('SELECT id FROM users WHERE activated = 1 AND deleted_at IS NULL ORDER BY id LIMIT ?')
    .pluck()
    .all(KANBAN_CAP) as number[];
  for (const user_id of owners) {
    KANBAN_BOARDS.forEach((board, position) => {
      insert('template_kanban_boards', { user_id, slug: board.slug, title: board.title, position });
    });
    for (const task of tasks) insert('template_kanban_tasks', { user_id, ...task });
  }
  count('template_kanban_boards', owners.length * KANBAN_BOARDS.length);
  count('template_kanban_tasks', owners.length * tasks.length);
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The shop: spare parts with their BHD prices; the slug ends in the id, as the template's links read it. */
function seedProducts({ sqlite, insert, count }: SeedStepContext): void {
  for (const p of PRODUCTS) {
    const id = insert('template_products', {
      name: p.name,
      slug: '',
      description: p.description,
      brand: p.brand,
      category: p.category,
      price_fils: p.fils,
      image: '',
      has_free_shipping: p.freeShipping ? 1 : 0,
      rating: p.rating,
    });
    sqlite.prepare('UPDATE template_products SET slug = ? WHERE id = ?').run(`${slugOf(p.name)}-${id}`, id);
    count('template_products');
  }
}

export const templateShopSeed: SeedStep = {
  name: 'template-shop',
  requires: ['organisation', 'people'],
  run(context) {
    seedUsers(context);
    seedKanban(context);
    seedProducts(context);
  },
};
