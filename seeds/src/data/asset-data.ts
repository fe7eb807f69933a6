/** Curated asset register data: models per category, licenses, and stock items with their minimums. */

import type { MAINTENANCE_TYPES } from '@cmms/contracts';
import type { SiteType } from './master-data.js';

type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];

export interface ModelSeed {
  category: string;
  manufacturer: string;
  name: string;
  number: string;
  eol: number | null;
  depreciation: string | null;
  /** Asset names start with it ("LT-MAN-0012"). */
  prefix: string;
  itemtype: 'IT' | 'Equipment' | 'Vehicle' | 'Facility';
  cost: [number, number];
  /** Assets of IT models go to people; plant stays at its location. */
  toUsers?: boolean;
  /** What the equipment is (a CT scanner, a VRV outdoor unit): its faults and its maintenance follow from it. */
  kind: EquipmentKind;
}

export type EquipmentKind =
  | 'Laptop'
  | 'Desktop PC'
  | 'Server'
  | 'Network switch'
  | 'VRV outdoor unit'
  | 'Rooftop package unit'
  | 'Air handling unit'
  | 'Chiller'
  | 'Generator'
  | 'UPS'
  | 'Pump'
  | 'Lift'
  | 'Escalator'
  | 'Fire alarm panel'
  | 'BMS controller'
  | 'CT scanner'
  | 'MRI scanner'
  | 'Ultrasound'
  | 'Medical gas plant'
  | 'Refrigeration rack'
  | 'Forklift'
  | 'Service van'
  | 'Street sweeper'
  | 'Combi oven'
  | 'Tilting pan';

const it = (
  category: string,
  manufacturer: string,
  name: string,
  number: string,
  prefix: string,
  cost: [number, number],
  kind: EquipmentKind,
): ModelSeed => ({
  category,
  manufacturer,
  name,
  number,
  eol: 36,
  depreciation: category === 'Network switches' ? 'Network equipment – 5 years' : 'Computers – 3 years',
  prefix,
  itemtype: 'IT',
  cost,
  toUsers: category === 'Laptops' || category === 'Desktops',
  kind,
});

const plant = (
  category: string,
  manufacturer: string,
  name: string,
  number: string,
  prefix: string,
  cost: [number, number],
  depreciation: string,
  kind: EquipmentKind,
  itemtype: ModelSeed['itemtype'] = 'Equipment',
): ModelSeed => ({ category, manufacturer, name, number, eol: 120, depreciation, prefix, itemtype, cost, kind });

const HVAC = 'HVAC equipment – 10 years';
const HEAVY = 'Heavy machinery – 15 years';
const MEDICAL = 'Medical equipment – 8 years';

