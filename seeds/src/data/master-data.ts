import { seededName, type SeededKey } from '@cmms/contracts/kit/seeded-vocabularies';

/** Curated master data: what a real maintenance department in Bahrain would have configured. */

export const COMPANIES = [
  { name: 'Gulf Facility Services W.L.L.', phone: '+973 1753 2200', email: 'info@gulffacility.bh' },
  { name: 'Al Noor Hospitality Group', phone: '+973 1729 8100', email: 'engineering@alnoorhotels.bh' },
  { name: 'Bahrain Logistics Park Co.', phone: '+973 1736 4450', email: 'ops@blpark.bh' },
  { name: 'Seef Properties Management', phone: '+973 1758 0090', email: 'fm@seefproperties.bh' },
  { name: 'Arabian Cold Chain B.S.C.', phone: '+973 1770 1234', email: 'service@arabiancoldchain.com' },
  { name: 'Delmon Healthcare Partners', phone: '+973 1724 6600', email: 'biomed@delmonhealth.bh' },
  { name: 'Sitra Industrial Utilities B.S.C. (c)', phone: '+973 1745 3300', email: 'maintenance@sitrautilities.bh' },
];

export const CATEGORIES: [string, string][] = [
  ['Laptops', 'asset'], ['Desktops', 'asset'], ['Servers', 'asset'], ['Network switches', 'asset'],
  ['HVAC units', 'asset'], ['Chillers', 'asset'], ['Generators', 'asset'], ['Pumps', 'asset'],
  ['Forklifts', 'asset'], ['Elevators', 'asset'], ['Fire alarm panels', 'asset'], ['Medical imaging', 'asset'],
  ['Vehicles', 'asset'], ['Kitchen equipment', 'asset'], ['Air handling units', 'asset'], ['UPS systems', 'asset'],
  ['Escalators', 'asset'], ['BMS controllers', 'asset'], ['Medical gas systems', 'asset'],
  ['Refrigeration compressors', 'asset'],
  ['Monitors', 'accessory'], ['Keyboards & mice', 'accessory'], ['Docking stations', 'accessory'],
  ['Safety gear', 'accessory'], ['Test instruments', 'accessory'], ['Power tools', 'accessory'],
  ['Two-way radios', 'accessory'],
  ['Air filters', 'consumable'], ['Printer toner', 'consumable'], ['Lubricants', 'consumable'],
  ['Refrigerant', 'consumable'], ['PPE consumables', 'consumable'], ['Lamps', 'consumable'],
  ['Electrical sundries', 'consumable'],
  ['RAM modules', 'component'], ['Hard drives', 'component'], ['Compressor parts', 'component'],
  ['V-belts', 'component'], ['Bearings', 'component'], ['Motor control parts', 'component'],
  ['UPS batteries', 'component'],
  ['Office suites', 'license'], ['CAD software', 'license'], ['BMS licences', 'license'],
  ['CAFM software', 'license'],
];

const label = (key: SeededKey<'statuslabels'>) => seededName('statuslabels', key);

export const STATUS_LABELS: [string, string, string, boolean][] = [
  [label('ready_to_deploy'), 'deployable', '#2F855A', true],
  [label('in_service'), 'deployable', '#3182CE', false],
  [label('spare'), 'deployable', '#319795', false],
  [label('pending_inspection'), 'pending', '#D69E2E', false],
  [label('awaiting_parts'), 'pending', '#DD6B20', false],
  [label('under_maintenance'), 'undeployable', '#C05621', false],
  [label('out_for_repair'), 'undeployable', '#9C4221', false],
  [label('broken'), 'archived', '#C53030', false],
  [label('decommissioned'), 'archived', '#718096', false],
  [label('lost_stolen'), 'archived', '#1A202C', false],
];

