// People titles: recruiting, HR generalists and specialists, learning and development, and the
// people executives.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

export const HR_TITLES: readonly TitleDef[] = defineTitles('hr', [
  {
    name: 'Recruiter',
    synonyms:
      'Corporate Recruiter; Talent Acquisition Specialist; Talent Acquisition Partner; In-House Recruiter',
    skills:
      'Recruiting; Full-Cycle Recruiting; Candidate Sourcing; Interviewing; Applicant Tracking Systems; LinkedIn Recruiter; Offer Negotiation; Candidate Experience; Intake Meetings; Greenhouse',
    industries: 'Software Development; Hospitals and Health Care; Retail; Financial Services',
    majors: 'human-resources-management; psychology; communications; business-administration',
    certifications: 'AIRS Certified Internet Recruiter (CIR); LinkedIn Certified Professional – Recruiter',
  },
  {
    name: 'Technical Recruiter',
    synonyms: 'Tech Recruiter; IT Recruiter; Engineering Recruiter; Technical Talent Acquisition Partner',
    skills:
      'Technical Recruiting; Full-Cycle Recruiting; Boolean Search; Candidate Sourcing; LinkedIn Recruiter; Greenhouse; Lever; Structured Interviewing; Offer Negotiation; Talent Pipelining',
    industries:
      'Software Development; Technology, Information and Internet; Staffing and Recruiting; IT Services and IT Consulting',
    majors: 'human-resources-management; psychology; communications',
  },
  {
    name: 'Sourcer',
    synonyms: 'Talent Sourcer; Sourcing Specialist; Recruitment Researcher; Sourcing Recruiter',
    seniorities: ENTRY_LEVEL,
    skills:
      'Candidate Sourcing; Boolean Search; LinkedIn Recruiter; Talent Pipelining; SeekOut; Gem; Cold Emailing; Diversity Recruiting',
    industries: 'Software Development; Technology, Information and Internet; Staffing and Recruiting',
    majors: 'psychology; communications; human-resources-management',
  },
  {
    name: 'Recruiting Coordinator',
    synonyms:
      'Interview Coordinator; Recruitment Coordinator; Talent Acquisition Coordinator; Recruiting Assistant',
    seniorities: ENTRY_LEVEL,
    skills:
      'Interview Scheduling; Candidate Experience; Applicant Tracking Systems; Calendar Management; Greenhouse; Background Checks; Communication; Microsoft Excel',
    industries: 'Software Development; Hospitals and Health Care; Financial Services',
    majors: 'human-resources-management; communications; psychology',
  },
  {
    name: 'Recruitment Consultant',
    synonyms: 'Agency Recruiter; Staffing Recruiter; Staffing Specialist; Staffing Consultant',
    skills:
      'Agency Recruiting; Recruitment Sales; Candidate Sourcing; Business Development; Bullhorn; Cold Calling; Offer Negotiation; Relationship Building; High-Volume Recruiting',
    industries: 'Staffing and Recruiting',
    majors: 'business-administration; psychology; communications',
    certifications: 'Certified Staffing Professional (CSP)',
  },
  {
    name: 'Executive Search Consultant',
    synonyms: 'Executive Recruiter; Headhunter; Executive Search Associate; Search Consultant',
    seniorities: EXPERIENCED,
    minYears: 4,
    skills:
      'Executive Search; Candidate Sourcing; Structured Interviewing; Business Development; Relationship Building; Market Research; Offer Negotiation; Reference Checks',
    industries: 'Staffing and Recruiting; Business Consulting and Services',
    majors: 'business-administration; psychology; economics',
  },
  {
    name: 'Healthcare Recruiter',
    synonyms: 'Nurse Recruiter; Physician Recruiter; Medical Recruiter; Clinical Recruiter',
    skills:
      'Healthcare Recruiting; Full-Cycle Recruiting; High-Volume Recruiting; Candidate Sourcing; Credentialing; iCIMS; Campus Recruiting; Employer Branding',
    industries: 'Hospitals and Health Care; Staffing and Recruiting; Home Health Care Services',
    majors: 'human-resources-management; health-administration; communications',
  },
  {
    name: 'HR Coordinator',
    synonyms: 'HR Assistant; Human Resources Coordinator; Human Resources Assistant; People Coordinator',
    seniorities: ENTRY_LEVEL,
    skills:
      'HR Operations; Employee Onboarding; HR Information Systems; I-9 Compliance; Records Management; Benefits Administration; Data Entry; Communication',
    industries: 'Hospitals and Health Care; Retail; Software Development; Construction',
    majors: 'human-resources-management; business-administration; psychology',
    certifications: 'Associate Professional in Human Resources (aPHR)',
  },
  {
    name: 'HR Generalist',
    synonyms: 'Human Resources Generalist; HR Specialist; People Operations Generalist; People Partner',
    minYears: 2,
    skills:
      'HR Generalist Skills; Employee Relations; Employee Onboarding; Benefits Administration; HR Compliance; Performance Management; Workplace Investigations; HR Policies; ADP Workforce Now',
    industries: 'Hospitals and Health Care; Retail; Construction; Financial Services',
    majors: 'human-resources-management; business-administration; psychology',
    certifications: 'Professional in Human Resources (PHR); SHRM Certified Professional (SHRM-CP)',
  },
  {
    name: 'HR Business Partner',
    synonyms: 'HRBP; Human Resources Business Partner; People Business Partner; Strategic HR Partner',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills:
      'HR Business Partnering; Employee Relations; Organizational Design; Performance Management; Talent Management; Change Management; Workforce Planning; Coaching; HR Analytics',
    industries: 'Software Development; Financial Services; Pharmaceutical Manufacturing; Retail',
    majors: 'human-resources-management; industrial-organizational-psychology; business-administration',
    certifications:
      'SHRM Senior Certified Professional (SHRM-SCP); Senior Professional in Human Resources (SPHR)',
  },
  {
    name: 'Employee Relations Specialist',
    synonyms:
      'Employee Relations Partner; ER Specialist; Employee Relations Investigator; Labor Relations Specialist',
    minYears: 3,
    skills:
      'Employee Relations; Workplace Investigations; Labor Relations; HR Compliance; Employment Law; Conflict Resolution; Report Writing; HR Policies',
    industries:
      'Retail; Hospitals and Health Care; Transportation, Logistics, Supply Chain and Storage; Government Administration',
    majors: 'human-resources-management; labor-relations; legal-studies',
  },
  {
    name: 'Compensation Analyst',
    synonyms: 'Total Rewards Analyst; Comp Analyst; Compensation Specialist; Compensation Consultant',
    skills:
      'Compensation Analysis; Compensation Design; Job Evaluation; Equity Compensation; Microsoft Excel; HR Analytics; Workday HCM; Data Analysis',
    industries:
      'Software Development; Financial Services; Business Consulting and Services; Hospitals and Health Care',
    majors: 'human-resources-management; finance; economics',
    certifications: 'Certified Compensation Professional (CCP)',
  },
  {
    name: 'Benefits Specialist',
    synonyms: 'Benefits Administrator; Benefits Analyst; Benefits Coordinator; Leave Specialist',
    skills:
      "Benefits Administration; Open Enrollment; Leave Management; Employee Benefits Insurance; Workers' Compensation; HR Compliance; HR Information Systems; Customer Service",
    industries: 'Hospitals and Health Care; Human Resources Services; Insurance; Government Administration',
    majors: 'human-resources-management; business-administration',
    certifications: 'Certified Benefits Professional (CBP); Certified Employee Benefit Specialist (CEBS)',
  },
  {
    name: 'HRIS Analyst',
    synonyms: 'HR Systems Analyst; Workday Analyst; HRIS Specialist; People Systems Analyst',
    skills:
      'HR Information Systems; Workday HCM; SAP SuccessFactors; Data Quality; HR Analytics; Reporting; Software Implementation; Payroll Processing; SQL',
    industries: 'Software Development; Hospitals and Health Care; Financial Services; Higher Education',
    majors: 'information-systems; human-resources-management',
  },
  {
    name: 'People Analytics Analyst',
    synonyms: 'People Analyst; HR Analyst; Workforce Analytics Analyst; HR Data Analyst',
    skills:
      'HR Analytics; Data Analysis; SQL; Tableau; Employee Surveys; Workforce Planning; Statistical Analysis; Data Visualization',
    industries: 'Software Development; Technology, Information and Internet; Financial Services',
    majors: 'industrial-organizational-psychology; statistics; economics',
  },
  {
    name: 'Learning and Development Specialist',
    synonyms:
      'L&D Specialist; Training Specialist; Corporate Trainer; Training Coordinator; Learning Specialist',
    skills:
      'Learning and Development; Training Delivery; Training Needs Analysis; Instructional Design; Leadership Development; Learning Management Systems; Facilitation; Articulate Storyline',
    industries: 'Hospitals and Health Care; Financial Services; Retail; Professional Training and Coaching',
    majors: 'human-resources-management; instructional-design; education; organizational-leadership',
    certifications:
      'Certified Professional in Talent Development (CPTD); Associate Professional in Talent Development (APTD)',
  },
  {
    name: 'Diversity and Inclusion Manager',
    synonyms: 'DEI Manager; DEI Program Manager; Diversity Program Manager; Inclusion Lead',
    minYears: 5,
    skills:
      'Diversity, Equity and Inclusion; Diversity Recruiting; Employee Engagement; Program Development; HR Analytics; Training Delivery; Stakeholder Management; Change Management',
    industries: 'Software Development; Financial Services; Higher Education; Hospitals and Health Care',
    majors: 'human-resources-management; sociology; psychology',
  },
  {
    name: 'Talent Acquisition Manager',
    synonyms: 'Recruiting Manager; Manager, Talent Acquisition; Recruitment Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Recruiting; People Management; Recruiting Metrics; Employer Branding; Workforce Planning; Applicant Tracking Systems; Vendor Management; Stakeholder Management',
    industries: 'Software Development; Hospitals and Health Care; Retail; Financial Services',
    majors: 'human-resources-management; business-administration',
  },
  {
    name: 'HR Manager',
    synonyms: 'Human Resources Manager; People Manager; People Operations Manager; Personnel Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Human Resources; Employee Relations; Performance Management; HR Compliance; Compensation and Benefits; People Management; HR Policies; Talent Management; Budgeting',
    industries: 'Hospitals and Health Care; Retail; Construction; Food and Beverage Manufacturing',
    majors: 'human-resources-management; business-administration',
    certifications: 'Professional in Human Resources (PHR); SHRM Certified Professional (SHRM-CP)',
  },
  {
    name: 'Director of Talent Acquisition',
    synonyms: 'Head of Talent Acquisition; Head of Recruiting; Director of Recruiting; Global Head of Talent',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Recruiting; Workforce Planning; Employer Branding; Recruiting Metrics; People Management; Budgeting; Strategic Planning; Vendor Management',
    industries: 'Software Development; Hospitals and Health Care; Financial Services; Retail',
    majors: 'human-resources-management; business-administration',
  },
  {
    name: 'Director of Human Resources',
    synonyms: 'HR Director; Head of People; Head of HR; Director of People Operations',
    seniorities: DIRECTOR,
    minYears: 12,
    skills:
      'Human Resources; Organizational Development; Talent Management; Compensation and Benefits; Employee Relations; HR Compliance; Strategic Planning; People Management; Change Management',
    industries: 'Hospitals and Health Care; Software Development; Non-profit Organizations; Retail',
    majors: 'human-resources-management; business-administration; organizational-behavior',
    certifications:
      'SHRM Senior Certified Professional (SHRM-SCP); Senior Professional in Human Resources (SPHR)',
  },
  {
    name: 'Vice President of People',
    synonyms: 'VP of People; VP of Human Resources; VP HR; Vice President, Human Resources',
    seniorities: EXECUTIVE,
    minYears: 14,
    skills:
      'Human Resources; Organizational Design; Talent Management; Company Culture; Compensation Design; Strategic Planning; Executive Communications; Change Management',
    industries: 'Software Development; Financial Services; Retail',
    majors: 'human-resources-management; business-administration',
  },
  {
    name: 'Chief Human Resources Officer',
    synonyms: 'CHRO; Chief People Officer; Chief Talent Officer',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Human Resources; Organizational Design; Succession Planning; Executive Compensation; Company Culture; Strategic Planning; Executive Communications; Change Management',
    industries: 'Hospitals and Health Care; Financial Services; Retail; Software Development',
    majors: 'human-resources-management; business-administration; industrial-organizational-psychology',
  },
]);
