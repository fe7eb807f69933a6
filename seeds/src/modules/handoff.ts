import type { Site } from '../workforce.js';
import type { Template } from '../work-order-kit/work-order-extras.js';

/** The organisation as later steps read it: the ids and sites the `organisation` step made. */
export interface Organisation {
  /** Permission group id by role. */
  groupIds: ReadonlyMap<string, number>;
  companyIds: readonly number[];
  /** The curated sites (with their children), in the order of the master data; staff work there. */
  sites: readonly Site[];
  /** The large profile's generated sites (none in the demo). */
  extraSites: readonly Site[];
  locationIds: ReadonlyMap<string, number>;
  departmentIds: readonly number[];
  departmentByName: ReadonlyMap<string, number>;
}

/** Everything one seed step hands to later ones, by key; each key is put by one step, named beside it. */
export interface SeedHandoff {
  /** Put by `organisation`. */
  organisation: Organisation;
  /** Put by `work-orders`: the checklist templates by name (preventive plans attach them). */
  checklistTemplates: ReadonlyMap<string, Template>;
}

/**
 * The typed hand-off between seed steps: a step `put`s what later ones need and they `take` it. Taking a key
 * no earlier step put is a seeding error that names the step and the key (its `requires` is wrong).
 */
export class Handoff {
  private readonly values: Partial<SeedHandoff> = {};

  /** @param current the name of the step running (for the errors). */
  constructor(private readonly current: () => string) {}

  put<K extends keyof SeedHandoff>(key: K, value: SeedHandoff[K]): void {
    if (key in this.values)
      throw new Error(`seed step '${this.current()}' hands over '${key}', which is already there`);
    this.values[key] = value;
  }

  take<K extends keyof SeedHandoff>(key: K): SeedHandoff[K] {
    const value = this.values[key];
    if (value === undefined)
      throw new Error(`seed step '${this.current()}' takes '${key}', which no step before it handed over`);
    return value as SeedHandoff[K];
  }
}
