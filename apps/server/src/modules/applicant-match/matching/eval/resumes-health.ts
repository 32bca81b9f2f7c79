// Résumés of the judged set: nursing and pharmacy, and one written in Spanish. Invented people
// and employers.

export const HEALTH_RESUMES: Readonly<Record<string, string>> = {
  'nurse-icu': `Ana Gutierrez, RN
Seattle, WA, US
Critical Care Registered Nurse, BSN, CCRN

SUMMARY
Registered Nurse with 6 years of experience in adult critical care. Authorized to work in the United States.

EXPERIENCE
Staff Nurse, Medical ICU — Harbor Medical Center | 2020-04 – Present
- Care for 1-2 critically ill patients per shift: ventilated patients, vasoactive drips, CRRT.
- Charge nurse two shifts a week; precept new graduates. Charting in Epic.
Registered Nurse, Progressive Care — St. Anne Hospital | 2018-06 – 2020-03
- Telemetry and step-down care, IV therapy, patient education.

EDUCATION
Bachelor of Science in Nursing (BSN), Nursing — Seattle University | 2018

LICENSES AND CERTIFICATIONS
Registered Nurse License (NCLEX-RN) — Washington State
Basic Life Support (BLS)
Advanced Cardiac Life Support (ACLS)
Critical Care Registered Nurse (CCRN)

LANGUAGES
English (native), Spanish (fluent)`,

  'nurse-new-grad': `Jordan Kim
Tacoma, WA, US
Registered Nurse

EXPERIENCE
Registered Nurse, Medical-Surgical — Tacoma General | 2025-07 – Present
- Med-surg nursing for 5 patients per shift: medication administration, wound care, discharge planning.
Student Nurse Extern — Tacoma General | 2024-06 – 2024-12
- ICU clinical rotation; vital signs and patient care.

EDUCATION
Bachelor of Science in Nursing (BSN), Nursing — Pacific Lutheran University | 2025

LICENSES AND CERTIFICATIONS
Registered Nurse License (NCLEX-RN)
Basic Life Support (BLS)`,

  lpn: `Brenda Walsh
Spokane, WA, US
Licensed Practical Nurse

EXPERIENCE
Licensed Practical Nurse — Pine Ridge Care Center | 2016-02 – Present
- Med pass for 30 long-term care residents, wound care, vital signs and care plans.

EDUCATION
Diploma, Practical Nursing — Spokane Community College | 2015

LICENSES AND CERTIFICATIONS
Licensed Practical Nurse License (NCLEX-PN)
Basic Life Support (BLS)`,

  'pharmacist-hospital': `Dr. Michael Chen, PharmD, BCPS
Boston, MA, US
Clinical Pharmacist

EXPERIENCE
Clinical Pharmacist — Commonwealth General Hospital | 2019-07 – Present
- Inpatient order verification, pharmacokinetic dosing of vancomycin and aminoglycosides.
- ICU and internal medicine rounds; anticoagulation stewardship. Epic Willow.
- Supervise sterile compounding under USP 797.
PGY1 Pharmacy Resident — Commonwealth General Hospital | 2018-07 – 2019-06
- Rotations in critical care, infectious diseases and oncology.

EDUCATION
Doctor of Pharmacy (PharmD), Pharmacy — Northeastern University | 2018

LICENSES AND CERTIFICATIONS
Pharmacist License (NAPLEX) — Massachusetts
Board Certified Pharmacotherapy Specialist (BCPS)`,

  'pharmacist-uk': `Aisha Rahman
Manchester, UK
Community Pharmacist

EXPERIENCE
Pharmacist Manager — Northway Pharmacy | 2020-09 – Present
- Run a busy community pharmacy and a dispensary team of six.
- Deliver NHS services: New Medicine Service, flu vaccinations and Pharmacy First consultations.
Relief Pharmacist — Boots | 2019-08 – 2020-08
- Dispensing and clinical checks across Greater Manchester.

EDUCATION
MPharm, Pharmacy — University of Manchester | 2018

REGISTRATIONS AND CERTIFICATIONS
GPhC Registration

WORK AUTHORIZATION
British citizen; right to work in the UK.`,

  'pharmacy-tech': `Luis Ortega
Boston, MA, US
Pharmacy Technician

EXPERIENCE
Pharmacy Technician — Commonwealth General Hospital | 2021-03 – Present
- Sterile compounding of IV admixtures under pharmacist supervision; Pyxis restocking.
Pharmacy Technician — CVS | 2019-05 – 2021-02
- Retail dispensing, insurance claims and inventory.

EDUCATION
Associate of Science, Pharmacy Technology — Bunker Hill Community College | 2019

LICENSES AND CERTIFICATIONS
Certified Pharmacy Technician (CPhT)`,

  'nurse-spanish': `Lucía Fernández García
Madrid, España
Enfermera de cuidados intensivos

EXPERIENCIA
Enfermera de UCI — Hospital Universitario La Paz | 2017-09 – actualidad
- Atención a pacientes críticos, ventilación mecánica y manejo de fármacos vasoactivos.
- Registro clínico y educación sanitaria a las familias.

FORMACIÓN
Grado en Enfermería — Universidad Complutense de Madrid | 2017

IDIOMAS
Español (nativo), inglés (B1)`,
};
