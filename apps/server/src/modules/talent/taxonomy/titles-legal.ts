// Legal titles: lawyers in firms, in house and in the public sector, paralegals, compliance and
// legal operations.
import { DIRECTOR, defineTitles, ENTRY_LEVEL, EXECUTIVE, type TitleDef } from './title-def';

export const LEGAL_TITLES: readonly TitleDef[] = defineTitles('legal', [
  {
    name: 'Attorney',
    synonyms: 'Lawyer; Associate Attorney; Law Firm Associate; Solicitor; Counsel',
    skills:
      'Legal Research; Legal Writing; Legal Drafting; Litigation; Contract Drafting; Legal Advice; Westlaw; LexisNexis; Negotiation',
    industries: 'Law Practice; Legal Services',
    majors: 'law; legal-studies; political-science',
    certifications: 'Uniform Bar Examination (UBE); Bar Admission – New York; Bar Admission – California',
  },
  {
    name: 'Litigation Attorney',
    synonyms: 'Litigator; Trial Attorney; Litigation Associate; Trial Lawyer',
    skills:
      'Litigation; Civil Litigation; Commercial Litigation; Motion Practice; Depositions; Legal Discovery; Trial Advocacy; Brief Writing; Legal Research; E-Discovery',
    industries: 'Law Practice',
    majors: 'law',
    certifications:
      'Bar Admission – New York; Bar Admission – Texas; Bar Admission – Florida; Bar Admission – Illinois',
  },
  {
    name: 'Corporate Attorney',
    synonyms:
      'Corporate Lawyer; Transactional Attorney; M&A Attorney; Corporate Associate; Securities Attorney',
    skills:
      'Corporate Law; Mergers and Acquisitions; Securities Law; Corporate Governance; Contract Drafting; Due Diligence; Venture Financing; Negotiation; Corporate Transactions',
    industries: 'Law Practice',
    majors: 'law',
    certifications: 'Bar Admission – New York; Bar Admission – California; Bar Admission – Massachusetts',
  },
  {
    name: 'Intellectual Property Attorney',
    synonyms: 'IP Attorney; Patent Attorney; IP Counsel; Trademark Attorney',
    skills:
      'Intellectual Property; Patent Prosecution; Patent Law; Trademarks; Copyright Law; Licensing; Patent Litigation; Legal Research',
    industries: 'Law Practice; Software Development; Pharmaceutical Manufacturing',
    majors: 'law; electrical-engineering; biochemistry; computer-science',
    certifications:
      'Registered Patent Attorney; Bar Admission – California; Bar Admission – District of Columbia',
  },
  {
    name: 'Patent Agent',
    synonyms: 'Registered Patent Agent; Patent Specialist; Patent Technical Specialist',
    skills:
      'Patent Prosecution; Patent Analysis; Technical Writing; Legal Research; Intellectual Property; Legal Drafting',
    industries: 'Law Practice; Legal Services',
    majors: 'electrical-engineering; chemistry; biology; computer-science',
    certifications: 'Registered Patent Agent',
  },
  {
    name: 'Employment Attorney',
    synonyms: 'Labor and Employment Attorney; Employment Lawyer; L&E Attorney',
    skills:
      'Employment Law; Litigation; Legal Advice; HR Compliance; Workplace Investigations; Arbitration; Mediation; Legal Writing',
    industries: 'Law Practice; Human Resources Services',
    majors: 'law',
    certifications: 'Bar Admission – California; Bar Admission – New York',
  },
  {
    name: 'Immigration Attorney',
    synonyms: 'Immigration Lawyer; Business Immigration Attorney; Immigration Counsel',
    skills:
      'Immigration Law; Visa Sponsorship; Legal Drafting; Legal Research; Client Relationship Management; Legal Writing; Bilingual Communication',
    industries: 'Law Practice; Legal Services; Non-profit Organizations',
    majors: 'law',
    certifications: 'Bar Admission – New York; Bar Admission – Texas',
  },
  {
    name: 'Corporate Counsel',
    synonyms: 'In-House Counsel; Legal Counsel; Commercial Counsel; Product Counsel; Staff Counsel',
    minYears: 4,
    skills:
      'Commercial Contracts; Contract Negotiation; Legal Advice; Technology Transactions; Privacy Law; Employment Law; Corporate Governance; Regulatory Compliance; Risk Assessment',
    industries: 'Software Development; Financial Services; Pharmaceutical Manufacturing; Retail',
    majors: 'law',
    certifications: 'Bar Admission – California; Bar Admission – New York; Bar Admission – Washington',
  },
  {
    name: 'Privacy Counsel',
    synonyms: 'Privacy Attorney; Data Protection Counsel; Data Protection Officer; DPO',
    minYears: 3,
    skills:
      'Privacy Law; General Data Protection Regulation; California Consumer Privacy Act; Privacy Impact Assessments; Regulatory Compliance; Legal Advice; Policy and Procedure Development; Technology Transactions',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Law Practice',
    majors: 'law; information-systems',
    certifications:
      'Certified Information Privacy Professional/United States (CIPP/US); Certified Information Privacy Professional/Europe (CIPP/E); Certified Information Privacy Manager (CIPM)',
  },
  {
    name: 'Government Contracts Attorney',
    synonyms: 'Government Contracts Counsel; Federal Contracts Attorney; National Security Counsel',
    minYears: 3,
    skills:
      'Government Contracts; Export Controls; Contract Negotiation; Legal Advice; Regulatory Compliance; Litigation; Legal Research',
    industries: 'Law Practice; Defense and Space Manufacturing; Government Administration',
    majors: 'law',
    certifications: 'Bar Admission – District of Columbia; Bar Admission – New York',
    clearanceLikely: true,
  },
  {
    name: 'Paralegal',
    synonyms: 'Litigation Paralegal; Corporate Paralegal; Certified Paralegal; Legal Specialist',
    skills:
      'Legal Research; Legal Drafting; Legal Case Management; Court Filings; Document Review; E-Discovery; Westlaw; Microsoft Word; Legal Billing',
    industries: 'Law Practice; Legal Services; Insurance',
    majors: 'paralegal-studies; legal-studies; political-science',
    certifications: 'Certified Paralegal (CP); Professional Paralegal (PP)',
  },
  {
    name: 'Legal Assistant',
    synonyms: 'Legal Secretary; Legal Administrative Assistant; Docketing Clerk',
    seniorities: ENTRY_LEVEL,
    skills:
      'Legal Case Management; Court Filings; Calendar Management; Legal Billing; Microsoft Word; Records Management; Administrative Support; Typing',
    industries: 'Law Practice; Legal Services',
    majors: 'paralegal-studies; legal-studies',
  },
  {
    name: 'Law Clerk',
    synonyms: 'Judicial Law Clerk; Judicial Clerk; Summer Associate; Legal Intern',
    seniorities: ENTRY_LEVEL,
    skills:
      'Legal Research; Legal Writing; Brief Writing; Westlaw; LexisNexis; Motion Practice; Attention to Detail',
    industries: 'Law Practice; Government Administration',
    majors: 'law',
  },
  {
    name: 'E-Discovery Specialist',
    synonyms: 'Litigation Support Specialist; eDiscovery Analyst; Litigation Support Analyst',
    skills:
      'E-Discovery; Relativity; Everlaw; Document Review; Legal Discovery; SQL; Project Management; Data Quality',
    industries: 'Law Practice; Legal Services',
    majors: 'legal-studies; information-systems; paralegal-studies',
    certifications: 'Certified E-Discovery Specialist (CEDS); Relativity Certified Administrator',
  },
  {
    name: 'Contracts Manager',
    synonyms:
      'Contract Specialist; Contract Negotiator; Contracts Administrator; Commercial Contracts Manager',
    minYears: 3,
    skills:
      'Contract Management; Contract Negotiation; Contract Drafting; Commercial Contracts; Government Contracts; Ironclad; Risk Assessment; Stakeholder Management',
    industries:
      'Defense and Space Manufacturing; Software Development; Hospitals and Health Care; Construction',
    majors: 'business-administration; legal-studies; law',
    certifications:
      'Certified Commercial Contracts Manager (CCCM); Certified Federal Contracts Manager (CFCM)',
    clearanceLikely: true,
  },
  {
    name: 'Compliance Analyst',
    synonyms:
      'Compliance Specialist; Compliance Associate; Regulatory Compliance Analyst; Compliance Officer',
    skills:
      'Regulatory Compliance; Compliance Monitoring; Policy and Procedure Development; Risk Assessment; Anti-Money Laundering; Report Writing; Ethics and Compliance; Data Analysis',
    industries: 'Banking; Financial Services; Insurance; Pharmaceutical Manufacturing',
    majors: 'legal-studies; finance; business-administration; criminal-justice',
    certifications:
      'Certified Compliance and Ethics Professional (CCEP); Certified Regulatory Compliance Manager (CRCM)',
  },
  {
    name: 'Legal Operations Manager',
    synonyms: 'Legal Ops Manager; Legal Operations Specialist; Legal Operations Lead',
    minYears: 4,
    skills:
      'Legal Operations; Legal Project Management; Legal Billing; Contract Management; Vendor Management; Process Improvement; Ironclad; Budgeting',
    industries: 'Software Development; Financial Services; Law Practice',
    majors: 'business-administration; legal-studies; law',
    certifications: 'Certified Legal Manager (CLM)',
  },
  {
    name: 'Prosecutor',
    synonyms:
      'Assistant District Attorney; ADA; Assistant United States Attorney; AUSA; Deputy District Attorney; Crown Prosecutor',
    skills:
      'Criminal Law; Prosecution; Trial Advocacy; Legal Research; Legal Writing; Witness Preparation; Appellate Practice',
    industries: 'Government Administration; Law Enforcement',
    majors: 'law; criminal-justice',
    certifications: 'Bar Admission – New York; Bar Admission – California',
  },
  {
    name: 'Public Defender',
    synonyms: 'Assistant Public Defender; Deputy Public Defender; Criminal Defense Attorney',
    skills:
      'Criminal Law; Trial Advocacy; Legal Research; Motion Practice; Witness Preparation; Client Relationship Management; Negotiation',
    industries: 'Government Administration; Legal Services; Non-profit Organizations',
    majors: 'law; criminal-justice',
    certifications: 'Bar Admission – Texas; Bar Admission – Florida',
  },
  {
    name: 'Law Firm Partner',
    synonyms: 'Law Partner; Equity Partner; Non-Equity Partner; Income Partner; Of Counsel',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Litigation; Corporate Law; Business Development; Client Relationship Management; Legal Advice; Mentoring; Negotiation; Trial Advocacy',
    industries: 'Law Practice',
    majors: 'law',
    certifications: 'Bar Admission – New York; Bar Admission – California; Bar Admission – Illinois',
  },
  {
    name: 'Deputy General Counsel',
    synonyms: 'Associate General Counsel; AGC; Assistant General Counsel; Head of Legal',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Legal Advice; Commercial Contracts; Corporate Governance; Litigation; Regulatory Compliance; Employment Law; People Management; Risk Assessment',
    industries: 'Software Development; Financial Services; Pharmaceutical Manufacturing; Retail',
    majors: 'law',
  },
  {
    name: 'Managing Partner',
    synonyms: 'Firm Chair; Senior Partner; Firm Managing Partner',
    seniorities: EXECUTIVE,
    minYears: 20,
    skills:
      'Business Development; Strategic Planning; Profit and Loss Management; Client Relationship Management; Corporate Governance; Litigation; People Management',
    industries: 'Law Practice',
    majors: 'law',
  },
  {
    name: 'General Counsel',
    synonyms: 'GC; Chief Legal Officer; CLO; Chief Counsel',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Legal Advice; Corporate Governance; Mergers and Acquisitions; Litigation; Regulatory Compliance; Risk Management; Executive Communications; Board Reporting',
    industries:
      'Software Development; Financial Services; Pharmaceutical Manufacturing; Hospitals and Health Care',
    majors: 'law',
  },
  {
    name: 'Chief Compliance Officer',
    synonyms: 'CCO; Chief Ethics and Compliance Officer; Head of Compliance',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Compliance Management; Regulatory Compliance; Ethics and Compliance; Anti-Money Laundering; Risk Management; Policy and Procedure Development; Board Reporting; Executive Communications',
    industries: 'Banking; Financial Services; Hospitals and Health Care; Pharmaceutical Manufacturing',
    majors: 'law; finance; business-administration',
    certifications:
      'Certified Compliance and Ethics Professional (CCEP); Certified in Healthcare Compliance (CHC)',
  },
]);
