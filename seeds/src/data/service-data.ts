/**
 * The service business of Gulf Facility Services W.L.L.: its customers and the sites they own, the
 * vendors it subcontracts, the services it sells, its contracts, quotations and SLAs. Dates are days
 * from the seed anchor; money is text in BHD (three decimals), parsed to fils by the money kit.
 */
import { seededName } from '@cmms/contracts/kit/seeded-vocabularies';
import type { SiteType } from './master-data.js';

export type CustomerType =
  | 'hospital'
  | 'mall'
  | 'school'
  | 'government'
  | 'hotel'
  | 'industrial'
  | 'logistics'
  | 'office'
  | 'residential';

export interface CustomerSeed {
  code: string;
  name: string;
  type: CustomerType;
  /** Its sites: top-level locations (their buildings and rooms follow). */
  sites: string[];
  contact: string;
  email: string;
  phone: string;
  city: string;
  vat: string;
  notes: string;
}

/** The company that serves every customer. */
export const PROVIDER = 'Gulf Facility Services W.L.L.';

export const CUSTOMERS: CustomerSeed[] = [
  {
    code: 'DHP',
    name: 'Delmon Healthcare Partners',
    type: 'hospital',
    sites: ['Riffa Medical Centre'],
    contact: 'Dr. Maryam Al Sayed',
    email: 'facilities@delmonhealth.bh',
    phone: '+973 1724 6610',
    city: 'Riffa',
    vat: '200004512300002',
    notes: 'Hospital running 24/7: theatres and radiology are critical areas, permit to work for every shutdown.',
  },
  {
    code: 'SEEF',
    name: 'Seef Properties Management',
    type: 'mall',
    sites: ['Seef Mall Complex'],
    contact: 'Hussain Abdulla',
    email: 'fm@seefproperties.bh',
    phone: '+973 1758 0091',
    city: 'Seef',
    vat: '200001873400003',
    notes: 'Mall opens 10:00–22:00; noisy work and shutdowns after closing only.',
  },
  {
    code: 'ALNOOR',
    name: 'Al Noor Hospitality Group',
    type: 'hotel',
    sites: ['Juffair Hotel'],
    contact: 'Rajesh Menon',
    email: 'engineering@alnoorhotels.bh',
    phone: '+973 1729 8105',
    city: 'Juffair',
    vat: '200007734100004',
    notes: 'Guest areas: work in occupied rooms only with the duty manager’s approval.',
  },
  {
    code: 'ACC',
    name: 'Arabian Cold Chain B.S.C.',
    type: 'logistics',
    sites: ['Muharraq Logistics Depot'],
    contact: 'Fatima Janahi',
    email: 'service@arabiancoldchain.com',
    phone: '+973 1770 1240',
    city: 'Muharraq',
    vat: '200002265500001',
    notes: 'Cold stores at −25 °C: a rack down for more than four hours puts stock at risk.',
  },
  {
    code: 'SIU',
    name: 'Sitra Industrial Utilities B.S.C. (c)',
    type: 'industrial',
    sites: ['Sitra Industrial Plant'],
    contact: 'Ahmed Bucheeri',
    email: 'maintenance@sitrautilities.bh',
    phone: '+973 1745 3310',
    city: 'Sitra',
    vat: '200009981200005',
    notes: 'Generator hall and pump station maintained in-house since the contract was terminated.',
  },
  {
    code: 'BLP',
    name: 'Bahrain Logistics Park Co.',
    type: 'logistics',
    sites: ['Salmabad Warehouse', 'Hidd Port Yard'],
    contact: 'Jose Santos',
    email: 'ops@blpark.bh',
    phone: '+973 1736 4455',
    city: 'Salmabad',
    vat: '200003348800002',
    notes: 'Two sites: the Salmabad warehouse and the Hidd port yard.',
  },
  {
    code: 'MOW',
    name: 'Ministry of Works',
    type: 'government',
    sites: ['Ministry of Works – Isa Town Complex'],
    contact: 'Eng. Nabeel Al Mahmood',
    email: 'buildings.maintenance@works.gov.bh',
    phone: '+973 1753 5000',
    city: 'Isa Town',
    vat: '200000100100001',
    notes: 'Government tender: invoices through the ministry’s e-procurement portal, 45-day payment terms.',
  },
  {
    code: 'ADIS',
    name: 'Al Danah International School',
    type: 'school',
    sites: ['Al Danah International School'],
    contact: 'Sarah Whitfield',
    email: 'bursar@aldanah-school.bh',
    phone: '+973 1741 2200',
    city: 'Hamad Town',
    vat: '200006620900003',
    notes: 'Term time Sun–Thu; major works in the summer break only.',
  },
];

/** Customers' sites that the maintenance estate did not have: added with the service business. */
export const CUSTOMER_SITES: { name: string; city: string; type: SiteType; parent?: string }[] = [
  { name: 'Ministry of Works – Isa Town Complex', city: 'Isa Town', type: 'office tower' },
  { name: 'Isa Town Complex – Plant room', city: 'Isa Town', type: 'plant room', parent: 'Ministry of Works – Isa Town Complex' },
  { name: 'Al Danah International School', city: 'Hamad Town', type: 'school' },
];

