/** The estate's preventive maintenance programme: what a Gulf facility-services contractor runs. */

export type PlanTargetSeed =
  | { type: 'category'; category: string }
  | { type: 'model'; model: string }
  | { type: 'location'; location: string }
  /** Listed assets: the category's assets at a place and below it. */
  | { type: 'assets'; category: string; under: string }
  /** Listed assets: the model's assets at a place and below it. */
  | { type: 'assets'; model: string; under: string };

export interface PlanSeed {
  name: string;
  description: string;
  target: PlanTargetSeed;
  frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
  weekdays?: string;
  monthly_mode?: 'day_of_month' | 'nth_weekday';
  day_of_month?: number;
  ordinal?: 'first' | 'second' | 'third' | 'fourth' | 'last';
  weekday?: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
  /** Yearly plans: months after the anchor's month (the next one falls then). */
  monthsAhead?: number;
  basis: 'fixed' | 'floating';
  lead_days: number;
  estimated_minutes: number;
  checklists: { pre?: string[]; inter?: string[]; post?: string[] };
  /** Who does it: a technician with this skill. */
  skill: string;
  priority: 'P2' | 'P3' | 'P4';
  category: 'Preventive' | 'Inspection' | 'Calibration';
  /** Bahrain's National Day holidays produce no occurrence. */
  skipNationalDay?: boolean;
}

export const PLANS: PlanSeed[] = [
  {
    name: 'Monthly fire alarm panel test',
    description: 'Civil Defence requirement: test one call point per zone, sounders and standby batteries.',
    target: { type: 'category', category: 'Fire alarm panels' },
    frequency: 'monthly',
    interval: 1,
    monthly_mode: 'nth_weekday',
    ordinal: 'first',
    weekday: 'sun',
    basis: 'fixed',
    lead_days: 7,
    estimated_minutes: 60,
    checklists: { inter: ['Fire alarm panel monthly test'] },
    skill: 'Fire systems',
    priority: 'P3',
    category: 'Inspection',
  },
  {
    name: 'Quarterly chiller service – Juffair Hotel rooftop',
    description: 'Oil and refrigerant checks, condenser coil wash, controls calibration before the peak.',
    target: { type: 'assets', category: 'Chillers', under: 'Juffair Hotel' },
    frequency: 'monthly',
    interval: 3,
    day_of_month: 10,
    basis: 'fixed',
    lead_days: 14,
    estimated_minutes: 240,
    checklists: { pre: ['LOTO isolation'], inter: ['Chiller monthly inspection'], post: ['Work area handover'] },
    skill: 'HVAC',
    priority: 'P3',
    category: 'Preventive',
  },
  {
    name: 'Quarterly chiller service – Seef Mall basement plant',
    description: 'Oil and refrigerant checks, condenser coil wash, controls calibration before the peak.',
    target: { type: 'assets', category: 'Chillers', under: 'Seef Mall Complex' },
    frequency: 'monthly',
    interval: 3,
    day_of_month: 20,
    basis: 'fixed',
    lead_days: 14,
    estimated_minutes: 240,
    checklists: { pre: ['LOTO isolation'], inter: ['Chiller monthly inspection'], post: ['Work area handover'] },
    skill: 'HVAC',
    priority: 'P3',
    category: 'Preventive',
  },
  {
    name: 'Weekly generator run – Sitra Industrial Plant',
    description: 'Off-load run for 30 minutes: battery, coolant, fuel and alarms.',
    target: { type: 'assets', category: 'Generators', under: 'Sitra Industrial Plant' },
    frequency: 'weekly',
    interval: 1,
    weekdays: 'sun',
    basis: 'fixed',
    lead_days: 3,
    estimated_minutes: 45,
    checklists: { inter: ['Generator weekly run test'] },
    skill: 'Generators',
    priority: 'P3',
    category: 'Inspection',
    skipNationalDay: true,
  },
  {
    name: 'Weekly generator run – Seef Mall basement plant',
    description: 'Off-load run for 30 minutes: battery, coolant, fuel and alarms.',
    target: { type: 'assets', category: 'Generators', under: 'Seef Mall Complex' },
    frequency: 'weekly',
    interval: 1,
    weekdays: 'mon',
    basis: 'fixed',
    lead_days: 3,
    estimated_minutes: 45,
    checklists: { inter: ['Generator weekly run test'] },
    skill: 'Generators',
    priority: 'P3',
    category: 'Inspection',
    skipNationalDay: true,
  },
  {
    name: 'Annual lift certification',
    description: 'Third-party thorough examination (LOLER equivalent) with the lift contractor present.',
    target: { type: 'category', category: 'Elevators' },
    frequency: 'yearly',
    interval: 1,
    day_of_month: 15,
    monthsAhead: 2,
    basis: 'fixed',
    lead_days: 30,
    estimated_minutes: 180,
    checklists: { inter: ['Lift safety inspection'] },
    skill: 'Lifts',
    priority: 'P2',
    category: 'Inspection',
  },
  {
    name: 'Monthly lift inspection',
    description: 'Landing doors, levelling, alarm and emergency lighting in the car.',
    target: { type: 'category', category: 'Elevators' },
    frequency: 'monthly',
    interval: 1,
    day_of_month: 5,
    basis: 'fixed',
    lead_days: 7,
    estimated_minutes: 60,
    checklists: { inter: ['Lift safety inspection'] },
    skill: 'Lifts',
    priority: 'P3',
    category: 'Inspection',
  },
  {
    name: 'Quarterly pump service',
    description: 'Vibration round, seal check and coupling alignment on every pump.',
    target: { type: 'category', category: 'Pumps' },
    frequency: 'monthly',
    interval: 3,
    day_of_month: 25,
    basis: 'fixed',
    lead_days: 10,
    estimated_minutes: 90,
    checklists: { pre: ['LOTO isolation'], inter: ['Pump vibration round'], post: ['Work area handover'] },
    skill: 'Plumbing',
    priority: 'P4',
    category: 'Preventive',
  },
  {
    name: 'Six-monthly HVAC filter change',
    description: 'Filters and coil clean; the next one runs six months after this one is done.',
    target: { type: 'model', model: 'WeatherMaker 48FC' },
    frequency: 'monthly',
    interval: 6,
    basis: 'floating',
    lead_days: 7,
    estimated_minutes: 120,
    checklists: { inter: ['HVAC filter and coil service'] },
    skill: 'HVAC',
    priority: 'P4',
    category: 'Preventive',
  },
  {
    name: 'Annual CT scanner calibration – Riffa Medical Centre',
    description: 'Manufacturer calibration and dose verification; the certificate goes to the NHRA file.',
    target: { type: 'assets', model: 'Revolution Maxima CT', under: 'Riffa Medical Centre' },
    frequency: 'yearly',
    interval: 1,
    day_of_month: 20,
    monthsAhead: 4,
    basis: 'fixed',
    lead_days: 30,
    estimated_minutes: 300,
    checklists: { inter: ['CT scanner calibration'] },
    skill: 'Biomedical',
    priority: 'P2',
    category: 'Calibration',
  },
  {
    name: 'Weekly kitchen extract cleaning – Juffair Hotel',
    description: 'Grease filters and hood canopy over the hotel kitchen lines, before the Friday brunch.',
    target: { type: 'assets', category: 'Air handling units', under: 'Juffair Hotel – Kitchen' },
    frequency: 'weekly',
    interval: 1,
    weekdays: 'wed',
    basis: 'fixed',
    lead_days: 3,
    estimated_minutes: 90,
    checklists: { inter: ['Kitchen extract hood cleaning'] },
    skill: 'HVAC',
    priority: 'P3',
    category: 'Preventive',
  },
  {
    name: 'Quarterly plant room inspection – Tower A',
    description: 'Walk-round of everything in the Tower A plant room: leaks, noise, guards, housekeeping.',
    target: { type: 'location', location: 'Tower A – Plant room' },
    frequency: 'monthly',
    interval: 3,
    monthly_mode: 'nth_weekday',
    ordinal: 'last',
    weekday: 'thu',
    basis: 'fixed',
    lead_days: 7,
    estimated_minutes: 30,
    checklists: {},
    skill: 'Electrical',
    priority: 'P4',
    category: 'Inspection',
  },
];

