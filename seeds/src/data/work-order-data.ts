import type { EquipmentKind } from './asset-data.js';

/** Curated work-order data: what goes wrong with each kind of equipment, and what gets checked. */

/**
 * Breakdown titles and planned jobs per kind of equipment (a CT scanner's faults are not an ultrasound's);
 * `{n}` is the asset's number, `{floor}` a floor.
 */
export const WORK_BY_KIND: Record<EquipmentKind, { breakdowns: string[]; planned: string[] }> = {
  Chiller: {
    breakdowns: [
      'Chiller {n} high head pressure trip',
      'Chiller {n} low refrigerant alarm',
      'Condenser water flow switch fault on chiller {n}',
      'Chiller {n} compressor oil pressure alarm',
      'Chilled water supply above set point on chiller {n}',
      'Chiller {n} starter panel overheating',
    ],
    planned: ['Condenser tube cleaning', 'Chiller monthly inspection', 'Oil and refrigerant analysis', 'Annual chiller overhaul'],
  },
  'VRV outdoor unit': {
    breakdowns: [
      'No cooling on floor {floor}: VRV system {n} in fault',
      'VRV outdoor unit {n} error code E3 (high pressure)',
      'VRV outdoor unit {n} inverter fault L5',
      'Indoor units on VRV system {n} blowing warm air',
    ],
    planned: ['Quarterly VRV service', 'Outdoor coil chemical wash', 'Refrigerant leak check'],
  },
  'Rooftop package unit': {
    breakdowns: [
      'Rooftop unit {n} tripping on overload',
      'Rooftop unit {n} supply fan belt slipping',
      'Rooftop unit {n} compressor not starting',
      'Condensate overflowing from rooftop unit {n}',
    ],
    planned: ['Filter replacement and coil cleaning', 'Quarterly rooftop unit service', 'Refrigerant leak check'],
  },
  'Air handling unit': {
    breakdowns: [
      'AHU {n} supply fan belt slipping',
      'AHU {n} high filter differential pressure alarm',
      'AHU {n} chilled water valve stuck closed',
      'AHU {n} condensate tray overflowing',
    ],
    planned: ['AHU filter change and coil clean', 'Quarterly AHU service', 'Fan bearing lubrication'],
  },
  Generator: {
    breakdowns: [
      'Generator {n} fails to start on weekly test',
      'Fuel leak at day tank of generator {n}',
      'Generator {n} low coolant shutdown',
      'Battery charger fault on generator {n}',
      'Generator {n} over-speed trip during load test',
    ],
    planned: ['Generator weekly run test', 'Monthly load bank test', 'Fuel polishing and filter change'],
  },
  UPS: {
    breakdowns: ['UPS {n} on bypass after overload', 'UPS {n} battery test failed', 'UPS {n} fan failure alarm', 'UPS {n} input breaker tripping'],
    planned: ['UPS battery impedance test', 'Annual UPS service and thermal scan'],
  },
  Pump: {
    breakdowns: [
      'Pump {n} mechanical seal leaking',
      'Booster pump {n} cavitating',
      'Pump {n} motor drawing high current',
      'Excessive vibration on pump {n}',
      'Pump {n} pressure switch stuck',
    ],
    planned: ['Pump alignment and vibration check', 'Bearing lubrication round'],
  },
  Lift: {
    breakdowns: [
      'Lift {n} stuck between floors {floor} and {floor2}',
      'Door operator fault on lift {n}',
      'Lift {n} levelling out by 3 cm',
      'Lift {n} alarm button not working',
      'Lift {n} car lighting failed',
    ],
    planned: ['Lift safety inspection', 'Monthly lift service'],
  },
  Escalator: {
    breakdowns: [
      'Escalator {n} stopped: comb plate switch tripped',
      'Escalator {n} handrail running slower than steps',
      'Escalator {n} step chain noise',
      'Escalator {n} emergency stop button damaged',
    ],
    planned: ['Escalator monthly service', 'Escalator step chain lubrication'],
  },
  'Fire alarm panel': {
    breakdowns: [
      'Fire alarm panel {n} earth fault',
      'Detector zone {floor} in fault on panel {n}',
      'Sounder circuit open on panel {n}',
      'Panel {n} battery low warning',
    ],
    planned: ['Weekly fire alarm call-point test', 'Quarterly detector cleaning'],
  },
  'BMS controller': {
    breakdowns: ['BMS controller {n} offline', 'BMS controller {n} showing frozen sensor values', 'BMS controller {n} lost its schedule after power cut'],
    planned: ['BMS controller backup and firmware check', 'BMS sensor calibration round'],
  },
  'CT scanner': {
    breakdowns: ['CT scanner {n} tube arcing error', 'CT scanner {n} gantry cooling fault', 'CT scanner {n} table not moving', 'CT scanner {n} image reconstruction failed'],
    planned: ['Annual CT calibration and dose check', 'CT preventive maintenance visit'],
  },
  'MRI scanner': {
    breakdowns: ['MRI scanner {n} helium level low alarm', 'MRI scanner {n} RF coil error', 'MRI scanner {n} cold head noise stopped', 'MRI scanner {n} gradient amplifier fault'],
    planned: ['MRI cold head service', 'MRI image quality check'],
  },
  Ultrasound: {
    breakdowns: ['Ultrasound {n} probe image artefacts', 'Ultrasound unit {n} not booting', 'Ultrasound {n} trackball not responding'],
    planned: ['Ultrasound electrical safety test', 'Ultrasound probe inspection'],
  },
  'Medical gas plant': {
    breakdowns: ['Medical air plant {n} dew point alarm', 'Medical air plant {n} compressor tripped', 'Medical gas plant {n} pressure low at theatre manifold'],
    planned: ['Medical air purity test', 'Medical gas plant quarterly service'],
  },
  'Refrigeration rack': {
    breakdowns: [
      'Cold store temperature rising: rack {n} compressor tripped',
      'Refrigeration rack {n} high discharge temperature',
      'Refrigeration rack {n} low suction pressure alarm',
      'Refrigerant leak detected at rack {n}',
    ],
    planned: ['Refrigeration rack oil and leak check', 'Evaporator defrost and coil clean'],
  },
  Forklift: {
    breakdowns: [
      'Forklift {n} hydraulic leak at mast',
      'Forklift {n} battery not holding charge',
      'Forklift {n} brakes spongy',
      'Forklift {n} horn and beacon not working',
    ],
    planned: ['Forklift pre-start check', 'Forklift 500-hour service'],
  },
  'Service van': {
    breakdowns: ['Service van {n} check engine light', 'Service van {n} tyre puncture', 'Service van {n} air conditioning not cooling'],
    planned: ['Vehicle 10,000 km service', 'Vehicle pre-trip inspection'],
  },
  'Street sweeper': {
    breakdowns: ['Sweeper {n} brush motor failed', 'Sweeper {n} suction fan blocked', 'Sweeper {n} hydraulic hose burst'],
    planned: ['Sweeper brush and filter service', 'Vehicle pre-trip inspection'],
  },
  'Combi oven': {
    breakdowns: [
      'Combi oven {n} door seal burnt',
      'Combi oven {n} not reaching temperature',
      'Combi oven {n} water inlet blocked',
      'Combi oven {n} steam generator error',
    ],
    planned: ['Descaling of combi ovens', 'Kitchen equipment deep clean'],
  },
  'Tilting pan': {
    breakdowns: ['Tilting pan {n} thermostat fault', 'Tilting pan {n} tilt motor jammed', 'Tilting pan {n} heating zone not working'],
    planned: ['Kitchen equipment deep clean', 'Tilting pan temperature calibration'],
  },
  Server: {
    breakdowns: ['Server {n} RAID degraded', 'Server {n} PSU failure alarm', 'Server {n} fan fault'],
    planned: ['Server firmware update', 'Quarterly server health check'],
  },
  'Network switch': {
    breakdowns: ['Switch {n} port flapping', 'Switch {n} PoE budget exceeded', 'Switch {n} unreachable'],
    planned: ['Switch firmware upgrade'],
  },
  Laptop: {
    breakdowns: ['Laptop {n} battery swelling', 'Laptop {n} keyboard not responding', 'Laptop {n} screen flickering', 'Laptop {n} does not boot'],
    planned: ['Laptop reimage before reissue'],
  },
  'Desktop PC': {
    breakdowns: ['Desktop PC {n} not powering on', 'Desktop PC {n} very slow after update', 'Desktop PC {n} monitor no signal'],
    planned: ['Desktop hardware refresh check'],
  },
};

