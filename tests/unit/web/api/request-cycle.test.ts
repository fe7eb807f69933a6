import { describe, expect, it } from 'vitest';
import { asEnvelope, CycleFailure, IDLE } from '../../../../web/src/api/request-cycle';

/** The request cycle tells envelopes (which carry the toast's messages) from plain answers. */
describe('asEnvelope', () => {
  it('reads the status and messages of a mutation’s envelope, failures included', () => {
    expect(asEnvelope({ status: 'success', messages: 'Saved.', payload: { id: 1 } })).toEqual({
      status: 'success',
      messages: 'Saved.',
    });
    expect(asEnvelope({ status: 'error', messages: { name: ['The name field is required.'] }, payload: null })).toEqual(
      { status: 'error', messages: { name: ['The name field is required.'] } },
    );
    expect(asEnvelope({ status: 'error' })).toEqual({ status: 'error', messages: null });
  });

  it('takes lists, rows and other answers as they are', () => {
    expect(asEnvelope({ total: 1, rows: [] })).toBeNull();
    expect(asEnvelope({ id: 3, status: { id: 1, name: 'Ready' } })).toBeNull();
    expect(asEnvelope({ status: 'deployed' })).toBeNull();
    expect(asEnvelope(null)).toBeNull();
    expect(asEnvelope('ok')).toBeNull();
  });
});

describe('CycleFailure', () => {
  it('carries the server’s messages, and a text for a field map', () => {
    expect(new CycleFailure('Not found').message).toBe('Not found');
    const failure = new CycleFailure({ name: ['Taken.'] });
    expect(failure.messages).toEqual({ name: ['Taken.'] });
    expect(failure.message).toBe('Request failed');
  });

  it('starts idle, with nothing to say', () => {
    expect(IDLE).toEqual({ status: 'idle', error: null, success: null });
  });
});
