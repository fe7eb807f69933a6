/**
 * The workforce of a Bahrain facility-services firm and its clients: Bahraini and other Arab staff,
 * South Asian and Filipino technicians and coordinators, as such firms employ. First and family names
 * go together within a group (no "Rajesh Al-Khalifa").
 */
export const NAME_GROUPS: { first: string[]; last: string[]; weight: number }[] = [
  {
    // Bahraini and other Arab staff.
    first: [
      'Ahmed', 'Mohammed', 'Ali', 'Hussain', 'Abdulla', 'Khalid', 'Yousif', 'Jassim', 'Hamad', 'Salman',
      'Ebrahim', 'Mahmood', 'Fatima', 'Amira', 'Maryam', 'Noora', 'Zainab', 'Amal', 'Layla', 'Huda', 'Aysha', 'Reem', 'Sara',
    ],
    last: [
      'Al-Khalifa', 'Al-Mahmood', 'Al-Doseri', 'Al-Sayed', 'Al-Mannai', 'Al-Zayani', 'Al-Musawi', 'Al-Ansari',
      'Al-Jishi', 'Al-Aradi', 'Al-Binali', 'Fakhro', 'Al-Qassab', 'Al-Ghanem', 'Haddad', 'Abdulrahman',
    ],
    weight: 4,
  },
  {
    // Indian (Kerala, Tamil Nadu, the north).
    first: ['Rajesh', 'Suresh', 'Anil', 'Vinod', 'Sanjay', 'Deepak', 'Prakash', 'Arun', 'Manoj', 'Priya', 'Lakshmi', 'Anitha', 'Shibu', 'Biju'],
    last: ['Nair', 'Menon', 'Pillai', 'Kumar', 'Sharma', 'Iyer', 'Krishnan', 'Thomas', 'Varghese', 'Joseph', 'Kurian', 'Raj'],
    weight: 4,
  },
  {
    // Pakistani.
    first: ['Imran', 'Tariq', 'Asif', 'Bilal', 'Faisal', 'Usman', 'Naveed'],
    last: ['Qureshi', 'Khan', 'Butt', 'Malik', 'Chaudhry', 'Iqbal'],
    weight: 1.5,
  },
  {
    // Filipino.
    first: ['Maria', 'Jose', 'Mark', 'Jerome', 'Ana', 'Rowena', 'Jonathan', 'Christian', 'Marvin', 'Grace', 'Rachelle', 'Arnel'],
    last: ['Santos', 'Reyes', 'Dela Cruz', 'Bautista', 'Garcia', 'Villanueva', 'Mendoza', 'Ramos', 'Aquino', 'Castillo'],
    weight: 3,
  },
  {
    // Sri Lankan and Nepali.
    first: ['Nuwan', 'Chaminda', 'Kasun', 'Ram', 'Bikash', 'Suman', 'Dilani'],
    last: ['Perera', 'Fernando', 'Silva', 'Thapa', 'Gurung', 'Tamang'],
    weight: 1.5,
  },
];

/** The five demo accounts' people (the logins stay as documented): names and job titles, in DEMO_ACCOUNTS order. */
export const DEMO_PEOPLE: { first: string; last: string; title: string }[] = [
  { first: 'Amira', last: 'Haddad', title: 'CAFM Administrator' },
  { first: 'Ahmed', last: 'Al-Khalifa', title: 'Maintenance Manager' },
  { first: 'Rajesh', last: 'Nair', title: 'MEP Technician' },
  { first: 'Fatima', last: 'Al-Mahmood', title: 'Contracts Administrator' },
  { first: 'Maria', last: 'Santos', title: 'Helpdesk Coordinator' },
];

/** Job titles by role; technicians' trades decide their skills (SKILLS_BY_TITLE). */
export const TITLES = {
  technician: [
    'HVAC Technician',
    'Electrical Technician',
    'Plumber',
    'Lift Technician',
    'Generator Mechanic',
    'Fire Systems Technician',
    'Refrigeration Technician',
    'BMS Technician',
    'Multi-skilled Technician',
  ],
  /** Hospitals employ their own biomedical technicians. */
  hospitalTechnician: ['Biomedical Technician', 'Biomedical Engineer'],
  manager: [
    'Facilities Manager',
    'Electrical Supervisor',
    'HVAC Supervisor',
    'MEP Engineer',
    'Site Engineer',
    'Maintenance Planner',
    'Operations Manager',
  ],
  viewer: [
    'Helpdesk Coordinator',
    'Storekeeper',
    'Contracts Administrator',
    'HSE Officer',
    'Procurement Officer',
    'Document Controller',
    'Cost Controller',
    'Quantity Surveyor',
  ],
} as const;

