// Healthcare titles, part one: nursing from aide to chief nursing officer, and the technicians
// and assistants who work beside nurses at the bedside and in clinics.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

const HOSPITAL = 'Hospitals and Health Care';
const RN_CORE =
  'Patient Care; Patient Assessment; Medication Administration; Intravenous Therapy; Clinical Documentation; Epic Systems';
const RN_CERTS =
  'Registered Nurse License (NCLEX-RN); Basic Life Support (BLS); Advanced Cardiac Life Support (ACLS)';

export const NURSING_TITLES: readonly TitleDef[] = defineTitles('healthcare', [
  {
    name: 'Registered Nurse',
    synonyms: 'RN; Staff Nurse; Staff RN; Bedside Nurse; Clinical Nurse',
    skills: `${RN_CORE}; Care Planning; Patient Education; Infection Control; Vital Signs; Basic Life Support; Advanced Cardiac Life Support; Electronic Health Records`,
    industries: `${HOSPITAL}; Medical Practices; Nursing Homes and Residential Care Facilities; Home Health Care Services`,
    majors: 'nursing; health-sciences',
    certifications: RN_CERTS,
  },
  {
    name: 'Medical-Surgical Nurse',
    synonyms: 'Med-Surg Nurse; Med/Surg RN; Medical Surgical Registered Nurse',
    skills: `${RN_CORE}; Medical-Surgical Nursing; Wound Care; Telemetry; Discharge Planning; Pain Management; Basic Life Support`,
    industries: HOSPITAL,
    majors: 'nursing',
    certifications: `${RN_CERTS}; Certified Medical-Surgical Registered Nurse (CMSRN)`,
  },
  {
    name: 'Critical Care Nurse',
    synonyms: 'ICU Nurse; ICU RN; Intensive Care Nurse; CCU Nurse',
    minYears: 1,
    skills: `${RN_CORE}; Critical Care; Mechanical Ventilation; Cardiac Monitoring; Central Line Care; Conscious Sedation; Advanced Cardiac Life Support; Blood Transfusion`,
    industries: HOSPITAL,
    majors: 'nursing',
    certifications: `${RN_CERTS}; Critical Care Registered Nurse (CCRN)`,
  },
  {
    name: 'Emergency Room Nurse',
    synonyms: 'ER Nurse; ED Nurse; Emergency Nurse; Emergency Department RN; Trauma Nurse',
    minYears: 1,
    skills: `${RN_CORE}; Emergency Nursing; Triage; Trauma Care; Advanced Cardiac Life Support; Pediatric Advanced Life Support; Electrocardiography; Crisis Intervention`,
    industries: HOSPITAL,
    majors: 'nursing',
    certifications: `${RN_CERTS}; Pediatric Advanced Life Support (PALS); Trauma Nursing Core Course (TNCC); Certified Emergency Nurse (CEN)`,
  },
  {
    name: 'Operating Room Nurse',
    synonyms: 'OR Nurse; Perioperative Nurse; Circulating Nurse; Surgical Nurse',
    minYears: 1,
    skills: `${RN_CORE}; Perioperative Nursing; Sterile Technique; Surgical Instrumentation; Post-Anesthesia Care; Patient Safety; Infection Control`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'nursing',
    certifications: `${RN_CERTS}; Certified Perioperative Nurse (CNOR)`,
  },
  {
    name: 'Labor and Delivery Nurse',
    synonyms: 'L&D Nurse; Labor & Delivery RN; Obstetric Nurse; OB Nurse',
    minYears: 1,
    skills: `${RN_CORE}; Labor and Delivery; Postpartum Care; Prenatal Care; Neonatal Resuscitation; Lactation Support; Patient Education`,
    industries: HOSPITAL,
    majors: 'nursing; midwifery',
    certifications: `${RN_CERTS}; Neonatal Resuscitation Program (NRP); Inpatient Obstetric Nursing (RNC-OB)`,
  },
  {
    name: 'Pediatric Nurse',
    synonyms: 'Pediatric RN; Peds Nurse; Pediatric Registered Nurse',
    skills: `${RN_CORE}; Pediatric Nursing; Pediatrics; Vaccinations; Patient Education; Pediatric Advanced Life Support; Family-Centered Care`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'nursing',
    certifications: `${RN_CERTS}; Pediatric Advanced Life Support (PALS); Certified Pediatric Nurse (CPN)`,
  },
  {
    name: 'NICU Nurse',
    synonyms: 'Neonatal Nurse; Neonatal Intensive Care Nurse; NICU RN',
    minYears: 1,
    skills: `${RN_CORE}; Neonatal Intensive Care; Neonatal Resuscitation; Mechanical Ventilation; Lactation Support; Family-Centered Care; Critical Care`,
    industries: HOSPITAL,
    majors: 'nursing',
    certifications: `${RN_CERTS}; Neonatal Resuscitation Program (NRP)`,
  },
  {
    name: 'Oncology Nurse',
    synonyms: 'Oncology RN; Chemotherapy Nurse; Infusion Nurse; Cancer Care Nurse',
    minYears: 1,
    skills: `${RN_CORE}; Oncology Nursing; Oncology; Central Line Care; Palliative Care; Pain Management; Patient Education`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'nursing',
    certifications: `${RN_CERTS}; Oncology Certified Nurse (OCN)`,
  },
  {
    name: 'Psychiatric Nurse',
    synonyms: 'Psych Nurse; Mental Health Nurse; Behavioral Health Nurse; Psychiatric RN',
    skills: `${RN_CORE}; Psychiatric Nursing; Behavioral Health; Crisis Intervention; Suicide Risk Assessment; Trauma-Informed Care; Substance Abuse Treatment`,
    industries: `Mental Health Care; ${HOSPITAL}`,
    majors: 'nursing; psychology',
    certifications: `${RN_CERTS}; Psychiatric-Mental Health Nursing (PMH-BC)`,
  },
  {
    name: 'Travel Nurse',
    synonyms: 'Travel RN; Traveling Nurse; Per Diem Nurse; Agency Nurse',
    minYears: 2,
    skills: `${RN_CORE}; Medical-Surgical Nursing; Telemetry; Critical Care; Adaptability; Cerner; MEDITECH`,
    industries: `Staffing and Recruiting; ${HOSPITAL}`,
    majors: 'nursing',
    certifications: RN_CERTS,
  },
  {
    name: 'Home Health Nurse',
    synonyms: 'Home Care Nurse; Visiting Nurse; Home Health RN; Field Nurse',
    skills: `Patient Care; Patient Assessment; Home Health Care; Wound Care; Medication Reconciliation; Care Coordination; Patient Education; Chronic Disease Management; Clinical Documentation; Medicare`,
    industries: 'Home Health Care Services; Hospitals and Health Care',
    majors: 'nursing',
    certifications: 'Registered Nurse License (NCLEX-RN); Basic Life Support (BLS)',
  },
  {
    name: 'Hospice Nurse',
    synonyms: 'Hospice RN; Palliative Care Nurse; End-of-Life Care Nurse',
    minYears: 1,
    skills:
      'Hospice Care; Palliative Care; Pain Management; Patient Assessment; Family-Centered Care; Care Planning; Home Health Care; Clinical Documentation; Empathy',
    industries:
      'Home Health Care Services; Nursing Homes and Residential Care Facilities; Hospitals and Health Care',
    majors: 'nursing',
    certifications: 'Registered Nurse License (NCLEX-RN); Basic Life Support (BLS)',
  },
  {
    name: 'Nurse Case Manager',
    synonyms: 'RN Case Manager; Case Manager RN; Care Manager; Utilization Review Nurse',
    minYears: 3,
    skills:
      'Case Management; Care Coordination; Utilization Review; Discharge Planning; Medicare; Prior Authorization; InterQual; Patient Advocacy; Electronic Health Records',
    industries: `${HOSPITAL}; Insurance; Home Health Care Services`,
    majors: 'nursing',
    certifications: 'Registered Nurse License (NCLEX-RN); Certified Case Manager (CCM)',
  },
  {
    name: 'Charge Nurse',
    synonyms: 'Charge RN; Shift Supervisor RN; Relief Charge Nurse',
    seniorities: EXPERIENCED,
    minYears: 3,
    skills: `${RN_CORE}; Team Leadership; Nurse Staffing; Patient Flow; Delegation; Conflict Resolution; Patient Safety`,
    industries: HOSPITAL,
    majors: 'nursing',
    certifications: RN_CERTS,
  },
  {
    name: 'Nurse Educator',
    synonyms: 'Clinical Nurse Educator; Clinical Educator; Nursing Professional Development Specialist',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills:
      'Patient Care; Training Delivery; Curriculum Development; Clinical Decision Making; Clinical Simulation; Evidence-Based Practice; Competency Assessment; Public Speaking',
    industries: `${HOSPITAL}; Higher Education`,
    majors: 'nursing; education',
    certifications: 'Registered Nurse License (NCLEX-RN); Basic Life Support (BLS)',
  },
  {
    name: 'Infection Preventionist',
    synonyms: 'Infection Control Nurse; Infection Control Practitioner; Infection Prevention Specialist',
    seniorities: EXPERIENCED,
    minYears: 4,
    skills:
      'Infection Control; Epidemiology; Healthcare Quality Improvement; Joint Commission Standards; Patient Safety; Data Analysis; Training Delivery; Public Health',
    industries: `${HOSPITAL}; Nursing Homes and Residential Care Facilities; Public Health`,
    majors: 'nursing; public-health; epidemiology; microbiology',
    certifications: 'Certification in Infection Control (CIC); Registered Nurse License (NCLEX-RN)',
  },
  {
    name: 'Clinical Nurse Specialist',
    synonyms: 'CNS; Advanced Practice Nurse Specialist',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills:
      'Patient Care; Evidence-Based Practice; Healthcare Quality Improvement; Clinical Decision Making; Patient Safety; Training Delivery; Care Planning; Critical Care',
    industries: HOSPITAL,
    majors: 'nursing',
    certifications: RN_CERTS,
  },
  {
    name: 'Nurse Practitioner',
    synonyms: 'NP; Family Nurse Practitioner; FNP; APRN; Advanced Practice Registered Nurse',
    minYears: 2,
    skills:
      'Physical Examination; Differential Diagnosis; Prescribing; Family Medicine; Chronic Disease Management; Treatment Planning; Patient Education; Preventive Care; Electronic Health Records; Telehealth',
    industries: `Medical Practices; ${HOSPITAL}; Mental Health Care`,
    majors: 'nursing',
    certifications:
      'Family Nurse Practitioner (FNP-BC); Family Nurse Practitioner (FNP-C); Registered Nurse License (NCLEX-RN); Basic Life Support (BLS)',
  },
  {
    name: 'Psychiatric Nurse Practitioner',
    synonyms: 'PMHNP; Psychiatric-Mental Health Nurse Practitioner; Psych NP',
    minYears: 3,
    skills:
      'Psychiatry; Prescribing; Psychological Assessment; Differential Diagnosis; Cognitive Behavioral Therapy; Substance Abuse Treatment; Telehealth; Treatment Planning; Motivational Interviewing',
    industries: `Mental Health Care; Medical Practices; ${HOSPITAL}`,
    majors: 'nursing',
    certifications:
      'Psychiatric-Mental Health Nurse Practitioner (PMHNP-BC); Registered Nurse License (NCLEX-RN)',
  },
  {
    name: 'Certified Registered Nurse Anesthetist',
    synonyms: 'CRNA; Nurse Anesthetist',
    seniorities: EXPERIENCED,
    minYears: 3,
    skills:
      'Anesthesiology; Airway Management; Conscious Sedation; Pain Management; Patient Assessment; Critical Care; Pharmacology; Advanced Cardiac Life Support',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'nursing',
    certifications:
      'Certified Registered Nurse Anesthetist (CRNA); Advanced Cardiac Life Support (ACLS); Pediatric Advanced Life Support (PALS)',
  },
  {
    name: 'Certified Nurse Midwife',
    synonyms: 'CNM; Nurse-Midwife; Midwife',
    minYears: 2,
    skills:
      "Midwifery; Prenatal Care; Labor and Delivery; Postpartum Care; Women's Health; Lactation Support; Patient Education; Neonatal Resuscitation",
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'midwifery; nursing',
    certifications: 'Certified Nurse-Midwife (CNM); Neonatal Resuscitation Program (NRP)',
  },
  {
    name: 'Licensed Practical Nurse',
    synonyms: 'LPN; Licensed Vocational Nurse; LVN',
    skills:
      'Patient Care; Medication Administration; Vital Signs; Wound Care; Long-Term Care; Clinical Documentation; PointClickCare; Activities of Daily Living; Basic Life Support',
    industries:
      'Nursing Homes and Residential Care Facilities; Home Health Care Services; Medical Practices; Hospitals and Health Care',
    majors: 'nursing',
    certifications: 'Licensed Practical Nurse License (NCLEX-PN); Basic Life Support (BLS)',
  },
  {
    name: 'Certified Nursing Assistant',
    synonyms: 'CNA; Nursing Assistant; Nurse Aide; Nursing Aide; State Tested Nursing Assistant; STNA',
    seniorities: ENTRY_LEVEL,
    skills:
      'Patient Care; Activities of Daily Living; Vital Signs; Infection Control; Fall Prevention; Dementia Care; Empathy; Basic Life Support; Clinical Documentation',
    industries:
      'Nursing Homes and Residential Care Facilities; Hospitals and Health Care; Home Health Care Services',
    majors: 'nursing; health-sciences',
    certifications: 'Certified Nursing Assistant (CNA); Basic Life Support (BLS)',
  },
  {
    name: 'Home Health Aide',
    synonyms: 'HHA; Personal Care Aide; Caregiver; Direct Support Professional',
    seniorities: ENTRY_LEVEL,
    skills:
      'Activities of Daily Living; Home Health Care; Patient Care; Dementia Care; Vital Signs; Fall Prevention; Empathy; Time Management',
    industries: 'Home Health Care Services; Nursing Homes and Residential Care Facilities',
    majors: 'health-sciences; human-services',
    certifications: 'CPR and First Aid',
  },
  {
    name: 'Patient Care Technician',
    synonyms: 'PCT; Patient Care Tech; Nurse Technician; Clinical Technician',
    seniorities: ENTRY_LEVEL,
    skills:
      'Patient Care; Phlebotomy; Electrocardiography; Vital Signs; Activities of Daily Living; Specimen Collection; Infection Control; Basic Life Support; Epic Systems',
    industries: HOSPITAL,
    majors: 'health-sciences; nursing',
    certifications:
      'Certified Nursing Assistant (CNA); Basic Life Support (BLS); Certified Phlebotomy Technician (CPT)',
  },
  {
    name: 'Medical Assistant',
    synonyms: 'MA; Clinical Medical Assistant; Certified Medical Assistant; Registered Medical Assistant',
    seniorities: ENTRY_LEVEL,
    skills:
      'Patient Intake; Rooming Patients; Vital Signs; Phlebotomy; Vaccinations; Electronic Health Records; Patient Scheduling; Medical Terminology; Insurance Verification; athenahealth',
    industries: 'Medical Practices; Hospitals and Health Care',
    majors: 'health-sciences; biology',
    certifications:
      'Certified Medical Assistant (CMA); Registered Medical Assistant (RMA); Basic Life Support (BLS)',
  },
  {
    name: 'Nurse Manager',
    synonyms: 'Nursing Manager; Clinical Nurse Manager; Unit Manager; Patient Care Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'People Management; Nurse Staffing; Budgeting; Healthcare Quality Improvement; Patient Safety; Joint Commission Standards; Employee Engagement; Patient Flow; Clinical Operations',
    industries: HOSPITAL,
    majors: 'nursing; health-administration',
    certifications: 'Registered Nurse License (NCLEX-RN); Basic Life Support (BLS)',
  },
  {
    name: 'Director of Nursing',
    synonyms: 'DON; Nursing Director; Director of Nursing Services; Director of Patient Care Services',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Clinical Operations; Nurse Staffing; Budgeting; Regulatory Compliance; Joint Commission Standards; Healthcare Quality Improvement; People Management; Strategic Planning; Medicare',
    industries: `${HOSPITAL}; Nursing Homes and Residential Care Facilities; Home Health Care Services`,
    majors: 'nursing; health-administration',
    certifications: 'Registered Nurse License (NCLEX-RN); Nurse Executive, Advanced (NEA-BC)',
  },
  {
    name: 'Chief Nursing Officer',
    synonyms: 'CNO; Vice President of Nursing; VP of Patient Care Services; Chief Nurse Executive',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Healthcare Administration; Clinical Operations; Strategic Planning; Budgeting; Healthcare Quality Improvement; Patient Safety; Regulatory Compliance; Organizational Design; Executive Communications',
    industries: HOSPITAL,
    majors: 'nursing; health-administration',
    certifications:
      'Registered Nurse License (NCLEX-RN); Nurse Executive, Advanced (NEA-BC); Fellow of the American College of Healthcare Executives (FACHE)',
  },
]);
