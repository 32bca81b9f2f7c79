// Data, product and design titles.
import { DIRECTOR, defineTitles, EXECUTIVE, EXPERIENCED, MANAGER, type TitleDef } from './title-def';

export const DATA_TITLES: readonly TitleDef[] = defineTitles('data', [
  {
    name: 'Data Analyst',
    synonyms: 'Data Analytics Analyst; Reporting Analyst; Analytics Analyst',
    skills:
      'Data Analysis; SQL; Microsoft Excel; Tableau; Microsoft Power BI; Python; Data Visualization; Statistical Analysis; Dashboards; Data Cleaning; Google Sheets',
    industries: 'Technology, Information and Internet; Financial Services; Retail; Hospitals and Health Care',
    majors: 'statistics; economics; mathematics; business-analytics',
    certifications:
      'Google Data Analytics Professional Certificate; Microsoft Certified: Power BI Data Analyst Associate; Tableau Certified Data Analyst',
  },
  {
    name: 'Business Intelligence Analyst',
    synonyms: 'BI Analyst; Business Intelligence Specialist; Insights Analyst',
    skills:
      'Business Intelligence; SQL; Microsoft Power BI; Tableau; Looker; Data Warehousing; Data Modeling; Dashboards; Microsoft Excel; KPI Development; Data Storytelling',
    industries: 'Retail; Financial Services; Hospitals and Health Care; Software Development',
    majors: 'business-analytics; information-systems; statistics; economics',
    certifications: 'Microsoft Certified: Power BI Data Analyst Associate; Tableau Certified Data Analyst',
  },
  {
    name: 'Business Intelligence Developer',
    synonyms: 'BI Developer; BI Engineer; Power BI Developer; Tableau Developer',
    skills:
      'Business Intelligence; Microsoft Power BI; SQL; Transact-SQL; SQL Server Integration Services; SQL Server Reporting Services; SQL Server Analysis Services; Data Modeling; ETL; Azure Data Factory',
    industries: 'IT Services and IT Consulting; Financial Services; Insurance; Hospitals and Health Care',
    majors: 'computer-science; information-systems; business-analytics',
    certifications:
      'Microsoft Certified: Power BI Data Analyst Associate; Microsoft Certified: Fabric Analytics Engineer Associate',
  },
  {
    name: 'Data Scientist',
    synonyms: 'Data Science Specialist; Decision Scientist; Product Data Scientist',
    skills:
      'Machine Learning; Python; R; SQL; Statistical Modeling; A/B Testing; scikit-learn; Pandas; Causal Inference; Data Visualization; Feature Engineering; Jupyter',
    industries:
      'Technology, Information and Internet; Financial Services; Internet Marketplace Platforms; Hospitals and Health Care',
    majors: 'data-science; statistics; computer-science; mathematics',
  },
  {
    name: 'Applied Scientist',
    synonyms: 'Applied Research Scientist; Applied ML Scientist; Applied AI Scientist',
    minYears: 1,
    skills:
      'Machine Learning; Deep Learning; PyTorch; Python; Natural Language Processing; Recommender Systems; Statistical Modeling; Experimentation Platforms; Scientific Writing; Distributed Training',
    industries: 'Technology, Information and Internet; Internet Marketplace Platforms; Software Development',
    majors: 'computer-science; machine-learning; statistics; applied-mathematics',
  },
  {
    name: 'Machine Learning Engineer',
    synonyms: 'ML Engineer; MLE; Machine Learning Developer',
    skills:
      'Machine Learning; Python; PyTorch; TensorFlow; MLOps; Model Deployment; Feature Engineering; Docker; Kubernetes; Apache Spark; SQL; Amazon SageMaker',
    industries:
      'Technology, Information and Internet; Software Development; Financial Services; Motor Vehicle Manufacturing',
    majors: 'computer-science; machine-learning; artificial-intelligence; data-science',
    certifications:
      'Google Cloud Professional Machine Learning Engineer; AWS Certified Machine Learning – Specialty',
  },
  {
    name: 'AI Engineer',
    synonyms: 'Artificial Intelligence Engineer; Generative AI Engineer; LLM Engineer; GenAI Engineer',
    skills:
      'Large Language Models; Generative AI; Retrieval-Augmented Generation; Prompt Engineering; LangChain; Vector Databases; Python; OpenAI API; AI Agents; Hugging Face Transformers; FastAPI; Embeddings',
    industries:
      'Software Development; Technology, Information and Internet; IT Services and IT Consulting; Financial Services',
    majors: 'computer-science; artificial-intelligence; machine-learning',
    certifications: 'Microsoft Certified: Azure AI Engineer Associate',
  },
  {
    name: 'Computer Vision Engineer',
    synonyms: 'CV Engineer; Perception Engineer; Vision Engineer; Imaging Engineer',
    skills:
      'Computer Vision; Deep Learning; PyTorch; OpenCV; Object Detection; Image Segmentation; C++; Python; CUDA; Sensor Fusion',
    industries:
      'Motor Vehicle Manufacturing; Robotics Engineering; Medical Equipment Manufacturing; Defense and Space Manufacturing',
    majors: 'computer-science; electrical-engineering; robotics; artificial-intelligence',
  },
  {
    name: 'NLP Engineer',
    synonyms: 'Natural Language Processing Engineer; Computational Linguist; Conversational AI Engineer',
    skills:
      'Natural Language Processing; Large Language Models; Hugging Face Transformers; PyTorch; Python; spaCy; Named Entity Recognition; Sentiment Analysis; Information Retrieval; Embeddings',
    industries: 'Software Development; Technology, Information and Internet; Research Services',
    majors: 'computer-science; linguistics; artificial-intelligence',
  },
  {
    name: 'MLOps Engineer',
    synonyms: 'ML Platform Engineer; Machine Learning Operations Engineer; ML Infrastructure Engineer',
    skills:
      'MLOps; Kubernetes; Kubeflow; MLflow; Model Deployment; Model Monitoring; Docker; Python; CI/CD; Feature Stores; Amazon SageMaker; Terraform',
    industries: 'Software Development; Technology, Information and Internet; Financial Services',
    majors: 'computer-science; software-engineering; data-science',
  },
  {
    name: 'Data Engineer',
    synonyms: 'Big Data Engineer; Data Pipeline Engineer; Data Platform Engineer',
    skills:
      'Data Engineering; Python; SQL; Apache Spark; Apache Airflow; dbt; Snowflake; Apache Kafka; Data Modeling; ETL; Amazon Web Services; Data Warehousing',
    industries:
      'Technology, Information and Internet; Financial Services; Data Infrastructure and Analytics; Retail',
    majors: 'computer-science; data-science; information-systems; software-engineering',
    certifications:
      'Databricks Certified Data Engineer Associate; Google Cloud Professional Data Engineer; AWS Certified Data Engineer – Associate; SnowPro Core Certification',
  },
  {
    name: 'Analytics Engineer',
    synonyms: 'Analytics Developer; Data Transformation Engineer',
    skills:
      'dbt; SQL; Snowflake; Google BigQuery; Data Modeling; Looker; Git; Data Quality; Python; Data Warehousing',
    industries: 'Software Development; Technology, Information and Internet; Internet Marketplace Platforms',
    majors: 'statistics; computer-science; economics; information-systems',
  },
  {
    name: 'ETL Developer',
    synonyms: 'Data Integration Developer; Informatica Developer; SSIS Developer; Data Warehouse Developer',
    skills:
      'ETL; Informatica; SQL Server Integration Services; Talend; SQL; PL/SQL; Data Warehousing; Data Integration; Oracle Database; Data Migration',
    industries: 'IT Services and IT Consulting; Banking; Insurance; Hospitals and Health Care',
    majors: 'computer-science; information-systems; information-technology',
  },
  {
    name: 'Data Architect',
    synonyms: 'Enterprise Data Architect; Data Platform Architect; Cloud Data Architect',
    seniorities: EXPERIENCED,
    minYears: 8,
    skills:
      'Data Architecture; Data Modeling; Data Warehousing; Data Lakehouse; Data Governance; Snowflake; Databricks; Cloud Architecture; Master Data Management; SQL',
    industries: 'IT Services and IT Consulting; Banking; Insurance; Hospitals and Health Care',
    majors: 'computer-science; information-systems',
    certifications: 'Certified Data Management Professional (CDMP); Google Cloud Professional Data Engineer',
  },
  {
    name: 'Statistician',
    synonyms: 'Biostatistician; Statistical Analyst; Statistical Programmer; Mathematical Statistician',
    skills:
      'Statistical Analysis; Biostatistics; SAS; R; Regression Analysis; Survival Analysis; Bayesian Statistics; Sampling Methods; CDISC; Hypothesis Testing',
    industries: 'Pharmaceutical Manufacturing; Research Services; Government Administration; Insurance',
    majors: 'statistics; biostatistics; mathematics',
    certifications: 'SAS Certified Specialist: Base Programming',
  },
  {
    name: 'Business Analyst',
    synonyms: 'Business Systems Analyst; IT Business Analyst; Systems Analyst; Functional Analyst',
    skills:
      'Business Analysis; Requirements Gathering; Process Mapping; User Stories; SQL; Microsoft Excel; Jira; Stakeholder Management; Gap Analysis; Unified Modeling Language; Agile Methodologies',
    industries: 'IT Services and IT Consulting; Banking; Insurance; Government Administration',
    majors: 'business-administration; information-systems; management-information-systems; economics',
  },
  {
    name: 'Product Analyst',
    synonyms: 'Product Data Analyst; Growth Analyst; Product Insights Analyst',
    skills:
      'Product Analytics; SQL; A/B Testing; Amplitude; Mixpanel; Funnel Analysis; Cohort Analysis; Python; Tableau; Data Storytelling',
    industries:
      'Technology, Information and Internet; Software Development; Internet Marketplace Platforms; Mobile Gaming Apps',
    majors: 'economics; statistics; business-analytics; mathematics',
  },
  {
    name: 'Operations Research Analyst',
    synonyms: 'Operations Research Scientist; OR Analyst; Decision Analyst; Optimization Scientist',
    skills:
      'Mathematical Optimization; Linear Programming; Simulation; Python; Statistical Modeling; Monte Carlo Simulation; Operations Analysis; SQL; Data Analysis',
    industries:
      'Defense and Space Manufacturing; Transportation, Logistics, Supply Chain and Storage; Airlines and Aviation; Government Administration',
    majors: 'operations-research; industrial-engineering; applied-mathematics; statistics',
    clearanceLikely: true,
  },
  {
    name: 'GIS Analyst',
    synonyms: 'Geospatial Analyst; GIS Specialist; GIS Technician; Geospatial Intelligence Analyst',
    skills:
      'Geographic Information Systems; ArcGIS; QGIS; Remote Sensing; Geospatial Intelligence; Python; SQL; Data Visualization; Cartography',
    industries: 'Government Administration; Engineering Services; Utilities; Defense and Space Manufacturing',
    majors: 'geographic-information-science; geography; environmental-science',
    certifications: 'GIS Professional (GISP)',
    clearanceLikely: true,
  },
  {
    name: 'Data Governance Analyst',
    synonyms: 'Data Steward; Data Quality Analyst; Data Management Analyst',
    skills:
      'Data Governance; Data Quality; Data Lineage; Data Catalogs; Master Data Management; SQL; Regulatory Compliance; Policy and Procedure Development; Privacy Law',
    industries: 'Banking; Insurance; Hospitals and Health Care; Pharmaceutical Manufacturing',
    majors: 'information-systems; information-science; business-administration',
    certifications: 'Certified Data Management Professional (CDMP)',
  },
  {
    name: 'Analytics Manager',
    synonyms: 'Manager, Analytics; Business Intelligence Manager; BI Manager; Insights Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Data Analysis; Business Intelligence; SQL; Tableau; People Management; Stakeholder Management; KPI Development; Data Storytelling; Project Management',
    industries: 'Retail; Financial Services; Technology, Information and Internet; Hospitals and Health Care',
    majors: 'business-analytics; statistics; economics; business-administration',
  },
  {
    name: 'Data Science Manager',
    synonyms: 'Manager, Data Science; Machine Learning Manager; ML Engineering Manager',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Machine Learning; Statistical Modeling; Python; People Management; Technical Leadership; Stakeholder Management; Experimentation Platforms; Team Building; Project Management',
    industries: 'Technology, Information and Internet; Financial Services; Internet Marketplace Platforms',
    majors: 'data-science; statistics; computer-science',
  },
  {
    name: 'Director of Data Science',
    synonyms: 'Head of Data Science; Director, Machine Learning; Head of Analytics; Director of Analytics',
    seniorities: DIRECTOR,
    minYears: 11,
    skills:
      'Machine Learning; Data Strategy; People Management; Strategic Planning; Stakeholder Management; Budgeting; Artificial Intelligence; Organizational Design; Executive Communications',
    industries: 'Technology, Information and Internet; Financial Services; Hospitals and Health Care; Retail',
    majors: 'data-science; statistics; computer-science',
  },
  {
    name: 'Chief Data Officer',
    synonyms: 'CDO; Chief Data and Analytics Officer; CDAO; Chief AI Officer',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Data Governance; Data Strategy; Artificial Intelligence; Data Architecture; Strategic Planning; Regulatory Compliance; Budgeting; Executive Communications; Change Management',
    industries: 'Banking; Insurance; Hospitals and Health Care; Government Administration',
    majors: 'data-science; computer-science; statistics; business-administration',
  },
]);

