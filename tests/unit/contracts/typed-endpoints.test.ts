import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  getEndpoint,
  type BodyInputOf,
  type BodyOf,
  type EndpointById,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@cmms/contracts';
import type { DevSwitch, DevSwitchBody, DevSwitchState } from '@cmms/contracts/dev-switches/endpoints';
import type { DemoStatus } from '@cmms/contracts/demo/endpoints';
import type { TodoTask } from '@cmms/contracts/template-apps/schemas';
import { workLogBodySchema, WORK_LOG_ACTIONS } from '@cmms/contracts/work-orders/work-order-actions';
import { QUOTATION_STATUSES } from '@cmms/contracts/work-orders/work-order-money-actions';
import type { z } from 'zod';

/**
 * Endpoint declarations keep their zod types (issue 25, ts-rest style): the type helpers read a
 * declaration's body, query, params and response by its id. These assertions are checked by `tsc`
 * (`npm run typecheck`); the runtime half checks the declarations they read are the table's.
 */
describe('typed endpoints', () => {
  it('read body, query, params and response by id', () => {
    expectTypeOf<BodyOf<'devSwitches.set'>>().toEqualTypeOf<DevSwitchBody>();
    expectTypeOf<ResponseOf<'devSwitches.state'>>().toEqualTypeOf<DevSwitchState>();
    expectTypeOf<ResponseOf<'devSwitches.set'>['payload']>().toEqualTypeOf<DevSwitch | null>();
    expectTypeOf<ResponseOf<'demo.status'>>().toEqualTypeOf<DemoStatus>();
    expectTypeOf<ResponseOf<'tapps.todo.tasks'>>().toEqualTypeOf<TodoTask[]>();
    expectTypeOf<QueryOf<'tapps.email.list'>>().toEqualTypeOf<{ q?: string; folder?: string; label?: string }>();
    expectTypeOf<ParamsOf<'devSwitches.clear'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<ParamsOf<'users.sublist'>>().toEqualTypeOf<{ id: number; type: string }>();
    // None declared: nothing to read.
    expectTypeOf<BodyOf<'devSwitches.state'>>().toEqualTypeOf<undefined>();
    expectTypeOf<QueryOf<'devSwitches.set'>>().toEqualTypeOf<undefined>();
    // What a client sends is the schema's input.
    expectTypeOf<BodyInputOf<'demo.clock'>>().toEqualTypeOf<{ advance: 'hour' | 'day' | 'week' }>();
    // An endpoint generated from a resource declaration reads as a plain endpoint.
    expectTypeOf<ResponseOf<'companies.list'>>().toEqualTypeOf<unknown>();
    expectTypeOf<EndpointById<'devSwitches.set'>['id']>().toEqualTypeOf<'devSwitches.set'>();
    expect(getEndpoint('devSwitches.set').body).toBeDefined();
    expect(getEndpoint('devSwitches.state').body).toBeUndefined();
  });
});

/** Work-order actions declared through `woAction` keep their schemas too (issue 25). */
describe('typed work-order actions', () => {
  it('read a woAction endpoint’s body, query and response by id', () => {
    expectTypeOf<BodyOf<'workorders.work-log'>>().toEqualTypeOf<z.output<typeof workLogBodySchema>>();
    expectTypeOf<BodyInputOf<'workorders.work-log'>>().toEqualTypeOf<z.input<typeof workLogBodySchema>>();
    expectTypeOf<BodyOf<'workorders.work-log'>>().toHaveProperty('work_order_id');
    expectTypeOf<ResponseOf<'workorders.work-log'>['status']>().toEqualTypeOf<'success' | 'error'>();
    // A GET action's query is kept.
    expectTypeOf<QueryOf<'workorders.revisions'>>().toHaveProperty('search');
    expect(getEndpoint('workorders.work-log').body).toBe(workLogBodySchema);
  });

  it('type each body field from its declaration (kind, options, required)', () => {
    type WorkLog = BodyOf<'workorders.work-log'>;
    // A required reference is a number; one not required may be left out or null.
    expectTypeOf<WorkLog['work_order_id']>().toEqualTypeOf<number>();
    expectTypeOf<WorkLog['assignee']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<WorkLog['note']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<WorkLog['minutes']>().toEqualTypeOf<number | null | undefined>();
    // An enum reads as the union of its options.
    expectTypeOf<WorkLog['action']>().toEqualTypeOf<(typeof WORK_LOG_ACTIONS)[number] | null | undefined>();
    type Escalate = BodyOf<'workorders.escalate'>;
    expectTypeOf<Escalate['level']>().toEqualTypeOf<number>();
    expectTypeOf<Escalate['assignees']>().toEqualTypeOf<number[] | null | undefined>();
    type Quotation = BodyOf<'workorders.quotation-save'>;
    expectTypeOf<Quotation['status']>().toEqualTypeOf<(typeof QUOTATION_STATUSES)[number] | null | undefined>();
    expectTypeOf<NonNullable<Quotation['lines']>[number]['description']>().toEqualTypeOf<string>();
    // A boolean stays a boolean; what a client sends may be a form's text.
    expectTypeOf<BodyOf<'workorders.checklist-answer'>['follow_up']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<BodyInputOf<'workorders.escalate'>['level']>().toEqualTypeOf<number | string | null>();
  });
});
