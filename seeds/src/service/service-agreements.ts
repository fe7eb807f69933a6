import { DEMO_ACCOUNTS } from '@cmms/contracts';
import { MODELS } from '../data/asset-data.js';
import { AGREEMENTS, SLA_WORK, PROVIDER_SIGNATORY } from '../data/service-data.js';
import { LATE_REPAIR_REASONS, LATE_RESPONSE_REASONS, WORK_BY_KIND } from '../data/work-order-data.js';
import type { CustomerBook } from './service-customers.js';
import type { SeededContract } from './service-contracts.js';
import type { ServiceContext } from './service-context.js';
import { SKILL_FOR_KIND, technicianRoster } from '../work-order-kit/technicians.js';
import { reportedDescription, WorkOrderWriter } from '../work-order-kit/work-order-writer.js';

/**
 * SLAs of the major customers: response and resolution targets per priority, uptime per asset
 * category, signed by both sides; the equipment of the SLA's contract names the SLA (and its uptime
 * commitment). Then the calls at their sites, answered in time but one (SLA_WORK), so compliance has a story.
 */
export function seedAgreements(ctx: ServiceContext, book: CustomerBook, contracts: SeededContract[]): void {
  const { sqlite, insert, count, dates } = ctx;
  const priorities = new Map(
    (sqlite.prepare('SELECT id, code FROM work_order_priorities').all() as { id: number; code: string }[]).map((p) => [
      p.code,
      p.id,
    ]),
  );
  const categoryId = sqlite.prepare("SELECT id FROM categories WHERE name = ? AND category_type = 'asset'").pluck();
  const setAgreement = sqlite.prepare('UPDATE assets SET agreement_id = ? WHERE id = ?');
  const setCommitment = sqlite.prepare(
    `UPDATE assets SET commitment_id = ? WHERE agreement_id = ? AND model_id IN (SELECT id FROM models WHERE category_id = ?)`,
  );
  for (const a of AGREEMENTS) {
    const contract = a.contract ? contracts.find((c) => c.seed.name === a.contract)! : undefined;
    const start = a.start !== undefined ? dates.day(a.start) : contract!.start;
    const end = a.end !== undefined ? dates.day(a.end) : contract!.expiry;
    const signed = Date.parse(start) / 86_400_000 - Date.parse(dates.day(0)) / 86_400_000 - 7;
    const id = insert('agreements', {
      name: a.name,
      customer_id: book.ids.get(a.customer)!,
      contract_id: contract?.id ?? null,
      start_date: start,
      end_date: end,
      status: a.status,
      hours_mode: a.hours ? 'business' : '24x7',
      business_days: a.hours?.days ?? null,
      business_start: a.hours?.from ?? null,
      business_end: a.hours?.to ?? null,
      notes: a.notes ?? null,
      created_by: 1,
      created_at: dates.stamp(Math.min(signed, -1)),
      updated_at: dates.stamp(Math.min(signed + 7, -1)),
    });
    count('agreements');
    const at = {
      created_by: 1,
      created_at: dates.stamp(Math.min(signed, -1)),
      updated_at: dates.stamp(Math.min(signed, -1)),
    };
    for (const [code, response, resolution] of a.targets) {
      for (const [kind, hours] of [
        ['response', response],
        ['resolution', resolution],
      ] as const) {
        insert('agreement_commitments', {
          agreement_id: id,
          kind,
          priority_id: priorities.get(code)!,
          target_hours: hours,
          target_percent: null,
          category_id: null,
          description: `${code}: ${kind === 'response' ? 'respond' : 'resolve'} within ${hours} h${a.hours ? ' (business hours)' : ''}.`,
          ...at,
        });
        count('agreement_commitments');
      }
    }
    if (a.status === 'active' && contract) for (const asset of contract.assets) setAgreement.run(id, asset);
    for (const [category, percent] of a.uptime) {
      const category_id = categoryId.get(category) as number;
      const commitment = insert('agreement_commitments', {
        agreement_id: id,
        kind: 'uptime',
        priority_id: null,
        target_hours: null,
        target_percent: percent,
        category_id,
        description: `${category}: available ${percent} % of the time.`,
        ...at,
      });
      count('agreement_commitments');
      if (a.status === 'active') setCommitment.run(commitment, id, category_id);
    }
    const signedOn = dates.stamp(Math.min(signed, -1));
    insert('agreement_signatories', {
      agreement_id: id,
      ...PROVIDER_SIGNATORY,
      side: 'provider',
      signed_at: a.status === 'draft' ? null : signedOn,
      ...at,
    });
    if (a.customerSignatory)
      insert('agreement_signatories', {
        agreement_id: id,
        ...a.customerSignatory,
        side: 'customer',
        signed_at: signedOn,
        ...at,
      });
    count('agreement_signatories', a.customerSignatory ? 2 : 1);
  }
  seedLateWork(ctx, book);
}