/** Skills by job title; every technician holds its trade's skills, some a second one. */
export const SKILLS_BY_TITLE: Record<string, string[]> = {
  'HVAC Technician': ['HVAC', 'Refrigeration'],
  'Refrigeration Technician': ['Refrigeration', 'HVAC'],
  'Electrical Technician': ['Electrical', 'Generators', 'Fire systems'],
  Plumber: ['Plumbing', 'Pumps'],
  'Biomedical Technician': ['Biomedical'],
  'Biomedical Engineer': ['Biomedical', 'Electrical'],
  'Lift Technician': ['Lifts'],
  'Generator Mechanic': ['Generators', 'Pumps'],
  'Fire Systems Technician': ['Fire systems', 'Electrical'],
  'BMS Technician': ['BMS', 'Electrical', 'HVAC'],
  'Multi-skilled Technician': ['Electrical', 'Plumbing', 'HVAC'],
  'MEP Technician': ['HVAC', 'Electrical', 'Generators', 'Fire systems'],
};

/** Bahrain's working week (Sunday to Thursday), day shift; some technicians cover Saturday instead of Thursday. */
export const DAY_SHIFT = {
  sun: { start: '07:00', end: '15:00' },
  mon: { start: '07:00', end: '15:00' },
  tue: { start: '07:00', end: '15:00' },
  wed: { start: '07:00', end: '15:00' },
  thu: { start: '07:00', end: '15:00' },
};
export const WEEKEND_SHIFT = {
  sat: { start: '07:00', end: '15:00' },
  sun: { start: '07:00', end: '15:00' },
  mon: { start: '07:00', end: '15:00' },
  tue: { start: '07:00', end: '15:00' },
  wed: { start: '07:00', end: '15:00' },
};
