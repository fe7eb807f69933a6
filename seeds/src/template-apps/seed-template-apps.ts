import type { SeedStep, SeedStepContext } from '../modules/seed-step.js';

/**
 * The template apps' own content (issue 29, reference §15), written for the Gulf facility-services firm:
 * per person, todos of maintenance staff, mail between the firm, its customers and vendors, chat among
 * technicians, supervisors and the help desk, and calendar events from the seeded PM plans and
 * contracts. Never the template's content.
 */

interface Person {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string | null;
  role_type: string | null;
  jobtitle: string | null;
}

const TODOS: readonly { title: string; tags: string[]; important?: boolean; note: string }[] = [
  {
    title: 'Renew the fire-suppression certificate for the data room',
    tags: ['high'],
    important: true,
    note: 'Civil Defence inspection booked; FM-200 cylinder weights to attach.',
  },
  {
    title: 'Order chiller belts for AHU-3 and AHU-4',
    tags: ['medium', 'update'],
    note: 'Two sets of B-section belts; ask the vendor for the lead time.',
  },
  {
    title: 'Calibrate the cold-room temperature sensors',
    tags: ['high'],
    note: 'Before the food-safety audit; log the readings in the checklist.',
  },
  {
    title: 'Replace the lobby escalator handrail',
    tags: ['team', 'medium'],
    note: 'Coordinate the shutdown window with mall management.',
  },
  {
    title: 'Top up R-410A on the split units of floor 7',
    tags: ['low'],
    note: 'Check for leaks first; record the quantity charged.',
  },
  {
    title: 'Submit the monthly SLA report to the customer',
    tags: ['update'],
    important: true,
    note: 'Explain the two response-time breaches with their work-order logs.',
  },
  {
    title: 'Test the standby generator under load',
    tags: ['team', 'high'],
    note: 'Thirty minutes at 75% load; note the fuel level before and after.',
  },
  {
    title: 'Clean the cooling-tower basin and dose the biocide',
    tags: ['medium'],
    note: 'Legionella sample to the lab the same day.',
  },
  {
    title: 'Update the asset tags of the new infusion pumps',
    tags: ['low', 'update'],
    note: 'Print the labels from the console and photograph each pump.',
  },
  {
    title: 'Quote the replacement of the car-park exhaust fans',
    tags: ['team'],
    note: 'Two vendor quotations and our labour in BHD.',
  },
  {
    title: 'Inspect the rooftop lightning-protection earth pits',
    tags: ['medium'],
    note: 'Measure the earth resistance of each pit.',
  },
  {
    title: 'Book the lift load test with the vendor',
    tags: ['high', 'team'],
    important: true,
    note: 'Certificate expires at the end of the month.',
  },
];

const CUSTOMER_SUBJECTS = [
  'Request for quotation: chiller overhaul',
  'PM visit notice for next week',
  'SLA breach notice: lift entrapment response',
  'Monthly maintenance report',
  'Access permits for the weekend shutdown',
  'Contract renewal terms',
  'Fire alarm fault in tower B',
];
const VENDOR_SUBJECTS = [
  'Purchase order for filters and belts',
  'Quotation: VRF compressor replacement',
  'Delivery schedule for refrigerant cylinders',
  'Subcontractor induction: HSE documents',
  'Invoice for October service visits',
  'Spare contactors back in stock',
];
const STAFF_SUBJECTS = [
  'Rota for the Eid holiday cover',
  'Toolbox talk: working at height',
  'New checklist for the generator PM',
  'Overtime approval for the mall shutdown',
];
const LABELS = ['personal', 'company', 'important', 'private'] as const;

const CHAT_LINES = [
  'Reached site, starting on the chiller alarm now.',
  'The compressor trips on high pressure. Condenser coil looks blocked.',
  'Can you send the belt size for AHU-3?',
  'Parts arrive tomorrow morning, I will close the work order after fitting them.',
  'Customer asked for the service report before 4 pm.',
  'Please check the lift at gate 2, the helpdesk logged an entrapment.',
  'Done. Photos and readings are in the checklist.',
  'Noted, I will approve it now.',
  'Is the generator load test still on for Thursday?',
  'Yes, 9 am. Bring the clamp meter.',
  'The cold room is back to minus 18.',
  'Thanks, good work.',
];

const HOLIDAYS: readonly [string, number, number][] = [
  ['National Day', 12, 16],
  ['National Day (second day)', 12, 17],
  ["New Year's Day", 1, 1],
  ['Labour Day', 5, 1],
];

const fullName = (p: Person) => [p.first_name, p.last_name].filter(Boolean).join(' ');
const emailBody = (greeting: string, lines: string[], signature: string) =>
  `<p>Dear ${greeting},</p>${lines.map((l) => `<p>${l}</p>`).join('')}<p>Regards,<br>${signature}</p>`;