/** Equipment at the new sites: [site, model, how many]. */
export const CUSTOMER_FIT_OUT: [string, string, number][] = [
  ['Ministry of Works – Isa Town Complex', 'Gen2 Life', 3],
  ['Ministry of Works – Isa Town Complex', 'Notifier NFS2-3030', 1],
  ['Ministry of Works – Isa Town Complex', 'Precedent rooftop unit', 4],
  ['Isa Town Complex – Plant room', 'CenTraVac CVHE', 2],
  ['Isa Town Complex – Plant room', 'C18 diesel generator set', 1],
  ['Isa Town Complex – Plant room', 'NB 65-200 end-suction pump', 2],
  ['Al Danah International School', 'Cerberus PRO FC724', 1],
  ['Al Danah International School', 'VRV IV-S outdoor unit', 6],
  ['Al Danah International School', 'WeatherMaker 48FC', 2],
  ['Al Danah International School', 'C18 diesel generator set', 1],
];

export interface VendorSeed {
  name: string;
  type: 'service' | 'supply' | 'both';
  contact: string;
  email: string;
  phone: string;
  url: string;
  licence: string;
  rating: number;
  notes: string;
  /** Asset categories it maintains: those assets name it as their vendor. */
  maintains: string[];
}

export const VENDORS: VendorSeed[] = [
  {
    name: 'Awal Lifts & Escalators W.L.L.',
    type: 'service',
    contact: 'Sanjay Pillai',
    email: 'service@awallifts.bh',
    phone: '+973 1787 4410',
    url: 'https://www.awallifts.bh',
    licence: 'CR 45521-1',
    rating: 4,
    notes: 'Authorised KONE, Otis and Schindler service partner; 24/7 entrapment call-out within 30 minutes.',
    maintains: ['Elevators', 'Escalators'],
  },
  {
    name: 'Firecon Safety Systems W.L.L.',
    type: 'both',
    contact: 'Mohammed Al Aali',
    email: 'projects@firecon.bh',
    phone: '+973 1740 3388',
    url: 'https://www.firecon.bh',
    licence: 'CR 61207-3',
    rating: 5,
    notes: 'Civil Defence approved fire-alarm and suppression contractor (Notifier, Siemens Cerberus).',
    maintains: ['Fire alarm panels'],
  },
  {
    name: 'Johnson Controls Bahrain – York Chiller Service',
    type: 'both',
    contact: 'Imran Qureshi',
    email: 'york.service.bh@jci.com',
    phone: '+973 1755 0120',
    url: 'https://www.johnsoncontrols.com',
    licence: 'CR 10443-7',
    rating: 4,
    notes: 'Chiller OEM: annual teardown inspections, eddy-current tube tests and compressor overhauls.',
    maintains: ['Chillers'],
  },
  {
    name: 'Power Solutions Gulf W.L.L.',
    type: 'both',
    contact: 'Abdulrahman Naser',
    email: 'service@powersolutionsgulf.com',
    phone: '+973 1761 9090',
    url: 'https://www.powersolutionsgulf.com',
    licence: 'CR 38810-2',
    rating: 3,
    notes: 'Caterpillar and Cummins generator dealer service: load-bank tests and major overhauls.',
    maintains: ['Generators'],
  },
  {
    name: 'Medtech Biomedical Services W.L.L.',
    type: 'service',
    contact: 'Dr. Anil Varghese',
    email: 'biomed@medtech.bh',
    phone: '+973 1727 5151',
    url: 'https://www.medtech.bh',
    licence: 'CR 70112-1',
    rating: 4,
    notes: 'GE HealthCare and Philips trained engineers for imaging; NHRA-registered.',
    maintains: ['Medical imaging'],
  },
  {
    name: 'Pestguard Environmental Services W.L.L.',
    type: 'service',
    contact: 'Reynaldo Cruz',
    email: 'bookings@pestguard.bh',
    phone: '+973 1759 2323',
    url: 'https://www.pestguard.bh',
    licence: 'CR 52904-1',
    rating: 4,
    notes: 'Monthly pest control visits; HACCP-compliant reports for food areas.',
    maintains: [],
  },
  {
    name: 'Crystal Clean Facility Services W.L.L.',
    type: 'service',
    contact: 'Lakshmi Nair',
    email: 'operations@crystalclean.bh',
    phone: '+973 1771 8800',
    url: 'https://www.crystalclean.bh',
    licence: 'CR 66018-2',
    rating: 3,
    notes: 'Cleaning subcontractor: day and night shifts for malls and schools, rope-access façade cleaning.',
    maintains: [],
  },
  {
    name: 'Al Zayani Electrical Supplies',
    type: 'supply',
    contact: 'Yusuf Al Zayani',
    email: 'sales@alzayani-electrical.bh',
    phone: '+973 1725 6060',
    url: 'https://www.alzayani-electrical.bh',
    licence: 'CR 20987-1',
    rating: 4,
    notes: 'Breakers, cable and lamps on account; next-day delivery to all sites.',
    maintains: [],
  },
];

