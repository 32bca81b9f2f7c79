// Marketing and communications titles, and customer success and support titles.
import { DIRECTOR, defineTitles, ENTRY_LEVEL, EXECUTIVE, MANAGER, type TitleDef } from './title-def';

const SAAS = 'Software Development; IT Services and IT Consulting';

export const MARKETING_TITLES: readonly TitleDef[] = defineTitles('marketing', [
  {
    name: 'Marketing Coordinator',
    synonyms: 'Marketing Assistant; Marketing Associate; Marketing Administrator',
    seniorities: ENTRY_LEVEL,
    skills:
      'Digital Marketing; Social Media Management; Email Marketing; Content Creation; Event Marketing; Canva; HubSpot; Microsoft Excel; Project Coordination',
    industries: 'Marketing Services; Retail; Hospitals and Health Care; Non-profit Organizations',
    majors: 'marketing; communications; business-administration',
    certifications: 'HubSpot Inbound Marketing Certification',
  },
  {
    name: 'Marketing Specialist',
    synonyms: 'Marketing Generalist; Marketing Executive; Marketing Officer',
    skills:
      'Marketing Strategy; Digital Marketing; Campaign Management; Email Marketing; Content Marketing; Marketing Analytics; HubSpot; Google Analytics; Copywriting',
    industries: 'Software Development; Retail; Financial Services; Marketing Services',
    majors: 'marketing; communications; business-administration',
  },
  {
    name: 'Digital Marketing Specialist',
    synonyms: 'Digital Marketer; Online Marketing Specialist; Digital Marketing Executive',
    skills:
      'Digital Marketing; Search Engine Optimization; Pay-Per-Click Advertising; Google Ads; Meta Ads; Google Analytics; Email Marketing; Conversion Rate Optimization; Landing Pages',
    industries: 'Marketing Services; Retail; Advertising Services; Software Development',
    majors: 'marketing; digital-marketing; communications',
    certifications:
      'Google Ads Search Certification; Google Analytics Certification; Meta Certified Digital Marketing Associate',
  },
  {
    name: 'Content Marketing Manager',
    synonyms: 'Content Manager; Content Marketer; Content Lead; Editorial Manager',
    minYears: 3,
    skills:
      'Content Marketing; Content Strategy; Copywriting; Editing; Search Engine Optimization; Editorial Strategy; WordPress; Thought Leadership; Marketing Analytics',
    industries: 'Software Development; Marketing Services; Financial Services; E-Learning Providers',
    majors: 'marketing; journalism; english; communications',
    certifications: 'HubSpot Content Marketing Certification',
  },
  {
    name: 'Copywriter',
    synonyms: 'Content Writer; Advertising Copywriter; Marketing Writer; Brand Copywriter',
    skills:
      'Copywriting; Content Writing; Editing; Storytelling; Brand Strategy; Search Engine Optimization; Email Marketing; AP Style',
    industries: 'Advertising Services; Marketing Services; Retail; Software Development',
    majors: 'english; journalism; creative-writing; advertising',
  },
  {
    name: 'SEO Specialist',
    synonyms: 'SEO Manager; Search Engine Optimization Specialist; SEO Analyst; SEO Strategist',
    skills:
      'Search Engine Optimization; Technical SEO; Keyword Research; Link Building; Google Search Console; Semrush; Ahrefs; Google Analytics; Content Strategy; Screaming Frog',
    industries: 'Marketing Services; Retail; Technology, Information and Internet; Software Development',
    majors: 'marketing; digital-marketing; communications',
  },
  {
    name: 'Paid Media Specialist',
    synonyms: 'PPC Specialist; Paid Search Specialist; SEM Specialist; Paid Social Specialist; Media Buyer',
    skills:
      'Pay-Per-Click Advertising; Google Ads; Microsoft Advertising; Meta Ads; Paid Social; Programmatic Advertising; Conversion Rate Optimization; Google Analytics; Microsoft Excel; A/B Testing',
    industries: 'Advertising Services; Marketing Services; Retail; Internet Marketplace Platforms',
    majors: 'marketing; digital-marketing; advertising',
    certifications:
      'Google Ads Search Certification; Google Ads Display Certification; Meta Certified Media Buying Professional',
  },
  {
    name: 'Social Media Manager',
    synonyms: 'Social Media Specialist; Social Media Coordinator; Social Media Strategist',
    skills:
      'Social Media Marketing; Social Media Management; Social Media Content; Community Management; Influencer Marketing; Sprout Social; Hootsuite; Canva; Paid Social; Copywriting',
    industries: 'Marketing Services; Retail; Entertainment Providers; Consumer Services',
    majors: 'marketing; communications; digital-media; journalism',
    certifications: 'Hootsuite Social Marketing Certification',
  },
  {
    name: 'Lifecycle Marketing Manager',
    synonyms:
      'CRM Marketing Manager; Email Marketing Manager; Retention Marketing Manager; Email Marketing Specialist',
    minYears: 2,
    skills:
      'Lifecycle Marketing; Email Marketing; Marketing Automation; Braze; Klaviyo; Customer Segmentation; A/B Testing; Customer Retention; SQL',
    industries: 'Internet Marketplace Platforms; Retail; Software Development; Financial Services',
    majors: 'marketing; business-administration',
  },
  {
    name: 'Growth Marketing Manager',
    synonyms: 'Growth Marketer; Growth Manager, Marketing; User Growth Manager',
    minYears: 3,
    skills:
      'Growth Marketing; Growth Hacking; A/B Testing; Performance Marketing; Conversion Rate Optimization; Marketing Analytics; SQL; Product-Led Growth; Amplitude',
    industries:
      'Software Development; Technology, Information and Internet; Internet Marketplace Platforms; Financial Services',
    majors: 'marketing; economics; business-administration',
  },
  {
    name: 'Performance Marketing Manager',
    synonyms: 'Acquisition Marketing Manager; Paid Acquisition Manager; Digital Acquisition Manager',
    minYears: 3,
    skills:
      'Performance Marketing; Paid Media; Google Ads; Meta Ads; Marketing Attribution; Marketing Budget Management; Conversion Rate Optimization; Google Analytics; Marketing Mix Modeling',
    industries: 'Internet Marketplace Platforms; Retail; Financial Services; Travel Arrangements',
    majors: 'marketing; economics; business-analytics',
  },
  {
    name: 'User Acquisition Manager',
    synonyms: 'UA Manager; Mobile User Acquisition Manager; App Marketing Manager',
    minYears: 2,
    skills:
      'User Acquisition; Mobile Marketing; App Store Optimization; Paid Social; Meta Ads; Marketing Attribution; Game Analytics; A/B Testing; Marketing Budget Management',
    industries: 'Mobile Gaming Apps; Computer Games; Technology, Information and Internet',
    majors: 'marketing; economics; business-administration',
  },
  {
    name: 'Demand Generation Manager',
    synonyms: 'Demand Gen Manager; Pipeline Marketing Manager; Demand Marketing Manager',
    minYears: 3,
    skills:
      'Demand Generation; Account-Based Marketing; Marketing Automation; Marketo; Lead Nurturing; Campaign Management; Salesforce; Marketing Attribution; LinkedIn Ads',
    industries: SAAS,
    majors: 'marketing; business-administration; communications',
    certifications: 'Adobe Marketo Engage Certified Professional',
  },
  {
    name: 'Product Marketing Manager',
    synonyms: 'PMM; Product Marketer; Solutions Marketing Manager',
    minYears: 3,
    skills:
      'Product Marketing; Positioning and Messaging; Go-to-Market Strategy; Competitive Analysis; Product Launches; Sales Enablement; Consumer Insights; Content Creation; Pricing Strategy',
    industries: `${SAAS}; Financial Services`,
    majors: 'marketing; business-administration; communications',
    certifications: 'Product Marketing Certified: Core (PMMC)',
  },
  {
    name: 'Field Marketing Manager',
    synonyms: 'Regional Marketing Manager; Event Marketing Manager; Field Marketer',
    minYears: 3,
    skills:
      'Field Marketing; Event Marketing; Trade Shows; Account-Based Marketing; Campaign Management; Sales Enablement; Vendor Management; Marketing Budget Management',
    industries: `${SAAS}; Medical Equipment Manufacturing`,
    majors: 'marketing; communications; event-management',
  },
  {
    name: 'Brand Manager',
    synonyms: 'Associate Brand Manager; Brand Marketing Manager',
    minYears: 2,
    skills:
      'Brand Management; Brand Strategy; Consumer Insights; Market Research; Integrated Marketing; Trade Marketing; Profit and Loss Management; Product Launches; Media Planning',
    industries:
      'Food and Beverage Manufacturing; Personal Care Product Manufacturing; Retail; Retail Apparel and Fashion',
    majors: 'marketing; business-administration',
  },
  {
    name: 'Marketing Operations Manager',
    synonyms: 'Marketing Ops Manager; MOps Manager; Marketing Technology Manager; Martech Manager',
    minYears: 3,
    skills:
      'Marketing Operations; Marketing Automation; Marketo; HubSpot; Salesforce; Lead Nurturing; Marketing Attribution; Data Quality; Customer Data Platforms',
    industries: SAAS,
    majors: 'marketing; information-systems; business-administration',
  },
  {
    name: 'Marketing Analyst',
    synonyms: 'Marketing Data Analyst; Digital Analyst; Campaign Analyst; Web Analyst',
    skills:
      'Marketing Analytics; Google Analytics; SQL; Marketing Attribution; Tableau; A/B Testing; Microsoft Excel; Customer Segmentation; Data Visualization',
    industries: 'Retail; Marketing Services; Financial Services; Internet Marketplace Platforms',
    majors: 'marketing; statistics; economics; business-analytics',
  },
  {
    name: 'E-commerce Manager',
    synonyms: 'Ecommerce Manager; Digital Commerce Manager; Online Store Manager; E-commerce Specialist',
    minYears: 2,
    skills:
      'E-commerce; Shopify; E-commerce Merchandising; Marketplace Management; Conversion Rate Optimization; Google Analytics; Email Marketing; Inventory Management',
    industries:
      'Retail; Retail Apparel and Fashion; Personal Care Product Manufacturing; Internet Marketplace Platforms',
    majors: 'marketing; business-administration; digital-marketing',
  },
  {
    name: 'Public Relations Specialist',
    synonyms: 'PR Specialist; Communications Specialist; Media Relations Specialist; PR Manager; Publicist',
    skills:
      'Public Relations; Media Relations; Press Releases; Crisis Communications; Cision; Storytelling; Editing; Social Media Marketing; Thought Leadership',
    industries:
      'Public Relations and Communications Services; Non-profit Organizations; Hospitals and Health Care; Government Administration',
    majors: 'public-relations; communications; journalism',
    certifications: 'Accreditation in Public Relations (APR)',
  },
  {
    name: 'Communications Manager',
    synonyms: 'Corporate Communications Manager; Internal Communications Manager; Communications Lead',
    minYears: 4,
    skills:
      'Corporate Communications; Internal Communications; Executive Communications; Media Relations; Crisis Communications; Editing; Stakeholder Management; Content Strategy',
    industries: 'Hospitals and Health Care; Financial Services; Higher Education; Utilities',
    majors: 'communications; public-relations; journalism; english',
  },
  {
    name: 'Community Manager',
    synonyms: 'Online Community Manager; Community Lead; Player Community Manager; Community Specialist',
    skills:
      'Community Management; Social Media Management; Discord; Content Creation; Event Planning; Customer Advocacy; Copywriting; Voice of the Customer',
    industries:
      'Computer Games; Software Development; Technology, Information and Internet; Consumer Services',
    majors: 'communications; marketing; journalism',
  },
  {
    name: 'Marketing Manager',
    synonyms: 'Manager, Marketing; Marketing Team Manager; Marketing Lead',
    seniorities: MANAGER,
    minYears: 5,
    skills:
      'Marketing Strategy; Campaign Management; Integrated Marketing; Marketing Budget Management; People Management; Marketing Analytics; Brand Management; Digital Marketing',
    industries: 'Retail; Financial Services; Software Development; Hospitals and Health Care',
    majors: 'marketing; business-administration; communications',
  },
  {
    name: 'Director of Marketing',
    synonyms: 'Marketing Director; Head of Marketing; Director, Marketing',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Marketing Strategy; Brand Strategy; Demand Generation; Marketing Budget Management; People Management; Go-to-Market Strategy; Marketing Analytics; Executive Communications',
    industries: 'Software Development; Retail; Financial Services; Hospitals and Health Care',
    majors: 'marketing; business-administration',
  },
  {
    name: 'Director of Communications',
    synonyms: 'Communications Director; Head of Communications; Director of Public Affairs',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Corporate Communications; Media Relations; Crisis Communications; Executive Communications; Reputation Management; Public Relations; People Management; Budgeting',
    industries:
      'Non-profit Organizations; Government Administration; Higher Education; Hospitals and Health Care',
    majors: 'communications; public-relations; journalism; political-science',
  },
  {
    name: 'Vice President of Marketing',
    synonyms: 'VP of Marketing; VP Marketing; SVP Marketing; Vice President, Marketing',
    seniorities: EXECUTIVE,
    minYears: 14,
    skills:
      'Marketing Strategy; Brand Strategy; Demand Generation; Go-to-Market Strategy; Organizational Design; Marketing Budget Management; Executive Communications; Strategic Planning',
    industries: 'Software Development; Retail; Financial Services',
    majors: 'marketing; business-administration',
  },
  {
    name: 'Chief Marketing Officer',
    synonyms: 'CMO; Chief Brand Officer; Chief Growth Officer',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Marketing Strategy; Brand Strategy; Go-to-Market Strategy; Strategic Planning; Organizational Design; Executive Communications; Marketing Budget Management; Consumer Insights',
    industries: 'Retail; Software Development; Financial Services; Food and Beverage Manufacturing',
    majors: 'marketing; business-administration; communications',
  },
]);