function seedForPerson(ctx: SeedStepContext, me: Person, staff: Person[], customers: Party[], vendors: Party[]) {
  const { faker, insert, dates } = ctx;
  // Todos: six of the firm's tasks, some done, one deleted.
  for (const [n, todo] of faker.helpers.arrayElements(TODOS, 6).entries()) {
    const assignee = faker.helpers.maybe(() => faker.helpers.arrayElement(staff), { probability: 0.7 });
    insert('tapp_todos', {
      user_id: me.id,
      title: todo.title,
      due_date: dates.day(faker.number.int({ min: -10, max: 25 })),
      description: JSON.stringify(todo.note),
      assignee_id: assignee?.id ?? null,
      tags: JSON.stringify(todo.tags),
      is_completed: n === 4 ? 1 : 0,
      is_deleted: n === 5 ? 1 : 0,
      is_important: todo.important ? 1 : 0,
      created_at: dates.stamp(-20 + n),
    });
  }
  // Mail: from customers and vendors and colleagues, and a few sent, drafted, spammed and binned.
  const own = { name: fullName(me), email: me.email ?? '' };
  const mails = 18;
  for (let n = 0; n < mails; n++) {
    const kind = faker.helpers.arrayElement(['customer', 'customer', 'vendor', 'vendor', 'staff'] as const);
    const party =
      kind === 'customer'
        ? faker.helpers.arrayElement(customers)
        : kind === 'vendor'
          ? faker.helpers.arrayElement(vendors)
          : undefined;
    const colleague = faker.helpers.arrayElement(staff);
    const from = party
      ? { name: party.contact ?? party.name, email: party.email ?? 'info@example.bh', avatar: '' }
      : { name: fullName(colleague), email: colleague.email ?? '', avatar: '' };
    const subject = faker.helpers.arrayElement(
      kind === 'customer' ? CUSTOMER_SUBJECTS : kind === 'vendor' ? VENDOR_SUBJECTS : STAFF_SUBJECTS,
    );
    const folder = n < 12 ? 'inbox' : (['sent', 'sent', 'draft', 'spam', 'trash', 'inbox'] as const)[n - 12]!;
    const outgoing = folder === 'sent' || folder === 'draft';
    insert('tapp_emails', {
      user_id: me.id,
      from_name: outgoing ? own.name : from.name,
      from_email: outgoing ? own.email : from.email,
      from_avatar: '',
      recipients: JSON.stringify([outgoing ? { name: from.name, email: from.email } : own]),
      cc: JSON.stringify(kind === 'customer' ? [{ name: 'Help Desk', email: 'helpdesk@gfs.bh' }] : []),
      bcc: '[]',
      subject: party && kind === 'customer' ? `${subject} – ${party.name}` : subject,
      message: emailBody(
        outgoing ? from.name : me.first_name,
        [
          faker.helpers.arrayElement([
            'Please find the details below and confirm at your earliest convenience.',
            'Following our site visit, we summarise the findings and the next steps.',
            'As discussed on the phone this morning, here is the written confirmation.',
          ]),
          faker.helpers.arrayElement([
            'The work is planned for the coming week, outside the tenants’ opening hours.',
            'Prices are in BHD, excluding VAT, valid for 30 days.',
            'The technicians will carry their permits and the method statement.',
          ]),
        ],
        outgoing ? own.name : from.name,
      ),
      attachments: JSON.stringify(
        faker.helpers.maybe(() => [{ fileName: 'quotation.pdf', thumbnail: '', url: '', size: '84 KB' }], {
          probability: 0.25,
        }) ?? [],
      ),
      labels: JSON.stringify(faker.helpers.arrayElements(LABELS, { min: 0, max: 2 })),
      replies: '[]',
      folder,
      is_starred: faker.datatype.boolean({ probability: 0.2 }) ? 1 : 0,
      is_read: outgoing || n % 3 !== 0 ? 1 : 0,
      sent_at: dates.stamp(-n * 0.9 - faker.number.float({ min: 0, max: 0.5 })),
    });
  }
}

interface Party {
  name: string;
  email: string | null;
  contact: string | null;
}