export interface ServiceSeed {
  name: string;
  type: 'hard' | 'soft' | 'specialist';
  description: string;
  parent?: string;
  /** Permission groups of the people who do it (by role). */
  groups?: string[];
  /** Asset models it covers. */
  models?: string[];
}

/** The service catalogue: three families with their services. */
export const SERVICES: ServiceSeed[] = [
  { name: 'Hard services (MEP)', type: 'hard', description: 'Mechanical, electrical and plumbing maintenance of the building.' },
  {
    name: 'HVAC maintenance',
    type: 'hard',
    parent: 'Hard services (MEP)',
    description: 'Chillers, AHUs, VRV and package units: planned service and breakdown repair.',
    groups: ['technician'],
    models: ['AquaEdge 19DV', 'YK centrifugal chiller', 'CenTraVac CVHE', '39CQ air handling unit', 'D-AHU Professional', 'VRV IV-S outdoor unit', 'WeatherMaker 48FC', 'Precedent rooftop unit'],
  },
  {
    name: 'Electrical maintenance',
    type: 'hard',
    parent: 'Hard services (MEP)',
    description: 'LV distribution, generators and UPS: thermography, load tests, breaker maintenance.',
    groups: ['technician'],
    models: ['C18 diesel generator set', 'C1100 D5 generator set', 'Galaxy VS 100 kVA UPS', '93PM 60 kW UPS'],
  },
  {
    name: 'Plumbing and drainage',
    type: 'hard',
    parent: 'Hard services (MEP)',
    description: 'Pumps, tanks, water treatment and drainage.',
    groups: ['technician'],
    models: ['CR 32-4 multistage pump', 'NB 65-200 end-suction pump'],
  },
  {
    name: 'Building management systems',
    type: 'hard',
    parent: 'Hard services (MEP)',
    description: 'BMS controllers, sensors and schedules.',
    groups: ['technician'],
    models: ['Metasys SNE network engine', 'Desigo PXC5 automation station'],
  },
  { name: 'Soft services', type: 'soft', description: 'Cleaning, hygiene and grounds.' },
  { name: 'Cleaning', type: 'soft', parent: 'Soft services', description: 'Day cleaning, night deep cleaning and washrooms.', groups: ['requester'] },
  { name: 'Pest control', type: 'soft', parent: 'Soft services', description: 'Monthly treatments and bait stations, HACCP reports.' },
  { name: 'Waste management', type: 'soft', parent: 'Soft services', description: 'Segregation, skips and clinical waste collection.' },
  { name: 'Specialist services', type: 'specialist', description: 'Statutory and OEM-level services.' },
  {
    name: 'Lift and escalator maintenance',
    type: 'specialist',
    parent: 'Specialist services',
    description: 'Monthly service, entrapment call-out and annual third-party inspection.',
    groups: ['technician'],
    models: ['Gen2 Life', 'MonoSpace 500', '9300 escalator', 'TravelMaster 110'],
  },
  {
    name: 'Fire-system service',
    type: 'specialist',
    parent: 'Specialist services',
    description: 'Quarterly fire alarm tests, detector cleaning and Civil Defence certificates.',
    groups: ['technician'],
    models: ['Notifier NFS2-3030', 'Cerberus PRO FC724'],
  },
  {
    name: 'Biomedical equipment',
    type: 'specialist',
    parent: 'Specialist services',
    description: 'Imaging and medical gas: calibration, electrical safety and OEM service.',
    groups: ['technician', 'manager'],
    models: ['Revolution Maxima CT', 'Ingenia Ambition 1.5T MRI', 'LOGIQ E10 ultrasound', 'Lifeline medical air plant'],
  },
  {
    name: 'Refrigeration',
    type: 'specialist',
    parent: 'Specialist services',
    description: 'Cold-store racks and compressor packs: leak checks, oil analysis, defrost.',
    groups: ['technician'],
    models: ['ECOLINE semi-hermetic rack', 'CSH screw compressor pack'],
  },
];

export const CONTRACT_TYPES: {
  name: string;
  description: string;
  billing: 'fixed' | 'per_visit' | 'time_and_material';
  months: number;
}[] = [
  { name: 'Comprehensive FM', description: 'Hard and soft services for a whole site at a fixed monthly fee.', billing: 'fixed', months: 36 },
  { name: 'MEP maintenance', description: 'Planned and reactive maintenance of mechanical, electrical and plumbing plant.', billing: 'fixed', months: 24 },
  { name: 'Lift maintenance', description: 'Lifts and escalators: monthly service and call-outs.', billing: 'fixed', months: 12 },
  { name: 'Fire-system service', description: 'Quarterly fire alarm and suppression service visits.', billing: 'per_visit', months: 12 },
  { name: 'Cleaning', description: 'Day and night cleaning teams.', billing: 'fixed', months: 12 },
  { name: 'Pest control', description: 'Monthly treatment visits.', billing: 'per_visit', months: 12 },
  { name: 'Reactive call-out', description: 'Breakdown labour and parts charged as used.', billing: 'time_and_material', months: 12 },
];

