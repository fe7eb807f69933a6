/** How much generated data each profile adds on top of the curated master data. */
export interface SeedProfile {
  staffUsers: number;
  extraSuppliers: number;
  extraLocations: number;
  /** Assets in the register, and maintenance records against them. */
  assets: number;
  maintenances: number;
  /** The believable year of work orders, and bulk ones on top (the benchmark's 200k). */
  workOrders: number;
  bulkWorkOrders: number;
  /** Generated preventive plans on top of the curated programme (the report benchmarks). */
  preventivePlans?: number;
  /** Logbooks kept longer (issue 28's benchmark): every log's days at least `days`, hourly logs on up to `hourlyUnits` units. */
  logbooks?: { days: number; hourlyUnits: number };
}

export const PROFILES = {
  demo: {
    staffUsers: 40,
    extraSuppliers: 18,
    extraLocations: 0,
    assets: 320,
    maintenances: 90,
    workOrders: 560,
    bulkWorkOrders: 0,
  },
  large: {
    staffUsers: 5000,
    extraSuppliers: 2000,
    extraLocations: 1500,
    assets: 100_000,
    maintenances: 5_000,
    workOrders: 560,
    bulkWorkOrders: 200_000,
    preventivePlans: 300,
    logbooks: { days: 365, hourlyUnits: 3 },
  },
} satisfies Record<string, SeedProfile>;

export type ProfileName = keyof typeof PROFILES;
export const isProfileName = (name: string): name is ProfileName => name in PROFILES;

/** Seeds are reproducible: same seed number and anchor (see anchor.ts), same rows and ids. */
export const DEFAULT_SEED = 20261121;