/** Checklist templates: items with their option lists and media rules, and readings with ranges. */
export interface ChecklistSeed {
  name: string;
  type: 'inspection' | 'safety' | 'pre_start' | 'calibration' | 'cleaning' | 'handover';
  /** The asset category it is for (null: any). */
  category: string | null;
  items: { label: string; photo?: 'optional' | 'required'; comment?: 'optional' | 'required'; list?: 'combined' | 'accept' }[];
  parameters: { name: string; unit: string; min: number | null; max: number | null; required: boolean }[];
}

export const CHECKLISTS: ChecklistSeed[] = [
  {
    name: 'LOTO isolation',
    type: 'safety',
    category: null,
    items: [
      { label: 'Isolate the electrical supply and fit a personal lock', list: 'accept' },
      { label: 'Tag the isolation point with name and date', photo: 'optional', list: 'accept' },
      { label: 'Prove dead with a tested voltage detector', list: 'accept' },
    ],
    parameters: [],
  },
  {
    name: 'Chiller monthly inspection',
    type: 'inspection',
    category: 'Chillers',
    items: [
      { label: 'Check for refrigerant leaks at joints', comment: 'optional' },
      { label: 'Inspect condenser tubes for fouling', photo: 'optional' },
      { label: 'Verify oil level in sight glass', photo: 'required' },
      { label: 'Check starter panel for hot spots', comment: 'optional' },
    ],
    parameters: [
      { name: 'Condenser pressure', unit: 'kPa', min: 700, max: 1100, required: true },
      { name: 'Chilled water leaving temperature', unit: '°C', min: 5.5, max: 7.5, required: true },
      { name: 'Compressor current', unit: 'A', min: 150, max: 420, required: false },
    ],
  },
  {
    name: 'Generator weekly run test',
    type: 'inspection',
    category: 'Generators',
    items: [
      { label: 'Start on automatic mains failure signal' },
      { label: 'Check for fuel, oil and coolant leaks', comment: 'optional' },
      { label: 'Run 30 minutes on load', comment: 'optional', photo: 'required' },
    ],
    parameters: [
      { name: 'Battery voltage', unit: 'V', min: 24, max: 28.5, required: true },
      { name: 'Coolant temperature', unit: '°C', min: 70, max: 95, required: true },
      { name: 'Fuel level', unit: '%', min: 60, max: 100, required: false },
    ],
  },
  {
    name: 'Lift safety inspection',
    type: 'safety',
    category: 'Elevators',
    items: [
      { label: 'Door safety edge reverses the doors' },
      { label: 'Alarm button reaches the monitoring centre' },
      { label: 'Car levels within 10 mm at every landing', comment: 'optional' },
      { label: 'Machine room clean and locked', photo: 'optional' },
    ],
    parameters: [{ name: 'Levelling error', unit: 'mm', min: 0, max: 10, required: true }],
  },
  {
    name: 'Pump vibration round',
    type: 'inspection',
    category: 'Pumps',
    items: [{ label: 'No visible leak at the mechanical seal' }, { label: 'Coupling guard fitted' }],
    parameters: [{ name: 'Vibration velocity', unit: 'mm/s', min: 0, max: 4.5, required: true }],
  },
  {
    name: 'HVAC filter and coil service',
    type: 'cleaning',
    category: 'HVAC units',
    items: [
      { label: 'Replace pre-filters', photo: 'optional' },
      { label: 'Clean evaporator coil' },
      { label: 'Flush condensate drain' },
    ],
    parameters: [{ name: 'Supply air temperature', unit: '°C', min: 10, max: 16, required: false }],
  },
  {
    name: 'Forklift pre-start check',
    type: 'pre_start',
    category: 'Forklifts',
    items: [
      { label: 'Forks and mast free of cracks' },
      { label: 'Brakes and parking brake hold' },
      { label: 'Horn, lights and beacon work' },
    ],
    parameters: [{ name: 'Battery charge', unit: '%', min: 30, max: 100, required: true }],
  },
  {
    name: 'Fire alarm panel monthly test',
    type: 'inspection',
    category: 'Fire alarm panels',
    items: [
      { label: 'Panel shows normal: no fault, disablement or alarm', list: 'accept' },
      { label: 'Operate one call point per zone in rotation and confirm the alarm', comment: 'optional' },
      { label: 'Sounders and beacons heard and seen in every zone' },
      { label: 'Log book signed and next zone noted', photo: 'optional', list: 'accept' },
    ],
    parameters: [{ name: 'Standby battery voltage', unit: 'V', min: 26, max: 28.5, required: true }],
  },
  {
    name: 'CT scanner calibration',
    type: 'calibration',
    category: 'Medical imaging',
    items: [
      { label: 'Water phantom scanned and CT numbers checked', photo: 'optional' },
      { label: 'Slice thickness and laser alignment within tolerance' },
      { label: 'Dose index verified against the baseline', comment: 'required' },
      { label: 'Calibration sticker and certificate updated', list: 'accept' },
    ],
    parameters: [
      { name: 'Water CT number', unit: 'HU', min: -4, max: 4, required: true },
      { name: 'CTDIvol deviation', unit: '%', min: -10, max: 10, required: true },
    ],
  },
  {
    name: 'Kitchen extract hood cleaning',
    type: 'cleaning',
    category: 'Air handling units',
    items: [
      { label: 'Grease filters removed, degreased and refitted', photo: 'required' },
      { label: 'Hood canopy and plenum wiped down' },
      { label: 'Extract fan running and airflow felt at every hood' },
    ],
    parameters: [{ name: 'Extract airflow', unit: 'm/s', min: 0.3, max: 1.2, required: false }],
  },
  {
    name: 'Work area handover',
    type: 'handover',
    category: null,
    items: [
      { label: 'Guards refitted and isolation removed', list: 'accept' },
      { label: 'Area cleaned and tools removed', photo: 'optional', list: 'accept' },
      { label: 'Equipment tested with the operator', comment: 'optional' },
    ],
    parameters: [],
  },
];

