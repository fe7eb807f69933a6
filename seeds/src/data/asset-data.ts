/** Curated asset register data: models per category, licenses, and stock items with their minimums. */

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
}

const it = (
  category: string,
  manufacturer: string,
  name: string,
  number: string,
  prefix: string,
  cost: [number, number],
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
});

const plant = (
  category: string,
  manufacturer: string,
  name: string,
  number: string,
  prefix: string,
  cost: [number, number],
  depreciation: string,
  itemtype: ModelSeed['itemtype'] = 'Equipment',
): ModelSeed => ({ category, manufacturer, name, number, eol: 120, depreciation, prefix, itemtype, cost });

export const MODELS: ModelSeed[] = [
  it('Laptops', 'Dell', 'Latitude 5440', 'LAT-5440', 'LT', [380, 620]),
  it('Laptops', 'HP', 'EliteBook 840 G10', '818M5EA', 'LT', [420, 690]),
  it('Laptops', 'Lenovo', 'ThinkPad T14 Gen 4', '21HD', 'LT', [400, 650]),
  it('Laptops', 'Apple', 'MacBook Pro 14" M3', 'MRX33', 'LT', [720, 980]),
  it('Desktops', 'Dell', 'OptiPlex 7010', 'OPT-7010', 'DT', [260, 410]),
  it('Desktops', 'HP', 'ProDesk 600 G6', '1D2R5EA', 'DT', [240, 380]),
  it('Servers', 'Dell', 'PowerEdge R750', 'R750', 'SRV', [3200, 5800]),
  it('Servers', 'HP', 'ProLiant DL380 Gen11', 'P52560', 'SRV', [3400, 6100]),
  it('Network switches', 'Cisco', 'Catalyst 9200-48P', 'C9200-48P', 'SW', [1100, 1900]),
  it('Network switches', 'Cisco', 'Catalyst 9300-24T', 'C9300-24T', 'SW', [2100, 3300]),
  plant('HVAC units', 'Daikin', 'VRV IV-S outdoor unit', 'RXYSQ8TY1', 'AC', [2600, 4200], 'HVAC equipment – 10 years'),
  plant('HVAC units', 'Carrier', 'WeatherMaker 48FC', '48FC-07', 'AC', [3100, 5200], 'HVAC equipment – 10 years'),
  plant('HVAC units', 'Trane', 'Precedent rooftop unit', 'YSC090', 'AC', [3400, 5600], 'HVAC equipment – 10 years'),
  plant('Chillers', 'Carrier', 'AquaEdge 19DV', '19DV-400', 'CH', [38000, 61000], 'HVAC equipment – 10 years'),
  plant('Chillers', 'York', 'YK centrifugal chiller', 'YK-EP', 'CH', [42000, 70000], 'HVAC equipment – 10 years'),
  plant('Chillers', 'Trane', 'CenTraVac CVHE', 'CVHE-500', 'CH', [40000, 66000], 'HVAC equipment – 10 years'),
  plant('Generators', 'Caterpillar', 'C18 diesel generator set', 'C18-600', 'GEN', [28000, 46000], 'Heavy machinery – 15 years'),
  plant('Generators', 'Cummins', 'C1100 D5 generator set', 'C1100D5', 'GEN', [52000, 78000], 'Heavy machinery – 15 years'),
  plant('Pumps', 'Grundfos', 'CR 32-4 multistage pump', 'CR32-4', 'PMP', [1800, 3200], 'Heavy machinery – 15 years'),
  plant('Pumps', 'Grundfos', 'NB 65-200 end-suction pump', 'NB65-200', 'PMP', [1400, 2600], 'Heavy machinery – 15 years'),
  plant('Forklifts', 'Toyota Material Handling', 'Traigo 48 electric forklift', '8FBE20', 'FL', [9800, 15500], 'Vehicles – 5 years', 'Vehicle'),
  plant('Forklifts', 'Toyota Material Handling', 'Tonero diesel forklift', '8FD25', 'FL', [8900, 13800], 'Vehicles – 5 years', 'Vehicle'),
  plant('Elevators', 'Otis', 'Gen2 Life', 'GEN2-L', 'ELV', [21000, 36000], 'Heavy machinery – 15 years', 'Facility'),
  plant('Elevators', 'KONE', 'MonoSpace 500', 'MS500', 'ELV', [23000, 38000], 'Heavy machinery – 15 years', 'Facility'),
  plant('Fire alarm panels', 'Honeywell', 'Notifier NFS2-3030', 'NFS2-3030', 'FAP', [2400, 4100], 'Furniture – 7 years', 'Facility'),
  plant('Fire alarm panels', 'Siemens', 'Cerberus PRO FC724', 'FC724', 'FAP', [2100, 3600], 'Furniture – 7 years', 'Facility'),
  plant('Medical imaging', 'GE HealthCare', 'Revolution Maxima CT', 'REV-MAX', 'MED', [145000, 210000], 'Medical equipment – 8 years'),
  plant('Medical imaging', 'GE HealthCare', 'LOGIQ E10 ultrasound', 'LOGIQ-E10', 'MED', [24000, 39000], 'Medical equipment – 8 years'),
  plant('Vehicles', 'Kärcher', 'MIC 42 street sweeper', 'MIC42', 'VEH', [31000, 44000], 'Vehicles – 5 years', 'Vehicle'),
  plant('Vehicles', 'Toyota Material Handling', 'Hiace service van', 'HIACE-SV', 'VEH', [9500, 13500], 'Vehicles – 5 years', 'Vehicle'),
  plant('Kitchen equipment', 'Rational', 'iCombi Pro 10-1/1', 'ICP-101', 'KIT', [6200, 9800], 'Furniture – 7 years'),
  plant('Kitchen equipment', 'Rational', 'iVario Pro L', 'IVP-L', 'KIT', [8800, 13200], 'Furniture – 7 years'),
];

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
  { name: 'Fluke Connect Assets', category: 'CAD software', manufacturer: 'Fluke', seats: 15, toUsers: 9, toAssets: 0, cost: 2_100, expires: '2027-09-30', maintained: true },
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
];

