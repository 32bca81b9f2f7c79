// Job descriptions of the judged set: six families (software, nursing, pharmacy, sales, finance,
// design), written the way employers post them — headings, bullets, a company blurb, benefits.

export type EvalJob = { id: string; family: string; jobTitle: string; description: string };

export const EVAL_JOBS: readonly EvalJob[] = [
  {
    id: 'backend-python',
    family: 'software',
    jobTitle: 'Senior Backend Engineer',
    description: `About us
Cascade Freight builds the software that moves 2 million parcels a day across the Pacific Northwest.

Location: Seattle, WA (hybrid, 3 days in office)

What you'll do
- Design and run the Python services behind routing and pricing.
- Own APIs end to end, from schema to on-call.

Requirements
- 5+ years of professional software engineering experience.
- 3+ years of Python, with Django or FastAPI.
- Strong SQL and PostgreSQL.
- Experience with AWS and Docker.
- Bachelor's degree in Computer Science or equivalent experience.
- Must be authorized to work in the US; we are unable to sponsor visas.

Nice to have
- Kubernetes and Terraform.
- Experience with Kafka is a plus.

Benefits
Health, dental, 401(k) match and a transit pass.`,
  },
  {
    id: 'frontend-react',
    family: 'software',
    jobTitle: 'Frontend Engineer',
    description: `We are a fully remote team building a scheduling product for clinics. This is a remote role open to candidates in the United States.

Requirements:
- 2+ years of experience building web applications with React and TypeScript.
- Solid HTML and CSS, accessibility basics.
- Experience writing tests with Jest or Cypress.

Preferred:
- Next.js, GraphQL.
- Figma handoff experience is a bonus.`,
  },
  {
    id: 'icu-nurse',
    family: 'nursing',
    jobTitle: 'ICU Registered Nurse',
    description: `About us
Evergreen Regional is a 400-bed teaching hospital in Seattle.

Location: Seattle, WA (on-site)

Responsibilities
- Provide direct patient care to critically ill adults in a 24-bed medical ICU.
- Titrate vasoactive drips and manage patients on mechanical ventilation.

Requirements
- Active Washington State RN license.
- BLS and ACLS certification required.
- 2+ years of ICU experience as a Registered Nurse.
- Bachelor of Science in Nursing (BSN).
- Must be authorized to work in the United States.

Preferred
- CCRN certification.
- Experience with Epic is a plus.
- Spanish fluency preferred.`,
  },
  {
    id: 'hospital-pharmacist',
    family: 'pharmacy',
    jobTitle: 'Clinical Pharmacist',
    description: `Beacon Health is hiring a Clinical Pharmacist for its inpatient pharmacy in Boston, MA.

What you'll do
- Verify medication orders, run pharmacokinetic dosing for vancomycin and aminoglycosides, and round with the ICU team.

Required qualifications
- Doctor of Pharmacy (PharmD) from an ACPE-accredited school.
- Active Massachusetts pharmacist license (or eligible within 90 days).
- 2+ years of hospital pharmacy experience.
- Experience with Epic Willow and sterile compounding (USP 797).

Preferred qualifications
- BCPS certification.
- PGY1 residency.`,
  },
  {
    id: 'community-pharmacist-uk',
    family: 'pharmacy',
    jobTitle: 'Pharmacist',
    description: `Pharmacist – community pharmacy, Manchester

We are an independent group of eight community pharmacies across Greater Manchester.

Essential criteria
- MPharm degree and GPhC registration.
- Right to work in the UK.
- Experience with NHS services: New Medicine Service, flu vaccinations, Pharmacy First.

Desirable
- Independent prescriber.
- Experience managing a dispensary team.`,
  },
  {
    id: 'account-executive',
    family: 'sales',
    jobTitle: 'Account Executive',
    description: `Account Executive, Mid-Market (B2B SaaS)
Based in Austin, TX. Hybrid.

Requirements
- 3+ years of full-cycle B2B SaaS sales experience, closing new business.
- Track record of meeting or exceeding quota.
- Experience with Salesforce CRM and a structured method such as MEDDIC.
- Excellent negotiation and presentation skills.

Nice to have
- Experience selling to finance or operations buyers.
- Gong or Outreach.`,
  },
  {
    id: 'senior-accountant',
    family: 'finance',
    jobTitle: 'Senior Accountant',
    description: `Senior Accountant – Chicago, IL

Lakeshore Foods is looking for a Senior Accountant to own month-end close for two entities.

Responsibilities
- Prepare journal entries, account reconciliations and the monthly close.
- Support the annual audit and SOX controls testing.

Qualifications
- Bachelor's degree in Accounting or Finance.
- CPA required.
- 4+ years of accounting experience, public accounting preferred.
- Strong knowledge of US GAAP.
- Advanced Excel; NetSuite or SAP experience.`,
  },
  {
    id: 'product-designer',
    family: 'design',
    jobTitle: 'Product Designer',
    description: `Product Designer (Remote, US)

You'll design the mobile and web experience of a consumer budgeting app used by 3 million people.

What you bring
- 4+ years of product design experience on shipped consumer products.
- A portfolio showing interaction design, user research and visual design.
- Expert in Figma, including prototyping and design systems.
- Experience running usability testing.

Bonus
- Motion design or After Effects.
- Front-end knowledge (HTML/CSS).`,
  },
  {
    id: 'financial-analyst',
    family: 'finance',
    jobTitle: 'Financial Analyst',
    description: `Financial Analyst, FP&A — Seattle, WA

Requirements
- 2+ years of experience in financial planning and analysis or corporate finance.
- Bachelor's degree in Finance, Economics or Accounting.
- Advanced Excel and financial modeling; budgeting and forecasting.
- SQL or Tableau experience preferred.`,
  },
];
