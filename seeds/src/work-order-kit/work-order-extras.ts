import { STANDARD_OPTIONS, type ChecklistOption } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { SeedDates } from '../anchor.js';
import { CHECKLISTS, COMMENTS } from '../data/work-order-data.js';
import type { Dice } from './work-order-history.js';
import type { WorkOrderWriter } from './work-order-writer.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

export interface Template {
  id: number;
  name: string;
  items: { id: number; label: string; options: ChecklistOption[]; comment: string }[];
  parameters: { id: number; name: string; unit: string; min: number | null; max: number | null; required: boolean }[];
}

/** The checklist templates with their items and parameters. */
export function seedChecklistTemplates(
  insert: Insert,
  dates: SeedDates,
  categories: Map<string, number>,
): Map<string, Template> {
  const out = new Map<string, Template>();
  const at = dates.stamp(-400);
  for (const c of CHECKLISTS) {
    const id = insert('checklists', {
      name: c.name,
      type: c.type,
      company_id: null,
      category_id: c.category ? (categories.get(c.category) ?? null) : null,
      models: '[]',
      status: true,
      description: null,
      created_by: 1,
      created_at: at,
      updated_at: at,
    });
    const items = c.items.map((item, i) => {
      const options = [...STANDARD_OPTIONS[item.list ?? 'combined']];
      const comment = item.comment ?? 'none';
      const itemId = insert('checklist_items', {
        checklist_id: id,
        position: i + 1,
        label: item.label,
        photo: item.photo ?? 'none',
        video: 'none',
        comment,
        option_list: item.list ?? 'combined',
        options: JSON.stringify(options),
      });
      return { id: itemId, label: item.label, options, comment };
    });
    const parameters = c.parameters.map((p) => ({
      ...p,
      id: insert('checklist_parameters', { checklist_id: id, ...p, created_by: 1, created_at: at, updated_at: at }),
    }));
    out.set(c.name, { id, name: c.name, items, parameters });
  }
  return out;
}

export interface AnswerWindow {
  /** Days from the anchor between which the answers are given. */
  from: number;
  to: number;
  /** Share of the items answered (1: all, and the checklist completes). */
  share: number;
  by: number;
}

/**
 * A template on a work order and its answers in the given window: mostly passes, a few fails and N/As,
 * readings mostly in range. Complete (stamped) when every item and required parameter has its answer.
 * Returns the items that failed, so the caller can raise follow-ups.
 */
export function attachChecklist(
  sqlite: Sqlite,
  writer: WorkOrderWriter,
  dates: SeedDates,
  dice: Dice,
  workOrderId: number,
  template: Template,
  stage: 'pre' | 'inter' | 'post',
  attachedAt: number,
  answers: AnswerWindow | null,
  /** Draw what the answers would have drawn, but write nothing: the checklist does not fit, the rows after stay. */
  dry = false,
): string[] {
  const { stamp } = dates;
  const id = dry
    ? 0
    : Number(
        sqlite
          .prepare(
            'INSERT INTO work_order_checklists (work_order_id, checklist_id, stage, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(workOrderId, template.id, stage, 2, stamp(attachedAt)).lastInsertRowid,
      );
  if (!dry)
    writer.log(workOrderId, 'checklist', attachedAt, 2, {
      checklist: { old: null, new: `${template.name} (${stage})` },
    });
  if (!answers) return [];
  const failed: string[] = [];
  const steps = template.items.length + template.parameters.length;
  let n = 0;
  const when = () => answers.from + ((answers.to - answers.from) * ++n) / (steps + 1);
  let complete = true;
  for (const item of template.items) {
    if (dice.rand() >= answers.share) {
      complete = false;
      continue;
    }
    const roll = dice.rand();
    const option =
      item.options.length === 1
        ? item.options[0]!
        : roll < 0.88
          ? item.options[0]!
          : roll < 0.96
            ? item.options[1]!
            : item.options[2]!;
    const comment =
      option.result === 'reject'
        ? 'Defect found, see photos and follow-up.'
        : item.comment === 'required'
          ? 'Checked, OK.'
          : null;
    const at = when();
    if (dry) continue;
    sqlite
      .prepare(
        `INSERT INTO work_order_checklist_answers (work_order_checklist_id, item_id, option_key, result, comment, answered_by, answered_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, item.id, option.key, option.result, comment, answers.by, stamp(at));
    writer.log(workOrderId, 'checklist', at, answers.by, {
      [`${template.name} › ${item.label}`]: { old: null, new: comment ? `${option.label}: ${comment}` : option.label },
    });
    if (option.result === 'reject') failed.push(item.label);
  }
  for (const p of template.parameters) {
    if (dice.rand() >= answers.share) {
      if (p.required) complete = false;
      continue;
    }
    const lo = p.min ?? 0;
    const hi = p.max ?? lo + 10;
    const inRange = dice.rand() < 0.88;
    const raw = inRange ? dice.between(lo, hi) : hi + (hi - lo) * dice.between(0.05, 0.3);
    const value = Math.round(raw * 10) / 10;
    const at = when();
    if (dry) continue;
    sqlite
      .prepare(
        'INSERT INTO work_order_readings (work_order_checklist_id, parameter_id, value, in_range, read_by, read_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(id, p.id, value, value >= lo && value <= hi ? 1 : 0, answers.by, stamp(at));
    writer.log(workOrderId, 'checklist', at, answers.by, {
      [`${template.name} › ${p.name}`]: { old: null, new: `${value} ${p.unit}` },
    });
  }
  if (complete && !dry) {
    sqlite
      .prepare('UPDATE work_order_checklists SET completed_at = ?, completed_by = ? WHERE id = ?')
      .run(stamp(answers.to), answers.by, id);
  }
  return failed;
}

/** A few comments between two moments, each with its history line. */
export function seedComments(
  insert: Insert,
  writer: WorkOrderWriter,
  dates: SeedDates,
  dice: Dice,
  workOrderId: number,
  people: number[],
  from: number,
  to: number,
): number {
  const n = 1 + Math.floor(dice.rand() * 3);
  for (let i = 0; i < n; i++) {
    const at = from + ((to - from) * (i + 1)) / (n + 1);
    const by = dice.pick(people);
    const body = dice.pick(COMMENTS);
    insert('work_order_comments', {
      work_order_id: workOrderId,
      body,
      created_by: by,
      created_at: dates.stamp(at),
      updated_at: dates.stamp(at),
    });
    writer.log(workOrderId, 'comment', at, by, { comment: { old: null, new: body } });
  }
  return n;
}