export const MODELS: ModelSeed[] = [
  it('Laptops', 'Dell', 'Latitude 5440', 'LAT-5440', 'LT', [380, 620], 'Laptop'),
  it('Laptops', 'HP', 'EliteBook 840 G10', '818M5EA', 'LT', [420, 690], 'Laptop'),
  it('Laptops', 'Lenovo', 'ThinkPad T14 Gen 4', '21HD', 'LT', [400, 650], 'Laptop'),
  it('Laptops', 'Apple', 'MacBook Pro 14" M3', 'MRX33', 'LT', [720, 980], 'Laptop'),
  it('Desktops', 'Dell', 'OptiPlex 7010', 'OPT-7010', 'DT', [260, 410], 'Desktop PC'),
  it('Desktops', 'HP', 'ProDesk 600 G6', '1D2R5EA', 'DT', [240, 380], 'Desktop PC'),
  it('Servers', 'Dell', 'PowerEdge R750', 'R750', 'SRV', [3200, 5800], 'Server'),
  it('Servers', 'HP', 'ProLiant DL380 Gen11', 'P52560', 'SRV', [3400, 6100], 'Server'),
  it('Network switches', 'Cisco', 'Catalyst 9200-48P', 'C9200-48P', 'SW', [1100, 1900], 'Network switch'),
  it('Network switches', 'Cisco', 'Catalyst 9300-24T', 'C9300-24T', 'SW', [2100, 3300], 'Network switch'),
  plant('HVAC units', 'Daikin', 'VRV IV-S outdoor unit', 'RXYSQ8TY1', 'AC', [2600, 4200], HVAC, 'VRV outdoor unit'),
  plant('HVAC units', 'Carrier', 'WeatherMaker 48FC', '48FC-07', 'AC', [3100, 5200], HVAC, 'Rooftop package unit'),
  plant('HVAC units', 'Trane', 'Precedent rooftop unit', 'YSC090', 'AC', [3400, 5600], HVAC, 'Rooftop package unit'),
  plant('Chillers', 'Carrier', 'AquaEdge 19DV', '19DV-400', 'CH', [38000, 61000], HVAC, 'Chiller'),
  plant('Chillers', 'York', 'YK centrifugal chiller', 'YK-EP', 'CH', [42000, 70000], HVAC, 'Chiller'),
  plant('Chillers', 'Trane', 'CenTraVac CVHE', 'CVHE-500', 'CH', [40000, 66000], HVAC, 'Chiller'),
  plant('Generators', 'Caterpillar', 'C18 diesel generator set', 'C18-600', 'GEN', [28000, 46000], HEAVY, 'Generator'),
  plant('Generators', 'Cummins', 'C1100 D5 generator set', 'C1100D5', 'GEN', [52000, 78000], HEAVY, 'Generator'),
  plant('Pumps', 'Grundfos', 'CR 32-4 multistage pump', 'CR32-4', 'PMP', [1800, 3200], HEAVY, 'Pump'),
  plant('Pumps', 'Grundfos', 'NB 65-200 end-suction pump', 'NB65-200', 'PMP', [1400, 2600], HEAVY, 'Pump'),
  plant('Forklifts', 'Toyota Material Handling', 'Traigo 48 electric forklift', '8FBE20', 'FL', [9800, 15500], 'Vehicles – 5 years', 'Forklift', 'Vehicle'),
  plant('Forklifts', 'Toyota Material Handling', 'Tonero diesel forklift', '8FD25', 'FL', [8900, 13800], 'Vehicles – 5 years', 'Forklift', 'Vehicle'),
  plant('Elevators', 'Otis', 'Gen2 Life', 'GEN2-L', 'ELV', [21000, 36000], HEAVY, 'Lift', 'Facility'),
  plant('Elevators', 'KONE', 'MonoSpace 500', 'MS500', 'ELV', [23000, 38000], HEAVY, 'Lift', 'Facility'),
  plant('Fire alarm panels', 'Honeywell', 'Notifier NFS2-3030', 'NFS2-3030', 'FAP', [2400, 4100], 'Furniture – 7 years', 'Fire alarm panel', 'Facility'),
  plant('Fire alarm panels', 'Siemens', 'Cerberus PRO FC724', 'FC724', 'FAP', [2100, 3600], 'Furniture – 7 years', 'Fire alarm panel', 'Facility'),
  plant('Medical imaging', 'GE HealthCare', 'Revolution Maxima CT', 'REV-MAX', 'MED', [145000, 210000], MEDICAL, 'CT scanner'),
  plant('Medical imaging', 'GE HealthCare', 'LOGIQ E10 ultrasound', 'LOGIQ-E10', 'MED', [24000, 39000], MEDICAL, 'Ultrasound'),
  plant('Vehicles', 'Kärcher', 'MIC 42 street sweeper', 'MIC42', 'VEH', [31000, 44000], 'Vehicles – 5 years', 'Street sweeper', 'Vehicle'),
  plant('Vehicles', 'Toyota Material Handling', 'Hiace service van', 'HIACE-SV', 'VEH', [9500, 13500], 'Vehicles – 5 years', 'Service van', 'Vehicle'),
  plant('Kitchen equipment', 'Rational', 'iCombi Pro 10-1/1', 'ICP-101', 'KIT', [6200, 9800], 'Furniture – 7 years', 'Combi oven'),
  plant('Kitchen equipment', 'Rational', 'iVario Pro L', 'IVP-L', 'KIT', [8800, 13200], 'Furniture – 7 years', 'Tilting pan'),
  plant('Air handling units', 'Carrier', '39CQ air handling unit', '39CQ-1014', 'AHU', [7800, 14500], HVAC, 'Air handling unit'),
  plant('Air handling units', 'Daikin', 'D-AHU Professional', 'DAHU-P12', 'AHU', [8200, 15800], HVAC, 'Air handling unit'),
  plant('UPS systems', 'Schneider Electric', 'Galaxy VS 100 kVA UPS', 'GVSUPS100K', 'UPS', [9500, 16000], 'Network equipment – 5 years', 'UPS'),
  plant('UPS systems', 'Eaton', '93PM 60 kW UPS', '93PM-60', 'UPS', [8200, 13400], 'Network equipment – 5 years', 'UPS'),
  plant('Escalators', 'Schindler', '9300 escalator', 'S9300-35', 'ESC', [42000, 68000], HEAVY, 'Escalator', 'Facility'),
  plant('Escalators', 'KONE', 'TravelMaster 110', 'TM110', 'ESC', [45000, 72000], HEAVY, 'Escalator', 'Facility'),
  plant('BMS controllers', 'Johnson Controls', 'Metasys SNE network engine', 'MS-SNE22000', 'BMS', [2600, 4300], 'Network equipment – 5 years', 'BMS controller', 'Facility'),
  plant('BMS controllers', 'Siemens', 'Desigo PXC5 automation station', 'PXC5.E003', 'BMS', [1900, 3400], 'Network equipment – 5 years', 'BMS controller', 'Facility'),
  plant('Medical imaging', 'Philips', 'Ingenia Ambition 1.5T MRI', 'ING-AMB15', 'MED', [480000, 620000], MEDICAL, 'MRI scanner'),
  plant('Medical gas systems', 'BeaconMedaes', 'Lifeline medical air plant', 'LAP-TRIPLEX', 'MGS', [21000, 34000], MEDICAL, 'Medical gas plant'),
  plant('Refrigeration compressors', 'Bitzer', 'ECOLINE semi-hermetic rack', '6FE-44Y', 'RFC', [11000, 19000], HVAC, 'Refrigeration rack'),
  plant('Refrigeration compressors', 'Bitzer', 'CSH screw compressor pack', 'CSH8573-125Y', 'RFC', [24000, 38000], HVAC, 'Refrigeration rack'),
];