export const CUSTOMER_SUCCESS_TITLES: readonly TitleDef[] = defineTitles('customer_success', [
  {
    name: 'Customer Success Manager',
    synonyms: 'CSM; Client Success Manager; Customer Success Specialist; Customer Success Associate',
    minYears: 1,
    skills:
      'Customer Success; Customer Onboarding; Customer Retention; Renewals; Quarterly Business Reviews; Product Adoption; Gainsight; Customer Health Scoring; Salesforce; Relationship Building',
    industries: `${SAAS}; Financial Services`,
    majors: 'business-administration; communications; psychology; marketing',
    certifications: 'Certified Customer Success Manager (CCSM)',
  },
  {
    name: 'Customer Service Representative',
    synonyms: 'CSR; Customer Service Agent; Customer Care Representative; Customer Service Associate',
    seniorities: ENTRY_LEVEL,
    skills:
      'Customer Service; Phone Support; Complaint Handling; Data Entry; Communication; Empathy; Zendesk; Multitasking; Problem Solving',
    industries: 'Retail; Insurance; Telecommunications; Consumer Services',
    majors: 'business-administration; communications',
  },
  {
    name: 'Call Center Agent',
    synonyms:
      'Call Center Representative; Contact Center Agent; Call Center Associate; Contact Center Representative',
    seniorities: ENTRY_LEVEL,
    skills:
      'Call Center Operations; Phone Support; Customer Service; Typing; Data Entry; Complaint Handling; Genesys; Active Listening',
    industries: 'Consumer Services; Insurance; Telecommunications; Banking',
    majors: 'communications; business-administration',
  },
  {
    name: 'Customer Support Specialist',
    synonyms:
      'Customer Support Representative; Support Specialist; Customer Support Agent; Support Associate',
    skills:
      'Customer Support; Troubleshooting; Zendesk; Intercom; Live Chat Support; Knowledge Base Management; Escalation Management; Written Communication; Empathy',
    industries: `${SAAS}; Internet Marketplace Platforms; Consumer Services`,
    majors: 'communications; business-administration; psychology',
  },
  {
    name: 'Technical Support Engineer',
    synonyms: 'Support Engineer; Tier 2 Support Engineer; Product Support Engineer',
    skills:
      'Technical Support; Troubleshooting; SQL; REST APIs; Linux; Escalation Management; Jira; Zendesk; Debugging; Customer Support',
    industries: `${SAAS}; Computer Networking Products`,
    majors: 'computer-science; information-technology; information-systems',
    certifications: 'HDI Support Center Analyst (HDI-SCA)',
  },
  {
    name: 'Implementation Specialist',
    synonyms: 'Implementation Consultant; Onboarding Specialist; Implementation Manager; Onboarding Manager',
    minYears: 1,
    skills:
      'Software Implementation; Customer Onboarding; Project Management; Requirements Gathering; Data Migration; Customer Training; Stakeholder Management; Microsoft Excel',
    industries: `${SAAS}; Hospitals and Health Care; Financial Services`,
    majors: 'business-administration; information-systems; communications',
  },
  {
    name: 'Renewals Manager',
    synonyms: 'Renewal Specialist; Renewals Account Manager; Contract Renewals Specialist',
    minYears: 2,
    skills:
      'Renewals; Customer Retention; Negotiation; Salesforce; Sales Forecasting; Upselling; Contract Negotiation; Customer Health Scoring',
    industries: SAAS,
    majors: 'business-administration; communications',
  },
  {
    name: 'Customer Experience Manager',
    synonyms: 'CX Manager; Customer Experience Specialist; Voice of the Customer Manager',
    minYears: 3,
    skills:
      'Customer Experience; Voice of the Customer; Net Promoter Score; Customer Satisfaction; Journey Mapping; Process Improvement; Data Analysis; Stakeholder Management',
    industries: 'Retail; Hospitality; Banking; Software Development',
    majors: 'business-administration; psychology; marketing',
    certifications: 'Certified Customer Experience Professional (CCXP)',
  },
  {
    name: 'Customer Success Operations Analyst',
    synonyms: 'CS Ops Analyst; Customer Operations Analyst; Support Operations Analyst',
    skills:
      'Customer Health Scoring; Gainsight; Salesforce Administration; SQL; Dashboards; Process Improvement; Data Analysis; Workforce Management',
    industries: SAAS,
    majors: 'business-analytics; information-systems; economics',
    certifications: 'Gainsight Certified Administrator',
  },
  {
    name: 'Professional Services Consultant',
    synonyms: 'Services Consultant; Technical Consultant; Deployment Consultant',
    minYears: 2,
    skills:
      'Professional Services; Software Implementation; Solutions Consulting; Requirements Gathering; Customer Training; Project Management; Systems Integration; SQL',
    industries: `${SAAS}; Hospitals and Health Care`,
    majors: 'information-systems; computer-science; business-administration',
  },
  {
    name: 'Customer Support Manager',
    synonyms: 'Support Manager; Customer Service Manager; Contact Center Manager; Support Team Lead',
    seniorities: MANAGER,
    minYears: 5,
    skills:
      'Customer Support; People Management; Workforce Management; Service Level Agreements; Quality Monitoring; Escalation Management; Zendesk; Customer Satisfaction; Coaching and Feedback',
    industries: `${SAAS}; Retail; Telecommunications`,
    majors: 'business-administration; communications',
  },
  {
    name: 'Customer Success Team Lead',
    synonyms: 'Manager, Customer Success; Customer Success Team Manager; CSM Manager',
    seniorities: MANAGER,
    minYears: 5,
    skills:
      'Customer Success; People Management; Customer Retention; Renewals; Expansion Revenue; Gainsight; Coaching and Feedback; Sales Forecasting',
    industries: SAAS,
    majors: 'business-administration; communications',
  },
  {
    name: 'Director of Customer Success',
    synonyms: 'Head of Customer Success; Customer Success Director; Director, Customer Experience',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Customer Success; Customer Retention; Expansion Revenue; Customer Lifecycle Management; People Management; Organizational Design; Budgeting; Executive Relationships',
    industries: `${SAAS}; Financial Services`,
    majors: 'business-administration; communications',
  },
  {
    name: 'Director of Customer Support',
    synonyms: 'Head of Support; Director of Customer Service; Support Director',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Customer Support; Call Center Operations; Workforce Management; Omnichannel Support; Service Level Agreements; People Management; Budgeting; Process Improvement',
    industries: 'Retail; Telecommunications; Software Development; Insurance',
    majors: 'business-administration; operations-management',
  },
  {
    name: 'Chief Customer Officer',
    synonyms: 'VP of Customer Success; Vice President, Customer Success; Chief Experience Officer',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Customer Success; Customer Experience; Customer Retention; Organizational Design; Strategic Planning; Executive Communications; Profit and Loss Management; Budgeting',
    industries: `${SAAS}; Telecommunications; Retail`,
    majors: 'business-administration; marketing',
  },
]);
