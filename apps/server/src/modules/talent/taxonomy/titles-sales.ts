// Sales titles, from development representatives to the chief revenue officer.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

const SAAS = 'Software Development; IT Services and IT Consulting';

export const SALES_TITLES: readonly TitleDef[] = defineTitles('sales', [
  {
    name: 'Sales Development Representative',
    synonyms: 'SDR; Sales Development Rep; Outbound SDR; Inbound SDR',
    seniorities: ENTRY_LEVEL,
    skills:
      'Prospecting; Cold Calling; Cold Emailing; Lead Qualification; Salesforce; Outreach; LinkedIn Sales Navigator; ZoomInfo; Objection Handling; Pipeline Management',
    industries: `${SAAS}; Financial Services`,
    majors: 'business-administration; communications; marketing; psychology',
  },
  {
    name: 'Business Development Representative',
    synonyms: 'BDR; Business Development Rep; Business Development Associate',
    seniorities: ENTRY_LEVEL,
    skills:
      'Prospecting; Outbound Sales; Lead Generation; Cold Calling; Social Selling; Salesforce; Salesloft; Apollo.io; Account Planning; Communication',
    industries: `${SAAS}; Staffing and Recruiting`,
    majors: 'business-administration; communications; marketing',
  },
  {
    name: 'Account Executive',
    synonyms: 'AE; Sales Executive; SaaS Account Executive; New Business Account Executive',
    minYears: 2,
    skills:
      'B2B Sales; SaaS Sales; Solution Selling; MEDDIC; Closing; Pipeline Management; Sales Forecasting; Salesforce; Gong; Negotiation; Product Demonstrations',
    industries: `${SAAS}; Financial Services`,
    majors: 'business-administration; marketing; communications; economics',
    certifications: 'Salesforce Certified Sales Cloud Consultant',
  },
  {
    name: 'Enterprise Account Executive',
    synonyms:
      'Enterprise AE; Enterprise Sales Executive; Strategic Account Executive; Major Account Executive',
    seniorities: EXPERIENCED,
    minYears: 6,
    skills:
      'Enterprise Sales; MEDDIC; Value Selling; Account Planning; Closing; Contract Negotiation; Executive Relationships; Sales Forecasting; Salesforce; Request for Proposal',
    industries: `${SAAS}; Computer and Network Security`,
    majors: 'business-administration; economics; marketing',
  },
  {
    name: 'Mid-Market Account Executive',
    synonyms: 'Mid-Market AE; Commercial Account Executive; Corporate Account Executive',
    minYears: 3,
    skills:
      'Mid-Market Sales; SaaS Sales; Consultative Selling; Closing; Pipeline Management; Product Demonstrations; HubSpot; Salesforce; Negotiation',
    industries: SAAS,
    majors: 'business-administration; communications; marketing',
  },
  {
    name: 'Federal Account Executive',
    synonyms:
      'Public Sector Account Executive; Government Account Executive; Federal Sales Executive; DoD Account Manager',
    seniorities: EXPERIENCED,
    minYears: 6,
    skills:
      'Government Sales; Government Contracts; Request for Proposal; Account Planning; Enterprise Sales; Relationship Building; FedRAMP; Closing; Proposal Writing',
    industries:
      'Software Development; IT Services and IT Consulting; Defense and Space Manufacturing; Computer and Network Security',
    majors: 'business-administration; political-science; international-relations',
    clearanceLikely: true,
  },
  {
    name: 'Inside Sales Representative',
    synonyms: 'ISR; Inside Sales Rep; Inside Sales Associate; Telesales Representative',
    skills:
      'Inside Sales; Cold Calling; Closing; Upselling; Customer Relationship Management; Objection Handling; HubSpot; Quota Management; Communication',
    industries: 'Wholesale; Software Development; Industrial Machinery Manufacturing; Telecommunications',
    majors: 'business-administration; communications; marketing',
    certifications: 'Certified Inside Sales Professional (CISP)',
  },
  {
    name: 'Outside Sales Representative',
    synonyms:
      'Field Sales Representative; Territory Sales Representative; Outside Sales Rep; Territory Manager',
    skills:
      'Field Sales; Territory Management; Prospecting; Closing; Relationship Building; Customer Relationship Management; Negotiation; Sales Presentations; Time Management',
    industries:
      'Wholesale; Industrial Machinery Manufacturing; Food and Beverage Manufacturing; Construction',
    majors: 'business-administration; marketing; communications',
  },
  {
    name: 'Sales Representative',
    synonyms: 'Sales Rep; Sales Consultant; Sales Agent; Salesperson',
    seniorities: ENTRY_LEVEL,
    skills:
      'B2C Sales; Closing; Prospecting; Customer Service; Negotiation; Upselling; Customer Relationship Management; Relationship Building; Cold Calling',
    industries: 'Retail; Telecommunications; Wholesale; Consumer Services',
    majors: 'business-administration; marketing; communications',
  },
  {
    name: 'Retail Sales Associate',
    synonyms: 'Sales Associate; Store Associate; Sales Floor Associate; Retail Associate',
    seniorities: ENTRY_LEVEL,
    skills:
      'Retail Sales; Customer Service; Point of Sale Systems; Cash Handling; Visual Merchandising; Upselling; Inventory Management; Communication',
    industries: 'Retail; Retail Apparel and Fashion',
    majors: 'business-administration; retail-management',
  },
  {
    name: 'Automotive Sales Consultant',
    synonyms:
      'Car Salesperson; Auto Sales Consultant; Automotive Sales Representative; Dealership Sales Consultant',
    skills:
      'Automotive Sales; Closing; Negotiation; Customer Service; Customer Relationship Management; Product Demonstrations; Upselling; Relationship Building',
    industries: 'Retail; Motor Vehicle Manufacturing',
    majors: 'business-administration; marketing',
  },
  {
    name: 'Account Manager',
    synonyms: 'Client Account Manager; Customer Account Manager; Client Manager',
    minYears: 1,
    skills:
      'Account Management; Relationship Building; Upselling; Renewals; Customer Retention; Salesforce; Quarterly Business Reviews; Negotiation; Customer Relationship Management',
    industries: `${SAAS}; Advertising Services; Staffing and Recruiting`,
    majors: 'business-administration; communications; marketing',
  },
  {
    name: 'Key Account Manager',
    synonyms: 'KAM; National Account Manager; Global Account Manager; Strategic Account Manager',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills:
      'Key Account Management; Strategic Account Management; Account Planning; Negotiation; Contract Negotiation; Sales Forecasting; Category Management; Executive Relationships; Profit and Loss Management',
    industries:
      'Food and Beverage Manufacturing; Personal Care Product Manufacturing; Pharmaceutical Manufacturing; Wholesale',
    majors: 'business-administration; marketing; economics',
  },
  {
    name: 'Sales Engineer',
    synonyms:
      'Solutions Engineer; Presales Engineer; Pre-Sales Consultant; Solutions Consultant; Technical Sales Engineer',
    minYears: 2,
    skills:
      'Sales Engineering; Product Demonstrations; Solution Design; Proof of Concept; Technical Sales; Request for Proposal; REST APIs; Cloud Computing; Public Speaking; SQL',
    industries: `${SAAS}; Computer and Network Security; Industrial Machinery Manufacturing`,
    majors: 'computer-science; electrical-engineering; information-systems; mechanical-engineering',
    certifications: 'AWS Certified Solutions Architect – Associate',
  },
  {
    name: 'Business Development Manager',
    synonyms: 'BDM; Business Development Executive; New Business Manager; Growth Manager',
    minYears: 3,
    skills:
      'Business Development; New Business Development; Strategic Partnerships; Negotiation; Lead Generation; Market Research; Proposal Writing; Relationship Building; Salesforce',
    industries:
      'IT Services and IT Consulting; Business Consulting and Services; Transportation, Logistics, Supply Chain and Storage; Engineering Services',
    majors: 'business-administration; international-business; marketing; economics',
  },
  {
    name: 'Partner Manager',
    synonyms: 'Channel Partner Manager; Alliances Manager; Partnerships Manager; Partner Development Manager',
    minYears: 3,
    skills:
      'Partner Management; Channel Sales; Strategic Partnerships; Reseller Management; Partner Marketing; Pipeline Management; Negotiation; Salesforce',
    industries: `${SAAS}; Computer and Network Security`,
    majors: 'business-administration; marketing',
  },
  {
    name: 'Channel Sales Manager',
    synonyms: 'Channel Account Manager; Indirect Sales Manager; Distribution Sales Manager',
    minYears: 4,
    skills:
      'Channel Sales; Reseller Management; Partner Management; Sales Forecasting; Territory Management; Negotiation; Sales Training; Pipeline Management',
    industries:
      'Computer Networking Products; Software Development; Appliances, Electrical, and Electronics Manufacturing; Wholesale',
    majors: 'business-administration; marketing',
  },
  {
    name: 'Medical Device Sales Representative',
    synonyms:
      'Medical Sales Representative; Surgical Sales Representative; Clinical Sales Specialist; Orthopedic Sales Rep',
    minYears: 1,
    skills:
      'Medical Device Sales; Capital Equipment Sales; Territory Management; Closing; Relationship Building; Product Demonstrations; Medical Terminology; Salesforce; Healthcare Sales',
    industries: 'Medical Equipment Manufacturing; Hospitals and Health Care',
    majors: 'biology; business-administration; kinesiology; marketing',
  },
  {
    name: 'Pharmaceutical Sales Representative',
    synonyms:
      'Pharma Sales Rep; Specialty Sales Representative; Territory Business Manager; Pharmaceutical Representative',
    skills:
      'Pharmaceutical Sales; Territory Management; Relationship Building; Pharmacology; Medical Terminology; Sales Presentations; Veeva Vault; Regulatory Compliance',
    industries: 'Pharmaceutical Manufacturing; Biotechnology Research',
    majors: 'biology; business-administration; marketing; health-sciences',
    certifications: 'Certified Medical Representative (CMR)',
  },
  {
    name: 'Insurance Agent',
    synonyms: 'Insurance Sales Agent; Insurance Producer; Licensed Insurance Agent; Insurance Broker',
    skills:
      'Insurance Sales; Property and Casualty Insurance; Life and Health Insurance; Prospecting; Closing; Customer Service; Customer Relationship Management; Relationship Building',
    industries: 'Insurance; Financial Services',
    majors: 'business-administration; finance; risk-management',
    certifications: 'Life and Health Insurance License; Property and Casualty Insurance License',
  },
  {
    name: 'Real Estate Agent',
    synonyms: "Realtor; Real Estate Salesperson; Real Estate Broker; Listing Agent; Buyer's Agent",
    skills:
      'Real Estate Sales; Negotiation; Prospecting; Closing; Customer Relationship Management; Market Research; Social Media Marketing; Contract Negotiation',
    industries: 'Real Estate',
    majors: 'real-estate; business-administration; marketing',
    certifications: 'Real Estate Salesperson License',
  },
  {
    name: 'Advertising Sales Representative',
    synonyms:
      'Media Sales Executive; Ad Sales Representative; Digital Media Sales Executive; Media Account Executive',
    minYears: 1,
    skills:
      'Advertising Sales; Programmatic Advertising; Prospecting; Closing; Media Planning; Sales Presentations; Salesforce; Negotiation',
    industries:
      'Online Audio and Video Media; Broadcast Media Production and Distribution; Newspaper Publishing; Technology, Information and Internet',
    majors: 'marketing; communications; advertising',
  },
  {
    name: 'Sales Operations Analyst',
    synonyms: 'Sales Ops Analyst; Sales Analyst; Revenue Operations Analyst; GTM Operations Analyst',
    skills:
      'Sales Operations; Salesforce Administration; Sales Forecasting; Microsoft Excel; SQL; Dashboards; Territory Management; Sales Compensation; Data Analysis',
    industries: SAAS,
    majors: 'business-analytics; economics; business-administration; finance',
  },
  {
    name: 'Revenue Operations Manager',
    synonyms: 'RevOps Manager; Sales Operations Manager; Revenue Operations Lead',
    minYears: 4,
    skills:
      'Revenue Operations; Sales Operations; Salesforce Administration; HubSpot; Sales Forecasting; Sales Compensation; Configure, Price, Quote; Process Improvement; Dashboards; Clari',
    industries: SAAS,
    majors: 'business-administration; economics; information-systems',
  },
  {
    name: 'Sales Enablement Manager',
    synonyms: 'Enablement Manager; Sales Enablement Specialist; Sales Trainer; Revenue Enablement Manager',
    minYears: 3,
    skills:
      'Sales Enablement; Sales Training; Employee Onboarding; Highspot; Seismic; Content Creation; Facilitation; Gong; Instructional Design',
    industries: SAAS,
    majors: 'business-administration; communications; education',
  },
  {
    name: 'Proposal Manager',
    synonyms: 'Bid Manager; Proposal Writer; Proposal Coordinator; Proposal Specialist',
    minYears: 2,
    skills:
      'Proposal Writing; Request for Proposal; Government Contracts; Editing; Project Management; Stakeholder Management; Microsoft Word; Technical Writing',
    industries:
      'Defense and Space Manufacturing; IT Services and IT Consulting; Engineering Services; Government Administration',
    majors: 'english; communications; business-administration',
    clearanceLikely: true,
  },
  {
    name: 'Capture Manager',
    synonyms: 'Capture Lead; Business Capture Manager; Director of Capture',
    seniorities: EXPERIENCED,
    minYears: 8,
    skills:
      'Government Sales; Government Contracts; Request for Proposal; Competitive Analysis; Pricing Strategy; Strategic Partnerships; Proposal Writing; Stakeholder Management',
    industries: 'Defense and Space Manufacturing; IT Services and IT Consulting; Government Administration',
    majors: 'business-administration; political-science; engineering-management',
    clearanceLikely: true,
  },
  {
    name: 'Sales Manager',
    synonyms: 'Sales Team Manager; Area Sales Manager; Sales Team Lead; District Sales Manager',
    seniorities: MANAGER,
    minYears: 5,
    skills:
      'Sales Management; Coaching and Feedback; Sales Forecasting; Pipeline Management; People Management; Quota Management; Salesforce; Team Building; Territory Management',
    industries: `${SAAS}; Wholesale; Financial Services`,
    majors: 'business-administration; marketing',
  },
  {
    name: 'Regional Sales Manager',
    synonyms: 'RSM; Regional Manager, Sales; Zone Sales Manager',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Sales Management; Territory Management; Sales Strategy; Key Account Management; Sales Forecasting; People Management; Budgeting; Negotiation',
    industries:
      'Medical Equipment Manufacturing; Industrial Machinery Manufacturing; Food and Beverage Manufacturing; Software Development',
    majors: 'business-administration; marketing',
  },
  {
    name: 'Sales Development Manager',
    synonyms: 'SDR Manager; BDR Manager; Manager, Sales Development',
    seniorities: MANAGER,
    minYears: 4,
    skills:
      'Sales Management; Prospecting; Sales Training; Outreach; Salesforce; Recruiting; People Management; Pipeline Management; Coaching and Feedback',
    industries: SAAS,
    majors: 'business-administration; communications',
  },
  {
    name: 'Director of Sales',
    synonyms: 'Sales Director; Head of Sales; Regional Sales Director; Director, Sales',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Sales Strategy; Sales Management; Sales Forecasting; Enterprise Sales; Revenue Operations; People Management; Budgeting; Executive Relationships; Organizational Design',
    industries: `${SAAS}; Medical Equipment Manufacturing; Financial Services`,
    majors: 'business-administration; marketing; economics',
  },
  {
    name: 'Director of Business Development',
    synonyms: 'Business Development Director; Head of Business Development; Head of Partnerships',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Business Development; Strategic Partnerships; Deal Structuring; Negotiation; Go-to-Market Strategy; Market Research; Executive Relationships; People Management',
    industries:
      'Business Consulting and Services; Software Development; Pharmaceutical Manufacturing; Financial Services',
    majors: 'business-administration; economics; international-business',
  },
  {
    name: 'Vice President of Sales',
    synonyms: 'VP of Sales; VP Sales; SVP Sales; Vice President, Sales',
    seniorities: EXECUTIVE,
    minYears: 14,
    skills:
      'Sales Strategy; Sales Management; Revenue Operations; Sales Forecasting; Organizational Design; Go-to-Market Strategy; Executive Communications; Budgeting',
    industries: `${SAAS}; Financial Services`,
    majors: 'business-administration; marketing',
  },
  {
    name: 'Chief Revenue Officer',
    synonyms: 'CRO; Chief Sales Officer; Chief Commercial Officer',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Sales Strategy; Revenue Operations; Go-to-Market Strategy; Pricing Strategy; Organizational Design; Executive Communications; Strategic Planning; Profit and Loss Management',
    industries: `${SAAS}; Financial Services; Internet Marketplace Platforms`,
    majors: 'business-administration; economics',
  },
]);