/**
 * The equipment categories each kind of site holds: `fitted` ones only as its own plant (FIT_OUT: a mall
 * has its escalators, not a random number of them), `categories` also as generated assets; `weight`: how
 * often a site of the type takes a generated asset.
 */
export const SITE_TYPES: Record<SiteType, { categories: string[]; fitted?: string[]; weight: number }> = {
  'office tower': { categories: ['Laptops', 'Desktops', 'Network switches', 'HVAC units'], fitted: ['Elevators', 'Fire alarm panels', 'BMS controllers'], weight: 9 },
  'server room': { categories: ['Servers', 'Network switches'], fitted: ['UPS systems'], weight: 1 },
  'plant room': { categories: ['Pumps', 'Air handling units'], fitted: ['Chillers', 'Generators', 'BMS controllers', 'UPS systems'], weight: 1.5 },
  mall: { categories: ['HVAC units', 'Desktops', 'Network switches'], fitted: ['Escalators', 'Elevators', 'Air handling units', 'Fire alarm panels', 'BMS controllers'], weight: 3 },
  'food court': { categories: ['Kitchen equipment', 'HVAC units'], fitted: ['Air handling units'], weight: 1 },
  'cold chain depot': { categories: ['Forklifts', 'Desktops', 'Laptops', 'Network switches', 'Vehicles'], fitted: ['Generators', 'Fire alarm panels'], weight: 2.5 },
  'cold store': { categories: ['Refrigeration compressors'], fitted: ['Fire alarm panels'], weight: 0.5 },
  workshop: { categories: ['Forklifts', 'Vehicles', 'Desktops'], weight: 1 },
  'industrial plant': { categories: ['Pumps', 'Forklifts', 'HVAC units', 'Desktops', 'Laptops'], fitted: ['Generators', 'Fire alarm panels', 'UPS systems'], weight: 2.5 },
  'generator hall': { categories: [], fitted: ['Generators'], weight: 0 },
  'pump station': { categories: ['Pumps'], weight: 0.5 },
  hospital: { categories: ['Laptops', 'Desktops', 'Air handling units', 'Pumps', 'Network switches'], fitted: ['Chillers', 'Generators', 'UPS systems', 'Elevators', 'Fire alarm panels', 'BMS controllers'], weight: 3.5 },
  radiology: { categories: ['Desktops'], fitted: ['Medical imaging', 'UPS systems'], weight: 0.3 },
  'operating theatres': { categories: ['Air handling units'], fitted: ['Medical gas systems', 'UPS systems'], weight: 0.3 },
  hotel: { categories: ['Laptops', 'Desktops', 'HVAC units', 'Air handling units', 'Pumps', 'Network switches'], fitted: ['Elevators', 'Fire alarm panels', 'Generators'], weight: 3.5 },
  'hotel kitchen': { categories: ['Kitchen equipment'], fitted: ['Air handling units'], weight: 0.7 },
  'rooftop plant': { categories: ['HVAC units', 'Pumps'], fitted: ['Chillers'], weight: 0.7 },
  warehouse: { categories: ['Forklifts', 'Desktops', 'HVAC units', 'Network switches'], fitted: ['Fire alarm panels'], weight: 2 },
  'port yard': { categories: ['Forklifts', 'Vehicles', 'Desktops'], fitted: ['Generators'], weight: 1.5 },
  'service office': { categories: ['Laptops', 'Desktops', 'Network switches', 'Vehicles', 'HVAC units'], weight: 2 },
  school: { categories: ['Desktops', 'Laptops', 'Network switches', 'HVAC units'], fitted: ['Fire alarm panels', 'Generators'], weight: 1.5 },
};