export const PRODUCT_TITLES: readonly TitleDef[] = defineTitles('product', [
  {
    name: 'Product Manager',
    synonyms: 'PM; Product Lead; Digital Product Manager; Software Product Manager',
    skills:
      'Product Management; Product Strategy; Product Roadmapping; Product Discovery; User Stories; Agile Methodologies; Stakeholder Management; A/B Testing; SQL; Jira; Prioritization Frameworks',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Internet Marketplace Platforms',
    majors: 'business-administration; computer-science; economics; engineering-management',
    certifications:
      'Certified Scrum Product Owner (CSPO); Pragmatic Institute Product Management Certification',
  },
  {
    name: 'Technical Product Manager',
    synonyms: 'Technical PM; Product Manager, Technical',
    skills:
      'Technical Product Management; API Products; System Design; Product Roadmapping; User Stories; Agile Methodologies; SQL; Stakeholder Management; Jira; Cloud Computing',
    industries:
      'Software Development; Data Infrastructure and Analytics; Technology, Information and Internet',
    majors: 'computer-science; software-engineering; information-systems',
  },
  {
    name: 'Growth Product Manager',
    synonyms: 'Growth PM; Product Manager, Growth',
    skills:
      'Growth Product Management; A/B Testing; Product Analytics; Funnel Analysis; Product-Led Growth; Conversion Rate Optimization; Amplitude; SQL; Product Roadmapping; Lifecycle Marketing',
    industries:
      'Technology, Information and Internet; Software Development; Internet Marketplace Platforms; Mobile Gaming Apps',
    majors: 'business-administration; economics; computer-science',
  },
  {
    name: 'Platform Product Manager',
    synonyms: 'Platform PM; Product Manager, Platform; Infrastructure Product Manager',
    minYears: 2,
    skills:
      'Platform Product Management; API Products; Technical Product Management; Developer Experience; Product Roadmapping; Stakeholder Management; Cloud Computing; Product Requirements',
    industries: 'Software Development; Data Infrastructure and Analytics; Financial Services',
    majors: 'computer-science; software-engineering',
  },
  {
    name: 'AI Product Manager',
    synonyms: 'Product Manager, AI; Machine Learning Product Manager; ML Product Manager',
    minYears: 2,
    skills:
      'Product Management; Artificial Intelligence; Machine Learning; Large Language Models; Product Discovery; Model Evaluation; Responsible AI; Product Roadmapping; Stakeholder Management',
    industries: 'Software Development; Technology, Information and Internet; Financial Services',
    majors: 'computer-science; artificial-intelligence; business-administration',
  },
  {
    name: 'Product Owner',
    synonyms: 'PO; Digital Product Owner; Agile Product Owner',
    skills:
      'Backlog Management; User Stories; Scrum; Agile Methodologies; Requirements Gathering; Product Requirements; Jira; Stakeholder Management; Sprint Planning; Prioritization Frameworks',
    industries: 'Banking; Insurance; IT Services and IT Consulting; Retail',
    majors: 'business-administration; information-systems; computer-science',
    certifications:
      'Certified Scrum Product Owner (CSPO); Professional Scrum Product Owner I (PSPO I); SAFe Product Owner/Product Manager (POPM)',
  },
  {
    name: 'Product Operations Manager',
    synonyms: 'Product Operations Lead; Product Ops Manager; Product Operations Specialist',
    minYears: 2,
    skills:
      'Product Operations; Process Improvement; Product Analytics; Release Planning; Jira; Stakeholder Management; Product Launches; Knowledge Management; Airtable',
    industries: 'Software Development; Technology, Information and Internet; Financial Services',
    majors: 'business-administration; operations-management; information-systems',
  },
  {
    name: 'Technical Program Manager',
    synonyms: 'TPM; Technical Program Lead; Engineering Program Manager',
    minYears: 3,
    skills:
      'Program Management; Technical Leadership; Agile Methodologies; Risk Mitigation; Stakeholder Management; System Design; Jira; Release Planning; Cross-Functional Team Leadership; Status Reporting',
    industries:
      'Software Development; Technology, Information and Internet; Computer Hardware Manufacturing; Semiconductor Manufacturing',
    majors: 'computer-science; electrical-engineering; engineering-management',
    certifications: 'Project Management Professional (PMP); PMI Agile Certified Practitioner (PMI-ACP)',
  },
  {
    name: 'Scrum Master',
    synonyms: 'Agile Scrum Master; Scrum Lead; Agile Delivery Lead',
    skills:
      'Scrum; Agile Methodologies; Kanban; Sprint Planning; Facilitation; Jira; Coaching and Feedback; Conflict Resolution; Backlog Management; Scaled Agile Framework',
    industries: 'IT Services and IT Consulting; Banking; Insurance; Software Development',
    majors: 'business-administration; information-systems; computer-science',
    certifications: 'Certified ScrumMaster (CSM); Professional Scrum Master I (PSM I); SAFe Agilist',
  },
  {
    name: 'Agile Coach',
    synonyms: 'Enterprise Agile Coach; Agile Transformation Coach; Lean-Agile Coach',
    seniorities: EXPERIENCED,
    minYears: 7,
    skills:
      'Agile Methodologies; Scaled Agile Framework; Scrum; Kanban; Change Management; Coaching; Facilitation; Organizational Design; Lean Manufacturing',
    industries: 'IT Services and IT Consulting; Banking; Business Consulting and Services; Insurance',
    majors: 'business-administration; organizational-leadership; computer-science',
    certifications: 'SAFe Agilist; Certified ScrumMaster (CSM); PMI Agile Certified Practitioner (PMI-ACP)',
  },
  {
    name: 'Release Manager',
    synonyms: 'Release Coordinator; Release Train Engineer; RTE',
    minYears: 3,
    skills:
      'Release Engineering; Release Planning; CI/CD; Change Management; Jira; Risk Mitigation; ITIL; Stakeholder Management; Scaled Agile Framework',
    industries: 'Software Development; Banking; IT Services and IT Consulting; Telecommunications',
    majors: 'computer-science; information-technology; information-systems',
    certifications: 'SAFe Agilist; ITIL 4 Foundation',
  },
  {
    name: 'Group Product Manager',
    synonyms: 'GPM; Group PM; Product Management Lead',
    seniorities: MANAGER,
    minYears: 8,
    skills:
      'Product Management; Product Strategy; People Management; Product Roadmapping; Stakeholder Management; Objectives and Key Results; Mentoring; Pricing Strategy',
    industries: 'Software Development; Technology, Information and Internet; Internet Marketplace Platforms',
    majors: 'business-administration; computer-science; economics',
  },
  {
    name: 'Director of Product Management',
    synonyms: 'Director of Product; Product Director; Head of Product',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Product Strategy; Product Management; People Management; Go-to-Market Strategy; Objectives and Key Results; Pricing Strategy; Stakeholder Management; Budgeting; Organizational Design',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Hospitals and Health Care',
    majors: 'business-administration; computer-science; engineering-management',
  },
  {
    name: 'Director of Program Management',
    synonyms: 'Head of Program Management; Director, Technical Program Management; Head of PMO',
    seniorities: DIRECTOR,
    minYears: 11,
    skills:
      'Program Management; Project Portfolio Management; Project Management Office; People Management; Strategic Planning; Stakeholder Management; Budgeting; Risk Mitigation',
    industries:
      'Software Development; Computer Hardware Manufacturing; Defense and Space Manufacturing; IT Services and IT Consulting',
    majors: 'engineering-management; business-administration; computer-science',
    certifications: 'Program Management Professional (PgMP); Project Management Professional (PMP)',
  },
  {
    name: 'Vice President of Product',
    synonyms: 'VP of Product; VP Product; VP of Product Management; Vice President, Product',
    seniorities: EXECUTIVE,
    minYears: 14,
    skills:
      'Product Strategy; Go-to-Market Strategy; Organizational Design; People Management; Strategic Planning; Pricing Strategy; Executive Communications; Budgeting',
    industries: 'Software Development; Technology, Information and Internet; Financial Services',
    majors: 'business-administration; computer-science',
  },
  {
    name: 'Chief Product Officer',
    synonyms: 'CPO; Chief Product and Technology Officer; CPTO',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Product Strategy; Strategic Planning; Go-to-Market Strategy; Organizational Design; Executive Communications; Pricing Strategy; Budgeting; Business Strategy',
    industries: 'Software Development; Technology, Information and Internet; Internet Marketplace Platforms',
    majors: 'business-administration; computer-science; engineering-management',
  },
]);