/** Which template a planned job runs, by category (the pre-work isolation and post-work handover apply to all). */
export const PLANNED_CHECKLIST: Record<string, string> = {
  Chillers: 'Chiller monthly inspection',
  Generators: 'Generator weekly run test',
  Elevators: 'Lift safety inspection',
  Pumps: 'Pump vibration round',
  'HVAC units': 'HVAC filter and coil service',
  Forklifts: 'Forklift pre-start check',
};

export const COMMENTS = [
  'Parts ordered from the supplier, ETA two days.',
  'Site contact confirmed access for tomorrow morning.',
  'Found the fault, replacing the component now.',
  'Customer reports the issue is intermittent, mostly in the afternoon.',
  'Photos attached of the damaged part.',
  'Tested after repair, running normally.',
  'Need a second technician to lift the panel.',
  'Vendor engineer booked under warranty.',
  'Temporary fix in place; permanent repair needs a shutdown.',
  'Readings logged, all within range except one.',
];

export const HOLD_NOTES: Record<string, string> = {
  parts: 'Waiting for the replacement part from the supplier.',
  vendor: 'Manufacturer engineer must attend under warranty.',
  access: 'Tenant area locked until the weekend.',
  customer: 'Waiting for the customer to confirm the shutdown window.',
  approval: 'Quotation sent for approval.',
};