/** The categories a site of the type may hold at all. */
export const siteCategories = (type: SiteType): string[] => [
  ...SITE_TYPES[type].categories,
  ...(SITE_TYPES[type].fitted ?? []),
];

/** Each site's own plant, placed before the generated assets: [site, model, how many]. */
export const FIT_OUT: [string, string, number][] = [
  ['Tower A – Server room', 'PowerEdge R750', 3],
  ['Tower A – Server room', 'ProLiant DL380 Gen11', 2],
  ['Tower A – Server room', 'Catalyst 9300-24T', 2],
  ['Tower A – Server room', 'Galaxy VS 100 kVA UPS', 2],
  ['Tower A – Plant room', 'CenTraVac CVHE', 2],
  ['Tower A – Plant room', 'CR 32-4 multistage pump', 2],
  ['Tower A – Plant room', '39CQ air handling unit', 2],
  ['Tower A – Plant room', 'C18 diesel generator set', 1],
  ['Tower A – Plant room', 'Metasys SNE network engine', 1],
  ['Manama HQ – Tower A', 'Gen2 Life', 2],
  ['Manama HQ – Tower A', 'Notifier NFS2-3030', 1],
  ['Manama HQ – Tower B', 'MonoSpace 500', 2],
  ['Manama HQ – Tower B', 'Cerberus PRO FC724', 1],
  ['Seef Mall Complex', '9300 escalator', 4],
  ['Seef Mall Complex', 'TravelMaster 110', 2],
  ['Seef Mall Complex', 'MonoSpace 500', 2],
  ['Seef Mall Complex', 'Notifier NFS2-3030', 1],
  ['Seef Mall Complex', 'Desigo PXC5 automation station', 1],
  ['Seef Mall – Basement plant', 'YK centrifugal chiller', 2],
  ['Seef Mall – Basement plant', 'C1100 D5 generator set', 2],
  ['Seef Mall – Basement plant', 'NB 65-200 end-suction pump', 2],
  ['Seef Mall – Basement plant', 'D-AHU Professional', 2],
  ['Seef Mall – Food court', 'iCombi Pro 10-1/1', 2],
  ['Muharraq Depot – Cold store 1', 'ECOLINE semi-hermetic rack', 2],
  ['Muharraq Depot – Cold store 2', 'CSH screw compressor pack', 2],
  ['Muharraq Logistics Depot', 'C18 diesel generator set', 1],
  ['Muharraq Logistics Depot', 'Cerberus PRO FC724', 1],
  ['Muharraq Depot – Workshop', 'Traigo 48 electric forklift', 3],
  ['Sitra Plant – Generator hall', 'C18 diesel generator set', 2],
  ['Sitra Plant – Generator hall', 'C1100 D5 generator set', 1],
  ['Sitra Plant – Pump station', 'CR 32-4 multistage pump', 3],
  ['Sitra Industrial Plant', 'Notifier NFS2-3030', 1],
  ['Riffa Medical – Radiology', 'Revolution Maxima CT', 1],
  ['Riffa Medical – Radiology', 'Ingenia Ambition 1.5T MRI', 1],
  ['Riffa Medical – Radiology', 'LOGIQ E10 ultrasound', 2],
  ['Riffa Medical – Theatres', 'Lifeline medical air plant', 2],
  ['Riffa Medical – Theatres', 'D-AHU Professional', 2],
  ['Riffa Medical Centre', 'AquaEdge 19DV', 2],
  ['Riffa Medical Centre', 'C1100 D5 generator set', 1],
  ['Riffa Medical Centre', 'Gen2 Life', 2],
  ['Riffa Medical Centre', '93PM 60 kW UPS', 1],
  ['Riffa Medical Centre', 'Cerberus PRO FC724', 1],
  ['Juffair Hotel – Rooftop chillers', 'AquaEdge 19DV', 2],
  ['Juffair Hotel – Kitchen', 'iCombi Pro 10-1/1', 2],
  ['Juffair Hotel – Kitchen', 'iVario Pro L', 1],
  ['Juffair Hotel – Kitchen', '39CQ air handling unit', 1],
  ['Juffair Hotel', 'Gen2 Life', 2],
  ['Juffair Hotel', 'C18 diesel generator set', 1],
  ['Juffair Hotel', 'Notifier NFS2-3030', 1],
  ['Salmabad Warehouse', 'Tonero diesel forklift', 2],
  ['Salmabad Warehouse', 'Notifier NFS2-3030', 1],
  ['Hidd Port Yard', 'Tonero diesel forklift', 2],
  ['Hidd Port Yard', 'Hiace service van', 2],
  ['Hidd Port Yard', 'MIC 42 street sweeper', 1],
  ['Dubai Service Office', 'Hiace service van', 1],
];

