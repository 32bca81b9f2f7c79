// Résumés of the judged set: sales and finance. Invented people and companies.

export const BUSINESS_RESUMES: Readonly<Record<string, string>> = {
  'ae-saas': `Rachel Adams
Austin, TX, US
Account Executive

EXPERIENCE
Account Executive, Mid-Market — Fieldline Software | 2021-01 – Present
- Full-cycle B2B SaaS sales to operations and finance leaders; 118% of quota in 2024.
- Run discovery and negotiation with MEDDIC; pipeline in Salesforce, calls in Gong.
Sales Development Representative — Fieldline Software | 2019-06 – 2020-12
- Outbound prospecting with Outreach; booked 25 meetings a month.

EDUCATION
B.B.A., Marketing — University of Texas at Austin | 2019

SKILLS
B2B Sales, SaaS Sales, Salesforce, MEDDIC, Negotiation, Gong, Outreach, Prospecting, Presentation Skills`,

  sdr: `Tyler Brooks
Austin, TX, US
Sales Development Representative

EXPERIENCE
Sales Development Representative — Bluebonnet Cloud | 2024-05 – Present
- Cold calling and email prospecting for a SaaS platform; HubSpot sequences.
Server — Torchy's Tacos | 2022-01 – 2024-04

EDUCATION
B.A., Communications — Texas State University | 2023

SKILLS
Prospecting, Cold Calling, HubSpot, Lead Generation`,

  'retail-sales': `Denise Carter
Dallas, TX, US
Retail Sales Associate

EXPERIENCE
Retail Sales Associate — Northpark Apparel | 2021-04 – Present
- Help customers on the floor, run the register, visual merchandising.
Cashier — Kroger | 2019-01 – 2021-03

EDUCATION
High School Diploma — Skyline High School | 2018

SKILLS
Customer Service, Cash Handling, Visual Merchandising`,

  'cpa-senior-accountant': `Megan O'Brien, CPA
Chicago, IL, US
Senior Accountant

EXPERIENCE
Senior Accountant — Prairie Brands | 2021-02 – Present
- Own month-end close for three entities: journal entries, account reconciliations, accruals.
- Lead SOX controls testing and the annual audit; NetSuite administrator for the close.
Audit Associate — Grant & Moore LLP | 2018-09 – 2021-01
- Public accounting audits of manufacturing clients under US GAAP.

EDUCATION
B.S., Accounting — University of Illinois Urbana-Champaign | 2018

LICENSES AND CERTIFICATIONS
Certified Public Accountant (CPA) — Illinois

SKILLS
Month-End Close, Account Reconciliation, Journal Entries, US GAAP, SOX Compliance, NetSuite, Excel, Financial Statements`,

  'staff-accountant': `Carlos Mendez
Chicago, IL, US
Staff Accountant

EXPERIENCE
Staff Accountant — Windy City Logistics | 2023-03 – Present
- Accounts payable and accounts receivable, bank reconciliations, journal entries in QuickBooks.
Accounting Clerk — Windy City Logistics | 2022-06 – 2023-02

EDUCATION
B.S., Accounting — DePaul University | 2022

SKILLS
Accounts Payable, Accounts Receivable, Account Reconciliation, QuickBooks, Excel`,

  'fpa-analyst': `Hannah Park
Seattle, WA, US
Senior Financial Analyst

EXPERIENCE
Senior Financial Analyst, FP&A — Emerald Outdoor | 2021-06 – Present
- Annual budgeting and rolling forecasts for a $400M retailer; financial modeling in Excel.
- SQL and Tableau reporting on store performance.
Financial Analyst — Puget Bank | 2019-07 – 2021-05
- Variance analysis and corporate finance support.

EDUCATION
B.A., Economics — University of Washington | 2019

SKILLS
Financial Planning and Analysis, Financial Modeling, Budgeting, Forecasting, Excel, SQL, Tableau, Variance Analysis`,
};