export const MANUFACTURERS: [string, string][] = [
  ['Dell', 'https://www.dell.com'], ['HP', 'https://www.hp.com'], ['Lenovo', 'https://www.lenovo.com'],
  ['Apple', 'https://www.apple.com'], ['Cisco', 'https://www.cisco.com'], ['Carrier', 'https://www.carrier.com'],
  ['Daikin', 'https://www.daikin.com'], ['Trane', 'https://www.trane.com'], ['York', 'https://www.york.com'],
  ['Caterpillar', 'https://www.cat.com'], ['Cummins', 'https://www.cummins.com'], ['Grundfos', 'https://www.grundfos.com'],
  ['Siemens', 'https://www.siemens.com'], ['ABB', 'https://www.abb.com'], ['Schneider Electric', 'https://www.se.com'],
  ['Honeywell', 'https://www.honeywell.com'], ['Bosch', 'https://www.bosch.com'], ['Atlas Copco', 'https://www.atlascopco.com'],
  ['Toyota Material Handling', 'https://toyota-forklifts.eu'], ['Otis', 'https://www.otis.com'], ['KONE', 'https://www.kone.com'],
  ['Microsoft', 'https://www.microsoft.com'], ['Autodesk', 'https://www.autodesk.com'], ['Samsung', 'https://www.samsung.com'],
  ['Epson', 'https://www.epson.com'], ['Fluke', 'https://www.fluke.com'], ['Hilti', 'https://www.hilti.com'],
  ['GE HealthCare', 'https://www.gehealthcare.com'], ['Rational', 'https://www.rational-online.com'], ['Kärcher', 'https://www.kaercher.com'],
  ['Schindler', 'https://www.schindler.com'], ['Eaton', 'https://www.eaton.com'], ['Johnson Controls', 'https://www.johnsoncontrols.com'],
  ['Bitzer', 'https://www.bitzer.de'], ['Philips', 'https://www.philips.com'], ['BeaconMedaes', 'https://www.beaconmedaes.com'],
  ['Gates', 'https://www.gates.com'], ['SKF', 'https://www.skf.com'], ['3M', 'https://www.3m.com'],
  ['Motorola Solutions', 'https://www.motorolasolutions.com'], ['Makita', 'https://www.makita.com'], ['Shell', 'https://www.shell.com'],
  ['Yuasa', 'https://www.yuasa.co.uk'], ['Archibus', 'https://www.archibus.com'],
];
/** Two manufacturers the estate no longer buys from: they show under the deleted toggle. */
export const DELETED_MANUFACTURERS = ['Compaq', 'Nokia Networks'];

export const DEPARTMENTS = [
  'Maintenance', 'Facilities', 'Information Technology', 'Operations', 'Finance', 'Human Resources',
  'Procurement', 'Health, Safety & Environment', 'Logistics', 'Customer Service', 'Biomedical Engineering',
];

export const DEPRECIATIONS: [string, number, 'amount' | 'percent', number][] = [
  ['Computers – 3 years', 36, 'amount', 0],
  ['Network equipment – 5 years', 60, 'amount', 50],
  ['Vehicles – 5 years', 60, 'percent', 10],
  ['Furniture – 7 years', 84, 'amount', 0],
  ['HVAC equipment – 10 years', 120, 'percent', 5],
  ['Heavy machinery – 15 years', 180, 'percent', 10],
  ['Medical equipment – 8 years', 96, 'amount', 250],
  ['Software – 3 years', 36, 'amount', 0],
];

/** What a site is: it decides the equipment it holds (see SITE_TYPES in asset-data.ts). */
export type SiteType =
  | 'office tower'
  | 'server room'
  | 'plant room'
  | 'mall'
  | 'food court'
  | 'cold chain depot'
  | 'cold store'
  | 'workshop'
  | 'industrial plant'
  | 'generator hall'
  | 'pump station'
  | 'hospital'
  | 'radiology'
  | 'operating theatres'
  | 'hotel'
  | 'hotel kitchen'
  | 'rooftop plant'
  | 'warehouse'
  | 'port yard'
  | 'service office'
  | 'school';

/**
 * Sites with their buildings and rooms; parents come before children. A site belongs to the company
 * that owns it (children inherit it), and its type says what equipment it holds.
 */