export const CANCEL_REASONS = [
  'Duplicate of an existing work order.',
  'Equipment decommissioned before the repair.',
  'Fault could not be reproduced on site.',
];
export const REJECT_REASONS = [
  'Not a maintenance issue: raised with IT service desk.',
  'Already covered by the preventive plan next week.',
  'Cosmetic only, will be handled in the refurbishment.',
];

export const FINDINGS = [
  'Worn component replaced and unit tested under load.',
  'Loose connection found and re-terminated; thermal scan normal.',
  'Blocked filter and dirty coil cleaned; performance restored.',
  'Faulty sensor replaced and calibrated against a reference.',
];

/**
 * Why a call was late, in its work log: the start's note when the technician arrived after the response
 * target, the completion's when the repair ran past the resolution target. The SLA compliance lists
 * these calls as breaches, and a manager reads the reason on the work order.
 */
export const LATE_RESPONSE_REASONS = [
  'On site late: the night shift was on another call-out.',
  'On site late: held at the site gate waiting for a work permit.',
  'On site late: the van was stuck in traffic on the Sitra causeway.',
  'On site late: the only technician with the trade was on leave.',
];
export const LATE_REPAIR_REASONS = [
  'Past the target: the spare had to be collected from the main store in Sitra.',
  'Past the target: the fault came back twice before the root cause was found.',
  'Past the target: the job needed a second technician, who came from another site.',
  'Past the target: the shutdown had to wait for the site’s permission.',
];
/** A breakdown on equipment that broke down in the previous 30 days, noted where the job was written up. */
export const REPEAT_FAILURE_NOTE = 'Repeat failure on this unit within a month: referred to the manufacturer for a root-cause review.';
/** Every note that says why a call was late or its equipment down long: what an SLA breach is explained by. */
export const DELAY_NOTES = [...LATE_RESPONSE_REASONS, ...LATE_REPAIR_REASONS, REPEAT_FAILURE_NOTE];