/** Maintenance records (the asset's maintenance tab) by kind of equipment: [title, Snipe-IT type]. */
export const MAINTENANCE_BY_KIND: Record<EquipmentKind, [string, MaintenanceType][]> = {
  Laptop: [['Battery replacement', 'Repair'], ['BIOS and driver update', 'Upgrade'], ['Keyboard replacement under warranty', 'Hardware Support'], ['Reimage for new user', 'Software Support'], ['RAM upgrade to 32 GB', 'Upgrade']],
  'Desktop PC': [['SSD upgrade', 'Upgrade'], ['OS patching window', 'Software Support'], ['Power supply replacement', 'Repair'], ['Annual electrical safety test', 'PAT Test']],
  Server: [['Firmware and iDRAC/iLO update', 'Upgrade'], ['Failed disk replaced, RAID rebuilt', 'Repair'], ['PSU replacement under warranty', 'Hardware Support'], ['OS patching window', 'Software Support']],
  'Network switch': [['IOS-XE upgrade', 'Upgrade'], ['VLAN reconfiguration', 'Configuration Change'], ['Fan tray replacement', 'Repair']],
  'VRV outdoor unit': [['Quarterly VRV service', 'Maintenance'], ['Outdoor coil chemical wash', 'Maintenance'], ['Refrigerant top-up and leak repair', 'Repair'], ['Inverter PCB replacement', 'Repair']],
  'Rooftop package unit': [['Filter and coil cleaning', 'Maintenance'], ['Replace worn drive belt', 'Repair'], ['Compressor contactor replacement', 'Repair'], ['Economiser damper calibration', 'Calibration']],
  'Air handling unit': [['Filter bank replacement', 'Maintenance'], ['Supply fan belt and bearing change', 'Repair'], ['Chilled water valve actuator calibration', 'Calibration'], ['Coil and drain pan cleaning', 'Maintenance']],
  Chiller: [['Annual chiller overhaul', 'Maintenance'], ['Condenser tube brushing', 'Maintenance'], ['Compressor fault repair', 'Repair'], ['Oil and refrigerant analysis', 'Maintenance'], ['Controls firmware upgrade', 'Upgrade']],
  Generator: [['500-hour service: oil and filters', 'Maintenance'], ['Load bank test', 'Maintenance'], ['Starter battery replacement', 'Repair'], ['AVR replacement', 'Repair'], ['Governor calibration', 'Calibration']],
  UPS: [['Battery string replacement', 'Repair'], ['Annual UPS service and thermal scan', 'Maintenance'], ['Firmware upgrade', 'Upgrade'], ['Capacitor replacement', 'Repair']],
  Pump: [['Mechanical seal replacement', 'Repair'], ['Motor bearing replacement', 'Repair'], ['Laser alignment', 'Calibration'], ['Impeller inspection', 'Maintenance']],
  Lift: [['Monthly lift service', 'Maintenance'], ['Door operator belt replacement', 'Repair'], ['Annual thorough examination', 'Maintenance'], ['Controller firmware upgrade', 'Upgrade']],
  Escalator: [['Step chain lubrication and adjustment', 'Maintenance'], ['Handrail replacement', 'Repair'], ['Comb plate replacement', 'Repair'], ['Annual safety inspection', 'Maintenance']],
  'Fire alarm panel': [['Standby battery replacement', 'Repair'], ['Annual fire alarm service', 'Maintenance'], ['Panel firmware upgrade', 'Upgrade'], ['Zone reconfiguration after fit-out', 'Configuration Change']],
  'BMS controller': [['Controller firmware update', 'Upgrade'], ['Trend logging reconfiguration', 'Configuration Change'], ['Sensor recalibration', 'Calibration'], ['I/O module replacement', 'Repair']],
  'CT scanner': [['X-ray tube replacement', 'Repair'], ['Annual calibration and dose check', 'Calibration'], ['Gantry cooling service', 'Maintenance'], ['Software upgrade by GE field engineer', 'Software Support']],
  'MRI scanner': [['Helium level check and cold head service', 'Maintenance'], ['RF coil repair', 'Repair'], ['Annual image quality calibration', 'Calibration'], ['Gradient coil cooling service', 'Maintenance']],
  Ultrasound: [['Probe replacement', 'Repair'], ['Annual electrical safety test', 'PAT Test'], ['Image quality calibration', 'Calibration'], ['Software upgrade', 'Upgrade']],
  'Medical gas plant': [['Compressor service and filter change', 'Maintenance'], ['Dew point sensor calibration', 'Calibration'], ['Medical air purity test', 'Maintenance'], ['Dryer valve repair', 'Repair']],
  'Refrigeration rack': [['Compressor oil change', 'Maintenance'], ['Refrigerant leak repair', 'Repair'], ['Pressure switch calibration', 'Calibration'], ['Condenser fan motor replacement', 'Repair']],
  Forklift: [['500-hour service', 'Maintenance'], ['Mast hydraulic hose replacement', 'Repair'], ['Traction battery replacement', 'Repair'], ['Brake adjustment', 'Repair']],
  'Service van': [['10,000 km service', 'Maintenance'], ['Tyre replacement', 'Repair'], ['Annual vehicle registration inspection', 'Maintenance'], ['Air conditioning regas', 'Repair']],
  'Street sweeper': [['Brush replacement', 'Repair'], ['Hydraulic filter change', 'Maintenance'], ['Suction fan repair', 'Repair']],
  'Combi oven': [['Descaling and steam generator service', 'Maintenance'], ['Door gasket replacement', 'Repair'], ['Core temperature probe replacement', 'Repair'], ['Annual gas safety check', 'Maintenance']],
  'Tilting pan': [['Tilt mechanism repair', 'Repair'], ['Heating element replacement', 'Repair'], ['Temperature calibration', 'Calibration']],
};

