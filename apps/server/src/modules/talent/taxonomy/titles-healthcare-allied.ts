// Healthcare titles, part three: pharmacy, therapy, diagnostics, emergency services, behavioural
// health, dental and veterinary care, and the business of care.
import { DIRECTOR, defineTitles, ENTRY_LEVEL, EXPERIENCED, MANAGER, type TitleDef } from './title-def';

const HOSPITAL = 'Hospitals and Health Care';

export const ALLIED_HEALTH_TITLES: readonly TitleDef[] = defineTitles('healthcare', [
  {
    name: 'Pharmacist',
    synonyms: 'Clinical Pharmacist; Staff Pharmacist; Retail Pharmacist; Hospital Pharmacist; PharmD',
    skills:
      'Pharmacy Practice; Prescription Dispensing; Medication Therapy Management; Drug Utilization Review; Medication Reconciliation; Vaccinations; Sterile Compounding; Controlled Substances; Patient Education; Pharmacology',
    industries: `Retail; ${HOSPITAL}; Pharmaceutical Manufacturing`,
    majors: 'pharmacy; pharmaceutical-sciences; pharmacology',
    certifications:
      'Pharmacist License (NAPLEX); Board Certified Pharmacotherapy Specialist (BCPS); Basic Life Support (BLS)',
  },
  {
    name: 'Pharmacy Technician',
    synonyms: 'Pharmacy Tech; Certified Pharmacy Technician; CPhT; Pharmacy Assistant',
    seniorities: ENTRY_LEVEL,
    skills:
      'Prescription Dispensing; Non-Sterile Compounding; Sterile Compounding; Pharmacy Inventory Management; Insurance Verification; Automated Dispensing Cabinets; Medical Terminology; Customer Service; Cash Handling',
    industries: `Retail; ${HOSPITAL}`,
    majors: 'pharmacy; health-sciences',
    certifications: 'Certified Pharmacy Technician (CPhT)',
  },
  {
    name: 'Physical Therapist',
    synonyms: 'PT; Physiotherapist; DPT; Doctor of Physical Therapy',
    skills:
      'Physical Therapy; Manual Therapy; Therapeutic Exercise; Gait Training; Orthopedic Rehabilitation; Neurological Rehabilitation; Patient Education; Treatment Planning; Clinical Documentation',
    industries: `${HOSPITAL}; Medical Practices; Home Health Care Services; Wellness and Fitness Services`,
    majors: 'physical-therapy; kinesiology; exercise-science',
    certifications: 'Physical Therapist License (NPTE); Basic Life Support (BLS)',
  },
  {
    name: 'Physical Therapist Assistant',
    synonyms: 'PTA; Physical Therapy Assistant; Rehab Aide',
    seniorities: ENTRY_LEVEL,
    skills:
      'Physical Therapy; Therapeutic Exercise; Gait Training; Patient Care; Rehabilitation; Clinical Documentation; Activities of Daily Living',
    industries: `${HOSPITAL}; Medical Practices; Nursing Homes and Residential Care Facilities`,
    majors: 'physical-therapy; kinesiology; exercise-science',
    certifications: 'Basic Life Support (BLS)',
  },
  {
    name: 'Occupational Therapist',
    synonyms: 'OT; OTR; OTR/L; Occupational Therapy Practitioner',
    skills:
      'Occupational Therapy; Activities of Daily Living; Rehabilitation; Pediatric Therapy; Neurological Rehabilitation; Treatment Planning; Patient Education; Clinical Documentation',
    industries: `${HOSPITAL}; Primary and Secondary Education; Nursing Homes and Residential Care Facilities; Home Health Care Services`,
    majors: 'occupational-therapy; kinesiology; psychology',
    certifications: 'Occupational Therapist Registered (OTR); Basic Life Support (BLS)',
  },
  {
    name: 'Speech-Language Pathologist',
    synonyms: 'SLP; Speech Therapist; Speech and Language Therapist; CCC-SLP',
    skills:
      'Speech-Language Pathology; Dysphagia Management; Augmentative and Alternative Communication; Pediatric Therapy; Individualized Education Programs; Treatment Planning; Patient Education; Clinical Documentation',
    industries: `Primary and Secondary Education; ${HOSPITAL}; Medical Practices`,
    majors: 'speech-language-pathology; communication-disorders; linguistics',
    certifications: 'Certificate of Clinical Competence in Speech-Language Pathology (CCC-SLP)',
  },
  {
    name: 'Respiratory Therapist',
    synonyms: 'RT; RRT; Respiratory Care Practitioner; Registered Respiratory Therapist',
    skills:
      'Respiratory Care; Mechanical Ventilation; Airway Management; Pulmonary Function Testing; Critical Care; Neonatal Intensive Care; Patient Assessment; Advanced Cardiac Life Support',
    industries: `${HOSPITAL}; Home Health Care Services`,
    majors: 'respiratory-therapy; health-sciences',
    certifications:
      'Registered Respiratory Therapist (RRT); Basic Life Support (BLS); Advanced Cardiac Life Support (ACLS); Neonatal Resuscitation Program (NRP)',
  },
  {
    name: 'Radiologic Technologist',
    synonyms: 'Rad Tech; Radiology Technologist; X-Ray Technician; X-Ray Tech; Radiographer',
    seniorities: ENTRY_LEVEL,
    skills:
      'Radiography; Medical Imaging; Fluoroscopy; Radiation Safety; Patient Care; Picture Archiving and Communication System; Patient Safety; Medical Terminology',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'radiologic-technology; health-sciences',
    certifications: 'Registered Technologist in Radiography (ARRT); Basic Life Support (BLS)',
  },
  {
    name: 'CT Technologist',
    synonyms: 'CT Tech; Computed Tomography Technologist; CAT Scan Technologist',
    skills:
      'Computed Tomography; Radiography; Medical Imaging; Radiation Safety; Intravenous Therapy; Patient Care; Picture Archiving and Communication System',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'radiologic-technology',
    certifications: 'ARRT Computed Tomography (CT); Registered Technologist in Radiography (ARRT)',
  },
  {
    name: 'MRI Technologist',
    synonyms: 'MRI Tech; Magnetic Resonance Imaging Technologist; MR Technologist',
    skills:
      'Magnetic Resonance Imaging; Medical Imaging; Patient Safety; Patient Care; Intravenous Therapy; Picture Archiving and Communication System; Medical Terminology',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'radiologic-technology',
    certifications: 'ARRT Magnetic Resonance Imaging (MR)',
  },
  {
    name: 'Diagnostic Medical Sonographer',
    synonyms: 'Sonographer; Ultrasound Technologist; Ultrasound Tech; Echo Tech; Cardiac Sonographer',
    skills:
      'Ultrasound; Echocardiography; Vascular Ultrasound; Medical Imaging; Patient Care; Picture Archiving and Communication System; Medical Terminology',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'radiologic-technology; cardiovascular-technology; health-sciences',
    certifications:
      'Registered Diagnostic Medical Sonographer (RDMS); Registered Diagnostic Cardiac Sonographer (RDCS)',
  },
  {
    name: 'Medical Laboratory Scientist',
    synonyms:
      'Medical Technologist; MLS; Clinical Laboratory Scientist; Medical Lab Technologist; Medical Laboratory Technician; MLT',
    skills:
      'Clinical Laboratory Science; Clinical Chemistry; Hematology; Clinical Microbiology; Blood Banking; Laboratory Quality Control; Laboratory Information Management Systems; Clinical Laboratory Improvement Amendments; Specimen Collection',
    industries: `${HOSPITAL}; Research Services; Public Health`,
    majors: 'medical-laboratory-science; biology; chemistry',
    certifications: 'Medical Laboratory Scientist (MLS(ASCP)); Medical Laboratory Technician (MLT(ASCP))',
  },
  {
    name: 'Phlebotomist',
    synonyms: 'Phlebotomy Technician; Certified Phlebotomy Technician; Lab Assistant',
    seniorities: ENTRY_LEVEL,
    skills:
      'Phlebotomy; Specimen Collection; Infection Control; Patient Intake; Customer Service; Medical Terminology; Electronic Health Records',
    industries: `${HOSPITAL}; Medical Practices; Research Services`,
    majors: 'health-sciences; biology',
    certifications: 'Certified Phlebotomy Technician (CPT)',
  },
  {
    name: 'Surgical Technologist',
    synonyms: 'Surgical Tech; Scrub Tech; Operating Room Technician; Certified Surgical Technologist',
    seniorities: ENTRY_LEVEL,
    skills:
      'Surgical Instrumentation; Sterile Technique; Sterile Processing; Patient Safety; Perioperative Nursing; Infection Control; Basic Life Support',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'health-sciences',
    certifications: 'Basic Life Support (BLS)',
  },
  {
    name: 'Cardiovascular Technologist',
    synonyms:
      'Cath Lab Technologist; Cardiac Cath Tech; Invasive Cardiovascular Technologist; EKG Technician',
    skills:
      'Cardiac Catheterization Lab; Electrocardiography; Cardiac Monitoring; Sterile Technique; Radiation Safety; Patient Care; Advanced Cardiac Life Support',
    industries: HOSPITAL,
    majors: 'cardiovascular-technology; health-sciences',
    certifications: 'Basic Life Support (BLS); Advanced Cardiac Life Support (ACLS)',
  },
  {
    name: 'Paramedic',
    synonyms: 'EMT-Paramedic; Flight Paramedic; Critical Care Paramedic; Firefighter Paramedic',
    skills:
      'Emergency Medical Services; Trauma Care; Airway Management; Advanced Cardiac Life Support; Pediatric Advanced Life Support; Triage; Electrocardiography; Intravenous Therapy; Crisis Intervention',
    industries: `Public Health; ${HOSPITAL}; Government Administration`,
    majors: 'paramedicine; fire-science; health-sciences',
    certifications:
      'Nationally Registered Paramedic (NRP); Advanced Cardiac Life Support (ACLS); Pediatric Advanced Life Support (PALS)',
  },
  {
    name: 'Emergency Medical Technician',
    synonyms: 'EMT; EMT-Basic; Ambulance Technician; EMT-B',
    seniorities: ENTRY_LEVEL,
    skills:
      'Emergency Medical Services; Basic Life Support; Cardiopulmonary Resuscitation; First Aid; Trauma Care; Patient Assessment; Vital Signs; Triage',
    industries: `Public Health; ${HOSPITAL}; Government Administration`,
    majors: 'paramedicine; health-sciences; fire-science',
    certifications: 'Nationally Registered EMT (NREMT); Basic Life Support (BLS)',
  },
  {
    name: 'Registered Dietitian',
    synonyms: 'RD; RDN; Dietitian; Clinical Dietitian; Nutritionist',
    skills:
      'Medical Nutrition Therapy; Nutrition; Diabetes Management; Patient Education; Chronic Disease Management; Care Planning; Food Service Operations; Clinical Documentation',
    industries: `${HOSPITAL}; Nursing Homes and Residential Care Facilities; Wellness and Fitness Services; Public Health`,
    majors: 'dietetics; nutrition; food-science',
    certifications:
      'Registered Dietitian Nutritionist (RDN); Certified Diabetes Care and Education Specialist (CDCES)',
  },
  {
    name: 'Clinical Psychologist',
    synonyms: 'Psychologist; Licensed Psychologist; Neuropsychologist; Counseling Psychologist',
    seniorities: EXPERIENCED,
    minYears: 2,
    skills:
      'Psychological Assessment; Psychotherapy; Cognitive Behavioral Therapy; Neuropsychological Assessment; Dialectical Behavior Therapy; Treatment Planning; Clinical Supervision; Research Design',
    industries: `Mental Health Care; ${HOSPITAL}; Higher Education`,
    majors: 'clinical-psychology; psychology; neuroscience',
  },
  {
    name: 'Licensed Clinical Social Worker',
    synonyms: 'LCSW; Clinical Social Worker; Medical Social Worker; Hospital Social Worker; Social Worker',
    minYears: 2,
    skills:
      'Social Work; Psychosocial Assessment; Case Management; Crisis Intervention; Community Resources; Discharge Planning; Psychotherapy; Trauma-Informed Care; Clinical Documentation',
    industries: `${HOSPITAL}; Mental Health Care; Non-profit Organizations; Government Administration`,
    majors: 'social-work; psychology; sociology',
    certifications: 'Licensed Clinical Social Worker (LCSW)',
  },
  {
    name: 'Mental Health Counselor',
    synonyms: 'Therapist; Licensed Professional Counselor; LPC; LMHC; Psychotherapist; Counselor',
    skills:
      'Mental Health Counseling; Psychotherapy; Cognitive Behavioral Therapy; Motivational Interviewing; Trauma-Informed Care; Crisis Intervention; Treatment Planning; Group Therapy; Telehealth',
    industries: `Mental Health Care; Medical Practices; Non-profit Organizations; Higher Education`,
    majors: 'mental-health-counseling; counseling; psychology; clinical-psychology',
    certifications: 'Licensed Professional Counselor (LPC)',
  },
  {
    name: 'Marriage and Family Therapist',
    synonyms: 'LMFT; Family Therapist; Couples Therapist',
    minYears: 2,
    skills:
      'Family Therapy; Psychotherapy; Cognitive Behavioral Therapy; Trauma-Informed Care; Psychosocial Assessment; Treatment Planning; Telehealth',
    industries: 'Mental Health Care; Medical Practices; Non-profit Organizations',
    majors: 'marriage-and-family-therapy; psychology; counseling',
    certifications: 'Licensed Marriage and Family Therapist (LMFT)',
  },
  {
    name: 'Substance Abuse Counselor',
    synonyms: 'Addiction Counselor; Drug and Alcohol Counselor; CADC; Recovery Counselor',
    skills:
      'Substance Abuse Treatment; Motivational Interviewing; Group Therapy; Crisis Intervention; Case Management; Trauma-Informed Care; Psychosocial Assessment; Peer Support',
    industries: 'Mental Health Care; Non-profit Organizations; Hospitals and Health Care',
    majors: 'counseling; psychology; social-work',
    certifications: 'Certified Alcohol and Drug Counselor (CADC)',
  },
  {
    name: 'Board Certified Behavior Analyst',
    synonyms: 'BCBA; Behavior Analyst; ABA Supervisor',
    seniorities: EXPERIENCED,
    minYears: 2,
    skills:
      'Applied Behavior Analysis; Behavior Intervention Plans; Data Collection; Clinical Supervision; Parent Communication; Treatment Planning; Special Education',
    industries: 'Mental Health Care; Primary and Secondary Education; Medical Practices',
    majors: 'psychology; special-education; educational-psychology',
    certifications: 'Board Certified Behavior Analyst (BCBA)',
  },
  {
    name: 'Registered Behavior Technician',
    synonyms: 'RBT; ABA Therapist; Behavior Technician; Behavioral Therapist',
    seniorities: ENTRY_LEVEL,
    skills:
      'Applied Behavior Analysis; Behavior Intervention Plans; Data Collection; Child Development; Empathy; Parent Communication',
    industries: 'Mental Health Care; Primary and Secondary Education',
    majors: 'psychology; child-development; special-education',
    certifications: 'Registered Behavior Technician (RBT)',
  },
  {
    name: 'Dentist',
    synonyms: 'General Dentist; DDS; DMD; Associate Dentist; Family Dentist',
    seniorities: EXPERIENCED,
    minYears: 1,
    skills:
      'General Dentistry; Dental Radiography; Treatment Planning; Oral Surgery; Patient Education; Dentrix; Infection Control; Patient Care',
    industries: 'Medical Practices; Hospitals and Health Care',
    majors: 'dentistry; biology',
  },
  {
    name: 'Dental Hygienist',
    synonyms: 'RDH; Registered Dental Hygienist; Hygienist',
    skills:
      'Dental Hygiene; Dental Radiography; Patient Education; Infection Control; Periodontal Charting; Dentrix; Patient Care',
    industries: 'Medical Practices',
    majors: 'dental-hygiene',
    certifications: 'Registered Dental Hygienist (RDH); Basic Life Support (BLS)',
  },
  {
    name: 'Dental Assistant',
    synonyms: 'Certified Dental Assistant; Chairside Assistant; Orthodontic Assistant',
    seniorities: ENTRY_LEVEL,
    skills:
      'Chairside Assisting; Dental Radiography; Sterile Processing; Infection Control; Patient Scheduling; Dentrix; Patient Care',
    industries: 'Medical Practices',
    majors: 'dental-hygiene; health-sciences',
    certifications: 'Certified Dental Assistant (CDA); Basic Life Support (BLS)',
  },
  {
    name: 'Optometrist',
    synonyms: 'OD; Doctor of Optometry; Eye Doctor',
    skills:
      'Optometry; Ophthalmology; Patient Care; Differential Diagnosis; Patient Education; Electronic Health Records; Retail Sales',
    industries: 'Medical Practices; Retail',
    majors: 'optometry; biology',
  },
  {
    name: 'Audiologist',
    synonyms: 'Clinical Audiologist; Doctor of Audiology; AuD',
    skills:
      'Audiology; Patient Assessment; Patient Education; Pediatric Therapy; Treatment Planning; Clinical Documentation',
    industries: 'Medical Practices; Hospitals and Health Care',
    majors: 'audiology; communication-disorders',
  },
  {
    name: 'Chiropractor',
    synonyms: 'Doctor of Chiropractic; Chiropractic Physician',
    skills:
      'Chiropractic Care; Manual Therapy; Physical Examination; Radiography; Treatment Planning; Patient Education; Sports Medicine',
    industries: 'Medical Practices; Wellness and Fitness Services',
    majors: 'chiropractic; kinesiology; biology',
  },
  {
    name: 'Athletic Trainer',
    synonyms: 'Certified Athletic Trainer; ATC; Sports Medicine Trainer',
    skills:
      'Athletic Training; Sports Medicine; First Aid; Rehabilitation; Therapeutic Exercise; Emergency Medical Services; Patient Education',
    industries: 'Spectator Sports; Higher Education; Primary and Secondary Education; Medical Practices',
    majors: 'athletic-training; kinesiology; exercise-science; sports-medicine',
    certifications: 'Certified Athletic Trainer (ATC); Basic Life Support (BLS)',
  },
  {
    name: 'Veterinarian',
    synonyms: 'DVM; Vet; Veterinary Surgeon; Associate Veterinarian; Small Animal Veterinarian',
    seniorities: EXPERIENCED,
    minYears: 1,
    skills:
      'Veterinary Medicine; Veterinary Surgery; Animal Handling; Differential Diagnosis; Radiography; Anesthesiology; Client Relationship Management',
    industries: 'Veterinary Services',
    majors: 'veterinary-medicine; animal-science; biology',
    certifications: 'Veterinary License (NAVLE)',
  },
  {
    name: 'Veterinary Technician',
    synonyms: 'Vet Tech; Veterinary Nurse; Credentialed Veterinary Technician; Veterinary Assistant',
    seniorities: ENTRY_LEVEL,
    skills:
      'Animal Handling; Veterinary Medicine; Phlebotomy; Anesthesiology; Radiography; Specimen Collection; Client Relationship Management',
    industries: 'Veterinary Services',
    majors: 'veterinary-technology; animal-science',
    certifications: 'Credentialed Veterinary Technician (CVT)',
  },
  {
    name: 'Medical Coder',
    synonyms:
      'Certified Professional Coder; Coding Specialist; Medical Records Coder; Inpatient Coder; Outpatient Coder',
    skills:
      'Medical Coding; ICD-10 Coding; CPT Coding; HCPCS; Medical Terminology; Clinical Documentation Improvement; Risk Adjustment; Epic Systems; Health Insurance Portability and Accountability Act',
    industries: `${HOSPITAL}; Medical Practices; Insurance`,
    majors: 'health-informatics; health-administration; health-sciences',
    certifications:
      'Certified Professional Coder (CPC); Certified Coding Specialist (CCS); Registered Health Information Technician (RHIT)',
  },
  {
    name: 'Medical Billing Specialist',
    synonyms:
      'Medical Biller; Healthcare Billing Specialist; Revenue Cycle Specialist; Patient Accounts Representative',
    seniorities: ENTRY_LEVEL,
    skills:
      'Medical Billing; Claims Submission; Denial Management; Insurance Verification; Prior Authorization; Revenue Cycle Management; CPT Coding; Medicare; Microsoft Excel',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'health-administration; business-administration',
  },
  {
    name: 'Patient Services Representative',
    synonyms:
      'Medical Receptionist; Patient Access Representative; Medical Front Desk Coordinator; Patient Coordinator',
    seniorities: ENTRY_LEVEL,
    skills:
      'Patient Intake; Patient Scheduling; Insurance Verification; Customer Service; Electronic Health Records; Medical Terminology; Cash Handling; Multitasking',
    industries: `Medical Practices; ${HOSPITAL}`,
    majors: 'health-administration; business-administration',
  },
  {
    name: 'Medical Scribe',
    synonyms: 'Clinical Scribe; ER Scribe; Virtual Scribe',
    seniorities: ENTRY_LEVEL,
    skills:
      'Medical Scribing; Clinical Documentation; Medical Terminology; Electronic Health Records; Epic Systems; Typing; Attention to Detail',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'biology; health-sciences; biomedical-sciences',
  },
  {
    name: 'Medical Science Liaison',
    synonyms: 'MSL; Medical Liaison; Regional Medical Scientist',
    seniorities: EXPERIENCED,
    minYears: 2,
    skills:
      'Medical Science Liaison Skills; Medical Affairs; Clinical Research; Scientific Presentations; Pharmacology; Oncology; Relationship Building; Regulatory Compliance',
    industries: 'Pharmaceutical Manufacturing; Biotechnology Research; Medical Equipment Manufacturing',
    majors: 'pharmacy; medicine; biology; pharmacology',
  },
  {
    name: 'Practice Manager',
    synonyms:
      'Medical Office Manager; Clinic Manager; Medical Practice Administrator; Physician Practice Manager',
    seniorities: MANAGER,
    minYears: 5,
    skills:
      'Healthcare Administration; Revenue Cycle Management; Patient Scheduling; People Management; Budgeting; Credentialing; Health Insurance Portability and Accountability Act; Vendor Management',
    industries: 'Medical Practices; Hospitals and Health Care',
    majors: 'health-administration; business-administration',
  },
  {
    name: 'Hospital Administrator',
    synonyms: 'Healthcare Administrator; Health Services Manager; Health Services Administrator',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Healthcare Administration; Clinical Operations; Budgeting; Regulatory Compliance; Strategic Planning; Joint Commission Standards; People Management; Value-Based Care',
    industries: HOSPITAL,
    majors: 'health-administration; public-health; business-administration',
    certifications: 'Fellow of the American College of Healthcare Executives (FACHE)',
  },
  {
    name: 'Director of Revenue Cycle',
    synonyms: 'Revenue Cycle Director; Director of Patient Financial Services; Head of Revenue Cycle',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Revenue Cycle Management; Medical Billing; Denial Management; Medicare; People Management; Budgeting; Healthcare Compliance; Process Improvement; Epic Systems',
    industries: `${HOSPITAL}; Medical Practices`,
    majors: 'health-administration; finance; business-administration',
  },
]);