export const LOCATIONS: { name: string; city: string; type: SiteType; company?: string; parent?: string; country?: string }[] = [
  { name: 'Manama HQ', city: 'Manama', type: 'office tower', company: 'Gulf Facility Services W.L.L.' },
  { name: 'Manama HQ – Tower A', city: 'Manama', type: 'office tower', parent: 'Manama HQ' },
  { name: 'Manama HQ – Tower B', city: 'Manama', type: 'office tower', parent: 'Manama HQ' },
  { name: 'Tower A – Server room', city: 'Manama', type: 'server room', parent: 'Manama HQ – Tower A' },
  { name: 'Tower A – Plant room', city: 'Manama', type: 'plant room', parent: 'Manama HQ – Tower A' },
  { name: 'Seef Mall Complex', city: 'Seef', type: 'mall', company: 'Seef Properties Management' },
  { name: 'Seef Mall – Basement plant', city: 'Seef', type: 'plant room', parent: 'Seef Mall Complex' },
  { name: 'Seef Mall – Food court', city: 'Seef', type: 'food court', parent: 'Seef Mall Complex' },
  { name: 'Muharraq Logistics Depot', city: 'Muharraq', type: 'cold chain depot', company: 'Arabian Cold Chain B.S.C.' },
  { name: 'Muharraq Depot – Cold store 1', city: 'Muharraq', type: 'cold store', parent: 'Muharraq Logistics Depot' },
  { name: 'Muharraq Depot – Cold store 2', city: 'Muharraq', type: 'cold store', parent: 'Muharraq Logistics Depot' },
  { name: 'Muharraq Depot – Workshop', city: 'Muharraq', type: 'workshop', parent: 'Muharraq Logistics Depot' },
  { name: 'Sitra Industrial Plant', city: 'Sitra', type: 'industrial plant', company: 'Sitra Industrial Utilities B.S.C. (c)' },
  { name: 'Sitra Plant – Generator hall', city: 'Sitra', type: 'generator hall', parent: 'Sitra Industrial Plant' },
  { name: 'Sitra Plant – Pump station', city: 'Sitra', type: 'pump station', parent: 'Sitra Industrial Plant' },
  { name: 'Riffa Medical Centre', city: 'Riffa', type: 'hospital', company: 'Delmon Healthcare Partners' },
  { name: 'Riffa Medical – Radiology', city: 'Riffa', type: 'radiology', parent: 'Riffa Medical Centre' },
  { name: 'Riffa Medical – Theatres', city: 'Riffa', type: 'operating theatres', parent: 'Riffa Medical Centre' },
  { name: 'Juffair Hotel', city: 'Juffair', type: 'hotel', company: 'Al Noor Hospitality Group' },
  { name: 'Juffair Hotel – Kitchen', city: 'Juffair', type: 'hotel kitchen', parent: 'Juffair Hotel' },
  { name: 'Juffair Hotel – Rooftop chillers', city: 'Juffair', type: 'rooftop plant', parent: 'Juffair Hotel' },
  { name: 'Salmabad Warehouse', city: 'Salmabad', type: 'warehouse', company: 'Bahrain Logistics Park Co.' },
  { name: 'Hidd Port Yard', city: 'Hidd', type: 'port yard', company: 'Bahrain Logistics Park Co.' },
  { name: 'Dubai Service Office', city: 'Dubai', type: 'service office', company: 'Gulf Facility Services W.L.L.', country: 'AE' },
];

/** Bahrain's towns, for the large profile's extra sites and for addresses. */
export const TOWNS = ['Manama', 'Muharraq', 'Riffa', 'Hamad Town', 'Isa Town', 'Sitra', 'Budaiya', 'Jidhafs', 'Hidd', 'Zallaq', 'Awali', 'Tubli'];

// The three work-order vocabularies are named from the table the console translates them by.
const status = (state: SeededKey<'workorderstatuses'>) => seededName('workorderstatuses', state);
const priority = (code: SeededKey<'workorderpriorities'>) => seededName('workorderpriorities', code);
const category = (code: SeededKey<'workordercategories'>) => seededName('workordercategories', code);

export const WORK_ORDER_STATUSES: [string, string, string][] = [
  [status('requested'), 'requested', '#805AD5'],
  [status('open'), 'open', '#3182CE'],
  [status('assigned'), 'assigned', '#319795'],
  [status('in_progress'), 'in_progress', '#D69E2E'],
  [status('on_hold'), 'on_hold', '#DD6B20'],
  [status('completed'), 'completed', '#38A169'],
  [status('closed'), 'closed', '#4A5568'],
  [status('cancelled'), 'cancelled', '#E53E3E'],
  [status('rejected'), 'rejected', '#9B2C2C'],
];

export const WORK_ORDER_PRIORITIES: { name: string; code: string; color: string; response: number; resolution: number; notes: string }[] = [
  { name: priority('P1'), code: 'P1', color: '#E53E3E', response: 1, resolution: 4, notes: 'Safety risk or production stop: respond within the hour.' },
  { name: priority('P2'), code: 'P2', color: '#DD6B20', response: 4, resolution: 24, notes: 'Degraded service: fix within the same shift.' },
  { name: priority('P3'), code: 'P3', color: '#D69E2E', response: 24, resolution: 72, notes: 'Normal work: plan within the week.' },
  { name: priority('P4'), code: 'P4', color: '#38A169', response: 72, resolution: 168, notes: 'Planned work for the next maintenance window.' },
];

export const WORK_ORDER_CATEGORIES: [string, string, string, string][] = [
  [category('CM'), 'CM', '#E53E3E', 'Repair after a breakdown or reported fault.'],
  [category('PM'), 'PM', '#3182CE', 'Scheduled maintenance from the preventive plan.'],
  [category('PdM'), 'PdM', '#805AD5', 'Work raised from condition monitoring readings.'],
  [category('INS'), 'INS', '#319795', 'Statutory or routine inspection rounds.'],
  [category('HSE'), 'HSE', '#C05621', 'Hazards, near misses and safety equipment checks.'],
  [category('CAL'), 'CAL', '#D69E2E', 'Instrument and medical device calibration.'],
  [category('INST'), 'INST', '#38A169', 'Commissioning of new equipment.'],
  [category('EMG'), 'EMG', '#9B2C2C', 'Out-of-hours emergency call-outs.'],
];