export interface LicenseSeed {
  name: string;
  category: string;
  manufacturer: string;
  seats: number;
  /** Seats handed out: to people, then to servers. */
  toUsers: number;
  toAssets: number;
  cost: number;
  expires: string | null;
  maintained: boolean;
}

export const LICENSES: LicenseSeed[] = [
  { name: 'Microsoft 365 E3', category: 'Office suites', manufacturer: 'Microsoft', seats: 60, toUsers: 44, toAssets: 0, cost: 12_400, expires: '2027-06-30', maintained: true },
  { name: 'Microsoft Visio Plan 2', category: 'Office suites', manufacturer: 'Microsoft', seats: 10, toUsers: 6, toAssets: 0, cost: 1_650, expires: '2027-06-30', maintained: true },
  { name: 'Windows Server 2022 Datacenter', category: 'Office suites', manufacturer: 'Microsoft', seats: 8, toUsers: 0, toAssets: 5, cost: 9_300, expires: null, maintained: false },
  { name: 'AutoCAD 2025', category: 'CAD software', manufacturer: 'Autodesk', seats: 6, toUsers: 6, toAssets: 0, cost: 6_900, expires: '2026-12-15', maintained: true },
  { name: 'Revit 2025', category: 'CAD software', manufacturer: 'Autodesk', seats: 4, toUsers: 2, toAssets: 0, cost: 7_800, expires: '2026-10-31', maintained: false },
  { name: 'Desigo CC building management', category: 'BMS licences', manufacturer: 'Siemens', seats: 5, toUsers: 0, toAssets: 3, cost: 14_200, expires: '2028-01-31', maintained: true },
  { name: 'Honeywell Enterprise Buildings Integrator', category: 'BMS licences', manufacturer: 'Honeywell', seats: 3, toUsers: 1, toAssets: 1, cost: 11_600, expires: '2027-03-31', maintained: true },
  { name: 'Metasys server licence', category: 'BMS licences', manufacturer: 'Johnson Controls', seats: 2, toUsers: 0, toAssets: 2, cost: 8_400, expires: '2027-12-31', maintained: true },
  { name: 'Archibus CAFM – technician seats', category: 'CAFM software', manufacturer: 'Archibus', seats: 30, toUsers: 22, toAssets: 0, cost: 9_750, expires: '2027-04-30', maintained: true },
  { name: 'Fluke Connect Assets', category: 'CAFM software', manufacturer: 'Fluke', seats: 15, toUsers: 9, toAssets: 0, cost: 2_100, expires: '2027-09-30', maintained: true },
];

