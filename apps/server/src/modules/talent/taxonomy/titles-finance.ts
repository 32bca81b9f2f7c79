// Finance titles: accounting, audit and tax, planning, banking, investing and insurance.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

const ANY_EMPLOYER = 'Accounting; Financial Services; Software Development; Hospitals and Health Care';

export const FINANCE_TITLES: readonly TitleDef[] = defineTitles('finance', [
  {
    name: 'Accountant',
    synonyms: 'Staff Accountant; General Ledger Accountant; GL Accountant; Corporate Accountant',
    skills:
      'Accounting; General Ledger; Journal Entries; Account Reconciliation; Month-End Close; Financial Reporting; Generally Accepted Accounting Principles; Microsoft Excel; Oracle NetSuite; Accruals',
    industries: ANY_EMPLOYER,
    majors: 'accounting; finance',
    certifications: 'Certified Public Accountant (CPA)',
  },
  {
    name: 'Accounts Payable Specialist',
    synonyms: 'AP Specialist; Accounts Payable Clerk; AP Clerk; Accounts Payable Coordinator',
    seniorities: ENTRY_LEVEL,
    skills:
      'Accounts Payable; Vendor Payments; Billing; Expense Reporting; Account Reconciliation; Microsoft Excel; SAP ERP; Data Entry; Attention to Detail',
    industries: 'Retail; Hospitals and Health Care; Construction; Wholesale',
    majors: 'accounting; business-administration',
  },
  {
    name: 'Accounts Receivable Specialist',
    synonyms: 'AR Specialist; Accounts Receivable Clerk; Collections Specialist; Billing Specialist',
    seniorities: ENTRY_LEVEL,
    skills:
      'Accounts Receivable; Collections; Billing; Cash Application; Account Reconciliation; Order-to-Cash; Microsoft Excel; QuickBooks; Customer Service',
    industries:
      'Wholesale; Software Development; Hospitals and Health Care; Transportation, Logistics, Supply Chain and Storage',
    majors: 'accounting; business-administration',
  },
  {
    name: 'Bookkeeper',
    synonyms: 'Full-Charge Bookkeeper; Accounting Clerk; Bookkeeping Specialist',
    seniorities: ENTRY_LEVEL,
    skills:
      'Bookkeeping; QuickBooks; Xero; Accounts Payable; Accounts Receivable; Payroll Processing; Account Reconciliation; Microsoft Excel; Data Entry',
    industries: 'Accounting; Construction; Real Estate; Non-profit Organizations',
    majors: 'accounting; business-administration',
  },
  {
    name: 'Payroll Specialist',
    synonyms: 'Payroll Administrator; Payroll Coordinator; Payroll Analyst; Payroll Clerk',
    skills:
      'Payroll Processing; ADP Workforce Now; UKG Pro; Workday HCM; Tax Compliance; Benefits Administration; Account Reconciliation; Microsoft Excel; Attention to Detail',
    industries: 'Human Resources Services; Hospitals and Health Care; Retail; Accounting',
    majors: 'accounting; human-resources-management; business-administration',
    certifications: 'Certified Payroll Professional (CPP)',
  },
  {
    name: 'Auditor',
    synonyms: 'External Auditor; Audit Associate; Staff Auditor; Audit Senior; Assurance Associate',
    skills:
      'Auditing; External Audit; Audit Planning; Internal Controls; Generally Accepted Accounting Principles; Sarbanes-Oxley; Risk Assessment; Caseware; Microsoft Excel; Financial Statements',
    industries: 'Accounting; Business Consulting and Services',
    majors: 'accounting; finance',
    certifications:
      'Certified Public Accountant (CPA); Chartered Accountant (ACA); Chartered Certified Accountant (ACCA)',
  },
  {
    name: 'Internal Auditor',
    synonyms: 'Internal Audit Associate; IT Auditor; Operational Auditor; SOX Auditor',
    skills:
      'Internal Audit; Internal Controls; Sarbanes-Oxley; Risk Assessment; Audit Planning; Security Auditing; Process Mapping; Data Analysis; Report Writing',
    industries: 'Banking; Insurance; Financial Services; Retail',
    majors: 'accounting; finance; information-systems',
    certifications:
      'Certified Internal Auditor (CIA); Certified Information Systems Auditor (CISA); Certified Public Accountant (CPA)',
  },
  {
    name: 'Tax Accountant',
    synonyms: 'Tax Associate; Tax Preparer; Tax Specialist; Tax Analyst; Tax Consultant',
    skills:
      'Tax Preparation; Corporate Tax; Individual Tax; Partnership Tax; Tax Compliance; Tax Provision; CCH Axcess; Thomson Reuters UltraTax; Microsoft Excel',
    industries: 'Accounting; Financial Services; Business Consulting and Services',
    majors: 'accounting; taxation; finance',
    certifications: 'Certified Public Accountant (CPA); Enrolled Agent (EA)',
  },
  {
    name: 'Financial Analyst',
    synonyms: 'FP&A Analyst; Finance Analyst; Corporate Financial Analyst; Business Finance Analyst',
    skills:
      'Financial Analysis; Financial Modeling; Financial Planning and Analysis; Budgeting; Financial Forecasting; Variance Analysis; Microsoft Excel; Management Reporting; Oracle Hyperion; SQL',
    industries: 'Financial Services; Software Development; Hospitals and Health Care; Retail',
    majors: 'finance; accounting; economics',
  },
  {
    name: 'Investment Banking Analyst',
    synonyms: 'IB Analyst; Investment Banking Associate; M&A Analyst; Corporate Finance Analyst',
    skills:
      'Financial Modeling; Valuation; Discounted Cash Flow; Comparable Company Analysis; Leveraged Buyouts; Mergers and Acquisitions; Pitch Books; Due Diligence; S&P Capital IQ; Microsoft PowerPoint',
    industries: 'Investment Banking; Capital Markets; Financial Services',
    majors: 'finance; economics; accounting',
  },
  {
    name: 'Equity Research Analyst',
    synonyms: 'Equity Research Associate; Sell-Side Analyst; Buy-Side Analyst; Equity Analyst',
    skills:
      'Equity Research; Financial Modeling; Valuation; Discounted Cash Flow; Bloomberg Terminal; FactSet; Report Writing; Financial Analysis; Market Research',
    industries: 'Investment Management; Capital Markets; Investment Banking',
    majors: 'finance; economics; accounting',
    certifications: 'Chartered Financial Analyst (CFA); FINRA Series 7',
  },
  {
    name: 'Investment Analyst',
    synonyms: 'Investment Associate; Portfolio Analyst; Asset Management Analyst',
    skills:
      'Portfolio Management; Asset Allocation; Financial Modeling; Valuation; Fixed Income; Equities; Bloomberg Terminal; Morningstar Direct; Microsoft Excel',
    industries: 'Investment Management; Financial Services; Insurance',
    majors: 'finance; economics; mathematics',
    certifications: 'Chartered Financial Analyst (CFA)',
  },
  {
    name: 'Private Equity Associate',
    synonyms: 'PE Associate; Private Equity Analyst; Buyout Associate',
    seniorities: EXPERIENCED,
    minYears: 2,
    skills:
      'Private Equity; Leveraged Buyouts; Financial Modeling; Due Diligence; Deal Sourcing; Valuation; Mergers and Acquisitions; Microsoft Excel; PitchBook',
    industries: 'Venture Capital and Private Equity Principals; Investment Management',
    majors: 'finance; economics',
  },
  {
    name: 'Venture Capital Associate',
    synonyms: 'VC Associate; Venture Associate; Venture Capital Analyst',
    minYears: 1,
    skills:
      'Venture Capital; Deal Sourcing; Due Diligence; Market Sizing; Financial Modeling; Valuation; PitchBook; Relationship Building',
    industries: 'Venture Capital and Private Equity Principals',
    majors: 'economics; finance; computer-science; business-administration',
  },
  {
    name: 'Portfolio Manager',
    synonyms: 'Fund Manager; Investment Manager; Money Manager',
    seniorities: EXPERIENCED,
    minYears: 8,
    skills:
      'Portfolio Management; Asset Allocation; Portfolio Optimization; Risk Management; Equities; Fixed Income; Derivatives; Bloomberg Terminal; Equity Research',
    industries: 'Investment Management; Financial Services; Insurance',
    majors: 'finance; economics',
    certifications: 'Chartered Financial Analyst (CFA); Chartered Alternative Investment Analyst (CAIA)',
  },
  {
    name: 'Quantitative Analyst',
    synonyms: 'Quant; Quantitative Researcher; Quant Developer; Quantitative Strategist',
    skills:
      'Quantitative Finance; Stochastic Calculus; Options Pricing; Derivatives; Python; C++; Statistical Modeling; Time Series Analysis; Algorithmic Trading; Machine Learning',
    industries: 'Capital Markets; Investment Management; Banking',
    majors: 'financial-engineering; mathematics; physics; statistics',
    certifications: 'Financial Risk Manager (FRM)',
  },
  {
    name: 'Trader',
    synonyms: 'Equity Trader; Fixed Income Trader; Derivatives Trader; Trading Analyst; Execution Trader',
    skills:
      'Trading; Equities; Fixed Income; Derivatives; Algorithmic Trading; Bloomberg Terminal; Market Risk; Python; Decision Making',
    industries: 'Capital Markets; Investment Banking; Investment Management',
    majors: 'finance; economics; mathematics',
    certifications: 'FINRA Series 7; FINRA Securities Industry Essentials (SIE)',
  },
  {
    name: 'Risk Analyst',
    synonyms: 'Credit Risk Analyst; Market Risk Analyst; Operational Risk Analyst; Risk Management Analyst',
    skills:
      'Risk Management; Credit Risk; Market Risk; Operational Risk; Value at Risk; Regulatory Stress Testing; Statistical Modeling; SAS; SQL; Regulatory Reporting',
    industries: 'Banking; Insurance; Capital Markets; Financial Services',
    majors: 'finance; economics; risk-management; statistics',
    certifications: 'Financial Risk Manager (FRM)',
  },
  {
    name: 'Credit Analyst',
    synonyms: 'Commercial Credit Analyst; Credit Underwriter; Credit Officer',
    skills:
      "Credit Analysis; Underwriting; Financial Statements; Financial Analysis; Commercial Lending; Risk Assessment; Microsoft Excel; Moody's Analytics",
    industries: 'Banking; Financial Services; Capital Markets',
    majors: 'finance; accounting; economics',
  },
  {
    name: 'Anti-Money Laundering Analyst',
    synonyms:
      'AML Analyst; KYC Analyst; Financial Crimes Analyst; BSA Analyst; Transaction Monitoring Analyst',
    skills:
      'Anti-Money Laundering; Know Your Customer; Transaction Monitoring; Sanctions Compliance; Fraud Detection; Financial Crime; Regulatory Compliance; Report Writing',
    industries: 'Banking; Financial Services; Blockchain Services',
    majors: 'finance; criminal-justice; economics',
    certifications: 'Certified Anti-Money Laundering Specialist (CAMS)',
  },
  {
    name: 'Actuary',
    synonyms: 'Actuarial Analyst; Actuarial Associate; Pricing Actuary; Valuation Actuary',
    skills:
      'Actuarial Science; Statistical Modeling; Property and Casualty Insurance; Life and Health Insurance; SQL; Python; Microsoft Excel; Predictive Modeling; Reinsurance',
    industries: 'Insurance; Financial Services; Business Consulting and Services',
    majors: 'actuarial-science; mathematics; statistics',
    certifications:
      'Associate of the Society of Actuaries (ASA); Fellow of the Society of Actuaries (FSA); Fellow of the Casualty Actuarial Society (FCAS)',
  },
  {
    name: 'Underwriter',
    synonyms: 'Insurance Underwriter; Commercial Underwriter; Mortgage Underwriter; Underwriting Analyst',
    skills:
      'Insurance Underwriting; Underwriting; Risk Assessment; Property and Casualty Insurance; Credit Analysis; Guidewire; Microsoft Excel; Negotiation',
    industries: 'Insurance; Banking; Financial Services',
    majors: 'finance; risk-management; business-administration',
    certifications: 'Chartered Property Casualty Underwriter (CPCU)',
  },
  {
    name: 'Claims Adjuster',
    synonyms: 'Claims Examiner; Insurance Adjuster; Claims Specialist; Claims Representative',
    skills:
      'Claims Management; Property and Casualty Insurance; Fraud Detection; Negotiation; Customer Service; Guidewire; Report Writing; Attention to Detail',
    industries: 'Insurance',
    majors: 'business-administration; risk-management; criminal-justice',
    certifications: 'Property and Casualty Insurance License',
  },
  {
    name: 'Loan Officer',
    synonyms: 'Mortgage Loan Officer; Mortgage Loan Originator; MLO; Lending Officer',
    skills:
      'Mortgage Lending; Loan Origination; Credit Analysis; Customer Relationship Management; Prospecting; Regulatory Compliance; Relationship Building; Closing',
    industries: 'Banking; Financial Services; Real Estate',
    majors: 'finance; business-administration',
    certifications: 'Mortgage Loan Originator License (NMLS)',
  },
  {
    name: 'Bank Teller',
    synonyms: 'Teller; Universal Banker; Banking Associate; Customer Service Teller',
    seniorities: ENTRY_LEVEL,
    skills:
      'Cash Handling; Retail Banking; Customer Service; Upselling; Know Your Customer; Attention to Detail; Data Entry',
    industries: 'Banking',
    majors: 'business-administration; finance',
  },
  {
    name: 'Personal Banker',
    synonyms: 'Relationship Banker; Branch Banker; Financial Services Representative',
    skills:
      'Retail Banking; Relationship Building; Upselling; Know Your Customer; Customer Service; Mortgage Lending; Financial Planning',
    industries: 'Banking',
    majors: 'finance; business-administration',
    certifications: 'FINRA Securities Industry Essentials (SIE)',
  },
  {
    name: 'Relationship Manager',
    synonyms: 'Commercial Relationship Manager; Commercial Banker; Private Banker; Corporate Banker',
    seniorities: EXPERIENCED,
    minYears: 4,
    skills:
      'Commercial Banking; Commercial Lending; Credit Analysis; Relationship Building; Business Development; Treasury Management; Negotiation; Private Banking',
    industries: 'Banking; Financial Services',
    majors: 'finance; business-administration; economics',
  },
  {
    name: 'Financial Advisor',
    synonyms: 'Financial Planner; Wealth Advisor; Financial Consultant; Wealth Manager; Investment Advisor',
    skills:
      'Financial Planning; Wealth Management; Retirement Planning; Asset Allocation; Relationship Building; Prospecting; Estate Planning; Insurance Sales',
    industries: 'Financial Services; Investment Management; Insurance',
    majors: 'finance; economics; business-administration',
    certifications: 'Certified Financial Planner (CFP); FINRA Series 7; Series 66; Series 65',
  },
  {
    name: 'Treasury Analyst',
    synonyms: 'Cash Management Analyst; Treasury Associate; Liquidity Analyst',
    skills:
      'Treasury Management; Cash Management; Foreign Exchange; Hedging; Kyriba; Working Capital Management; Microsoft Excel; Financial Forecasting',
    industries: 'Financial Services; Retail; Software Development; Oil and Gas',
    majors: 'finance; accounting; economics',
    certifications: 'Certified Treasury Professional (CTP)',
  },
  {
    name: 'Accounting Manager',
    synonyms: 'Manager, Accounting; General Accounting Manager; Assistant Controller',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Month-End Close; Financial Reporting; General Ledger; Internal Controls; Generally Accepted Accounting Principles; People Management; Revenue Recognition; Oracle NetSuite; External Audit',
    industries: ANY_EMPLOYER,
    majors: 'accounting',
    certifications: 'Certified Public Accountant (CPA)',
  },
  {
    name: 'Tax Manager',
    synonyms: 'Manager, Tax; Corporate Tax Manager; Tax Compliance Manager',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Corporate Tax; Tax Provision; Tax Planning; International Tax; Transfer Pricing; Tax Compliance; People Management; Indirect Tax',
    industries: 'Accounting; Financial Services; Software Development; Retail',
    majors: 'accounting; taxation',
    certifications: 'Certified Public Accountant (CPA); Enrolled Agent (EA)',
  },
  {
    name: 'Finance Manager',
    synonyms: 'FP&A Manager; Manager, Financial Planning and Analysis; Business Finance Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Financial Planning and Analysis; Budgeting; Financial Forecasting; Financial Modeling; Variance Analysis; People Management; Business Case Development; Board Reporting; Anaplan',
    industries: 'Software Development; Hospitals and Health Care; Retail; Financial Services',
    majors: 'finance; accounting; business-administration',
    certifications: 'Certified Management Accountant (CMA)',
  },
  {
    name: 'Controller',
    synonyms: 'Financial Controller; Corporate Controller; Comptroller; Plant Controller',
    seniorities: MANAGER,
    minYears: 10,
    skills:
      'Financial Reporting; Month-End Close; Internal Controls; Generally Accepted Accounting Principles; Budgeting; External Audit; Cost Accounting; People Management; Sarbanes-Oxley',
    industries: ANY_EMPLOYER,
    majors: 'accounting; finance',
    certifications: 'Certified Public Accountant (CPA); Certified Management Accountant (CMA)',
  },
  {
    name: 'Director of Finance',
    synonyms: 'Finance Director; Head of Finance; Director, FP&A; Director of Financial Planning',
    seniorities: DIRECTOR,
    minYears: 12,
    skills:
      'Financial Planning and Analysis; Budgeting; Financial Reporting; Strategic Planning; People Management; Cash Management; Board Reporting; Mergers and Acquisitions',
    industries: 'Software Development; Hospitals and Health Care; Non-profit Organizations; Retail',
    majors: 'finance; accounting; business-administration',
    certifications: 'Certified Public Accountant (CPA)',
  },
  {
    name: 'Treasurer',
    synonyms: 'Corporate Treasurer; Head of Treasury; Director of Treasury',
    seniorities: DIRECTOR,
    minYears: 12,
    skills:
      'Treasury Management; Cash Management; Debt Financing; Foreign Exchange; Investor Relations; Capital Markets; Risk Management; People Management',
    industries: 'Financial Services; Oil and Gas; Retail; Motor Vehicle Manufacturing',
    majors: 'finance; economics',
    certifications: 'Certified Treasury Professional (CTP); Chartered Financial Analyst (CFA)',
  },
  {
    name: 'Vice President of Finance',
    synonyms: 'VP of Finance; VP Finance; Vice President, Finance',
    seniorities: EXECUTIVE,
    minYears: 14,
    skills:
      'Financial Planning and Analysis; Financial Reporting; Fundraising; Strategic Planning; Budgeting; Investor Relations; Organizational Design; Executive Communications',
    industries: 'Software Development; Financial Services; Hospitals and Health Care',
    majors: 'finance; accounting',
    certifications: 'Certified Public Accountant (CPA)',
  },
  {
    name: 'Chief Financial Officer',
    synonyms: 'CFO; Chief Finance Officer; Finance Chief',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Corporate Finance; Financial Reporting; Investor Relations; Capital Budgeting; Mergers and Acquisitions; Fundraising; Strategic Planning; Risk Management; Executive Communications',
    industries: 'Financial Services; Software Development; Retail; Hospitals and Health Care',
    majors: 'finance; accounting; economics',
    certifications: 'Certified Public Accountant (CPA); Chartered Financial Analyst (CFA)',
  },
]);