export type ContractMeaning = 'draft' | 'active' | 'expiring' | 'expired' | 'terminated' | 'renewed';

const contractStatus = (meaning: ContractMeaning) => seededName('contractstatuses', meaning);

export const CONTRACT_STATUSES: [string, ContractMeaning, string][] = [
  [contractStatus('draft'), 'draft', '#718096'],
  [contractStatus('active'), 'active', '#38A169'],
  [contractStatus('expiring'), 'expiring', '#DD6B20'],
  [contractStatus('expired'), 'expired', '#E53E3E'],
  [contractStatus('terminated'), 'terminated', '#1A202C'],
  [contractStatus('renewed'), 'renewed', '#3182CE'],
];

export interface QuotationLineSeed {
  description: string;
  /** Quantity as text ("24", "6.5"). */
  quantity: string;
  /** Unit price in BHD as text ("7750.000"). */
  price: string;
  service?: string;
}

export interface QuotationSeed {
  key: string;
  customer: string;
  title: string;
  /** Days from the anchor. */
  issued: number;
  validDays: number;
  status: 'draft' | 'sent' | 'accepted' | 'rejected' | 'expired';
  lines: QuotationLineSeed[];
  notes?: string;
}

/** One change between versions: what the comment says and the fields it changed. */
export interface ContractChange {
  /** Days from the anchor. */
  at: number;
  comment: string;
  value?: string;
  expiry?: number;
  /** Sites (top-level or child) added by this version. */
  addSites?: string[];
  notes?: string;
}

export interface ContractSeed {
  name: string;
  /** A customer code or a vendor name. */
  customer?: string;
  vendor?: string;
  type: string;
  meaning: ContractMeaning;
  /** Days from the anchor. */
  start: number;
  expiry: number;
  /** Value over the term, BHD, excluding VAT (the first version's); a quotation's subtotal when it came from one. */
  value?: string;
  notice: number;
  autoRenew: boolean;
  /** Sites covered in the first version: a site brings its buildings and rooms, "=name" the place alone. */
  sites?: string[];
  /** Asset categories at those sites the contract covers. */
  categories?: string[];
  services: string[];
  quotation?: string;
  /** The first version's comment, then later versions. */
  signed: string;
  changes?: ContractChange[];
  notes?: string;
  /** Customers slow to pay leave last month's invoice overdue. */
  slowPayer?: boolean;
}

