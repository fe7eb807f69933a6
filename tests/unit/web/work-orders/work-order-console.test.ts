import { describe, expect, it } from 'vitest';
import { formatMoney } from '@cmms/contracts';
import { dueSpan } from '../../../../web/src/work-order-common/due-span';
import { reachableMoves } from '../../../../web/src/features/work-orders/reachable-moves';
import {
  addMonths,
  firstWorkingDay,
  monthGrid,
  weekDays,
} from '../../../../web/src/components/calendar/calendar-dates';
import { draftAmount, draftTotals, percentToBasisPoints } from '../../../../web/src/lib/draft-money';
import type { StatusRef } from '../../../../web/src/work-order-common/work-order-row';
import {
  revisionFieldKeys,
  revisionNumber,
  revisionValueKey,
} from '../../../../web/src/features/work-orders/revision-text';
import { bhd } from '../../../../web/src/lib/money-format';

/** The work-order console's own arithmetic: countdowns, which buttons a status list gives, calendar days, money. */

const NOW = Date.parse('2026-11-01T12:00:00Z');
const status = (id: number, name: string, state: StatusRef['state']): StatusRef => ({ id, name, state, color: null });

describe('due countdown', () => {
  it('reads minutes under an hour, hours under two days, else whole days, before and after the due moment', () => {
    expect(dueSpan('2026-11-01 12:30:00', NOW)).toEqual({ past: false, count: 30, unit: 'min' });
    expect(dueSpan('2026-11-01 15:10:00', NOW)).toEqual({ past: false, count: 3, unit: 'h' });
    expect(dueSpan('2026-11-03 11:00:00', NOW)).toEqual({ past: false, count: 47, unit: 'h' });
    expect(dueSpan('2026-10-30 10:00:00', NOW)).toEqual({ past: true, count: 2, unit: 'd' });
    expect(dueSpan('2026-11-01 11:59:50', NOW)).toEqual({ past: true, count: 1, unit: 'min' });
  });
});

describe('move buttons from the status select list', () => {
  it('gives one button per move, in the move table order, statuses of one move grouped', () => {
    const offered = [
      status(9, 'Cancelled', 'cancelled'),
      status(2, 'Open', 'open'),
      status(3, 'Assigned', 'assigned'),
      status(8, 'Rejected', 'rejected'),
    ];
    // Approve lands on open, or on assigned with an assignee: one button, and the assigned landing is the server's.
    expect(reachableMoves('requested', offered)).toEqual([
      { move: 'approve', statuses: [offered[1]] },
      { move: 'reject', statuses: [offered[3]] },
      { move: 'cancel', statuses: [offered[0]] },
    ]);
  });

  it('offers a choice when a state has several statuses, and nothing the table has no move for', () => {
    const parts = status(5, 'Waiting for parts', 'on_hold');
    const vendor = status(6, 'Waiting for vendor', 'on_hold');
    const moves = reachableMoves('in_progress', [
      parts,
      vendor,
      status(7, 'Completed', 'completed'),
      status(2, 'Open', 'open'),
    ]);
    expect(moves.map((m) => m.move)).toEqual(['hold', 'complete']);
    expect(moves[0]!.statuses).toEqual([parts, vendor]);
  });
});

describe('calendar days', () => {
  it('shows six weeks around a month from the firm’s first working day (Sunday), and a week from its Sunday', () => {
    const grid = monthGrid('2026-11-18');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-11-01');
    expect(grid[41]).toBe('2026-12-12');
    expect(weekDays('2026-11-21')).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(monthGrid('2026-12-10')[0]).toBe('2026-11-29');
    // A Monday-to-Friday firm starts its weeks on Monday; one that never rests, on Monday too.
    const shift = { start: '08:00', end: '16:00' };
    expect(firstWorkingDay({ mon: shift, tue: shift, wed: shift, thu: shift, fri: shift })).toBe(1);
    expect(firstWorkingDay({ sun: shift, mon: shift, tue: shift, wed: shift, thu: shift })).toBe(0);
    expect(
      firstWorkingDay({ sun: shift, mon: shift, tue: shift, wed: shift, thu: shift, fri: shift, sat: shift }),
    ).toBe(1);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
  });
});

describe('quotation totals', () => {
  it('adds 3 × 0.115 BHD with 10 % VAT to exactly 0.380, as the server does', () => {
    const line = { key: 'a', kind: 'part' as const, description: 'Fuse', quantity: '3', unit_price: '0.115' };
    const totals = draftTotals([line], percentToBasisPoints('10')!);
    expect(totals).toEqual({ subtotal: 345, tax: 35, total: 380 });
    expect(formatMoney(totals.total)).toBe('0.380');
  });

  it('leaves out lines that are not numbers with three decimals at most, and reads percents as basis points', () => {
    expect(draftAmount({ quantity: '1.5', unit_price: '12.500' })).toBe(18_750);
    expect(draftAmount({ quantity: '1', unit_price: '0.1234' })).toBeNull();
    expect(percentToBasisPoints('10.5')).toBe(1050);
    expect(percentToBasisPoints('ten')).toBeNull();
  });
});

describe('revision texts', () => {
  it('names changes that are not fields by their own key, then by the declared field', () => {
    expect(revisionFieldKeys({ type: 'comment', field: 'comment' })[0]).toBe('work-orders:revisions.fields.comment');
    expect(revisionFieldKeys({ type: 'status', field: 'status' })).toEqual([
      'work-orders:revisions.fields.status',
      'resources.workorders.fields.status_id',
    ]);
    // A quotation's status is not the work order's.
    expect(revisionFieldKeys({ type: 'quotation', field: 'status' })[0]).toBe(
      'work-orders:revisions.fields.quotation_status',
    );
  });

  it('reads quotation money in BHD and the VAT rate in percent; words through their keys', () => {
    expect(revisionNumber({ type: 'quotation', field: 'total' }, '12345')).toMatch(/^BHD\s12\.345$/);
    expect(revisionNumber({ type: 'quotation', field: 'tax_rate' }, '1000')).toBe('10 %');
    expect(revisionNumber({ type: 'field', field: 'time_spent_minutes' }, '91')).toBeNull();
    expect(revisionValueKey({ type: 'field', field: 'work_order' }, 'created')).toBe(
      'work-orders:revisions.values.created',
    );
    expect(revisionValueKey({ type: 'quotation', field: 'status' }, 'accepted')).toBe(
      'work-orders:quotation.statuses.accepted',
    );
    expect(revisionValueKey({ type: 'status', field: 'status' }, 'Closed')).toBeNull();
  });
});

describe('money on screen', () => {
  it('reads the same everywhere: currency, digits and separators of the language, three decimals, exact', () => {
    expect(bhd(163_440_000, 'en')).toMatch(/^BHD\s163,440\.000$/);
    expect(bhd(380, 'en')).toMatch(/^BHD\s0\.380$/);
    // Far beyond a float's exact cents, the fils stay exact.
    expect(bhd(4_503_599_627_370_497, 'en')).toMatch(/^BHD\s4,503,599,627,370\.497$/);
    expect(bhd(12_345, 'fr')).toMatch(/^12,345\s?BHD$/);
  });
});
