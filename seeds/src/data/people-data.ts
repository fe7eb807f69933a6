/** Curated rows for the people and maintenance settings: what a Gulf facilities team would configure. */

export interface CauseSeed {
  name: string;
  type: 'breakdown' | 'defect' | 'safety' | 'wear' | 'operator' | 'external';
  question: string;
  /** Category names the cause applies to. */
  categories: string[];
  children?: Omit<CauseSeed, 'children'>[];
}

export const CAUSES: CauseSeed[] = [
  {
    name: 'Electrical',
    type: 'breakdown',
    question: 'Is the equipment receiving power at the isolator?',
    categories: ['Generators', 'Pumps', 'Elevators', 'Escalators', 'UPS systems'],
    children: [
      {
        name: 'Power failure',
        type: 'external',
        question: 'Did the building or the grid lose supply at the same time?',
        categories: ['Generators', 'Servers', 'UPS systems'],
      },
      {
        name: 'Short circuit',
        type: 'safety',
        question: 'Has the breaker tripped or is there a burning smell?',
        categories: ['Generators', 'Pumps', 'Fire alarm panels'],
      },
      {
        name: 'Loose connection',
        type: 'wear',
        question: 'Are terminals discoloured or warm to the touch?',
        categories: ['Pumps', 'HVAC units'],
      },
    ],
  },
  {
    name: 'Mechanical',
    type: 'breakdown',
    question: 'Is there unusual noise, vibration or heat?',
    categories: ['Pumps', 'Chillers', 'Forklifts', 'Escalators', 'Refrigeration compressors'],
    children: [
      {
        name: 'Bearing failure',
        type: 'wear',
        question: 'Does the shaft turn roughly or grind by hand?',
        categories: ['Pumps', 'Chillers'],
      },
      {
        name: 'Belt wear',
        type: 'wear',
        question: 'Is the belt cracked, glazed or slipping on the pulley?',
        categories: ['HVAC units', 'Air handling units', 'Generators'],
      },
      {
        name: 'Misalignment',
        type: 'defect',
        question: 'Was the unit moved or re-mounted recently?',
        categories: ['Pumps'],
      },
    ],
  },
  {
    name: 'HVAC',
    type: 'breakdown',
    question: 'Is the space temperature outside the set point by more than 2 °C?',
    categories: ['HVAC units', 'Chillers', 'Air handling units', 'Refrigeration compressors'],
    children: [
      {
        name: 'Refrigerant leak',
        type: 'defect',
        question: 'Is there oil residue on the pipework or frost on the coil?',
        categories: ['HVAC units', 'Chillers', 'Refrigeration compressors'],
      },
      {
        name: 'Clogged filter',
        type: 'wear',
        question: 'When was the filter last changed?',
        categories: ['HVAC units', 'Air handling units'],
      },
      {
        name: 'Thermostat fault',
        type: 'defect',
        question: 'Does the thermostat display match a handheld thermometer?',
        categories: ['HVAC units'],
      },
    ],
  },
  {
    name: 'Operator error',
    type: 'operator',
    question: 'Was the equipment used outside its operating instructions?',
    categories: ['Forklifts', 'Kitchen equipment', 'Vehicles'],
    children: [
      {
        name: 'Incorrect start-up',
        type: 'operator',
        question: 'Was the start-up checklist followed?',
        categories: ['Generators', 'Kitchen equipment'],
      },
    ],
  },
  {
    name: 'IT hardware',
    type: 'defect',
    question: 'Does the device pass its built-in diagnostics?',
    categories: ['Laptops', 'Desktops', 'Servers', 'Network switches'],
    children: [
      {
        name: 'Disk failure',
        type: 'wear',
        question: 'Does the SMART status report reallocated sectors?',
        categories: ['Laptops', 'Servers'],
      },
      {
        name: 'Water damage',
        type: 'external',
        question: 'Was the device exposed to liquid or condensation?',
        categories: ['Laptops', 'Desktops'],
      },
    ],
  },
];

/** Escalation: who hears about a work order that waits too long, per priority and level. */
export const ESCALATION_LEVELS: { level: number; group: string; factor: number; raise: boolean; note: string }[] = [
  { level: 1, group: 'Technicians', factor: 1, raise: false, note: 'Reminder to the assigned technicians.' },
  { level: 2, group: 'Maintenance managers', factor: 2, raise: false, note: 'The shift manager takes over.' },
  { level: 3, group: 'Administrators', factor: 4, raise: true, note: 'Facility director informed; priority raised.' },
];