export const DESIGN_TITLES: readonly TitleDef[] = defineTitles('design', [
  {
    name: 'Product Designer',
    synonyms: 'Digital Product Designer; UX/UI Designer; UI/UX Designer',
    skills:
      'Product Design; Figma; User Experience Design; User Interface Design; Prototyping; Wireframing; Design Systems; User Research; Interaction Design; Usability Testing',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Internet Marketplace Platforms',
    majors: 'user-experience-design; graphic-design; human-computer-interaction; industrial-design',
    certifications: 'Google UX Design Professional Certificate',
  },
  {
    name: 'UX Designer',
    synonyms: 'User Experience Designer; UX Specialist; Experience Designer',
    skills:
      'User Experience Design; Wireframing; Prototyping; Information Architecture; User Flows; Journey Mapping; Usability Testing; Figma; Axure RP; Personas',
    industries:
      'Software Development; IT Services and IT Consulting; Financial Services; Hospitals and Health Care',
    majors: 'user-experience-design; human-computer-interaction; psychology; graphic-design',
    certifications:
      'Google UX Design Professional Certificate; NN/g UX Certification; Certified Usability Analyst (CUA)',
  },
  {
    name: 'UI Designer',
    synonyms: 'User Interface Designer; Web Designer; Interface Designer',
    skills:
      'User Interface Design; Visual Design; Figma; Sketch; Typography; Color Theory; Design Systems; Iconography; Responsive Web Design; High-Fidelity Mockups',
    industries:
      'Software Development; Advertising Services; Design Services; Technology, Information and Internet',
    majors: 'graphic-design; user-experience-design; digital-media',
  },
  {
    name: 'UX Researcher',
    synonyms: 'User Researcher; Design Researcher; UX Research Specialist',
    skills:
      'User Research; User Interviews; Usability Testing; Survey Design; Qualitative Research; Quantitative Research; Journey Mapping; Personas; Dovetail; Data Storytelling',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Market Research',
    majors: 'psychology; human-computer-interaction; anthropology; cognitive-science',
    certifications: 'NN/g UX Certification',
  },
  {
    name: 'Interaction Designer',
    synonyms: 'IxD Designer; Motion and Interaction Designer; Interaction Design Specialist',
    skills:
      'Interaction Design; Prototyping; ProtoPie; Framer; User Flows; Motion Design; Figma; Accessible Design; Usability Testing',
    industries:
      'Software Development; Technology, Information and Internet; Motor Vehicle Manufacturing; Computer Hardware Manufacturing',
    majors: 'human-computer-interaction; user-experience-design; industrial-design',
  },
  {
    name: 'Visual Designer',
    synonyms: 'Visual Communication Designer; Digital Designer',
    skills:
      'Visual Design; Typography; Layout Design; Adobe Creative Cloud; Figma; Branding; Illustration; Color Theory; Iconography; Presentation Design',
    industries: 'Advertising Services; Technology, Information and Internet; Design Services; Retail',
    majors: 'graphic-design; visual-arts; digital-media',
  },
  {
    name: 'Graphic Designer',
    synonyms: 'Graphic Artist; Layout Artist; Production Designer; Print Designer',
    skills:
      'Graphic Design; Adobe Photoshop; Adobe Illustrator; Adobe InDesign; Typography; Layout Design; Print Design; Branding; Canva; Packaging Design',
    industries: 'Advertising Services; Marketing Services; Book and Periodical Publishing; Retail',
    majors: 'graphic-design; fine-arts; visual-arts; illustration',
    certifications:
      'Adobe Certified Professional: Graphic Design and Illustration; Adobe Certified Professional: Visual Design',
  },
  {
    name: 'Brand Designer',
    synonyms: 'Brand Identity Designer; Identity Designer',
    skills:
      'Branding; Logo Design; Typography; Adobe Illustrator; Visual Design; Art Direction; Packaging Design; Figma; Brand Strategy',
    industries: 'Advertising Services; Design Services; Retail; Technology, Information and Internet',
    majors: 'graphic-design; visual-arts; marketing',
  },
  {
    name: 'Motion Designer',
    synonyms: 'Motion Graphics Designer; Motion Graphics Artist; Motion Designer and Animator',
    skills:
      'Motion Design; Adobe After Effects; Cinema 4D; Animation; Adobe Premiere Pro; Storyboarding; Typography; Video Editing; Blender',
    industries:
      'Advertising Services; Movies, Videos, and Sound; Broadcast Media Production and Distribution; Technology, Information and Internet',
    majors: 'animation; digital-media; graphic-design; film-studies',
  },
  {
    name: 'Illustrator',
    synonyms: 'Digital Illustrator; Editorial Illustrator; Book Illustrator',
    skills:
      'Illustration; Procreate; Adobe Illustrator; Adobe Photoshop; Sketching; Character Design; Color Theory; Storyboarding; Concept Art',
    industries:
      'Book and Periodical Publishing; Advertising Services; Computer Games; Animation and Post-production',
    majors: 'illustration; fine-arts; animation',
  },
  {
    name: 'Content Designer',
    synonyms: 'UX Writer; UX Content Strategist; Product Content Designer',
    skills:
      'Content Design; Content Strategy; Copywriting; Information Architecture; User Research; Figma; Editing; Accessible Design; Localization',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Government Administration',
    majors: 'english; communications; journalism; creative-writing',
  },
  {
    name: 'Service Designer',
    synonyms: 'Service Design Lead; CX Designer; Customer Experience Designer',
    skills:
      'Service Design; Journey Mapping; Design Thinking; Facilitation; User Research; Stakeholder Management; Process Mapping; Human-Centered Design; Miro',
    industries:
      'Government Administration; Banking; Hospitals and Health Care; Business Consulting and Services',
    majors: 'user-experience-design; industrial-design; anthropology; business-administration',
  },
  {
    name: 'Industrial Designer',
    synonyms: 'Product Design Engineer; Physical Product Designer; ID Designer',
    skills:
      'Industrial Design; Sketching; SolidWorks; Rhinoceros 3D; KeyShot; Rapid Prototyping; Design for Manufacturing; Materials Selection; Adobe Creative Cloud',
    industries:
      'Appliances, Electrical, and Electronics Manufacturing; Computer Hardware Manufacturing; Medical Equipment Manufacturing; Design Services',
    majors: 'industrial-design; product-design; mechanical-engineering',
  },
  {
    name: 'Video Editor',
    synonyms: 'Video Producer; Post-Production Editor; Film Editor; Multimedia Editor',
    skills:
      'Video Editing; Adobe Premiere Pro; Final Cut Pro; DaVinci Resolve; Adobe After Effects; Storyboarding; Video Production; Motion Design; Sound Design',
    industries:
      'Movies, Videos, and Sound; Broadcast Media Production and Distribution; Advertising Services; Online Audio and Video Media',
    majors: 'film-studies; cinematography; digital-media; broadcast-journalism',
  },
  {
    name: 'Photographer',
    synonyms: 'Commercial Photographer; Product Photographer; Staff Photographer; Photo Editor',
    skills:
      'Photography; Adobe Lightroom; Adobe Photoshop; Photo Editing; Art Direction; Video Production; Color Theory; Lighting Design',
    industries: 'Advertising Services; Retail Apparel and Fashion; Newspaper Publishing; Marketing Services',
    majors: 'photography; fine-arts; visual-arts',
  },
  {
    name: 'Fashion Designer',
    synonyms: 'Apparel Designer; Clothing Designer; Footwear Designer',
    skills:
      'Fashion Design; Textile Design; Sketching; Adobe Illustrator; Marvelous Designer; Trend Forecasting; Color Theory; Rapid Prototyping',
    industries: 'Retail Apparel and Fashion; Retail; Design Services',
    majors: 'fashion-design; textile-design; fashion-merchandising',
  },
  {
    name: 'Art Director',
    synonyms: 'Design Lead; Advertising Art Director',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills:
      'Art Direction; Creative Direction; Branding; Visual Design; Typography; Photography; Adobe Creative Cloud; Presentation Design; Team Leadership; Storyboarding',
    industries: 'Advertising Services; Marketing Services; Book and Periodical Publishing; Computer Games',
    majors: 'graphic-design; fine-arts; advertising',
  },
  {
    name: 'Design Manager',
    synonyms: 'UX Manager; Product Design Manager; Manager, Product Design',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Product Design; People Management; Design Systems; Design Critique; User Experience Design; Stakeholder Management; Team Building; Design Operations; Mentoring',
    industries: 'Software Development; Technology, Information and Internet; Financial Services',
    majors: 'user-experience-design; graphic-design; human-computer-interaction',
  },
  {
    name: 'Creative Director',
    synonyms: 'Executive Creative Director; ECD; Group Creative Director',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Creative Direction; Art Direction; Brand Strategy; Storytelling; Copywriting; Team Leadership; Client Relationship Management; Presentation Design; Integrated Marketing',
    industries:
      'Advertising Services; Marketing Services; Retail Apparel and Fashion; Entertainment Providers',
    majors: 'graphic-design; advertising; fine-arts; marketing',
  },
  {
    name: 'Director of Design',
    synonyms: 'Head of Design; Design Director; Director of User Experience; Head of UX',
    seniorities: DIRECTOR,
    minYears: 11,
    skills:
      'Product Design; Design Systems; Design Operations; People Management; Strategic Planning; User Research; Organizational Design; Stakeholder Management; Budgeting',
    industries: 'Software Development; Technology, Information and Internet; Financial Services; Retail',
    majors: 'user-experience-design; industrial-design; graphic-design',
  },
  {
    name: 'Vice President of Design',
    synonyms: 'VP of Design; VP Design; Chief Design Officer',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Product Design; Brand Strategy; Design Thinking; Organizational Design; Strategic Planning; Executive Communications; People Management; Creative Direction',
    industries: 'Software Development; Technology, Information and Internet; Retail',
    majors: 'industrial-design; user-experience-design; graphic-design',
  },
]);
