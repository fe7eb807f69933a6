import type { SeedStep } from '../modules/seed-step.js';
import { seedPreventive } from './preventive.js';
import { mulberry32 } from '../random.js';
import { WorkOrderWriter } from '../work-order-kit/work-order-writer.js';

/**
 * The preventive programme after the rest of the work: technicians' skills, plans and a year of their
 * occurrences, each backed by its work order. Its own random stream, so the rows before it stay as they were.
 */
export const preventiveStep: SeedStep = {
  name: 'preventive',
  requires: ['work-orders'],
  sharedFaker: true,
  run({ sqlite, insert, count, profile, dates, handoff }) {
    const rand = mulberry32(13_130_013);
    const writer = WorkOrderWriter.forDatabase(sqlite, dates);
    seedPreventive({
      sqlite,
      insert,
      count,
      dates,
      writer,
      templates: handoff.take('checklistTemplates'),
      profile,
      dice: {
        rand,
        between: (lo, hi) => lo + rand() * (hi - lo),
        pick: (list) => list[Math.floor(rand() * list.length)]!,
      },
    });
    count('work_orders', writer.counts.work_orders);
    count('work_order_logs', writer.counts.work_order_logs);
  },
};
