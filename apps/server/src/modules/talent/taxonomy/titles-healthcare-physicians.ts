// Healthcare titles, part two: physicians, residents and physician assistants, up to the chief
// medical officer.
import { DIRECTOR, defineTitles, ENTRY_LEVEL, EXECUTIVE, EXPERIENCED, type TitleDef } from './title-def';

const HOSPITAL = 'Hospitals and Health Care';
const PHYSICIAN_CORE =
  'Patient Care; Physical Examination; Differential Diagnosis; Treatment Planning; Clinical Decision Making; Electronic Health Records';

export const PHYSICIAN_TITLES: readonly TitleDef[] = defineTitles('healthcare', [
  {
    name: 'Physician',
    synonyms: 'Medical Doctor; MD; Attending Physician; Doctor; Staff Physician',
    seniorities: EXPERIENCED,
    minYears: 3,
    skills: `${PHYSICIAN_CORE}; Internal Medicine; Prescribing; Patient Education; Preventive Care; Epic Systems`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'medicine; biology; biochemistry',
    certifications:
      'Medical License (USMLE); Board Certification in Internal Medicine; Advanced Cardiac Life Support (ACLS)',
  },
  {
    name: 'Resident Physician',
    synonyms: 'Medical Resident; Resident; Intern Physician; PGY-1; House Officer',
    seniorities: ENTRY_LEVEL,
    skills: `${PHYSICIAN_CORE}; Internal Medicine; Patient Education; Clinical Documentation; Advanced Cardiac Life Support`,
    industries: `${HOSPITAL}; Higher Education`,
    majors: 'medicine; biology',
    certifications: 'Medical License (USMLE); Advanced Cardiac Life Support (ACLS); Basic Life Support (BLS)',
  },
  {
    name: 'Hospitalist',
    synonyms: 'Hospital Medicine Physician; Inpatient Physician; Nocturnist',
    seniorities: EXPERIENCED,
    minYears: 3,
    skills: `${PHYSICIAN_CORE}; Hospital Medicine; Internal Medicine; Care Coordination; Discharge Planning; Critical Care`,
    industries: HOSPITAL,
    majors: 'medicine',
    certifications:
      'Medical License (USMLE); Board Certification in Internal Medicine; Advanced Cardiac Life Support (ACLS)',
  },
  {
    name: 'Family Medicine Physician',
    synonyms: 'Family Physician; Primary Care Physician; PCP; General Practitioner; GP',
    seniorities: EXPERIENCED,
    minYears: 3,
    skills: `${PHYSICIAN_CORE}; Family Medicine; Preventive Care; Chronic Disease Management; Pediatrics; Women's Health; Telehealth`,
    industries: `Medical Practices; ${HOSPITAL}`,
    majors: 'medicine',
    certifications: 'Medical License (USMLE); Board Certification in Family Medicine',
  },
  {
    name: 'Emergency Medicine Physician',
    synonyms: 'Emergency Physician; ER Physician; ER Doctor; ED Physician',
    seniorities: EXPERIENCED,
    minYears: 3,
    skills: `${PHYSICIAN_CORE}; Emergency Medicine; Trauma Care; Airway Management; Triage; Suturing; Advanced Cardiac Life Support`,
    industries: HOSPITAL,
    majors: 'medicine',
    certifications:
      'Medical License (USMLE); Board Certification in Emergency Medicine; Advanced Cardiac Life Support (ACLS); Pediatric Advanced Life Support (PALS)',
  },
  {
    name: 'Pediatrician',
    synonyms: 'Pediatric Physician; General Pediatrician; Paediatrician',
    seniorities: EXPERIENCED,
    minYears: 3,
    skills: `${PHYSICIAN_CORE}; Pediatrics; Vaccinations; Preventive Care; Child Development; Family-Centered Care`,
    industries: `Medical Practices; ${HOSPITAL}`,
    majors: 'medicine',
    certifications:
      'Medical License (USMLE); Board Certification in Pediatrics; Pediatric Advanced Life Support (PALS)',
  },
  {
    name: 'Psychiatrist',
    synonyms: 'Psychiatric Physician; Child and Adolescent Psychiatrist; Consultation-Liaison Psychiatrist',
    seniorities: EXPERIENCED,
    minYears: 4,
    skills: `${PHYSICIAN_CORE}; Psychiatry; Psychological Assessment; Prescribing; Psychotherapy; Substance Abuse Treatment; Telehealth`,
    industries: `Mental Health Care; ${HOSPITAL}; Medical Practices`,
    majors: 'medicine; psychology; neuroscience',
    certifications: 'Medical License (USMLE); Board Certification in Psychiatry',
  },
  {
    name: 'Anesthesiologist',
    synonyms: 'Anaesthetist; Anesthesia Physician; Attending Anesthesiologist',
    seniorities: EXPERIENCED,
    minYears: 4,
    skills: `${PHYSICIAN_CORE}; Anesthesiology; Airway Management; Pain Management; Critical Care; Conscious Sedation; Patient Safety`,
    industries: HOSPITAL,
    majors: 'medicine',
    certifications:
      'Medical License (USMLE); Board Certification in Anesthesiology; Advanced Cardiac Life Support (ACLS)',
  },
  {
    name: 'General Surgeon',
    synonyms: 'Surgeon; Attending Surgeon; Trauma Surgeon',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills: `${PHYSICIAN_CORE}; General Surgery; Minimally Invasive Surgery; Trauma Care; Sterile Technique; Patient Safety`,
    industries: HOSPITAL,
    majors: 'medicine',
    certifications:
      'Medical License (USMLE); Board Certification in Surgery; Advanced Cardiac Life Support (ACLS)',
  },
  {
    name: 'Orthopedic Surgeon',
    synonyms: 'Orthopaedic Surgeon; Orthopedist; Sports Medicine Surgeon',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills: `${PHYSICIAN_CORE}; Orthopedics; Sports Medicine; Minimally Invasive Surgery; Pain Management; Radiography`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'medicine',
    certifications: 'Medical License (USMLE); Board Certification in Surgery',
  },
  {
    name: 'Cardiologist',
    synonyms: 'Cardiology Physician; Heart Specialist; Interventional Cardiologist',
    seniorities: EXPERIENCED,
    minYears: 6,
    skills: `${PHYSICIAN_CORE}; Cardiology; Interventional Cardiology; Echocardiography; Electrocardiography; Cardiac Catheterization Lab`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'medicine',
    certifications: 'Medical License (USMLE); Board Certification in Internal Medicine',
  },
  {
    name: 'Radiologist',
    synonyms: 'Diagnostic Radiologist; Interventional Radiologist; Neuroradiologist',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills: `Radiology; Medical Imaging; Computed Tomography; Magnetic Resonance Imaging; Ultrasound; Mammography; Picture Archiving and Communication System; Differential Diagnosis; Interventional Radiology`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'medicine',
    certifications: 'Medical License (USMLE); Board Certification in Radiology',
  },
  {
    name: 'Oncologist',
    synonyms: 'Medical Oncologist; Hematologist-Oncologist; Radiation Oncologist',
    seniorities: EXPERIENCED,
    minYears: 6,
    skills: `${PHYSICIAN_CORE}; Oncology; Hematology; Clinical Trials; Palliative Care; Radiation Therapy`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'medicine',
    certifications: 'Medical License (USMLE); Board Certification in Internal Medicine',
  },
  {
    name: 'Neurologist',
    synonyms: 'Neurology Physician; Clinical Neurophysiologist; Stroke Neurologist',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills: `${PHYSICIAN_CORE}; Neurology; Electroencephalography; Magnetic Resonance Imaging; Sleep Medicine; Chronic Disease Management`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'medicine; neuroscience',
    certifications: 'Medical License (USMLE); Board Certification in Psychiatry',
  },
  {
    name: 'Physician Assistant',
    synonyms: 'PA; PA-C; Physician Associate; Certified Physician Assistant',
    minYears: 1,
    skills: `${PHYSICIAN_CORE}; Prescribing; Suturing; Family Medicine; Emergency Medicine; Patient Education`,
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'physician-assistant-studies; biology; health-sciences',
    certifications:
      'Physician Assistant Certification (PA-C); Basic Life Support (BLS); Advanced Cardiac Life Support (ACLS)',
  },
  {
    name: 'Medical Director',
    synonyms: 'Physician Director; Clinical Director; Associate Medical Director',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Clinical Operations; Healthcare Quality Improvement; Utilization Review; Regulatory Compliance; People Management; Strategic Planning; Patient Safety; Value-Based Care',
    industries: `${HOSPITAL}; Insurance; Pharmaceutical Manufacturing; Medical Practices`,
    majors: 'medicine',
    certifications: 'Medical License (USMLE)',
  },
  {
    name: 'Chief Medical Officer',
    synonyms: 'Chief Physician Executive; VP of Medical Affairs; Chief Clinical Officer',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Healthcare Administration; Clinical Operations; Healthcare Quality Improvement; Patient Safety; Strategic Planning; Value-Based Care; Regulatory Compliance; Executive Communications',
    industries: `${HOSPITAL}; Insurance; Pharmaceutical Manufacturing`,
    majors: 'medicine; health-administration',
    certifications:
      'Medical License (USMLE); Fellow of the American College of Healthcare Executives (FACHE)',
  },
]);