export const QUOTATIONS: QuotationSeed[] = [
  {
    key: 'dhp-fm',
    customer: 'DHP',
    title: 'Comprehensive FM – Riffa Medical Centre, 3 years',
    issued: -430,
    validDays: 60,
    status: 'accepted',
    lines: [
      { description: 'Planned preventive maintenance, MEP (monthly)', quantity: '36', price: '2950.000', service: 'HVAC maintenance' },
      { description: 'Resident electrical technician, 24/7 (monthly)', quantity: '36', price: '1450.000', service: 'Electrical maintenance' },
      { description: 'Medical gas plant quarterly service', quantity: '12', price: '420.000', service: 'Biomedical equipment' },
    ],
    notes: 'Prices fixed for the first contract year; indexation from year two.',
  },
  {
    key: 'acc-fm',
    customer: 'ACC',
    title: 'Comprehensive FM – Muharraq Logistics Depot, 2 years',
    issued: -185,
    validDays: 45,
    status: 'accepted',
    lines: [
      { description: 'Refrigeration racks: planned maintenance (monthly)', quantity: '24', price: '2100.000', service: 'Refrigeration' },
      { description: 'Generators and fire alarm: planned maintenance (monthly)', quantity: '24', price: '640.000', service: 'Electrical maintenance' },
      { description: 'Leak detection survey (per visit)', quantity: '8', price: '185.500', service: 'Refrigeration' },
    ],
  },
  {
    key: 'mow-fm',
    customer: 'MOW',
    title: 'Tender MOW/FM/14 – Isa Town Complex building services',
    issued: -95,
    validDays: 90,
    status: 'accepted',
    lines: [
      { description: 'Building services maintenance (monthly)', quantity: '36', price: '5400.000', service: 'HVAC maintenance' },
      { description: 'Lift maintenance, 3 lifts (monthly)', quantity: '36', price: '385.000', service: 'Lift and escalator maintenance' },
      { description: 'Fire alarm quarterly service', quantity: '12', price: '275.000', service: 'Fire-system service' },
    ],
    notes: 'Submitted through the ministry’s e-tendering portal.',
  },
  {
    key: 'adis-fire',
    customer: 'ADIS',
    title: 'Fire alarm service – Al Danah campus, 1 year',
    issued: -21,
    validDays: 30,
    status: 'accepted',
    lines: [
      { description: 'Quarterly fire alarm test and detector cleaning', quantity: '4', price: '240.000', service: 'Fire-system service' },
      { description: 'Annual Civil Defence certificate', quantity: '1', price: '150.000', service: 'Fire-system service' },
    ],
  },
  {
    key: 'adis-soft',
    customer: 'ADIS',
    title: 'Soft services – Al Danah campus, academic year',
    issued: -100,
    validDays: 30,
    status: 'accepted',
    lines: [
      { description: 'Day cleaning team of six (monthly)', quantity: '12', price: '2150.000', service: 'Cleaning' },
      { description: 'Pest control visit', quantity: '12', price: '65.000', service: 'Pest control' },
    ],
  },
  {
    key: 'seef-facade',
    customer: 'SEEF',
    title: 'Façade and skylight cleaning – rope access',
    issued: -9,
    validDays: 30,
    status: 'sent',
    lines: [
      { description: 'Rope-access façade clean, per m²', quantity: '5400', price: '0.350', service: 'Cleaning' },
      { description: 'Skylight glazing clean', quantity: '2', price: '1250.000', service: 'Cleaning' },
    ],
  },
  {
    key: 'alnoor-renewal',
    customer: 'ALNOOR',
    title: 'MEP maintenance renewal – Juffair Hotel, 2 years',
    issued: -14,
    validDays: 45,
    status: 'sent',
    lines: [
      { description: 'Planned and reactive MEP maintenance (monthly)', quantity: '24', price: '2780.000', service: 'HVAC maintenance' },
      { description: 'Kitchen extract duct cleaning (per visit)', quantity: '4', price: '380.000', service: 'Cleaning' },
    ],
    notes: 'Renewal of the current MEP contract, which expires this quarter.',
  },
  {
    key: 'dhp-biomed',
    customer: 'DHP',
    title: 'Biomedical equipment maintenance – radiology',
    issued: -3,
    validDays: 30,
    status: 'draft',
    lines: [
      { description: 'CT and MRI first-line support (monthly)', quantity: '12', price: '1875.000', service: 'Biomedical equipment' },
      { description: 'Ultrasound electrical safety test', quantity: '2', price: '95.000', service: 'Biomedical equipment' },
    ],
  },
  {
    key: 'blp-hidd',
    customer: 'BLP',
    title: 'Comprehensive FM – Hidd Port Yard',
    issued: -120,
    validDays: 30,
    status: 'rejected',
    lines: [
      { description: 'Yard services and generators (monthly)', quantity: '24', price: '1680.000', service: 'Electrical maintenance' },
      { description: 'Night cleaning of the gate and offices (monthly)', quantity: '24', price: '540.000', service: 'Cleaning' },
    ],
    notes: 'Customer chose to keep the yard in-house.',
  },
  {
    key: 'siu-generators',
    customer: 'SIU',
    title: 'Generator top-end overhaul – Sitra generator hall',
    issued: -75,
    validDays: 30,
    status: 'expired',
    lines: [
      { description: 'C18 top-end overhaul', quantity: '2', price: '6850.000', service: 'Electrical maintenance' },
      { description: 'Load-bank test after overhaul', quantity: '3', price: '420.000', service: 'Electrical maintenance' },
    ],
  },
  {
    key: 'acc-pest',
    customer: 'ACC',
    title: 'Pest control – cold stores and loading bays',
    issued: -1,
    validDays: 30,
    status: 'draft',
    lines: [{ description: 'Monthly pest control visit', quantity: '12', price: '85.000', service: 'Pest control' }],
  },
];

/** What a contract of each type covers and says when signed, unless its row says otherwise. */
const TYPE_TERMS: Record<string, Partial<ContractSeed>> = {
  'Comprehensive FM': { notice: 90, autoRenew: false },
  'Lift maintenance': { services: ['Lift and escalator maintenance'], notice: 60, autoRenew: false },
  'Fire-system service': { services: ['Fire-system service'], categories: ['Fire alarm panels'], signed: 'Fire alarm service contract signed.', notice: 30, autoRenew: false },
  'MEP maintenance': { signed: 'Two-year MEP contract signed.', notice: 90, autoRenew: false },
  'Cleaning': { services: ['Cleaning', 'Pest control'], notice: 60, autoRenew: true },
  'Pest control': { services: ['Pest control'], signed: 'Subcontract for all customer sites.', notice: 30, autoRenew: true },
  'Reactive call-out': { services: ['HVAC maintenance'], signed: 'Framework for OEM teardown inspections at agreed rates.', notice: 30, autoRenew: false },
};

/** One contract: who, what, its state and term (days from the anchor), its value and sites, then what differs. */
type ContractRow = [
  name: string,
  /** A customer code, or `vendor:` and the vendor's name. */
  party: string,
  type: string,
  meaning: ContractMeaning,
  start: number,
  expiry: number,
  value: string | null,
  sites: string[] | null,
  more?: Partial<ContractSeed>,
];

