import {
  API_BASE,
  formatDateTime,
  toStoredDateTime,
  type ChecklistItemRow,
  type ChecklistParameterRow,
  type WorkOrderChecklist,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';
import { loadItems } from './checklist-items.js';
import { userRefs } from './records.js';

/** A work order's checklists as the detail shows them, and when one is complete. */

export interface AttachedChecklist {
  id: number;
  work_order_id: number;
  checklist_id: number;
  stage: WorkOrderChecklist['stage'];
  dependent_checklist_id: number | null;
  completed_at: string | null;
  completed_by: number | null;
  created_by: number | null;
  created_at: string;
  name: string;
  type: WorkOrderChecklist['type'];
}

interface AnswerRecord {
  work_order_checklist_id: number;
  item_id: number;
  option_key: string;
  result: 'accept' | 'reject' | 'neutral';
  comment: string | null;
  media_id: number | null;
  media_name: string | null;
  media_wo: number | null;
  answered_by: number | null;
  answered_at: string;
}

interface ReadingRecord {
  work_order_checklist_id: number;
  parameter_id: number;
  value: number;
  in_range: number;
  read_by: number | null;
  read_at: string;
}

interface ParameterRecord {
  id: number;
  checklist_id: number;
  name: string;
  unit: string | null;
  min: number | null;
  max: number | null;
  required: number;
  created_at: string;
  updated_at: string;
}

const SELECT = `SELECT w.*, c.name, c.type FROM work_order_checklists w JOIN checklists c ON c.id = w.checklist_id`;

export const loadAttached = (sqlite: Sqlite, id: number): AttachedChecklist | undefined =>
  sqlite.prepare(`${SELECT} WHERE w.id = ?`).get(id) as AttachedChecklist | undefined;

export const attachedOf = (sqlite: Sqlite, workOrderId: number): AttachedChecklist[] =>
  sqlite
    .prepare(
      `${SELECT} WHERE w.work_order_id = ? ORDER BY CASE w.stage WHEN 'pre' THEN 0 WHEN 'inter' THEN 1 ELSE 2 END, w.id`,
    )
    .all(workOrderId) as AttachedChecklist[];

export const parameterRow = (p: ParameterRecord): ChecklistParameterRow => ({
  id: p.id,
  checklist_id: p.checklist_id,
  name: p.name,
  unit: p.unit,
  min: p.min,
  max: p.max,
  required: Boolean(p.required),
  created_at: formatDateTime(p.created_at),
  updated_at: formatDateTime(p.updated_at),
});

function loadParameters(sqlite: Sqlite, checklistIds: number[]): Map<number, ParameterRecord[]> {
  const out = new Map<number, ParameterRecord[]>();
  if (checklistIds.length === 0) return out;
  const rows = sqlite
    .prepare(
      `SELECT * FROM checklist_parameters WHERE checklist_id IN (${placeholders(checklistIds.length)}) ORDER BY id`,
    )
    .all(...checklistIds) as ParameterRecord[];
  for (const p of rows) out.set(p.checklist_id, [...(out.get(p.checklist_id) ?? []), p]);
  return out;
}

/** Answered items and read required parameters against all of them. */
export function progressOf(
  items: readonly { answer: unknown }[],
  parameters: readonly { required: boolean; reading: unknown }[],
) {
  const required = parameters.filter((p) => p.required);
  const done = items.filter((i) => i.answer).length + required.filter((p) => p.reading).length;
  const total = items.length + required.length;
  return { done, total, complete: done === total };
}

/** The detail of attached checklists: items with answers, parameters with readings, what blocks them. */
export function checklistDetails(sqlite: Sqlite, attached: readonly AttachedChecklist[]): WorkOrderChecklist[] {
  if (attached.length === 0) return [];
  const ids = attached.map((a) => a.id);
  const templates = [...new Set(attached.map((a) => a.checklist_id))];
  const items = loadItems(sqlite, templates);
  const parameters = loadParameters(sqlite, templates);
  const answers = sqlite
    .prepare(
      `SELECT a.*, m.original_name AS media_name, m.work_order_id AS media_wo FROM work_order_checklist_answers a
       LEFT JOIN work_order_media m ON m.id = a.media_id WHERE a.work_order_checklist_id IN (${placeholders(ids.length)})`,
    )
    .all(...ids) as AnswerRecord[];
  const readings = sqlite
    .prepare(`SELECT * FROM work_order_readings WHERE work_order_checklist_id IN (${placeholders(ids.length)})`)
    .all(...ids) as ReadingRecord[];
  const people = new Map(
    userRefs(sqlite, [
      ...new Set(
        [
          ...answers.map((a) => a.answered_by),
          ...readings.map((r) => r.read_by),
          ...attached.flatMap((a) => [a.completed_by, a.created_by]),
        ].filter((v): v is number => typeof v === 'number'),
      ),
    ]).map((u) => [u.id, u]),
  );
  const person = (id: number | null) => (id ? (people.get(id) ?? null) : null);
  const byId = new Map(attached.map((a) => [a.id, a]));
  const dependency = (a: AttachedChecklist) =>
    a.dependent_checklist_id
      ? (byId.get(a.dependent_checklist_id) ?? loadAttached(sqlite, a.dependent_checklist_id))
      : undefined;
  return attached.map((a) => {
    const withAnswers = (items.get(a.checklist_id) ?? []).map((item: ChecklistItemRow) => {
      const answer = answers.find((x) => x.work_order_checklist_id === a.id && x.item_id === item.id);
      const option = answer ? item.options.find((o) => o.key === answer.option_key) : undefined;
      return {
        ...item,
        answer: answer
          ? {
              option_key: answer.option_key,
              label: option?.label ?? answer.option_key,
              result: answer.result,
              comment: answer.comment,
              media:
                answer.media_id && answer.media_name
                  ? {
                      id: answer.media_id,
                      filename: answer.media_name,
                      url: `${API_BASE}/maintenance/workorders/media/${answer.media_id}`,
                    }
                  : null,
              answered_by: person(answer.answered_by),
              answered_at: formatDateTime(answer.answered_at),
            }
          : null,
      };
    });
    const withReadings = (parameters.get(a.checklist_id) ?? []).map((p) => {
      const reading = readings.find((r) => r.work_order_checklist_id === a.id && r.parameter_id === p.id);
      return {
        ...parameterRow(p),
        reading: reading
          ? {
              value: reading.value,
              in_range: Boolean(reading.in_range),
              read_by: person(reading.read_by),
              read_at: formatDateTime(reading.read_at),
            }
          : null,
      };
    });
    const dep = dependency(a);
    return {
      id: a.id,
      work_order_id: a.work_order_id,
      checklist: { id: a.checklist_id, name: a.name },
      type: a.type,
      stage: a.stage,
      dependent_checklist: dep ? { id: dep.id, name: dep.name } : null,
      blocked_by: dep && !dep.completed_at ? { id: dep.id, name: dep.name } : null,
      items: withAnswers,
      parameters: withReadings,
      completion: progressOf(withAnswers, withReadings),
      completed_at: formatDateTime(a.completed_at),
      completed_by: person(a.completed_by),
      created_by: person(a.created_by),
      created_at: formatDateTime(a.created_at),
    };
  });
}

/** Stamps the checklist complete when its last answer or required reading arrives (once). */
export function completeIfDone(sqlite: Sqlite, attached: AttachedChecklist, userId: number | null, now: Date): boolean {
  if (attached.completed_at) return false;
  const [detail] = checklistDetails(sqlite, [attached]);
  if (!detail?.completion.complete) return false;
  sqlite
    .prepare('UPDATE work_order_checklists SET completed_at = ?, completed_by = ? WHERE id = ?')
    .run(toStoredDateTime(now), userId, attached.id);
  return true;
}
