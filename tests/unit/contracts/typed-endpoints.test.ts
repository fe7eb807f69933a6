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
import { workLogBodySchema } from '@cmms/contracts/actions/work-order-actions';
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
});