export const EMAIL_TEMPLATES: { event: string; name: string; subject: string; body: string }[] = [
  {
    event: 'workorder_created',
    name: 'Work order created',
    subject: 'New work order {{workorder.number}}: {{workorder.title}}',
    body: 'Hello {{user.first_name}},\n\nA new work order has been raised for {{asset.name}} at {{location.name}}.\n\nPriority: {{workorder.priority}}\nReported by: {{workorder.reporter}}\n\n{{workorder.description}}\n\nOpen it: {{workorder.url}}',
  },
  {
    event: 'workorder_assigned',
    name: 'Work order assigned',
    subject: 'Assigned to you: {{workorder.title}} ({{workorder.priority}})',
    body: 'Hello {{user.first_name}},\n\nWork order {{workorder.number}} has been assigned to you by {{assigner.name}}.\nRespond by {{workorder.response_due}}.\n\nAsset: {{asset.name}} ({{asset.asset_tag}})\nLocation: {{location.name}}\n\n{{workorder.url}}',
  },
  {
    event: 'workorder_escalated',
    name: 'Work order escalated',
    subject: 'Escalation level {{escalation.level}}: {{workorder.title}} is overdue',
    body: 'Hello {{user.first_name}},\n\nWork order {{workorder.number}} has not been handled within {{escalation.response_minutes}} minutes and has been escalated to you.\n\nCause: {{cause.name}}\nCurrent assignee: {{workorder.assignee}}\n\n{{workorder.url}}',
  },
  {
    event: 'workorder_completed',
    name: 'Work order completed',
    subject: 'Completed: {{workorder.title}}',
    body: 'Hello {{user.first_name}},\n\n{{technician.name}} completed work order {{workorder.number}} on {{workorder.completed_at}}.\n\nResolution notes:\n{{workorder.resolution}}\n\nPlease rate the service: {{workorder.feedback_url}}',
  },
  {
    event: 'asset_checkout',
    name: 'Asset checked out',
    subject: '{{asset.name}} has been checked out to you',
    body: 'Hello {{user.first_name}},\n\nThe following asset is now in your care:\n\n{{asset.name}} — tag {{asset.asset_tag}}, serial {{asset.serial}}\nExpected back: {{checkout.expected_checkin}}\n\nPlease report any fault through the service desk.',
  },
  {
    event: 'asset_checkin',
    name: 'Asset checked in',
    subject: '{{asset.name}} has been checked in',
    body: 'Hello {{user.first_name}},\n\n{{asset.name}} ({{asset.asset_tag}}) was checked in by {{admin.name}} on {{checkin.date}}.\n\nNotes: {{checkin.note}}',
  },
  {
    event: 'password_reset',
    name: 'Password reset',
    subject: 'Reset your password',
    body: 'Hello {{user.first_name}},\n\nWe received a request to reset the password for {{user.username}}.\nThe link below is valid for 60 minutes:\n\n{{reset.url}}\n\nIf you did not ask for this, you can ignore this email.',
  },
  {
    event: 'welcome',
    name: 'Welcome to the maintenance portal',
    subject: 'Welcome, {{user.first_name}}',
    body: 'Hello {{user.first_name}},\n\nAn account has been created for you at {{company.name}}.\nUsername: {{user.username}}\n\nSign in at {{app.url}} and set your password on first login.',
  },
];

export interface FieldSeed {
  name: string;
  element: 'text' | 'textarea' | 'listbox' | 'checkbox' | 'radio';
  format: string;
  customFormat?: string;
  values?: string[];
  help: string;
  listview?: boolean;
}

export const CUSTOM_FIELDS: FieldSeed[] = [
  { name: 'MAC Address', element: 'text', format: 'MAC', help: 'Wired adapter, e.g. 00:1B:44:11:3A:B7', listview: true },
  { name: 'IP Address', element: 'text', format: 'IP', help: 'Static address, if any.' },
  { name: 'IMEI', element: 'text', format: 'CUSTOM REGEX', customFormat: 'regex:/^[0-9]{15}$/', help: '15 digits.' },
  { name: 'Warranty Provider', element: 'text', format: 'ANY', help: 'Who honours the warranty locally.' },
  { name: 'Calibration Due', element: 'text', format: 'DATE', help: 'Next calibration date (yyyy-mm-dd).' },
  {
    name: 'Refrigerant Type',
    element: 'listbox',
    format: 'ANY',
    values: ['R-410A', 'R-32', 'R-134a', 'R-407C', 'R-22 (legacy)'],
    help: 'As on the nameplate.',
    listview: true,
  },
  { name: 'Cooling Capacity (TR)', element: 'text', format: 'NUMERIC', help: 'Tons of refrigeration.' },
  { name: 'License Plate', element: 'text', format: 'ALPHA-DASH', help: 'As registered with the traffic directorate.' },
  {
    name: 'Fuel Type',
    element: 'radio',
    format: 'ANY',
    values: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
    help: 'Main fuel.',
  },
  { name: 'Odometer (km)', element: 'text', format: 'NUMERIC', help: 'At the last service.' },
  { name: 'Encrypted Disk', element: 'checkbox', format: 'BOOLEAN', values: ['Yes'], help: 'BitLocker or FileVault on.' },
  { name: 'Service Contract', element: 'textarea', format: 'ANY', help: 'Contract number and scope.' },
];

export const FIELDSETS: { name: string; fields: string[] }[] = [
  { name: 'Laptops', fields: ['MAC Address', 'IP Address', 'Warranty Provider', 'Encrypted Disk'] },
  { name: 'HVAC', fields: ['Refrigerant Type', 'Cooling Capacity (TR)', 'Calibration Due', 'Service Contract'] },
  { name: 'Vehicles', fields: ['License Plate', 'Fuel Type', 'Odometer (km)', 'IMEI'] },
  { name: 'Medical devices', fields: ['Calibration Due', 'Warranty Provider', 'Service Contract'] },
];

/** The template permissions app's starting list: [name, roles]. */
export const TEMPLATE_PERMISSIONS: [string, string[]][] = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'manager']],
  ['Manage Email Sequences', ['administrator', 'support']],
  ['Client Communication', ['administrator', 'manager', 'support']],
  ['Only View', ['viewer']],
  ['Financial Management', ['administrator', 'manager']],
  ['Manage Others’ Tasks', ['administrator', 'manager']],
  ['Close Work Orders', ['manager', 'technician']],
  ['Log Work Hours', ['technician']],
  ['Export Reports', ['administrator', 'manager', 'viewer']],
];