export interface StockSeed {
  name: string;
  category: string;
  manufacturer: string;
  model: string;
  qty: number;
  min: number;
  /** Units already out (to people for accessories and consumables, into assets for components). */
  out: number;
  /** Components: the asset categories they are fitted to. */
  into?: string[];
  cost: number;
}

/** A few sit below their minimum on purpose: the console flags stock to reorder. */
export const ACCESSORIES: StockSeed[] = [
  { name: 'Samsung 24" monitor S40GD', category: 'Monitors', manufacturer: 'Samsung', model: 'LS24D400', qty: 40, min: 8, out: 22, cost: 96 },
  { name: 'HP E27 G5 27" monitor', category: 'Monitors', manufacturer: 'HP', model: '6N4E2AA', qty: 18, min: 6, out: 15, cost: 142 },
  { name: 'Lenovo wireless keyboard and mouse', category: 'Keyboards & mice', manufacturer: 'Lenovo', model: '4X31N50708', qty: 50, min: 15, out: 31, cost: 18 },
  { name: 'Dell WD19S docking station', category: 'Docking stations', manufacturer: 'Dell', model: 'WD19S', qty: 20, min: 8, out: 16, cost: 88 },
  { name: 'Honeywell hard hat with visor', category: 'Safety gear', manufacturer: 'Honeywell', model: 'H700', qty: 24, min: 30, out: 20, cost: 21 },
  { name: 'Honeywell safety glasses', category: 'Safety gear', manufacturer: 'Honeywell', model: 'A800', qty: 60, min: 25, out: 12, cost: 4 },
  { name: '3M full-body safety harness', category: 'Safety gear', manufacturer: '3M', model: 'DBI-1113124', qty: 12, min: 6, out: 7, cost: 64 },
  { name: 'Fluke 376 FC clamp meter', category: 'Test instruments', manufacturer: 'Fluke', model: '376FC', qty: 10, min: 4, out: 8, cost: 215 },
  { name: 'Fluke 1587 FC insulation multimeter', category: 'Test instruments', manufacturer: 'Fluke', model: '1587FC', qty: 6, min: 3, out: 4, cost: 398 },
  { name: 'Fluke TiS20+ thermal camera', category: 'Test instruments', manufacturer: 'Fluke', model: 'TIS20+', qty: 4, min: 2, out: 3, cost: 520 },
  { name: 'Makita 18V cordless drill', category: 'Power tools', manufacturer: 'Makita', model: 'DHP484Z', qty: 14, min: 5, out: 9, cost: 58 },
  { name: 'Hilti SFC 22-A drill driver', category: 'Power tools', manufacturer: 'Hilti', model: 'SFC22-A', qty: 8, min: 3, out: 6, cost: 145 },
  { name: 'Motorola DP4400e two-way radio', category: 'Two-way radios', manufacturer: 'Motorola Solutions', model: 'DP4400E', qty: 30, min: 10, out: 24, cost: 230 },
];