/** Every job title the seed gives a person. */
export const ALL_TITLES: readonly string[] = [
  ...DEMO_PEOPLE.map((p) => p.title),
  ...TITLES.technician,
  ...TITLES.hospitalTechnician,
  ...TITLES.manager,
  ...TITLES.viewer,
];

/** The department a title works in (names from DEPARTMENTS). */
export const DEPARTMENT_BY_TITLE: Record<string, string> = {
  'CAFM Administrator': 'Information Technology',
  'Maintenance Manager': 'Maintenance',
  'MEP Technician': 'Maintenance',
  'Contracts Administrator': 'Finance',
  'Helpdesk Coordinator': 'Customer Service',
  'Biomedical Technician': 'Biomedical Engineering',
  'Biomedical Engineer': 'Biomedical Engineering',
  'Facilities Manager': 'Facilities',
  'Operations Manager': 'Operations',
  'Maintenance Planner': 'Maintenance',
  'Storekeeper': 'Logistics',
  'HSE Officer': 'Health, Safety & Environment',
  'Procurement Officer': 'Procurement',
  'Document Controller': 'Facilities',
  'Cost Controller': 'Finance',
  'Quantity Surveyor': 'Finance',
};

/** Suppliers of a Gulf facilities firm: made of a name, a trade and a legal form. */
export const SUPPLIER_PARTS = {
  names: ['Awal', 'Dilmun', 'Delmon', 'Al Bahar', 'Al Jazira', 'Gulf Star', 'Tylos', 'Arad', 'Al Wasmi', 'Seef', 'Budaiya', 'Al Hoora', 'Zallaq', 'Al Fateh', 'Manama Crown'],
  trades: ['Electromechanical', 'Refrigeration', 'Safety Equipment', 'Electrical Trading', 'Industrial Supplies', 'Lift Services', 'Fire Protection', 'Filtration', 'Pumps & Valves', 'Medical Engineering', 'IT Solutions', 'Power Systems'],
  forms: ['W.L.L.', 'Co. W.L.L.', 'B.S.C. (c)', 'Trading Est.', 'S.P.C.'],
};

/**
 * Where the firm's technicians are stationed, and in which trade, in the order the active ones are
 * listed: residents at each client's site with the trades its equipment needs (the hospital's biomedical
 * team, the mall's lift technician, the cold stores' refrigeration technicians), the rest in the mobile
 * team at the head office that covers every site.
 */
export const TECHNICIAN_ROSTER: { site: string; title: string }[] = [
  { site: 'Riffa Medical – Radiology', title: 'Biomedical Engineer' },
  { site: 'Seef Mall Complex', title: 'Lift Technician' },
  { site: 'Muharraq Logistics Depot', title: 'Refrigeration Technician' },
  { site: 'Sitra Industrial Plant', title: 'Generator Mechanic' },
  { site: 'Juffair Hotel', title: 'Multi-skilled Technician' },
  { site: 'Riffa Medical Centre', title: 'HVAC Technician' },
  { site: 'Seef Mall Complex', title: 'HVAC Technician' },
  { site: 'Muharraq Logistics Depot', title: 'Refrigeration Technician' },
  { site: 'Sitra Industrial Plant', title: 'Plumber' },
  { site: 'Riffa Medical – Radiology', title: 'Biomedical Technician' },
  { site: 'Seef Mall Complex', title: 'Fire Systems Technician' },
  { site: 'Juffair Hotel', title: 'Refrigeration Technician' },
  { site: 'Riffa Medical Centre', title: 'Electrical Technician' },
  { site: 'Muharraq Logistics Depot', title: 'Generator Mechanic' },
  { site: 'Sitra Industrial Plant', title: 'Electrical Technician' },
  { site: 'Seef Mall Complex', title: 'BMS Technician' },
  { site: 'Riffa Medical Centre', title: 'Plumber' },
  { site: 'Manama HQ', title: 'Lift Technician' },
  { site: 'Manama HQ', title: 'Biomedical Technician' },
  { site: 'Manama HQ', title: 'Fire Systems Technician' },
  { site: 'Manama HQ', title: 'Plumber' },
  { site: 'Manama HQ', title: 'Generator Mechanic' },
];