const contract = ([name, party, type, meaning, start, expiry, value, sites, more]: ContractRow): ContractSeed =>
  ({
    name,
    ...(party.startsWith('vendor:') ? { vendor: party.slice('vendor:'.length) } : { customer: party }),
    type,
    meaning,
    start,
    expiry,
    ...(value !== null ? { value } : {}),
    ...(sites !== null ? { sites } : {}),
    ...TYPE_TERMS[type],
    ...more,
  }) as ContractSeed;

export const CONTRACTS: ContractSeed[] = (
  [
    ['Comprehensive FM – Riffa Medical Centre', 'DHP', 'Comprehensive FM', 'active', -395, 700, null, ['=Riffa Medical Centre', 'Riffa Medical – Theatres'], { services: ['HVAC maintenance', 'Electrical maintenance', 'Plumbing and drainage', 'Building management systems', 'Biomedical equipment'], categories: ['Chillers', 'Generators', 'UPS systems', 'Air handling units', 'Pumps', 'Medical gas systems', 'BMS controllers'], signed: 'Signed after the tender award (quotation accepted).', quotation: 'dhp-fm', changes: [{ at: -210, comment: 'Radiology suite added after the MRI handover.', addSites: ['Riffa Medical – Radiology'], value: '171240.000' }, { at: -30, comment: 'Second contract year: 3 % indexation applied.', value: '176377.200' }], slowPayer: true }],
    ['Lift maintenance – Riffa Medical Centre', 'DHP', 'Lift maintenance', 'expiring', -340, 25, '9600.000', ['Riffa Medical Centre'], { categories: ['Elevators'], signed: 'Annual lift contract signed.', autoRenew: true }],
    ['Fire-system service – Riffa Medical Centre (first term)', 'DHP', 'Fire-system service', 'renewed', -400, -35, '3200.000', ['Riffa Medical Centre'], { changes: [{ at: -36, comment: 'Renewed for another year: see the renewal contract.' }] }],
    ['Fire-system service – Riffa Medical Centre (renewal)', 'DHP', 'Fire-system service', 'active', -34, 331, '3360.000', ['Riffa Medical Centre'], { signed: 'Renewal of the first-term fire-system contract at +5 %.' }],
    ['MEP maintenance – Seef Mall', 'SEEF', 'MEP maintenance', 'active', -200, 530, '142000.000', ['=Seef Mall Complex', 'Seef Mall – Basement plant'], { services: ['HVAC maintenance', 'Electrical maintenance', 'Plumbing and drainage', 'Building management systems'], categories: ['Chillers', 'Generators', 'Pumps', 'Air handling units', 'BMS controllers', 'HVAC units'], changes: [{ at: -120, comment: 'Food court air handling added at the tenant fit-out.', addSites: ['Seef Mall – Food court'], value: '148500.000' }] }],
    ['Lift and escalator maintenance – Seef Mall', 'SEEF', 'Lift maintenance', 'expiring', -320, 45, '31200.000', ['Seef Mall Complex'], { categories: ['Escalators', 'Elevators'], signed: 'Vertical transport contract signed.', changes: [{ at: -60, comment: 'Entrapment response tightened to 30 minutes at the mall’s request.', notes: 'Entrapment response within 30 minutes, 24/7.' }] }],
    ['Cleaning – Seef Mall common areas', 'SEEF', 'Cleaning', 'active', -500, 230, '96000.000', ['Seef Mall Complex', 'Seef Mall – Food court'], { signed: 'Cleaning contract signed.' }],
    ['MEP maintenance – Juffair Hotel', 'ALNOOR', 'MEP maintenance', 'active', -655, 75, '64000.000', ['=Juffair Hotel', 'Juffair Hotel – Kitchen'], { services: ['HVAC maintenance', 'Electrical maintenance', 'Plumbing and drainage'], categories: ['Chillers', 'Generators', 'Air handling units', 'Pumps', 'HVAC units'], changes: [{ at: -300, comment: 'Rooftop chiller plant added after the chiller replacement.', addSites: ['Juffair Hotel – Rooftop chillers'], value: '67800.000' }], slowPayer: true }],
    ['Fire-system service – Juffair Hotel', 'ALNOOR', 'Fire-system service', 'active', -300, 65, '2400.000', ['Juffair Hotel'], { autoRenew: true }],
    ['Kitchen deep cleaning – Juffair Hotel', 'ALNOOR', 'Cleaning', 'expired', -425, -60, '14400.000', ['Juffair Hotel – Kitchen'], { services: ['Cleaning'], signed: 'Kitchen cleaning contract signed.', notice: 30, autoRenew: false }],
    ['Comprehensive FM – Muharraq Logistics Depot', 'ACC', 'Comprehensive FM', 'active', -150, 580, null, ['Muharraq Logistics Depot'], { services: ['Refrigeration', 'Electrical maintenance', 'Fire-system service'], categories: ['Refrigeration compressors', 'Generators', 'Fire alarm panels'], signed: 'Signed on the accepted quotation.', autoRenew: true, quotation: 'acc-fm' }],
    ['Fire-system service – Muharraq Logistics Depot', 'ACC', 'Fire-system service', 'expiring', -353, 12, '1800.000', ['Muharraq Logistics Depot']],
    ['MEP maintenance – Sitra Industrial Plant', 'SIU', 'MEP maintenance', 'terminated', -480, 250, '88000.000', ['Sitra Industrial Plant'], { services: ['Electrical maintenance', 'Plumbing and drainage'], categories: ['Generators', 'Pumps', 'UPS systems'], changes: [{ at: -40, comment: 'Terminated by mutual agreement: the plant team takes the maintenance in-house.' }] }],
    ['Cleaning – Salmabad Warehouse and Hidd Port Yard', 'BLP', 'Cleaning', 'active', -250, 115, '38000.000', ['Salmabad Warehouse', 'Hidd Port Yard'], { services: ['Cleaning', 'Waste management'], signed: 'Cleaning contract signed for both sites.', slowPayer: true }],
    ['Fire-system service – Salmabad Warehouse', 'BLP', 'Fire-system service', 'active', -277, 88, '1200.000', ['Salmabad Warehouse'], { autoRenew: true }],
    ['Building services – Ministry of Works, Isa Town', 'MOW', 'Comprehensive FM', 'active', -60, 1035, null, ['Ministry of Works – Isa Town Complex'], { services: ['HVAC maintenance', 'Electrical maintenance', 'Lift and escalator maintenance', 'Fire-system service'], categories: ['Chillers', 'Generators', 'Pumps', 'HVAC units', 'Elevators', 'Fire alarm panels'], signed: 'Tender MOW/FM/14 awarded.', notice: 120, quotation: 'mow-fm', slowPayer: true }],
    ['Soft services – Al Danah campus', 'ADIS', 'Cleaning', 'active', -70, 295, null, ['Al Danah International School'], { signed: 'Signed for the academic year.', quotation: 'adis-soft' }],
    ['Fire alarm service – Al Danah campus', 'ADIS', 'Fire-system service', 'draft', 14, 379, null, ['Al Danah International School'], { signed: 'Draft from the accepted quotation, awaiting the bursar’s signature.', quotation: 'adis-fire' }],
    ['Lift and escalator subcontract – Awal Lifts', 'vendor:Awal Lifts & Escalators W.L.L.', 'Lift maintenance', 'expiring', -330, 35, '18400.000', null, { signed: 'OEM back-to-back subcontract for the Seef and Riffa lifts.' }],
    ['Pest control subcontract – Pestguard', 'vendor:Pestguard Environmental Services W.L.L.', 'Pest control', 'active', -200, 165, '5400.000', null],
    ['Cleaning subcontract – Crystal Clean', 'vendor:Crystal Clean Facility Services W.L.L.', 'Cleaning', 'expiring', -345, 20, '72000.000', null, { services: ['Cleaning'], signed: 'Night-shift cleaning subcontract.', autoRenew: false }],
    ['Chiller overhaul framework – York', 'vendor:Johnson Controls Bahrain – York Chiller Service', 'Reactive call-out', 'active', -100, 265, '45000.000', null],
  ] satisfies ContractRow[]
).map(contract);

