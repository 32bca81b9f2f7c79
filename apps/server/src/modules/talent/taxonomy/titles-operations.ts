// Operations titles: delivery, consulting, supply chain, manufacturing and quality, facilities and
// administration, retail, hospitality, aviation and the general-management executives.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

export const OPERATIONS_TITLES: readonly TitleDef[] = defineTitles('operations', [
  {
    name: 'Operations Coordinator',
    synonyms: 'Operations Assistant; Operations Associate; Operations Specialist',
    seniorities: ENTRY_LEVEL,
    skills:
      'Operations Management; Staff Scheduling; Data Entry; Vendor Management; Microsoft Excel; Process Improvement; Communication; Records Management',
    industries:
      'Transportation, Logistics, Supply Chain and Storage; Hospitals and Health Care; Construction; Non-profit Organizations',
    majors: 'business-administration; operations-management',
  },
  {
    name: 'Operations Analyst',
    synonyms: 'Business Operations Analyst; Operations Research Associate; Process Analyst',
    skills:
      'Operational Metrics; Data Analysis; SQL; Microsoft Excel; Process Improvement; Dashboards; Key Performance Indicators; Root Cause Analysis',
    industries:
      'Financial Services; Transportation, Logistics, Supply Chain and Storage; Internet Marketplace Platforms; Hospitals and Health Care',
    majors: 'business-analytics; industrial-engineering; operations-management; economics',
  },
  {
    name: 'Strategy and Operations Manager',
    synonyms:
      'BizOps Manager; Business Operations Manager; Strategy & Operations Associate; Strategy Manager',
    minYears: 3,
    skills:
      'Business Operations; Business Strategy; Strategic Planning; Financial Modeling; Data Analysis; Objectives and Key Results; Stakeholder Management; Microsoft PowerPoint; SQL',
    industries:
      'Software Development; Technology, Information and Internet; Internet Marketplace Platforms; Financial Services',
    majors: 'business-administration; economics; engineering-management',
  },
  {
    name: 'Management Consultant',
    synonyms:
      'Strategy Consultant; Business Consultant; Consultant; Associate Consultant; Strategy Associate',
    skills:
      'Management Consulting; Business Strategy; Financial Modeling; Market Sizing; Stakeholder Management; Microsoft PowerPoint; Microsoft Excel; Problem Solving; Data Analysis; Change Management',
    industries: 'Business Consulting and Services; Strategic Management Services',
    majors: 'business-administration; economics; engineering-management; finance',
  },
  {
    name: 'Project Manager',
    synonyms: 'IT Project Manager; Project Lead; Delivery Manager; Project Manager, IT',
    minYears: 3,
    skills:
      'Project Management; Project Scheduling; Risk Mitigation; Stakeholder Management; Budgeting; Microsoft Project; Agile Methodologies; Waterfall Methodology; Status Reporting; Scope Management',
    industries: 'IT Services and IT Consulting; Construction; Hospitals and Health Care; Financial Services',
    majors: 'project-management; business-administration; information-systems; engineering-management',
    certifications:
      'Project Management Professional (PMP); PRINCE2 Practitioner; Certified ScrumMaster (CSM)',
  },
  {
    name: 'Project Coordinator',
    synonyms: 'Project Assistant; Project Administrator; PMO Coordinator; Project Support Officer',
    seniorities: ENTRY_LEVEL,
    skills:
      'Project Coordination; Project Scheduling; Status Reporting; Smartsheet; Microsoft Project; Meeting Planning; Records Management; Microsoft Excel',
    industries:
      'Construction; IT Services and IT Consulting; Engineering Services; Hospitals and Health Care',
    majors: 'business-administration; project-management; construction-management',
    certifications: 'Certified Associate in Project Management (CAPM)',
  },
  {
    name: 'Program Manager',
    synonyms: 'Programme Manager; Program Lead; Defense Program Manager',
    seniorities: EXPERIENCED,
    minYears: 6,
    skills:
      'Program Management; Project Portfolio Management; Earned Value Management; Risk Mitigation; Stakeholder Management; Budgeting; Government Contracts; Cross-Functional Team Leadership; Status Reporting',
    industries:
      'Defense and Space Manufacturing; Government Administration; IT Services and IT Consulting; Hospitals and Health Care',
    majors: 'engineering-management; business-administration; project-management',
    certifications: 'Project Management Professional (PMP); Program Management Professional (PgMP)',
    clearanceLikely: true,
  },
  {
    name: 'Supply Chain Analyst',
    synonyms: 'Supply Chain Planner; Inventory Analyst; Materials Analyst; Supply Planner',
    skills:
      'Supply Chain Management; Supply Chain Planning; Inventory Optimization; Demand Planning; SAP ERP; Microsoft Excel; SQL; Data Analysis; Sales and Operations Planning',
    industries:
      'Food and Beverage Manufacturing; Retail; Medical Equipment Manufacturing; Transportation, Logistics, Supply Chain and Storage',
    majors: 'supply-chain-management; logistics; industrial-engineering; business-analytics',
    certifications:
      'Certified Supply Chain Professional (CSCP); Certified in Planning and Inventory Management (CPIM)',
  },
  {
    name: 'Demand Planner',
    synonyms: 'Demand Planning Analyst; Forecast Analyst; Demand and Supply Planner',
    skills:
      'Demand Planning; Financial Forecasting; Sales and Operations Planning; Time Series Analysis; SAP ERP; Kinaxis RapidResponse; Microsoft Excel; Inventory Optimization',
    industries:
      'Food and Beverage Manufacturing; Personal Care Product Manufacturing; Retail; Pharmaceutical Manufacturing',
    majors: 'supply-chain-management; statistics; business-analytics',
    certifications: 'Certified in Planning and Inventory Management (CPIM)',
  },
  {
    name: 'Buyer',
    synonyms: 'Purchasing Agent; Procurement Specialist; Purchasing Specialist; Procurement Analyst',
    skills:
      'Procurement; Purchase Orders; Supplier Negotiation; Vendor Management; Strategic Sourcing; SAP Ariba; Spend Analysis; Inventory Management; Microsoft Excel',
    industries:
      'Industrial Machinery Manufacturing; Retail; Hospitals and Health Care; Aviation and Aerospace Component Manufacturing',
    majors: 'supply-chain-management; business-administration',
    certifications: 'Certified Professional in Supply Management (CPSM)',
  },
  {
    name: 'Category Manager',
    synonyms: 'Category Buyer; Category Specialist; Merchandise Category Manager; Sourcing Manager',
    minYears: 3,
    skills:
      'Category Management; Strategic Sourcing; Supplier Negotiation; Spend Analysis; Merchandising; Profit and Loss Management; Market Research; Vendor Management',
    industries: 'Retail; Food and Beverage Manufacturing; Wholesale; Internet Marketplace Platforms',
    majors: 'business-administration; supply-chain-management; marketing',
  },
  {
    name: 'Logistics Coordinator',
    synonyms: 'Shipping Coordinator; Logistics Specialist; Transportation Coordinator; Freight Coordinator',
    seniorities: ENTRY_LEVEL,
    skills:
      'Logistics; Shipping and Receiving; Transportation Management; Freight Forwarding; Import/Export; Transportation Management Systems; Microsoft Excel; Data Entry',
    industries:
      'Transportation, Logistics, Supply Chain and Storage; Wholesale; Retail; Truck Transportation',
    majors: 'logistics; supply-chain-management; business-administration',
  },
  {
    name: 'Logistics Analyst',
    synonyms:
      'Logistics Management Specialist; Logistics Planner; Defense Logistics Analyst; Life Cycle Logistician',
    skills:
      'Logistics; Military Logistics; Supply Chain Planning; Inventory Management; Data Analysis; SAP ERP; Microsoft Excel; Transportation Management',
    industries:
      'Defense and Space Manufacturing; Armed Forces; Government Administration; Transportation, Logistics, Supply Chain and Storage',
    majors: 'logistics; supply-chain-management; military-science',
    clearanceLikely: true,
  },
  {
    name: 'Dispatcher',
    synonyms: 'Fleet Dispatcher; Logistics Dispatcher; Truck Dispatcher; 911 Dispatcher',
    seniorities: ENTRY_LEVEL,
    skills:
      'Dispatching; Route Planning; Fleet Management; Transportation Management Systems; Multitasking; Communication; Customer Service; Data Entry',
    industries:
      'Truck Transportation; Transportation, Logistics, Supply Chain and Storage; Law Enforcement; Utilities',
    majors: 'logistics; business-administration; criminal-justice',
  },
  {
    name: 'Truck Driver',
    synonyms: 'CDL Driver; Class A Driver; Delivery Driver; Tractor-Trailer Driver; OTR Driver',
    seniorities: ENTRY_LEVEL,
    skills:
      'Last-Mile Delivery; Route Planning; Shipping and Receiving; Hazardous Materials; Workplace Safety; Time Management; Customer Service',
    industries: 'Truck Transportation; Transportation, Logistics, Supply Chain and Storage; Wholesale',
    majors: 'logistics',
    certifications: "Commercial Driver's License (CDL) Class A",
  },
  {
    name: 'Warehouse Associate',
    synonyms:
      'Warehouse Worker; Material Handler; Picker Packer; Order Picker; Forklift Operator; Fulfillment Associate',
    seniorities: ENTRY_LEVEL,
    skills:
      'Warehouse Operations; Order Fulfillment; Shipping and Receiving; Forklift Operation; Cycle Counting; RF Scanning; Workplace Safety; Teamwork',
    industries:
      'Transportation, Logistics, Supply Chain and Storage; Retail; Wholesale; Internet Marketplace Platforms',
    majors: 'logistics; business-administration',
  },
  {
    name: 'Production Associate',
    synonyms:
      'Production Worker; Assembler; Production Technician; Machine Operator; Manufacturing Associate',
    seniorities: ENTRY_LEVEL,
    skills:
      'Manufacturing Operations; Assembly Line Operations; Quality Control; 5S; Workplace Safety; Good Manufacturing Practice; Teamwork; Attention to Detail',
    industries:
      'Food and Beverage Manufacturing; Motor Vehicle Manufacturing; Medical Equipment Manufacturing; Industrial Machinery Manufacturing',
    majors: 'manufacturing-engineering; industrial-engineering',
  },
  {
    name: 'Maintenance Technician',
    synonyms:
      'Maintenance Mechanic; Industrial Maintenance Technician; Facilities Technician; Building Engineer',
    skills:
      'Preventive Maintenance; Building Maintenance; Computerized Maintenance Management Systems; PLC Programming; HVAC Engineering; Hardware Troubleshooting; Workplace Safety; Welding',
    industries:
      'Industrial Machinery Manufacturing; Food and Beverage Manufacturing; Real Estate; Hospitals and Health Care',
    majors: 'mechatronics; manufacturing-engineering; electrical-engineering',
  },
  {
    name: 'Aircraft Maintenance Technician',
    synonyms: 'A&P Mechanic; Aircraft Mechanic; Airframe and Powerplant Mechanic; Avionics Technician',
    skills:
      'Aircraft Maintenance; Avionics; Aviation Safety; Preventive Maintenance; Hardware Troubleshooting; Attention to Detail',
    industries: 'Airlines and Aviation; Aviation and Aerospace Component Manufacturing; Armed Forces',
    majors: 'aviation; aerospace-engineering',
    certifications: 'FAA Airframe and Powerplant (A&P) Certificate',
  },
  {
    name: 'Pilot',
    synonyms: 'Airline Pilot; First Officer; Airline Captain; Commercial Pilot',
    minYears: 2,
    skills:
      'Airline Operations; Aviation Safety; Decision Making; Crew Resource Management; Communication; Work Under Pressure',
    industries: 'Airlines and Aviation; Armed Forces',
    majors: 'aviation; aerospace-engineering',
  },
  {
    name: 'Flight Attendant',
    synonyms: 'Cabin Crew; Cabin Crew Member; Flight Attendant Crew Member',
    seniorities: ENTRY_LEVEL,
    skills:
      'Guest Services; Aviation Safety; First Aid; Customer Service; Conflict Resolution; Emergency Management; Communication',
    industries: 'Airlines and Aviation',
    majors: 'hospitality-management; communications; tourism-management',
  },
  {
    name: 'Quality Engineer',
    synonyms: 'Manufacturing Quality Engineer; Supplier Quality Engineer; Process Quality Engineer; QE',
    minYears: 1,
    skills:
      'Quality Management Systems; Root Cause Analysis; Corrective and Preventive Action; Failure Mode and Effects Analysis; Statistical Process Control; ISO 9001; Production Part Approval Process; Measurement System Analysis; Six Sigma',
    industries:
      'Medical Equipment Manufacturing; Motor Vehicle Manufacturing; Aviation and Aerospace Component Manufacturing; Industrial Machinery Manufacturing',
    majors: 'industrial-engineering; mechanical-engineering; manufacturing-engineering',
    certifications: 'Certified Quality Engineer (CQE); Six Sigma Green Belt',
  },
  {
    name: 'Continuous Improvement Manager',
    synonyms: 'Lean Manager; Operational Excellence Manager; Process Improvement Manager; CI Manager',
    minYears: 5,
    skills:
      'Lean Manufacturing; Six Sigma; Kaizen; Value Stream Mapping; Operational Excellence; Root Cause Analysis; Change Management; Training Delivery; Process Improvement',
    industries:
      'Industrial Machinery Manufacturing; Food and Beverage Manufacturing; Hospitals and Health Care; Transportation, Logistics, Supply Chain and Storage',
    majors: 'industrial-engineering; operations-management; mechanical-engineering',
    certifications: 'Six Sigma Black Belt; Six Sigma Green Belt',
  },
  {
    name: 'EHS Specialist',
    synonyms:
      'Safety Specialist; Health and Safety Officer; Environmental Health and Safety Specialist; Safety Coordinator; HSE Advisor',
    skills:
      'Environmental Health and Safety; OSHA Regulations; Workplace Safety; Incident Investigation; Hazardous Materials; Training Delivery; Regulatory Compliance; Root Cause Analysis',
    industries: 'Construction; Chemical Manufacturing; Oil and Gas; Industrial Machinery Manufacturing',
    majors: 'occupational-health-and-safety; environmental-science; industrial-engineering',
    certifications: 'OSHA 30-Hour General Industry; Certified Safety Professional (CSP); HAZWOPER 40-Hour',
  },
  {
    name: 'Executive Assistant',
    synonyms:
      'EA; Executive Administrative Assistant; Assistant to the CEO; Executive Secretary; Personal Assistant',
    skills:
      'Executive Support; Calendar Management; Travel Coordination; Meeting Planning; Microsoft Office; Google Workspace; Confidentiality; Event Planning; Written Communication',
    industries:
      'Financial Services; Software Development; Hospitals and Health Care; Business Consulting and Services',
    majors: 'business-administration; communications; english',
    certifications: 'Certified Administrative Professional (CAP)',
  },
  {
    name: 'Administrative Assistant',
    synonyms: 'Admin Assistant; Office Assistant; Secretary; Administrative Coordinator; Clerk',
    seniorities: ENTRY_LEVEL,
    skills:
      'Administrative Support; Calendar Management; Data Entry; Microsoft Office; Records Management; Customer Service; Reception; Typing',
    industries: 'Hospitals and Health Care; Government Administration; Higher Education; Real Estate',
    majors: 'business-administration; communications',
    certifications: 'Microsoft Office Specialist (MOS)',
  },
  {
    name: 'Receptionist',
    synonyms: 'Front Desk Receptionist; Front Desk Coordinator; Front Desk Agent; Guest Service Agent',
    seniorities: ENTRY_LEVEL,
    skills:
      'Reception; Customer Service; Calendar Management; Phone Support; Administrative Support; Mail Processing; Multitasking',
    industries: 'Hospitality; Real Estate; Business Consulting and Services; Wellness and Fitness Services',
    majors: 'business-administration; hospitality-management',
  },
  {
    name: 'Event Coordinator',
    synonyms: 'Event Planner; Events Specialist; Conference Coordinator; Meeting Planner',
    skills:
      'Event Planning; Meeting Planning; Vendor Management; Budgeting; Sponsorships; Travel Coordination; Customer Service; Project Coordination',
    industries: 'Hospitality; Non-profit Organizations; Entertainment Providers; Higher Education',
    majors: 'event-management; hospitality-management; communications',
    certifications: 'Certified Meeting Professional (CMP)',
  },
  {
    name: 'Program Coordinator',
    synonyms: 'Program Assistant; Program Associate; Community Program Coordinator',
    seniorities: ENTRY_LEVEL,
    skills:
      'Program Development; Community Engagement; Volunteer Management; Grant Management; Event Planning; Data Collection; Report Writing; Budgeting',
    industries: 'Non-profit Organizations; Higher Education; Government Administration; Public Health',
    majors: 'public-administration; social-work; sociology; communications',
  },
  {
    name: 'Grants Manager',
    synonyms: 'Grant Writer; Grants Specialist; Grants Administrator; Development Associate',
    minYears: 2,
    skills:
      "Grant Writing; Grant Management; Donor Relations; Budgeting; Report Writing; Program Evaluation; Raiser's Edge; Research Skills",
    industries: 'Non-profit Organizations; Higher Education; Hospitals and Health Care; Research Services',
    majors: 'english; public-administration; communications',
    certifications: 'Certified Fund Raising Executive (CFRE)',
  },
  {
    name: 'Emergency Management Specialist',
    synonyms:
      'Emergency Management Coordinator; Emergency Preparedness Specialist; Continuity of Operations Planner',
    skills:
      'Emergency Management; Business Continuity Planning; Risk Assessment; Community Engagement; Training Delivery; Geographic Information Systems; Public Administration',
    industries: 'Government Administration; Hospitals and Health Care; Public Health; Utilities',
    majors: 'emergency-management; public-administration; public-health',
    certifications: 'Certified Emergency Manager (CEM)',
    clearanceLikely: true,
  },
  {
    name: 'Operations Manager',
    synonyms: 'Operations Supervisor; Site Operations Manager; Plant Operations Manager; Branch Manager',
    seniorities: MANAGER,
    minYears: 5,
    skills:
      'Operations Management; People Management; Budgeting; Process Improvement; Key Performance Indicators; Workplace Safety; Vendor Management; Lean Manufacturing; Staff Scheduling',
    industries:
      'Transportation, Logistics, Supply Chain and Storage; Industrial Machinery Manufacturing; Hospitals and Health Care; Retail',
    majors: 'operations-management; business-administration; industrial-engineering',
  },
  {
    name: 'Supply Chain Manager',
    synonyms: 'Supply Chain Lead; Materials Manager; Supply Planning Manager',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Supply Chain Management; Sales and Operations Planning; Inventory Optimization; Procurement; Logistics; Supplier Negotiation; People Management; SAP ERP; Cost Reduction',
    industries:
      'Food and Beverage Manufacturing; Retail; Medical Equipment Manufacturing; Motor Vehicle Manufacturing',
    majors: 'supply-chain-management; logistics; business-administration',
    certifications: 'Certified Supply Chain Professional (CSCP)',
  },
  {
    name: 'Procurement Manager',
    synonyms: 'Purchasing Manager; Strategic Sourcing Manager; Manager, Procurement',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Procurement; Strategic Sourcing; Supplier Negotiation; Contract Negotiation; Spend Analysis; Coupa; Vendor Management; People Management; Cost Reduction',
    industries:
      'Hospitals and Health Care; Industrial Machinery Manufacturing; Government Administration; Retail',
    majors: 'supply-chain-management; business-administration',
    certifications: 'Certified Professional in Supply Management (CPSM)',
  },
  {
    name: 'Logistics Manager',
    synonyms: 'Transportation Manager; Distribution Manager; Logistics Operations Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Logistics; Transportation Management; Distribution Management; Third-Party Logistics; Freight Forwarding; People Management; Budgeting; Key Performance Indicators',
    industries:
      'Transportation, Logistics, Supply Chain and Storage; Retail; Wholesale; Food and Beverage Manufacturing',
    majors: 'logistics; supply-chain-management',
    certifications: 'Certified in Logistics, Transportation and Distribution (CLTD)',
  },
  {
    name: 'Warehouse Manager',
    synonyms:
      'Distribution Center Manager; DC Manager; Warehouse Operations Manager; Fulfillment Center Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Warehouse Operations; Warehouse Management Systems; Inventory Management; People Management; Workplace Safety; Lean Manufacturing; Key Performance Indicators; Budgeting',
    industries:
      'Transportation, Logistics, Supply Chain and Storage; Retail; Wholesale; Internet Marketplace Platforms',
    majors: 'logistics; supply-chain-management; business-administration',
  },
  {
    name: 'Production Supervisor',
    synonyms: 'Manufacturing Supervisor; Shift Supervisor; Production Manager; Line Supervisor',
    seniorities: MANAGER,
    minYears: 4,
    skills:
      'Manufacturing Operations; Production Planning; People Management; Lean Manufacturing; Workplace Safety; Quality Control; Overall Equipment Effectiveness; Staff Scheduling',
    industries:
      'Food and Beverage Manufacturing; Industrial Machinery Manufacturing; Motor Vehicle Manufacturing; Pharmaceutical Manufacturing',
    majors: 'industrial-engineering; manufacturing-engineering; operations-management',
  },
  {
    name: 'Quality Manager',
    synonyms: 'Quality Assurance Manager; QA Manager; Quality Control Manager; Head of Quality',
    seniorities: MANAGER,
    minYears: 8,
    skills:
      'Quality Management Systems; ISO 9001; Audit Readiness; Corrective and Preventive Action; Root Cause Analysis; People Management; Supplier Quality; Regulatory Compliance',
    industries:
      'Medical Equipment Manufacturing; Pharmaceutical Manufacturing; Aviation and Aerospace Component Manufacturing; Food and Beverage Manufacturing',
    majors: 'industrial-engineering; chemistry; manufacturing-engineering',
    certifications:
      'Certified Manager of Quality/Organizational Excellence (CMQ/OE); Certified Quality Auditor (CQA)',
  },
  {
    name: 'EHS Manager',
    synonyms: 'Safety Manager; HSE Manager; Environmental Health and Safety Manager',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Environmental Health and Safety; OSHA Regulations; Workplace Safety; Incident Investigation; Regulatory Compliance; People Management; Risk Assessment; Sustainability',
    industries: 'Construction; Chemical Manufacturing; Oil and Gas; Utilities',
    majors: 'occupational-health-and-safety; environmental-science',
    certifications: 'Certified Safety Professional (CSP); OSHA 30-Hour Construction',
  },
  {
    name: 'Facilities Manager',
    synonyms: 'Facility Manager; Facilities Operations Manager; Building Manager; Workplace Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Facilities Management; Building Maintenance; Vendor Management; Budgeting; Space Management; Environmental Health and Safety; Computerized Maintenance Management Systems; Energy Management',
    industries: 'Real Estate; Hospitals and Health Care; Higher Education; Software Development',
    majors: 'business-administration; mechanical-engineering; construction-management',
    certifications: 'Certified Facility Manager (CFM)',
  },
  {
    name: 'Office Manager',
    synonyms: 'Office Administrator; Office Coordinator; Workplace Coordinator; Office Operations Manager',
    seniorities: MANAGER,
    minYears: 3,
    skills:
      'Office Management; Administrative Support; Vendor Management; Facilities Management; Budgeting; Event Planning; Employee Onboarding; Bookkeeping',
    industries: 'Medical Practices; Law Practice; Software Development; Real Estate',
    majors: 'business-administration; communications',
  },
  {
    name: 'Store Manager',
    synonyms: 'Retail Store Manager; Assistant Store Manager; Retail Manager; Shop Manager',
    seniorities: MANAGER,
    minYears: 4,
    skills:
      'Store Management; Retail Operations; People Management; Visual Merchandising; Inventory Management; Loss Prevention; Customer Service; Profit and Loss Management; Staff Scheduling',
    industries: 'Retail; Retail Apparel and Fashion; Food and Beverage Services',
    majors: 'retail-management; business-administration',
  },
  {
    name: 'Restaurant Manager',
    synonyms:
      'Restaurant General Manager; Kitchen Manager; Food and Beverage Manager; Assistant Restaurant Manager',
    seniorities: MANAGER,
    minYears: 3,
    skills:
      'Food Service Operations; Food Safety; People Management; Inventory Management; Customer Service; Budgeting; Staff Scheduling; Point of Sale Systems',
    industries: 'Food and Beverage Services; Hospitality',
    majors: 'hospitality-management; culinary-arts; business-administration',
    certifications: 'ServSafe Food Protection Manager',
  },
  {
    name: 'Hotel Manager',
    synonyms: 'Hotel General Manager; Front Office Manager; Rooms Division Manager; Hotel Operations Manager',
    seniorities: MANAGER,
    minYears: 5,
    skills:
      'Hotel Operations; Revenue Management; Guest Services; People Management; Budgeting; Customer Experience; Event Planning; Vendor Management',
    industries: 'Hospitality; Travel Arrangements',
    majors: 'hospitality-management; tourism-management; business-administration',
    certifications: 'Certified Hotel Administrator (CHA)',
  },
  {
    name: 'Director of Operations',
    synonyms: 'Operations Director; Head of Operations; Director, Business Operations',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Operations Management; Strategic Planning; Budgeting; Process Improvement; People Management; Key Performance Indicators; Change Management; Vendor Management',
    industries:
      'Hospitals and Health Care; Transportation, Logistics, Supply Chain and Storage; Software Development; Non-profit Organizations',
    majors: 'operations-management; business-administration',
  },
  {
    name: 'Chief of Staff',
    synonyms: 'Chief of Staff to the CEO; Deputy Chief of Staff; Office of the CEO Lead',
    seniorities: DIRECTOR,
    minYears: 7,
    skills:
      'Strategic Planning; Business Operations; Executive Communications; Stakeholder Management; Objectives and Key Results; Project Management; Board Reporting; Decision Making',
    industries:
      'Software Development; Government Administration; Financial Services; Non-profit Organizations',
    majors: 'business-administration; public-policy; economics',
  },
  {
    name: 'Director of Development',
    synonyms: 'Development Director; Fundraising Director; Director of Philanthropy; Advancement Director',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      "Fundraising; Major Gifts; Donor Relations; Grant Writing; Raiser's Edge; Event Planning; Strategic Planning; People Management",
    industries: 'Non-profit Organizations; Higher Education; Hospitals and Health Care',
    majors: 'communications; business-administration; public-administration',
    certifications: 'Certified Fund Raising Executive (CFRE)',
  },
  {
    name: 'General Manager',
    synonyms: 'GM; Business Unit General Manager; Country Manager; Site General Manager',
    seniorities: DIRECTOR,
    minYears: 12,
    skills:
      'Profit and Loss Management; Business Strategy; Operations Management; People Management; Budgeting; Sales Strategy; Strategic Planning; Executive Communications',
    industries: 'Retail; Hospitality; Software Development; Industrial Machinery Manufacturing',
    majors: 'business-administration; economics',
  },
  {
    name: 'Vice President of Operations',
    synonyms: 'VP of Operations; VP Operations; SVP Operations; Vice President, Operations',
    seniorities: EXECUTIVE,
    minYears: 14,
    skills:
      'Operations Management; Operational Excellence; Strategic Planning; Budgeting; Supply Chain Management; Organizational Design; Executive Communications; Change Management',
    industries:
      'Transportation, Logistics, Supply Chain and Storage; Hospitals and Health Care; Industrial Machinery Manufacturing; Retail',
    majors: 'operations-management; business-administration; industrial-engineering',
  },
  {
    name: 'Chief Operating Officer',
    synonyms: 'COO; Chief Operations Officer; President and COO',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Operations Management; Strategic Planning; Profit and Loss Management; Organizational Design; Operational Excellence; Executive Communications; Budgeting; Change Management',
    industries: 'Software Development; Hospitals and Health Care; Financial Services; Retail',
    majors: 'business-administration; operations-management; economics',
  },
  {
    name: 'Executive Director',
    synonyms: 'Nonprofit Executive Director; Nonprofit President; Nonprofit CEO',
    seniorities: EXECUTIVE,
    minYears: 12,
    skills:
      'Nonprofit Management; Fundraising; Strategic Planning; Board Reporting; Community Engagement; Budgeting; Grant Management; Public Speaking',
    industries: 'Non-profit Organizations; Public Health; Think Tanks',
    majors: 'public-administration; business-administration; social-work',
  },
  {
    name: 'Chief Executive Officer',
    synonyms: 'CEO; President and CEO; Founder and CEO; Co-Founder; Managing Director',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Business Strategy; Strategic Planning; Fundraising; Profit and Loss Management; Organizational Design; Executive Communications; Corporate Governance; Leadership',
    industries: 'Software Development; Financial Services; Retail; Hospitals and Health Care',
    majors: 'business-administration; economics; computer-science',
  },
]);