export const COMPONENTS: StockSeed[] = [
  { name: 'Samsung 16GB DDR5 SODIMM', category: 'RAM modules', manufacturer: 'Samsung', model: 'M425R2GA3BB0', qty: 30, min: 8, out: 9, cost: 21 },
  { name: 'Samsung 990 PRO 1TB NVMe SSD', category: 'Hard drives', manufacturer: 'Samsung', model: 'MZ-V9P1T0', qty: 16, min: 6, out: 5, cost: 46 },
  { name: 'Carrier compressor contactor', category: 'Compressor parts', manufacturer: 'Carrier', model: 'HN52TC024', qty: 10, min: 4, out: 3, cost: 38 },
  { name: 'Trane scroll compressor', category: 'Compressor parts', manufacturer: 'Trane', model: 'COM07420', qty: 3, min: 2, out: 2, cost: 820 },
  { name: 'Gates B-section V-belt B68', category: 'V-belts', manufacturer: 'Atlas Copco', model: 'B68', qty: 40, min: 12, out: 14, cost: 7 },
];

export const CONSUMABLES: StockSeed[] = [
  { name: 'Pleated air filter 592x592x48', category: 'Air filters', manufacturer: 'Carrier', model: 'G4-592', qty: 160, min: 40, out: 62, cost: 9 },
  { name: 'HEPA filter H13 610x610', category: 'Air filters', manufacturer: 'Honeywell', model: 'H13-610', qty: 24, min: 12, out: 14, cost: 74 },
  { name: 'HP 26A black toner', category: 'Printer toner', manufacturer: 'HP', model: 'CF226A', qty: 22, min: 10, out: 15, cost: 58 },
  { name: 'Bearing grease EP2, 400 g', category: 'Lubricants', manufacturer: 'Atlas Copco', model: 'EP2-400', qty: 30, min: 20, out: 18, cost: 6 },
  { name: 'Refrigerant R-410A, 11.3 kg', category: 'Refrigerant', manufacturer: 'Daikin', model: 'R410A-11', qty: 12, min: 10, out: 6, cost: 112 },
];

export const MAINTENANCE_TITLES: [string, string][] = [
  ['Quarterly preventive service', 'Maintenance'],
  ['Replace worn drive belt', 'Repair'],
  ['Firmware upgrade', 'Upgrade'],
  ['Annual electrical safety test', 'PAT Test'],
  ['Sensor calibration', 'Calibration'],
  ['Compressor fault repair', 'Repair'],
  ['Filter and coil cleaning', 'Maintenance'],
  ['Vendor warranty visit', 'Hardware Support'],
  ['Reconfigure after relocation', 'Configuration Change'],
  ['OS patching window', 'Software Support'],
];
