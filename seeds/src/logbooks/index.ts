import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS, toStoredDateTime } from '@cmms/contracts';
import { checkData } from '@cmms/contracts/logbooks/check';
import type { Frequency } from '@cmms/contracts/logbooks/frequency';
import { slotsBetween } from '@cmms/contracts/logbooks/slots';
import type { SeedStep, SeedStepContext } from '../modules/seed-step.js';
import { LOGBOOK_FORMS, type SeedForm } from './forms.js';

const DAY = 86_400_000;

/**
 * The Gulf estate's logbooks (issue 28): an hourly chiller plant log, a weekly generator run log, a
 * cold-store temperature log per shift whose few out-of-range readings raised work orders, a monthly
 * fire-pump test. Months of entries (most on time, some late, some missed), approvals pending at the
 * end, drafts for the demo technician and the notifications they led to.
 */
export const logbooksSeed: SeedStep = {
  name: 'logbooks',
  requires: ['organisation', 'people', 'assets', 'work-orders'],
  run(ctx) {
    seedLogbooks(ctx);
  },
};

function seedLogbooks(ctx: SeedStepContext): void {
  const { sqlite, faker, dates, count } = ctx;
  const anchor = dates.anchor;
  const now = toStoredDateTime(anchor);
  const user = (role: string) =>
    sqlite
      .prepare('SELECT id FROM users WHERE email = ?')
      .pluck()
      .get(DEMO_ACCOUNTS.find((a) => a.role === role)!.email) as number;
  const group = (name: string) =>
    sqlite.prepare('SELECT id FROM permission_groups WHERE name = ?').pluck().get(name) as number;
  const tech = user('technician');
  const manager = user('manager');
  const name = (id: number) =>
    sqlite
      .prepare("SELECT trim(first_name || ' ' || coalesce(last_name, '')) FROM users WHERE id = ?")
      .pluck()
      .get(id) as string;
  /** The units of a model, busiest first (the demo keeps the log of the first). */
  const assetsOf = (model: string, n: number) =>
    sqlite
      .prepare(
        `SELECT a.id, coalesce(a.name, a.asset_tag) AS name FROM assets a JOIN models m ON m.id = a.model_id
         WHERE m.name = ? AND a.deleted_at IS NULL
         ORDER BY (SELECT count(*) FROM work_order_assets w JOIN work_orders o ON o.id = w.work_order_id
                   WHERE w.asset_id = a.id AND o.created_at >= ?) DESC, a.id LIMIT ?`,
      )
      .all(model, dates.stamp(-90), n) as {
      id: number;
      name: string;
      location_id: number | null;
      place: string | null;
    }[];

  // Process entities: what a logbook is kept for when it is neither an asset nor a place.
  const towerA = sqlite
    .prepare("SELECT id FROM locations WHERE name LIKE 'Tower A%' ORDER BY id LIMIT 1")
    .pluck()
    .get() as number | undefined;
  const entity = (entityName: string, type: string, status: string) =>
    ctx.insert('process_entities', {
      name: entityName,
      type,
      location_id: towerA ?? null,
      status,
      created_by: manager,
      created_at: now,
    });
  const firePump = entity('Fire-pump system – Tower A', 'utility', 'active');
  entity('Chilled-water loop – Tower A', 'utility', 'draft');
  count('process_entities', 2);

  const insertForm = (f: SeedForm) => {
    const at = dates.stamp(-200);
    const id = ctx.insert('logger_forms', {
      name: f.name,
      category: f.category,
      status: 'published',
      schema: JSON.stringify(f.versions.at(-1)),
      ui_schema: JSON.stringify(f.ui),
      created_by: manager,
      created_at: at,
      updated_at: at,
    });
    const versions = f.versions.map((schema, i) =>
      ctx.insert('logger_form_versions', {
        form_id: id,
        version: i + 1,
        schema: JSON.stringify(schema),
        ui_schema: JSON.stringify(f.ui),
        checksum: createHash('sha256')
          .update(JSON.stringify([schema, f.ui]))
          .digest('hex'),
        published_by: manager,
        published_at: dates.stamp(-200 + i * 60),
      }),
    );
    sqlite.prepare('UPDATE logger_forms SET current_version_id = ? WHERE id = ?').run(versions.at(-1), id);
    count('logger_forms');
    count('logger_form_versions', versions.length);
    return { id, versions };
  };

  const insertSubmission = sqlite.prepare(
    `INSERT INTO logger_submissions (logger_id, form_version_id, client_uuid, slot_due_at, timeliness, status, data, flags, flagged, flow,
     current_step, submitted_by, captured_at, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertApproval = sqlite.prepare(
    `INSERT INTO logger_approvals (submission_id, step, actor_id, signer_name, decision, meaning, comment, data_hash, signed_at)
     VALUES (?, ?, ?, ?, 'approve', ?, NULL, ?, ?)`,
  );
  const insertMissed = sqlite.prepare(
    'INSERT INTO logger_missed_slots (logger_id, due_at, window_end, marked_at) VALUES (?, ?, ?, ?)',
  );
  const notify = sqlite.prepare(
    'INSERT INTO logger_notifications (user_id, type, logger_id, submission_id, message, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  // At the large profile every log runs a year and the hourly chiller log is kept on each chiller (issue 28's benchmark).
  const longer = ctx.profile.logbooks;
  for (const f of LOGBOOK_FORMS) {
    const units = f.frequency.kind === 'hourly' ? (longer?.hourlyUnits ?? 1) : 1;
    const subjects =
      f.subject.type === 'process_entity'
        ? [{ id: firePump, name: 'Fire-pump system – Tower A' }]
        : assetsOf(f.subject.model, units);
    if (subjects.length === 0) continue;
    const form = insertForm(f);
    subjects.forEach((subject, n) =>
      seedLogger(
        n === 0 ? f : { ...f, logger: `${f.logger}, ${subject.name}` },
        form,
        subject,
        Math.max(f.days, longer?.days ?? 0),
        n === 0,
      ),
    );
  }
  count('logger_drafts', 2);

  function seedLogger(
    f: SeedForm,
    form: { id: number; versions: number[] },
    subject: { id: number },
    days: number,
    first: boolean,
  ) {
    const frequency: Frequency = f.frequency;
    const startsAt = new Date(anchor.getTime() - days * DAY);
    const rule = { frequency, window_before_min: f.window[0], window_after_min: f.window[1], timezone: 'Asia/Bahrain' };
    const logger = ctx.insert('e_loggers', {
      name: f.logger,
      form_id: form.id,
      subject_type: f.subject.type,
      subject_id: subject.id,
      frequency: JSON.stringify(frequency),
      window_before_min: rule.window_before_min,
      window_after_min: rule.window_after_min,
      timezone: rule.timezone,
      notify_missed: JSON.stringify([manager]),
      notify_out_of_range: JSON.stringify([manager, tech]),
      starts_at: toStoredDateTime(startsAt),
      active: 1,
      missed_checked_to: now,
      created_by: manager,
      created_at: toStoredDateTime(startsAt),
      updated_at: toStoredDateTime(startsAt),
    });
    count('e_loggers');
    // Technicians fill every logbook, the manager approves, viewers read the chiller log only.
    ctx.insert('logger_permissions', {
      logger_id: logger,
      principal_type: 'group',
      principal_id: group('Technicians'),
      can_view: 1,
      can_fill: 1,
      can_approve: 0,
    });
    ctx.insert('logger_permissions', {
      logger_id: logger,
      principal_type: 'user',
      principal_id: manager,
      can_view: 1,
      can_fill: 1,
      can_approve: 1,
    });
    if (f.key === 'chiller')
      ctx.insert('logger_permissions', {
        logger_id: logger,
        principal_type: 'group',
        principal_id: group('Viewers'),
        can_view: 1,
        can_fill: 0,
        can_approve: 0,
      });
    count('logger_permissions', f.key === 'chiller' ? 3 : 2);
    const steps = f.approval
      ? [
          {
            id: ctx.insert('logger_flow_steps', {
              logger_id: logger,
              position: 1,
              name: 'Supervisor review',
              approver_type: 'user',
              approver_id: manager,
              created_at: toStoredDateTime(startsAt),
            }),
            position: 1,
            name: 'Supervisor review',
            approver_type: 'user',
            approver_id: manager,
          },
        ]
      : [];
    count('logger_flow_steps', steps.length);

    const slots = slotsBetween(rule, startsAt, anchor, startsAt).filter((s) => s.end < anchor);
    const versionSwitch = anchor.getTime() - days * DAY * 0.4;
    // The unit's own direct work orders of the period were raised by an out-of-range reading an hour before (their source `logbook`).
    const raised = new Map<number, { id: number; at: number }>();
    if (f.outOfRange && f.subject.type === 'asset') {
      const work = sqlite
        .prepare(
          `SELECT o.id, o.created_at FROM work_orders o JOIN work_order_assets w ON w.work_order_id = o.id
           WHERE w.asset_id = ? AND o.source = 'direct' AND o.created_at BETWEEN ? AND ? ORDER BY o.created_at LIMIT 3`,
        )
        .all(subject.id, toStoredDateTime(startsAt), now) as { id: number; created_at: string }[];
      for (const wo of work) {
        const at = new Date(`${wo.created_at.replace(' ', 'T')}Z`).getTime() - 3_600_000;
        const index = slots.findLastIndex((slot) => slot.start.getTime() <= at);
        if (index >= 0 && !raised.has(index)) raised.set(index, { id: wo.id, at });
      }
    }
    slots.forEach((slot, i) => {
      const due = toStoredDateTime(slot.due);
      const roll = faker.number.float({ min: 0, max: 1 });
      const raisedWork = raised.get(i);
      if (roll < f.missed && raisedWork === undefined) {
        insertMissed.run(
          logger,
          due,
          toStoredDateTime(slot.end),
          toStoredDateTime(new Date(slot.end.getTime() + 60_000)),
        );
        count('logger_missed_slots');
        if (i > slots.length - 10)
          notify.run(
            manager,
            'missed_entry',
            logger,
            null,
            `Missed entry in ${f.logger}, due ${due.slice(0, 16)}.`,
            toStoredDateTime(slot.end),
            null,
          );
        return;
      }
      const late = raisedWork === undefined && roll < f.missed + 0.04;
      const span = slot.end.getTime() - slot.start.getTime();
      const received = raisedWork
        ? new Date(Math.max(slot.start.getTime(), raisedWork.at))
        : late
          ? new Date(slot.end.getTime() + faker.number.int({ min: 5, max: 90 }) * 60_000)
          : new Date(slot.start.getTime() + faker.number.float({ min: 0.05, max: 0.9 }) * span);
      if (received >= anchor) return;
      const versionIndex = slot.due.getTime() < versionSwitch ? 0 : form.versions.length - 1;
      const forcedHigh = raisedWork !== undefined;
      const data = f.reading(faker, forcedHigh);
      const checked = checkData(f.versions[versionIndex]!, data);
      const flagged = Object.keys(checked.flags).length > 0;
      const pending = steps.length > 0 && i >= slots.length - f.pending;
      const id = insertSubmission.run(
        logger,
        form.versions[versionIndex],
        `seed-${f.key}-${i}`,
        due,
        late ? 'late' : 'done',
        steps.length ? (pending ? 'in_review' : 'approved') : 'submitted',
        JSON.stringify(checked.values),
        JSON.stringify(checked.flags),
        flagged ? 1 : 0,
        JSON.stringify(
          steps.map(({ id: stepId, position, name: stepName, approver_type, approver_id }) => ({
            id: stepId,
            position,
            name: stepName,
            approver_type,
            approver_id,
          })),
        ),
        pending ? 0 : null,
        tech,
        toStoredDateTime(received),
        toStoredDateTime(received),
      ).lastInsertRowid as number;
      count('logger_submissions');
      if (steps.length && !pending) {
        insertApproval.run(
          id,
          0,
          manager,
          name(manager),
          'approved',
          createHash('sha256')
            .update(`${form.versions[versionIndex]}:${JSON.stringify(checked.values)}`)
            .digest('hex'),
          toStoredDateTime(new Date(received.getTime() + 3 * 3_600_000)),
        );
        count('logger_approvals');
      }
      if (pending)
        notify.run(
          manager,
          'approval_requested',
          logger,
          id,
          `An entry in ${f.logger} is waiting for your approval.`,
          toStoredDateTime(received),
          null,
        );
      if (flagged && raisedWork !== undefined) {
        const field = Object.keys(checked.flags)[0]!;
        ctx.insert('logger_work_orders', { submission_id: id, field, work_order_id: raisedWork.id });
        sqlite.prepare("UPDATE work_orders SET source = 'logbook' WHERE id = ?").run(raisedWork.id);
        count('logger_work_orders');
        notify.run(
          manager,
          'out_of_range',
          logger,
          id,
          `Out-of-range reading in ${f.logger}.`,
          toStoredDateTime(received),
          toStoredDateTime(received),
        );
      }
    });
    // The demo technician's half-filled entries, resumable on any device (on the first unit's log).
    if ((f.key === 'chiller' || f.key === 'cold-room') && first)
      ctx.insert('logger_drafts', {
        user_id: tech,
        logger_id: logger,
        form_version_id: form.versions.at(-1),
        client_uuid: `seed-draft-${f.key}`,
        data: JSON.stringify(f.reading(faker, false)),
        rev: 3,
        updated_at: dates.stamp(-0.1),
      });
  }
}
