import type { Faker } from '@faker-js/faker';
import { JSON_SCHEMA_2020 } from '@cmms/contracts/logbooks/definition';
import type { Frequency } from '@cmms/contracts/logbooks/frequency';

type Schema = Record<string, unknown>;

/** One seeded logbook: its form's versions (oldest first), where it is kept, how often, and its story. */
export interface SeedForm {
  key: string;
  name: string;
  category: string;
  logger: string;
  versions: Schema[];
  ui: Schema;
  subject: { type: 'asset'; model: string } | { type: 'process_entity' };
  frequency: Frequency;
  /** Minutes before and after the due time an entry is on time. */
  window: [number, number];
  /** Days of history before the anchor. */
  days: number;
  /** Share of slots missed. */
  missed: number;
  /** Last entries still waiting for approval. */
  pending: number;
  /** Whether the unit's work orders of the period were raised by an out-of-range reading of this log. */
  outOfRange: boolean;
  approval: boolean;
  reading: (faker: Faker, outOfRange: boolean) => Record<string, unknown>;
}

/** Each reading's name as the people who fill it say it (the form shows it; a form is data, kept in English). */
const TITLES: Readonly<Record<string, string>> = {
  supply_temp: 'Chilled-water supply temperature',
  return_temp: 'Chilled-water return temperature',
  condenser_pressure: 'Condenser pressure',
  evaporator_pressure: 'Evaporator pressure',
  remarks: 'Remarks',
  run_hours: 'Run-hour meter',
  load: 'Load during the run',
  fuel_level: 'Fuel level',
  start_check: 'Start and changeover check',
  room_temp: 'Room temperature',
  defrost_done: 'Defrost cycle done',
  door_seal: 'Door seal and curtain',
  churn_pressure: 'Churn pressure',
  flow_pressure: 'Flow pressure at rated flow',
  jockey_pump: 'Jockey pump cut-in and cut-out',
  test_date: 'Test date',
  signature: 'Witness signature',
};
const doc = (required: string[], properties: Schema): Schema => ({
  $schema: JSON_SCHEMA_2020,
  type: 'object',
  required,
  properties: Object.fromEntries(
    Object.entries(properties).map(([key, field]) => [key, { title: TITLES[key], ...(field as Schema) }]),
  ),
});
const num = (unit: string, min: number, max: number, low: number, high: number, decimals = 1, extra: Schema = {}) => ({
  type: 'number',
  minimum: min,
  maximum: max,
  'x-kind': 'meter',
  'x-unit': unit,
  'x-decimals': decimals,
  'x-range': { low, high },
  ...extra,
});
const inspection = { type: 'string', enum: ['pass', 'flag', 'fail'], 'x-kind': 'inspection' };
const signature = { type: 'string', contentMediaType: 'image/png', 'x-kind': 'signature' };
const round = (n: number, d = 1) => Number(n.toFixed(d));

const chillerV1 = doc(['supply_temp', 'return_temp'], {
  supply_temp: num('°C', -10, 40, 5.5, 7.5),
  return_temp: num('°C', -10, 40, 11, 14),
  condenser_pressure: num('kPa', 0, 2000, 700, 1100, 0),
});
const chillerV2 = doc(['supply_temp', 'return_temp'], {
  ...(chillerV1.properties as Schema),
  evaporator_pressure: num('kPa', 0, 1500, 300, 450, 0),
  remarks: { type: 'string', maxLength: 500, 'x-kind': 'text' },
});

