/**
 * What one part of the product tells the others, instead of calling into them (issue 25): a work order
 * moved on its log, and preventive maintenance makes a floating plan's next occurrence. Listeners run
 * in order, in the emitter's call (and its transaction, if any), so an effect is as exact as a direct call.
 */
export interface DomainEvents {
  /** A work-log entry moved a work order (its status, its time). */
  'workorder.logged': { workOrderId: number; schedulerId: number | null };
}

export type EventName = keyof DomainEvents;
type Listener<E extends EventName> = (event: DomainEvents[E]) => void;

export interface EventBus {
  on<E extends EventName>(name: E, listener: Listener<E>): void;
  emit<E extends EventName>(name: E, event: DomainEvents[E]): void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<EventName, Listener<EventName>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<EventName>]);
    },
    emit(name, event) {
      for (const listener of listeners.get(name) ?? []) listener(event);
    },
  };
}
