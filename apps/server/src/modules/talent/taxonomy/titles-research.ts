// Research titles: laboratory and computational science, clinical research, economics, policy and
// intelligence analysis.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

export const RESEARCH_TITLES: readonly TitleDef[] = defineTitles('research', [
  {
    name: 'Research Scientist',
    synonyms: 'Scientist; Staff Scientist; R&D Scientist; Bench Scientist',
    minYears: 1,
    skills:
      'Research Design; Design of Experiments; Data Analysis; Scientific Writing; Scientific Presentations; Statistical Analysis; Laboratory Techniques; Literature Review; Grant Writing; Python',
    industries: 'Biotechnology Research; Pharmaceutical Manufacturing; Research Services; Higher Education',
    majors: 'biology; chemistry; biochemistry; physics',
  },
  {
    name: 'Machine Learning Research Scientist',
    synonyms: 'AI Research Scientist; Research Scientist, Machine Learning; AI Researcher',
    seniorities: EXPERIENCED,
    minYears: 1,
    skills:
      'Machine Learning; Deep Learning; PyTorch; JAX; Large Language Models; Reinforcement Learning; Scientific Publishing; Python; Distributed Training; Mathematical Optimization',
    industries:
      'Technology, Information and Internet; Research Services; Software Development; Higher Education',
    majors: 'computer-science; machine-learning; mathematics; physics',
  },
  {
    name: 'Research Associate',
    synonyms: 'Scientific Associate; Associate Scientist; Laboratory Research Associate',
    skills:
      'Laboratory Techniques; Cell Culture; Polymerase Chain Reaction; Western Blotting; ELISA; Assay Development; Data Analysis; Electronic Lab Notebooks; GraphPad Prism; Laboratory Safety',
    industries: 'Biotechnology Research; Pharmaceutical Manufacturing; Higher Education; Research Services',
    majors: 'biology; biochemistry; molecular-biology; chemistry',
  },
  {
    name: 'Research Assistant',
    synonyms: 'Graduate Research Assistant; Undergraduate Research Assistant; Research Aide',
    seniorities: ENTRY_LEVEL,
    skills:
      'Data Collection; Literature Review; Laboratory Techniques; Data Analysis; Microsoft Excel; Research Ethics; Qualtrics; R; Scientific Writing',
    industries: 'Higher Education; Research Services; Hospitals and Health Care; Think Tanks',
    majors: 'biology; psychology; economics; public-health',
    certifications: 'CITI Human Subjects Research',
  },
  {
    name: 'Laboratory Technician',
    synonyms: 'Lab Technician; Lab Tech; Laboratory Assistant; Research Technician',
    seniorities: ENTRY_LEVEL,
    skills:
      'Laboratory Techniques; Laboratory Safety; Specimen Collection; Good Laboratory Practice; Laboratory Information Management Systems; Chromatography; Data Entry; Inventory Management',
    industries:
      'Pharmaceutical Manufacturing; Chemical Manufacturing; Research Services; Food and Beverage Manufacturing',
    majors: 'biology; chemistry; medical-laboratory-science',
  },
  {
    name: 'Postdoctoral Researcher',
    synonyms: 'Postdoctoral Fellow; Postdoc; Postdoctoral Research Associate; Postdoctoral Scholar',
    seniorities: EXPERIENCED,
    minYears: 0,
    skills:
      'Research Design; Scientific Writing; Scientific Publishing; Grant Writing; Statistical Analysis; Mentoring; Scientific Presentations; Literature Review',
    industries: 'Higher Education; Research Services; Biotechnology Research',
    majors: 'biology; chemistry; physics; neuroscience',
  },
  {
    name: 'Principal Investigator',
    synonyms: 'PI; Lab Head; Group Leader; Research Group Leader',
    seniorities: EXPERIENCED,
    minYears: 8,
    skills:
      'Grant Writing; Research Design; Scientific Publishing; Team Leadership; Mentoring; Budgeting; Institutional Review Board; Scientific Presentations; Peer Review',
    industries: 'Higher Education; Research Services; Hospitals and Health Care',
    majors: 'biology; neuroscience; chemistry; physics',
  },
  {
    name: 'Chemist',
    synonyms: 'Analytical Chemist; Research Chemist; Synthetic Chemist; QC Chemist',
    skills:
      'Analytical Chemistry; Organic Synthesis; High-Performance Liquid Chromatography; Gas Chromatography; Mass Spectrometry; NMR Spectroscopy; Good Laboratory Practice; Analytical Method Validation; Laboratory Safety',
    industries:
      'Chemical Manufacturing; Pharmaceutical Manufacturing; Personal Care Product Manufacturing; Environmental Services',
    majors: 'chemistry; analytical-chemistry; organic-chemistry',
  },
  {
    name: 'Medicinal Chemist',
    synonyms: 'Medicinal Chemistry Scientist; Drug Discovery Chemist',
    minYears: 1,
    skills:
      'Medicinal Chemistry; Organic Synthesis; Drug Discovery; NMR Spectroscopy; Mass Spectrometry; Computational Chemistry; Pharmacokinetics; Scientific Writing',
    industries: 'Pharmaceutical Manufacturing; Biotechnology Research',
    majors: 'chemistry; organic-chemistry; pharmaceutical-sciences',
  },
  {
    name: 'Bioinformatics Scientist',
    synonyms: 'Bioinformatician; Computational Biologist; Genomics Data Scientist',
    skills:
      'Bioinformatics; Computational Biology; Genomics; Next-Generation Sequencing; Python; R; Linux; Single-Cell Sequencing; Statistical Analysis; High-Performance Computing',
    industries:
      'Biotechnology Research; Pharmaceutical Manufacturing; Higher Education; Hospitals and Health Care',
    majors: 'bioinformatics; computational-biology; biology; computer-science',
  },
  {
    name: 'Microbiologist',
    synonyms: 'Microbiology Scientist; QC Microbiologist; Clinical Microbiologist',
    skills:
      'Microbiology; Aseptic Processing; Good Manufacturing Practice; Polymerase Chain Reaction; Cell Culture; Environmental Monitoring; Laboratory Information Management Systems; Laboratory Safety',
    industries:
      'Pharmaceutical Manufacturing; Food and Beverage Manufacturing; Public Health; Biotechnology Research',
    majors: 'microbiology; biology; biochemistry',
  },
  {
    name: 'Process Development Scientist',
    synonyms:
      'Process Scientist; Bioprocess Engineer; Upstream Process Scientist; Downstream Process Scientist',
    minYears: 1,
    skills:
      'Bioprocessing; Biologics; Protein Purification; Design of Experiments; Technology Transfer; Good Manufacturing Practice; Fermentation; Cell Culture; Statistical Analysis',
    industries: 'Biotechnology Research; Pharmaceutical Manufacturing',
    majors: 'chemical-engineering; bioengineering; biochemistry; biotechnology',
  },
  {
    name: 'Quality Control Analyst',
    synonyms: 'QC Analyst; QC Lab Analyst; Quality Control Scientist',
    skills:
      'Analytical Chemistry; High-Performance Liquid Chromatography; Good Manufacturing Practice; Stability Studies; Analytical Method Validation; Laboratory Information Management Systems; Corrective and Preventive Action; Technical Writing',
    industries:
      'Pharmaceutical Manufacturing; Food and Beverage Manufacturing; Chemical Manufacturing; Biotechnology Research',
    majors: 'chemistry; biology; biochemistry',
  },
  {
    name: 'Materials Scientist',
    synonyms: 'Materials Engineer; Materials Researcher; Metallurgist',
    minYears: 1,
    skills:
      'Materials Science; Materials Characterization; X-ray Diffraction; Scanning Electron Microscopy; Thin Film Deposition; Polymer Chemistry; Design of Experiments; Electrochemistry',
    industries:
      'Semiconductor Manufacturing; Chemical Manufacturing; Aviation and Aerospace Component Manufacturing; Renewable Energy Power Generation',
    majors: 'materials-science; metallurgical-engineering; chemistry; physics',
  },
  {
    name: 'Physicist',
    synonyms: 'Research Physicist; Applied Physicist; Experimental Physicist',
    minYears: 1,
    skills:
      'Computational Physics; Numerical Methods; Mathematical Modeling; Lasers; Quantum Computing; Python; MATLAB; High-Performance Computing; Scientific Writing',
    industries:
      'Research Services; Semiconductor Manufacturing; Defense and Space Manufacturing; Higher Education',
    majors: 'physics; applied-physics; theoretical-physics; engineering-physics',
    clearanceLikely: true,
  },
  {
    name: 'Environmental Scientist',
    synonyms: 'Environmental Specialist; Environmental Consultant; Ecologist',
    skills:
      'Environmental Monitoring; Environmental Impact Assessment; Geographic Information Systems; Field Research; Data Analysis; Technical Writing; Hydrology; Regulatory Compliance',
    industries: 'Environmental Services; Engineering Services; Government Administration; Oil and Gas',
    majors: 'environmental-science; ecology; geology; environmental-engineering',
  },
  {
    name: 'Epidemiologist',
    synonyms: 'Infectious Disease Epidemiologist; Public Health Epidemiologist; Epidemiology Analyst',
    minYears: 1,
    skills:
      'Epidemiology; Biostatistics; SAS; R; Research Design; Survival Analysis; Public Health; Data Visualization; Scientific Writing',
    industries: 'Public Health; Government Administration; Pharmaceutical Manufacturing; Higher Education',
    majors: 'epidemiology; public-health; biostatistics',
  },
  {
    name: 'Clinical Research Coordinator',
    synonyms: 'CRC; Study Coordinator; Clinical Study Coordinator; Research Coordinator',
    skills:
      'Clinical Trials; Good Clinical Practice; Informed Consent; Patient Recruitment; Case Report Forms; Electronic Data Capture; Institutional Review Board; Adverse Event Monitoring; Specimen Collection',
    industries: 'Hospitals and Health Care; Higher Education; Research Services',
    majors: 'biology; public-health; health-sciences; nursing',
    certifications: 'Certified Clinical Research Coordinator (CCRC); CITI Human Subjects Research',
  },
  {
    name: 'Clinical Research Associate',
    synonyms: 'CRA; Clinical Monitor; Clinical Trial Monitor; Site Monitor',
    minYears: 1,
    skills:
      'Clinical Trial Monitoring; Good Clinical Practice; Site Management; Trial Master File; Electronic Data Capture; Adverse Event Monitoring; Protocol Development; Medidata Rave; Veeva Vault',
    industries:
      'Research Services; Pharmaceutical Manufacturing; Biotechnology Research; Medical Equipment Manufacturing',
    majors: 'biology; nursing; pharmaceutical-sciences; health-sciences',
    certifications:
      'Certified Clinical Research Associate (CCRA); Certified Clinical Research Professional (CCRP)',
  },
  {
    name: 'Clinical Trial Manager',
    synonyms: 'Clinical Project Manager; Clinical Operations Manager; Clinical Study Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Clinical Trials; Clinical Operations; Project Management; Vendor Management; Good Clinical Practice; Budgeting; Risk Mitigation; Regulatory Submissions; Stakeholder Management',
    industries: 'Pharmaceutical Manufacturing; Biotechnology Research; Research Services',
    majors: 'biology; pharmaceutical-sciences; public-health',
    certifications: 'Project Management Professional (PMP); Certified Clinical Research Professional (CCRP)',
  },
  {
    name: 'Regulatory Affairs Specialist',
    synonyms: 'Regulatory Affairs Associate; Regulatory Specialist; Regulatory Submissions Specialist',
    skills:
      'Regulatory Affairs; Regulatory Submissions; FDA Regulations; Medical Device Regulations; European Medicines Agency Regulations; Technical Writing; Design Controls; Post-Market Surveillance',
    industries:
      'Pharmaceutical Manufacturing; Medical Equipment Manufacturing; Biotechnology Research; Food and Beverage Manufacturing',
    majors: 'biology; pharmaceutical-sciences; biomedical-engineering; chemistry',
    certifications: 'Regulatory Affairs Certification (RAC)',
  },
  {
    name: 'Economist',
    synonyms: 'Research Economist; Staff Economist; Applied Economist',
    minYears: 1,
    skills:
      'Econometrics; Economic Research; Causal Inference; Stata; R; Python; Statistical Modeling; Policy Analysis; Scientific Writing; Time Series Analysis',
    industries: 'Government Administration; Think Tanks; Banking; Technology, Information and Internet',
    majors: 'economics; econometrics; mathematical-economics',
  },
  {
    name: 'Policy Analyst',
    synonyms: 'Public Policy Analyst; Policy Research Analyst; Legislative Analyst',
    skills:
      'Policy Analysis; Economic Research; Qualitative Research; Data Analysis; Report Writing; Stakeholder Management; Public Policy; Program Evaluation',
    industries: 'Think Tanks; Government Administration; Non-profit Organizations; International Affairs',
    majors: 'public-policy; political-science; economics; international-relations',
  },
  {
    name: 'Intelligence Analyst',
    synonyms:
      'All-Source Analyst; All-Source Intelligence Analyst; Counterintelligence Analyst; Targeting Analyst',
    skills:
      'Intelligence Analysis; Open-Source Intelligence; Geospatial Intelligence; Signals Intelligence; Report Writing; Critical Thinking; Threat Intelligence; Public Speaking',
    industries: 'Government Administration; Armed Forces; Defense and Space Manufacturing; Law Enforcement',
    majors: 'international-relations; political-science; military-science; criminal-justice',
    clearanceLikely: true,
  },
  {
    name: 'Market Research Analyst',
    synonyms: 'Marketing Research Analyst; Consumer Insights Analyst; Insights Researcher',
    skills:
      'Market Research; Survey Design; Consumer Insights; Qualtrics; Focus Groups; Statistical Analysis; Data Visualization; Market Sizing; Report Writing; IBM SPSS Statistics',
    industries:
      'Market Research; Food and Beverage Manufacturing; Personal Care Product Manufacturing; Advertising Services',
    majors: 'marketing; psychology; statistics; economics',
  },
  {
    name: 'Laboratory Manager',
    synonyms: 'Lab Manager; Laboratory Operations Manager; Research Lab Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'Laboratory Safety; Laboratory Information Management Systems; Inventory Management; People Management; Budgeting; Good Laboratory Practice; Vendor Management; Regulatory Compliance',
    industries: 'Higher Education; Biotechnology Research; Research Services; Hospitals and Health Care',
    majors: 'biology; chemistry; medical-laboratory-science',
  },
  {
    name: 'Director of Research',
    synonyms: 'Research Director; Head of Research; Director of R&D; Head of R&D',
    seniorities: DIRECTOR,
    minYears: 12,
    skills:
      'Research Design; Drug Development; Strategic Planning; People Management; Budgeting; Grant Writing; Stakeholder Management; Technology Transfer',
    industries: 'Biotechnology Research; Pharmaceutical Manufacturing; Research Services; Think Tanks',
    majors: 'biology; chemistry; biochemistry',
  },
  {
    name: 'Chief Scientific Officer',
    synonyms: 'CSO; Chief Science Officer; EVP Research and Development',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Drug Discovery; Drug Development; Strategic Planning; Translational Research; Regulatory Affairs; Organizational Design; Executive Communications; Fundraising',
    industries: 'Biotechnology Research; Pharmaceutical Manufacturing',
    majors: 'biochemistry; medicine; biology; chemistry',
  },
]);