export const LOGBOOK_FORMS: readonly SeedForm[] = [
  {
    key: 'chiller',
    name: 'Chiller plant hourly readings',
    category: 'HVAC',
    logger: 'Chiller plant log – Seef Mall',
    versions: [chillerV1, chillerV2],
    ui: { 'ui:order': ['supply_temp', 'return_temp', 'condenser_pressure', 'evaporator_pressure', 'remarks'] },
    subject: { type: 'asset', model: 'YK centrifugal chiller' },
    frequency: { kind: 'hourly' },
    window: [0, 30],
    days: 30,
    missed: 0.03,
    pending: 6,
    outOfRange: false,
    approval: true,
    // Now and then a warm hour (a tripped compressor, a sticking valve) reads above the band.
    reading: (f) => ({
      supply_temp: round(f.number.float({ min: 5.7, max: f.datatype.boolean({ probability: 0.02 }) ? 8.4 : 7.3 })),
      return_temp: round(f.number.float({ min: 11.2, max: 13.8 })),
      condenser_pressure: f.number.int({ min: 720, max: 1080 }),
      evaporator_pressure: f.number.int({ min: 310, max: 440 }),
    }),
  },
  {
    key: 'generator',
    name: 'Generator weekly run',
    category: 'Power',
    logger: 'Generator run log – Tower A',
    versions: [
      doc(['run_hours', 'load', 'fuel_level', 'start_check'], {
        run_hours: { type: 'number', minimum: 0, maximum: 100000, 'x-kind': 'meter', 'x-unit': 'h', 'x-decimals': 1 },
        load: num('%', 0, 110, 30, 80, 0),
        fuel_level: num('%', 0, 100, 40, 100, 0),
        start_check: inspection,
      }),
    ],
    ui: { start_check: { 'ui:widget': 'radio' } },
    subject: { type: 'asset', model: 'C18 diesel generator set' },
    frequency: { kind: 'weekly', weekday: 4, at: '10:00' },
    window: [120, 1440],
    days: 182,
    missed: 0.06,
    pending: 0,
    outOfRange: false,
    approval: false,
    reading: (f) => ({
      run_hours: round(f.number.float({ min: 1200, max: 1400 })),
      load: f.number.int({ min: 35, max: 78 }),
      fuel_level: f.number.int({ min: 45, max: 100 }),
      start_check: f.helpers.weightedArrayElement([
        { weight: 18, value: 'pass' },
        { weight: 1, value: 'flag' },
      ]),
    }),
  },
  {
    key: 'cold-room',
    name: 'Cold-store temperature per shift',
    category: 'Refrigeration',
    logger: 'Cold store 1 temperature – Muharraq Depot',
    versions: [
      doc(['room_temp', 'door_seal'], {
        room_temp: num('°C', -40, 20, -22, -18, 1, {
          'x-onOutOfRange': { notify: true, createWorkOrder: 'auto', priority: 'P2' },
        }),
        door_seal: inspection,
        defrost_done: { type: 'boolean', 'x-kind': 'checkbox' },
      }),
    ],
    ui: { door_seal: { 'ui:widget': 'radio' } },
    subject: { type: 'asset', model: 'ECOLINE semi-hermetic rack' },
    frequency: {
      kind: 'shift',
      shifts: [
        { name: 'Morning', start: '06:00', end: '14:00' },
        { name: 'Evening', start: '14:00', end: '22:00' },
        { name: 'Night', start: '22:00', end: '06:00' },
      ],
    },
    window: [0, 0],
    days: 90,
    missed: 0.05,
    pending: 4,
    outOfRange: true,
    approval: true,
    reading: (f, high) => ({
      room_temp: high
        ? round(f.number.float({ min: -14, max: -11 }))
        : round(f.number.float({ min: -21.5, max: -18.5 })),
      door_seal: 'pass',
      defrost_done: f.datatype.boolean({ probability: 0.3 }),
    }),
  },
  {
    key: 'fire-pump',
    name: 'Fire-pump monthly test',
    category: 'Fire safety',
    logger: 'Fire-pump test – Tower A',
    versions: [
      doc(['churn_pressure', 'flow_pressure', 'jockey_pump', 'signature'], {
        churn_pressure: num('bar', 0, 25, 8, 12),
        flow_pressure: num('bar', 0, 25, 6, 10),
        jockey_pump: inspection,
        test_date: { type: 'string', format: 'date', 'x-kind': 'date' },
        signature,
      }),
    ],
    ui: { jockey_pump: { 'ui:widget': 'radio' }, signature: { 'ui:widget': 'signature' } },
    subject: { type: 'process_entity' },
    frequency: { kind: 'monthly', monthDay: 5, at: '09:00' },
    window: [0, 3 * 1440],
    days: 240,
    missed: 0.1,
    pending: 1,
    outOfRange: false,
    approval: true,
    reading: (f) => ({
      churn_pressure: round(f.number.float({ min: 8.5, max: 11.5 })),
      flow_pressure: round(f.number.float({ min: 6.5, max: 9.5 })),
      jockey_pump: 'pass',
      signature:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    }),
  },
];
