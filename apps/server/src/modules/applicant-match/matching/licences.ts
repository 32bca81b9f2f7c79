// Licences and registrations job descriptions name by their short form ("active RN license",
// "GPhC registered", "PMP preferred") that the talent taxonomy lists under a longer name or not
// at all. Kept here, beside the matcher, so the talent taxonomy (and search) stays as it is.
//
// `aliasOf` adds spellings to an existing certification; the others are new licences.

export type LicenceDef =
  | { name: string; aliases: string[]; aliasOf?: undefined }
  | { aliasOf: string; aliases: string[] };

export const LICENCES: readonly LicenceDef[] = [
  {
    aliasOf: 'Registered Nurse License (NCLEX-RN)',
    aliases: [
      'RN',
      'RN license',
      'RN licence',
      'Registered Nurse license',
      'Registered Nurse licence',
      'NCLEX-RN',
      'NCLEX',
    ],
  },
  {
    aliasOf: 'Licensed Practical Nurse License (NCLEX-PN)',
    aliases: ['LPN', 'LVN', 'NCLEX-PN', 'Licensed Practical Nurse', 'Licensed Vocational Nurse'],
  },
  {
    aliasOf: 'Project Management Professional (PMP)',
    aliases: ['PMP', 'PMP certification', 'Project Management Professional'],
  },
  {
    aliasOf: 'Certified Public Accountant (CPA)',
    aliases: ['CPA', 'Certified Public Accountant', 'CPA license', 'CPA licence'],
  },
  {
    aliasOf: 'Chartered Financial Analyst (CFA)',
    aliases: ['CFA', 'CFA charterholder', 'Chartered Financial Analyst'],
  },
  {
    aliasOf: 'Pharmacist License (NAPLEX)',
    aliases: ['NAPLEX', 'RPh', 'R.Ph', 'licensed pharmacist', 'pharmacist license', 'pharmacist licence'],
  },
  { aliasOf: 'Certified Pharmacy Technician (CPhT)', aliases: ['CPhT', 'PTCB'] },
  { aliasOf: 'Basic Life Support (BLS)', aliases: ['BLS', 'BLS certification', 'Basic Life Support'] },
  { aliasOf: 'Advanced Cardiac Life Support (ACLS)', aliases: ['ACLS', 'Advanced Cardiac Life Support'] },
  { aliasOf: 'Critical Care Registered Nurse (CCRN)', aliases: ['CCRN'] },
  { aliasOf: 'Certified Nursing Assistant (CNA)', aliases: ['CNA'] },
  { aliasOf: 'FINRA Series 7', aliases: ['Series 7'] },
  {
    name: 'GPhC Registration',
    aliases: ['GPhC', 'GPhC registered', 'GPhC registration', 'General Pharmaceutical Council'],
  },
  {
    name: 'NMC Registration',
    aliases: ['NMC', 'NMC PIN', 'NMC registered', 'Nursing and Midwifery Council'],
  },
  { name: 'Chartered Accountant (ACA)', aliases: ['ACA', 'ICAEW', 'Chartered Accountant'] },
  { name: 'ACCA Qualification', aliases: ['ACCA', 'Chartered Certified Accountant'] },
  { name: 'Certified Management Accountant (CMA)', aliases: ['CMA', 'Certified Management Accountant'] },
  {
    name: 'Professional Engineer License (PE)',
    aliases: ['PE license', 'PE licence', 'Professional Engineer license'],
  },
  { name: 'Commercial Driver License (CDL)', aliases: ['CDL', 'Class A CDL', 'commercial driver license'] },
];