export interface AgreementSeed {
  name: string;
  customer: string;
  /** The contract it belongs to, by name. */
  contract?: string;
  status: 'draft' | 'active' | 'expired';
  /** Days from the anchor; the contract's dates when omitted. */
  start?: number;
  end?: number;
  /** null: around the clock; else the days ("sun,mon,...") and times in UTC, as agreements store them. */
  hours: { days: string; from: string; to: string } | null;
  /** [priority code, response hours, resolution hours]. */
  targets: [string, number, number][];
  /** [asset category, uptime percent]. */
  uptime: [string, number][];
  customerSignatory: { name: string; title: string; email: string } | null;
  notes?: string;
}

/** Sunday to Thursday, the Bahraini working week. */
const WORK_WEEK = 'sun,mon,tue,wed,thu';

export const AGREEMENTS: AgreementSeed[] = [
  {
    name: 'Riffa Medical Centre – critical services SLA',
    customer: 'DHP',
    contract: 'Comprehensive FM – Riffa Medical Centre',
    status: 'active',
    hours: null,
    targets: [
      ['P1', 1, 4],
      ['P2', 4, 24],
      ['P3', 24, 72],
      ['P4', 72, 168],
    ],
    uptime: [
      ['Chillers', 95],
      ['Medical gas systems', 97],
      ['Generators', 97],
    ],
    customerSignatory: { name: 'Dr. Maryam Al Sayed', title: 'Director of Facilities', email: 'facilities@delmonhealth.bh' },
    notes: 'Theatres and radiology: P1 for any loss of cooling or medical gas.',
  },
  {
    name: 'Seef Mall – MEP service levels',
    customer: 'SEEF',
    contract: 'MEP maintenance – Seef Mall',
    status: 'active',
    hours: null,
    targets: [
      ['P1', 1, 6],
      ['P2', 4, 24],
      ['P3', 24, 72],
      ['P4', 72, 168],
    ],
    uptime: [
      ['Chillers', 98],
      ['Air handling units', 97.5],
    ],
    customerSignatory: { name: 'Hussain Abdulla', title: 'Head of Facility Management', email: 'fm@seefproperties.bh' },
  },
  {
    name: 'Seef Mall – vertical transport SLA',
    customer: 'SEEF',
    contract: 'Lift and escalator maintenance – Seef Mall',
    status: 'active',
    hours: null,
    targets: [
      ['P1', 1, 4],
      ['P2', 4, 24],
    ],
    uptime: [
      ['Escalators', 97],
      ['Elevators', 98],
    ],
    customerSignatory: { name: 'Hussain Abdulla', title: 'Head of Facility Management', email: 'fm@seefproperties.bh' },
  },
  {
    name: 'Juffair Hotel – guest comfort SLA',
    customer: 'ALNOOR',
    contract: 'MEP maintenance – Juffair Hotel',
    status: 'active',
    hours: null,
    targets: [
      ['P1', 1, 6],
      ['P2', 4, 24],
      ['P3', 24, 72],
    ],
    uptime: [['Chillers', 98]],
    customerSignatory: { name: 'Rajesh Menon', title: 'Director of Engineering', email: 'engineering@alnoorhotels.bh' },
  },
  {
    name: 'Juffair Hotel – previous SLA',
    customer: 'ALNOOR',
    status: 'expired',
    start: -1020,
    end: -655,
    hours: null,
    targets: [
      ['P1', 2, 8],
      ['P2', 6, 36],
    ],
    uptime: [],
    customerSignatory: { name: 'Rajesh Menon', title: 'Director of Engineering', email: 'engineering@alnoorhotels.bh' },
    notes: 'Superseded by the guest comfort SLA of the current MEP contract.',
  },
  {
    name: 'Muharraq Depot – cold chain SLA',
    customer: 'ACC',
    contract: 'Comprehensive FM – Muharraq Logistics Depot',
    status: 'active',
    hours: null,
    targets: [
      ['P1', 1, 4],
      ['P2', 4, 24],
      ['P3', 24, 72],
      ['P4', 72, 168],
    ],
    uptime: [
      ['Refrigeration compressors', 99.5],
      ['Generators', 99],
    ],
    customerSignatory: { name: 'Fatima Janahi', title: 'Operations Manager', email: 'service@arabiancoldchain.com' },
  },
  {
    name: 'Isa Town Complex – building services SLA',
    customer: 'MOW',
    contract: 'Building services – Ministry of Works, Isa Town',
    status: 'active',
    // 07:00–15:00 in Bahrain (UTC+3).
    hours: { days: WORK_WEEK, from: '04:00', to: '12:00' },
    targets: [
      ['P1', 2, 8],
      ['P2', 4, 24],
      ['P3', 16, 80],
      ['P4', 40, 160],
    ],
    uptime: [
      ['Elevators', 97],
      ['Chillers', 97],
    ],
    customerSignatory: { name: 'Eng. Nabeel Al Mahmood', title: 'Director of Building Maintenance', email: 'buildings.maintenance@works.gov.bh' },
    notes: 'Measured in government working hours, Sunday to Thursday 07:00–15:00.',
  },
  {
    name: 'Al Danah campus – service levels',
    customer: 'ADIS',
    contract: 'Soft services – Al Danah campus',
    status: 'draft',
    // 06:30–16:00 in Bahrain (UTC+3).
    hours: { days: WORK_WEEK, from: '03:30', to: '13:00' },
    targets: [
      ['P2', 4, 24],
      ['P3', 24, 72],
    ],
    uptime: [],
    customerSignatory: null,
    notes: 'Awaiting the school’s signature.',
  },
];

/** Our signatory on every SLA. */
export const PROVIDER_SIGNATORY = {
  name: 'Khalid Al Mannai',
  title: 'Operations Director',
  email: 'khalid.almannai@gulffacility.bh',
};

/**
 * Breakdowns at SLA customers' sites, the story a manager reads on compliance: critical calls answered in
 * minutes and fixed within the target, but the hospital's medical air plant, answered late at night (a breach,
 * with its reason in the work log); the ministry's (whose sites are new) in time.
 * [customer, asset category, priority, days before the anchor it was raised, hours to first response,
 * hours to completion].
 */
export const SLA_WORK: [string, string, string, number, number, number][] = [
  ['DHP', 'Chillers', 'P1', 12, 0.75, 3.5],
  ['DHP', 'Medical gas systems', 'P2', 20, 6, 14],
  ['SEEF', 'Escalators', 'P1', 8, 0.5, 3],
  ['ACC', 'Refrigeration compressors', 'P1', 5, 0.5, 3.2],
  ['MOW', 'Elevators', 'P2', 16, 1.5, 6],
  ['MOW', 'HVAC units', 'P3', 6, 5, 30],
];