const KIND_OF_MODEL = new Map(MODELS.map((m) => [m.name, m.kind]));

/** Breakdowns at SLA customers' sites (see SLA_WORK), by a technician with the trade there; a late one says why. */
function seedLateWork(ctx: ServiceContext, book: CustomerBook): void {
  const { sqlite, dates } = ctx;
  const writer = WorkOrderWriter.forDatabase(sqlite, dates);
  const demo = (role: string) => DEMO_ACCOUNTS.findIndex((a) => a.role === role) + 1;
  const manager = demo('manager');
  // The call goes to a technician with the trade for the equipment at its site, as the rest of the work does:
  // the demo technician when they fit, else the first of the pool.
  const roster = technicianRoster(sqlite);
  const technicianFor = (kind: keyof typeof SKILL_FOR_KIND, location: number) => {
    const skill = SKILL_FOR_KIND[kind];
    const roots = roster.rootsOf([location]);
    return roster.fits(demo('technician'), skill, roots) ? demo('technician') : roster.poolFor(skill, roots)[0]!;
  };
  const corrective = sqlite
    .prepare("SELECT id FROM work_order_categories WHERE name = 'Corrective'")
    .pluck()
    .get() as number;
  const emergency = sqlite
    .prepare("SELECT id FROM work_order_categories WHERE name = 'Emergency'")
    .pluck()
    .get() as number;
  const assetOf = sqlite.prepare(
    `SELECT a.id, a.name, m.name AS model, coalesce(a.location_id, a.rtd_location_id) AS location
     FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
     WHERE a.customer_id = ? AND c.name = ? AND a.deleted_at IS NULL ORDER BY a.agreement_id IS NULL, a.id LIMIT 1`,
  );
  const priorityOf = sqlite.prepare(
    'SELECT id, response_hours, resolution_hours FROM work_order_priorities WHERE code = ?',
  );
  for (const [code, category, priority, daysAgo, responseHours, doneHours] of SLA_WORK) {
    const customer = book.ids.get(code)!;
    const asset = assetOf.get(customer, category) as
      { id: number; name: string; model: string; location: number } | undefined;
    if (!asset) continue;
    const kind = KIND_OF_MODEL.get(asset.model)!;
    const n = /(\d+)$/.exec(asset.name)?.[1]?.replace(/^0+/, '') || '1';
    const title = WORK_BY_KIND[kind].breakdowns[0]!.replace('{n}', n).replace('{floor2}', '3').replace('{floor}', '2');
    const created = -daysAgo;
    const h = (hours: number) => created + hours / 24;
    const p = priorityOf.get(priority) as { id: number; response_hours: number; resolution_hours: number };
    const technician = technicianFor(kind, asset.location);
    writer.write(
      {
        title,
        description: reportedDescription(title, asset),
        source: 'direct',
        priority_id: p.id,
        category_id: priority === 'P1' ? emergency : corrective,
        cause_id: null,
        assignee: null,
        requested_by: manager,
        customer_id: customer,
        created,
        due: h(p.resolution_hours),
        assets: [asset.id],
        locations: [asset.location],
      },
      [
        { move: 'assign', at: h(0.2), by: manager, assignee: technician },
        {
          move: 'start',
          at: h(responseHours),
          by: technician,
          note: responseHours > p.response_hours ? LATE_RESPONSE_REASONS[0] : 'On site.',
        },
        {
          move: 'complete',
          at: h(doneHours),
          by: technician,
          minutes: Math.round(doneHours * 20),
          note:
            doneHours > p.resolution_hours ? LATE_REPAIR_REASONS[0] : 'Fault found and repaired on the first visit.',
        },
        { move: 'close', at: h(doneHours + 6), by: manager, note: 'Verified with the site contact.' },
      ],
    );
  }
  ctx.count('work_orders', writer.counts.work_orders);
  ctx.count('work_order_logs', writer.counts.work_order_logs);
}
