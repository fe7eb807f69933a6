import { INVERSE_LINK, type LinkType, type WorkOrderState } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { SeedDates } from '../anchor.js';
import { FINDINGS } from '../data/work-order-data.js';
import type { Dice } from '../work-order-kit/work-order-history.js';
import type { Asset } from '../seed-asset.js';
import type { SeedMove, WorkOrderWriter } from '../work-order-kit/work-order-writer.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

interface Made {
  id: number;
  asset: Asset;
  state: WorkOrderState;
  priority: { id: number; code: string };
  due: number | null;
  created: number;
  start: number | null;
  complete: number | null;
  end: number;
  planned: boolean;
  requester: number;
}

interface Context {
  sqlite: Sqlite;
  insert: Insert;
  count: (table: string, n?: number) => void;
  writer: WorkOrderWriter;
  dates: SeedDates;
  dice: Dice;
  made: Made[];
  technician: (asset?: Asset) => number;
  manager: () => number;
}

const RUNNING: readonly WorkOrderState[] = ['open', 'assigned', 'in_progress'];

/**
 * What surrounds the work orders: escalations of late high-priority work (by the matrix's rules, with
 * their assignees as watchers), sub-tasks, links, watchers, quotations and service reports.
 */
export function seedWorkOrderSidelines(ctx: Context): void {
  const { sqlite, insert, count, writer, dates, dice, made } = ctx;
  const { stamp } = dates;
  const { pick, between, rand } = dice;
  const rules = sqlite
    .prepare(
      'SELECT id, name, level, priority_id, assignee_groups FROM escalation_rules WHERE cause_id IS NULL ORDER BY level',
    )
    .all() as { id: number; name: string; level: number; priority_id: number | null; assignee_groups: string }[];
  const members = (groups: string) =>
    sqlite
      .prepare(
        `SELECT DISTINCT ug.user_id FROM users_groups ug JOIN users u ON u.id = ug.user_id
         WHERE ug.group_id IN (SELECT value FROM json_each(?)) AND u.activated = 1 ORDER BY ug.user_id LIMIT 6`,
      )
      .pluck()
      .all(groups) as number[];
  const watch = sqlite.prepare(
    'INSERT OR IGNORE INTO work_order_watchers (work_order_id, user_id, created_by, created_at) VALUES (?, ?, ?, ?)',
  );

  // Late high-priority work escalates at its due date, and again a day later while it stays late.
  let escalations = 0;
  for (const wo of made) {
    if (wo.due === null || !['P1', 'P2'].includes(wo.priority.code)) continue;
    const lateUntil = RUNNING.includes(wo.state)
      ? -0.001
      : wo.complete !== null && wo.complete > wo.due
        ? wo.complete
        : null;
    if (lateUntil === null || wo.due >= lateUntil) continue;
    let level = 0;
    for (const at of [wo.due + 0.01, wo.due + 1]) {
      if (at >= lateUntil) break;
      const rule = rules.find((r) => r.level === level + 1 && r.priority_id === wo.priority.id);
      if (!rule) break;
      level += 1;
      const assignees = members(rule.assignee_groups);
      insert('work_order_escalations', {
        work_order_id: wo.id,
        level,
        cause_id: null,
        trigger: 'resolution',
        rule_id: rule.id,
        assignees: JSON.stringify(assignees),
        note: rule.name,
        created_by: null,
        created_at: stamp(at),
      });
      const added = assignees.filter((user) => watch.run(wo.id, user, null, stamp(at)).changes > 0);
      writer.log(
        wo.id,
        'escalation',
        at,
        null,
        {
          escalation_level: { old: level - 1, new: level },
          escalation: { old: null, new: `Level ${level} (resolution)` },
          ...(added.length ? { watcher: { old: null, new: `${added.length} people` } } : {}),
        },
        rule.name,
      );
      escalations += 1;
    }
    if (level) sqlite.prepare('UPDATE work_orders SET escalation_level = ? WHERE id = ?').run(level, wo.id);
  }
  count('work_order_escalations', escalations);

  // Requesters follow what they raised.
  for (const wo of made) {
    if (rand() < 0.3) watch.run(wo.id, wo.requester, wo.requester, stamp(wo.created + 0.001));
  }

  // Sub-tasks of big breakdowns: parts and access arranged while the parent is worked on.
  // A finished parent finished its sub-tasks first: only parents with time for that get them.
  const parents = made.filter(
    (w) =>
      !w.planned &&
      w.start !== null &&
      (w.state === 'in_progress' || ((w.state === 'closed' || w.state === 'completed') && w.complete! - w.start > 0.1)),
  );
  for (const parent of parents.filter((_, i) => i % 9 === 0).slice(0, 14)) {
    const titles = [
      `Order replacement parts for ${parent.asset.name}`,
      `Arrange access and lifting for ${parent.asset.name}`,
    ];
    titles.slice(0, 1 + Math.floor(rand() * 2)).forEach((title, i) => {
      const created = parent.start! + 0.01 + i * 0.01;
      const until = parent.complete ?? -0.01;
      const tech = ctx.technician(parent.asset);
      const moves: SeedMove[] = [{ move: 'assign', at: created + 0.005, by: ctx.manager(), assignee: tech }];
      const finished = parent.complete !== null || rand() < 0.5;
      if (created + 0.02 < until || parent.complete !== null) {
        moves.push({ move: 'start', at: created + (until - created) * 0.3, by: tech });
        if (finished)
          moves.push({
            move: 'complete',
            at: created + (until - created) * 0.8,
            by: tech,
            minutes: Math.round(between(20, 240)),
          });
        if (finished && parent.state === 'closed')
          moves.push({ move: 'close', at: created + (until - created) * 0.9, by: ctx.manager() });
      }
      const { id } = writer.write(
        {
          title,
          description: `Sub-task of the breakdown on ${parent.asset.name}.`,
          source: 'direct',
          priority_id: parent.priority.id,
          category_id: null,
          cause_id: null,
          assignee: null,
          requested_by: ctx.manager(),
          parent_id: parent.id,
          created,
          due: created + 2,
          assets: [parent.asset.id],
          locations: parent.asset.location ? [parent.asset.location] : [],
        },
        moves,
      );
      const number = `WO-${String(id).padStart(6, '0')}`;
      writer.log(parent.id, 'subtask', created, null, { subtask: { old: null, new: `${number} ${title}` } });
    });
  }

  // Links: later work on the same asset is related to earlier work; some cancelled work was a duplicate.
  const byAsset = new Map<number, Made[]>();
  for (const wo of made) byAsset.set(wo.asset.id, [...(byAsset.get(wo.asset.id) ?? []), wo]);
  const link = (from: Made, to: Made, type: LinkType, at: number) => {
    insert('work_order_links', {
      work_order_id: from.id,
      linked_id: to.id,
      link_type: type,
      created_by: 2,
      created_at: stamp(at),
    });
    const number = (w: Made) => `WO-${String(w.id).padStart(6, '0')}`;
    writer.log(from.id, 'link', at, 2, { link: { old: null, new: `${type.replace(/_/g, ' ')} ${number(to)}` } });
    writer.log(to.id, 'link', at, 2, {
      link: { old: null, new: `${INVERSE_LINK[type].replace(/_/g, ' ')} ${number(from)}` },
    });
  };
  let links = 0;
  for (const group of byAsset.values()) {
    if (group.length < 2 || links >= 24) continue;
    const [earlier, later] = [group[0]!, group[1]!].sort((a, b) => a.created - b.created);
    link(
      later!,
      earlier!,
      later!.state === 'cancelled' ? 'duplicate_of' : 'related_to',
      Math.max(later!.created, earlier!.created) + 0.01,
    );
    links += 1;
  }
  count('work_order_links', links);

  // Quotations for vendor work and big repairs; service reports for finished jobs.
  const quoted = made
    .filter((w) => ['on_hold', 'closed', 'completed'].includes(w.state) && ['P1', 'P2'].includes(w.priority.code))
    .slice(0, 14);
  for (const wo of quoted) {
    const at = (wo.start ?? wo.created) + 0.05;
    const quotationId = insert('work_order_quotations', {
      work_order_id: wo.id,
      tax_rate: 1000,
      notes: 'Prices valid for 30 days.',
      status: wo.state === 'on_hold' ? 'sent' : 'accepted',
      updated_by: 2,
      created_at: stamp(at),
      updated_at: stamp(at),
    });
    const lines: [string, string, number, number][] = [
      ['labour', 'Technician labour (hours)', Math.round(between(2, 12)) * 1000, 12_500],
      [
        'part',
        `Replacement parts for ${wo.asset.model}`,
        1000 * (1 + Math.floor(rand() * 3)),
        Math.round(between(5, 900)) * 1000 + 250,
      ],
      ['other', 'Call-out charge', 1000, 15_000],
    ];
    lines.forEach(([kind, description, quantity, price], i) =>
      insert('work_order_quotation_lines', {
        quotation_id: quotationId,
        position: i + 1,
        kind,
        description,
        quantity,
        unit_price_fils: price,
      }),
    );
    writer.log(wo.id, 'quotation', at, 2, {
      status: { old: null, new: wo.state === 'on_hold' ? 'sent' : 'accepted' },
      lines: { old: 0, new: lines.length },
    });
  }
  count('work_order_quotations', quoted.length);
  const reported = made
    .filter((w) => w.complete !== null && (w.state === 'closed' || w.state === 'completed'))
    .filter((_, i) => i % 12 === 0);
  for (const wo of reported) {
    const at = Math.min(wo.complete! + 0.05, -0.002);
    const id = insert('service_reports', {
      work_order_id: wo.id,
      findings: pick(FINDINGS),
      actions_taken: `Work on ${wo.asset.name} completed and tested with the site contact.`,
      parts_used: JSON.stringify(
        rand() < 0.6 ? [{ description: `Spare part for ${wo.asset.model}`, quantity: 1 }] : [],
      ),
      time_minutes: Math.round(between(30, 360)),
      ...(rand() < 0.7 ? { customer_signoff_name: 'Site supervisor', signed_at: stamp(at) } : {}),
      created_by: 3,
      created_at: stamp(at),
      updated_at: stamp(at),
    });
    sqlite.prepare('UPDATE service_reports SET number = ? WHERE id = ?').run(`SR-${String(id).padStart(6, '0')}`, id);
  }
  count('service_reports', reported.length);
}