export const COMPONENTS: StockSeed[] = [
  { name: 'Samsung 16GB DDR5 SODIMM', category: 'RAM modules', manufacturer: 'Samsung', model: 'M425R2GA3BB0', qty: 30, min: 8, out: 9, cost: 21, into: ['Servers'] },
  { name: 'Samsung 990 PRO 1TB NVMe SSD', category: 'Hard drives', manufacturer: 'Samsung', model: 'MZ-V9P1T0', qty: 16, min: 6, out: 5, cost: 46, into: ['Servers'] },
  { name: 'Carrier compressor contactor', category: 'Compressor parts', manufacturer: 'Carrier', model: 'HN52TC024', qty: 10, min: 4, out: 3, cost: 38, into: ['HVAC units'] },
  { name: 'Trane scroll compressor', category: 'Compressor parts', manufacturer: 'Trane', model: 'COM07420', qty: 3, min: 2, out: 2, cost: 820, into: ['HVAC units'] },
  { name: 'Gates B-section V-belt B68', category: 'V-belts', manufacturer: 'Gates', model: 'B68', qty: 40, min: 12, out: 14, cost: 7, into: ['Air handling units', 'HVAC units'] },
  { name: 'Gates SPB 1800 wedge belt', category: 'V-belts', manufacturer: 'Gates', model: 'SPB1800', qty: 24, min: 10, out: 8, cost: 12, into: ['Air handling units'] },
  { name: 'SKF 6309-2Z deep groove bearing', category: 'Bearings', manufacturer: 'SKF', model: '6309-2Z/C3', qty: 20, min: 8, out: 6, cost: 15, into: ['Pumps'] },
  { name: 'Schneider TeSys D contactor 32 A', category: 'Motor control parts', manufacturer: 'Schneider Electric', model: 'LC1D32M7', qty: 12, min: 4, out: 5, cost: 44, into: ['Pumps', 'Air handling units'] },
  { name: 'Yuasa 12 V 100 Ah UPS battery', category: 'UPS batteries', manufacturer: 'Yuasa', model: 'SWL3300', qty: 40, min: 20, out: 16, cost: 96, into: ['UPS systems'] },
];

export const CONSUMABLES: StockSeed[] = [
  { name: 'Pleated air filter G4 592x592x48', category: 'Air filters', manufacturer: 'Carrier', model: 'G4-592', qty: 160, min: 40, out: 62, cost: 9 },
  { name: 'Bag filter F7 592x592x600', category: 'Air filters', manufacturer: 'Carrier', model: 'F7-592-600', qty: 60, min: 24, out: 30, cost: 22 },
  { name: 'HEPA filter H13 610x610', category: 'Air filters', manufacturer: 'Honeywell', model: 'H13-610', qty: 24, min: 12, out: 14, cost: 74 },
  { name: 'HP 26A black toner', category: 'Printer toner', manufacturer: 'HP', model: 'CF226A', qty: 22, min: 10, out: 15, cost: 58 },
  { name: 'Bearing grease EP2, 400 g', category: 'Lubricants', manufacturer: 'Shell', model: 'GADUS-S2-V220-2', qty: 30, min: 20, out: 18, cost: 6 },
  { name: 'Compressor oil POE 68, 4 L', category: 'Lubricants', manufacturer: 'Bitzer', model: 'BSE68', qty: 16, min: 6, out: 7, cost: 48 },
  { name: 'Refrigerant R-410A, 11.3 kg', category: 'Refrigerant', manufacturer: 'Daikin', model: 'R410A-11', qty: 12, min: 10, out: 6, cost: 112 },
  { name: 'Refrigerant R-134a, 13.6 kg', category: 'Refrigerant', manufacturer: 'Honeywell', model: 'R134A-13', qty: 8, min: 4, out: 3, cost: 138 },
  { name: 'Nitrile work gloves, box of 100', category: 'PPE consumables', manufacturer: '3M', model: 'NIT-100', qty: 40, min: 15, out: 22, cost: 5 },
  { name: 'Foam ear plugs, box of 200', category: 'PPE consumables', manufacturer: '3M', model: '1100', qty: 18, min: 10, out: 8, cost: 19 },
  { name: 'LED T8 tube 18 W, 1200 mm', category: 'Lamps', manufacturer: 'Philips', model: 'T8-18W-865', qty: 200, min: 60, out: 84, cost: 3 },
  { name: 'Cable ties 300 mm, pack of 100', category: 'Electrical sundries', manufacturer: 'ABB', model: 'TY275M', qty: 50, min: 20, out: 21, cost: 2 },
];