function seedCalendar(ctx: SeedStepContext, me: Person) {
  const { sqlite, insert, dates, faker } = ctx;
  const event = (title: string, calendar: string, day: number, hours: [number, number] | null, extra = {}) => {
    const start = new Date(`${dates.day(day)}T00:00:00Z`);
    const end = new Date(start);
    if (hours) {
      start.setUTCHours(hours[0]);
      end.setUTCHours(hours[1]);
    }
    insert('tapp_calendar_events', {
      user_id: me.id,
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      all_day: hours ? 0 : 1,
      url: '',
      calendar,
      guests: '[]',
      location: '',
      description: '',
      created_at: dates.stamp(-30),
      ...extra,
    });
  };
  // PM visits from the seeded preventive plans, contract renewals from the seeded contracts.
  const plans = sqlite
    .prepare(
      'SELECT s.name, l.name AS place FROM schedulers s LEFT JOIN locations l ON l.id = s.location_id ORDER BY s.id LIMIT 6',
    )
    .all() as { name: string; place: string | null }[];
  for (const [n, plan] of plans.entries())
    event(`PM visit: ${plan.name}`, 'Business', -6 + n * 5, [5 + (n % 3), 8 + (n % 3)], { location: plan.place ?? '' });
  const renewals = sqlite
    .prepare(
      `SELECT c.name, c.expiry_date, cu.name AS customer FROM contracts c LEFT JOIN customers cu ON cu.id = c.customer_id
       WHERE c.deleted_at IS NULL AND c.expiry_date IS NOT NULL ORDER BY abs(julianday(c.expiry_date) - julianday(?)) LIMIT 4`,
    )
    .all(dates.day(0)) as { name: string; expiry_date: string; customer: string | null }[];
  for (const c of renewals) {
    const day = Math.round(
      (Date.parse(`${c.expiry_date.slice(0, 10)}T00:00:00Z`) - dates.anchor.getTime()) / 86_400_000,
    );
    event(`Contract renewal: ${c.name}`, 'Business', day - 30, null, {
      description: c.customer
        ? `Renewal meeting with ${c.customer}; the contract expires on ${c.expiry_date.slice(0, 10)}.`
        : '',
    });
  }
  event('Quarterly SLA review', 'ETC', 9, [9, 10], { location: 'Head office, meeting room 2' });
  event('SLA review with the hospital’s facility manager', 'ETC', 23, [10, 11]);
  event('Annual leave', 'Personal', faker.number.int({ min: 12, max: 20 }), null);
  event('Family day at the company picnic', 'Family', 27, null, { location: 'Prince Khalifa bin Salman Park' });
  // Bahrain's public holidays: the next occurrence of each fixed date from a month before the anchor.
  for (const [title, month, day] of HOLIDAYS) {
    const from = Date.parse(`${dates.day(-30)}T00:00:00Z`);
    const year = new Date(from).getUTCFullYear();
    const next = [year, year + 1].map((y) => Date.UTC(y, month - 1, day)).find((t) => t >= from)!;
    event(title, 'Holiday', Math.round((next - Date.parse(`${dates.day(0)}T00:00:00Z`)) / 86_400_000), null);
  }
}

export const templateAppsSeed: SeedStep = {
  name: 'template-apps',
  requires: ['people', 'preventive', 'service'],
  run(ctx) {
    const { sqlite, insert, dates, count, faker } = ctx;
    const people = sqlite
      .prepare(
        `SELECT id, first_name, last_name, email, role_type, jobtitle FROM users
         WHERE deleted_at IS NULL AND activated = 1 ORDER BY id LIMIT 40`,
      )
      .all() as Person[];
    if (!people.length) return;
    const staff = people.filter((p) => p.role_type !== 'requester');
    const customers = sqlite
      .prepare(
        'SELECT name, email, contact_name AS contact FROM customers WHERE deleted_at IS NULL ORDER BY id LIMIT 12',
      )
      .all() as Party[];
    const vendors = sqlite
      .prepare('SELECT name, email, contact_name AS contact FROM vendors ORDER BY id LIMIT 12')
      .all() as Party[];
    const parties = (list: Party[]) =>
      list.length ? list : [{ name: 'Gulf Facility Services', email: 'info@gfs.bh', contact: null }];
    for (const me of people) {
      seedForPerson(ctx, me, staff.length ? staff : people, parties(customers), parties(vendors));
      seedCalendar(ctx, me);
      // Bookmarks: work orders, assets and contracts pages.
      for (const page of [2, 8, 11])
        insert('tapp_bookmarks', { user_id: me.id, page_id: page, created_at: dates.stamp(-30) });
      insert('tapp_chat_profiles', {
        user_id: me.id,
        about: me.jobtitle ?? '',
        status: faker.helpers.arrayElement(['online', 'offline', 'busy', 'away']),
      });
    }
    // Chat: each of the first people talks with a few colleagues; the latest message is often unseen.
    for (const me of people.slice(0, 12)) {
      for (const other of faker.helpers.arrayElements(
        staff.filter((p) => p.id !== me.id && p.id > me.id),
        3,
      )) {
        const lines = faker.number.int({ min: 3, max: 7 });
        const startDay = -faker.number.float({ min: 0.2, max: 6 });
        for (let n = 0; n < lines; n++) {
          const [from, to] = n % 2 === 0 ? [me, other] : [other, me];
          const last = n === lines - 1;
          const sentAt = dates.stamp(startDay + n * 0.01);
          insert('tapp_chat_messages', {
            sender_id: from.id,
            recipient_id: to.id,
            message: CHAT_LINES[(me.id + other.id + n) % CHAT_LINES.length]!,
            sent_at: sentAt,
            seen_at: last && faker.datatype.boolean() ? null : sentAt,
          });
        }
      }
    }
    for (const table of ['tapp_todos', 'tapp_emails', 'tapp_calendar_events', 'tapp_chat_messages', 'tapp_bookmarks'])
      count(table, (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
  },
};
