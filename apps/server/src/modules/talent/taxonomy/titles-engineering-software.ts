// Engineering titles, part one: software, infrastructure, security and IT, up to the engineering
// executives.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

export const SOFTWARE_ENGINEERING_TITLES: readonly TitleDef[] = defineTitles('engineering', [
  {
    name: 'Software Engineer',
    synonyms:
      'Software Developer; SWE; SDE; Software Development Engineer; Programmer; Application Developer',
    skills:
      'Java; Python; JavaScript; Git; Data Structures; Algorithms; REST APIs; SQL; Unit Testing; Code Review; Agile Methodologies; System Design',
    industries:
      'Software Development; Technology, Information and Internet; IT Services and IT Consulting; Financial Services',
    majors: 'computer-science; software-engineering; computer-engineering',
    certifications: 'AWS Certified Developer – Associate; Oracle Certified Professional: Java SE Developer',
  },
  {
    name: 'Backend Engineer',
    synonyms: 'Back-End Developer; Backend Developer; Server-Side Engineer; API Engineer',
    skills:
      'Java; Go; Python; Node.js; REST APIs; PostgreSQL; Redis; Apache Kafka; Microservices; Docker; Kubernetes; Distributed Systems',
    industries:
      'Software Development; Technology, Information and Internet; Internet Marketplace Platforms; Financial Services',
    majors: 'computer-science; software-engineering; computer-engineering',
    certifications: 'AWS Certified Developer – Associate; Certified Kubernetes Application Developer (CKAD)',
  },
  {
    name: 'Frontend Engineer',
    synonyms: 'Front-End Developer; Frontend Developer; UI Engineer; UI Developer; Web Developer',
    skills:
      'JavaScript; TypeScript; React; HTML; CSS; Redux; Next.js; Jest; Web Accessibility; Responsive Web Design; Webpack; Git',
    industries:
      'Software Development; Technology, Information and Internet; Internet Marketplace Platforms; Advertising Services',
    majors: 'computer-science; software-engineering; web-development',
  },
  {
    name: 'Full Stack Engineer',
    synonyms: 'Full Stack Developer; Full-Stack Engineer; Fullstack Developer',
    skills:
      'JavaScript; TypeScript; React; Node.js; Express.js; PostgreSQL; MongoDB; REST APIs; GraphQL; Docker; Amazon Web Services; Git',
    industries:
      'Software Development; Technology, Information and Internet; IT Services and IT Consulting; E-Learning Providers',
    majors: 'computer-science; software-engineering; web-development; information-technology',
  },
  {
    name: 'iOS Engineer',
    synonyms: 'iOS Developer; iPhone Developer; Apple Developer; Swift Developer',
    skills:
      'Swift; Objective-C; SwiftUI; UIKit; Xcode; Core Data; iOS Development; REST APIs; Combine Framework; Mobile Testing; Git',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Online Audio and Video Media',
    majors: 'computer-science; software-engineering; computer-engineering',
  },
  {
    name: 'Android Engineer',
    synonyms: 'Android Developer; Android Software Engineer',
    skills:
      'Kotlin; Java; Android SDK; Jetpack Compose; Android Jetpack; Android Studio; Kotlin Coroutines; RxJava; REST APIs; Mobile Testing; Git',
    industries:
      'Software Development; Technology, Information and Internet; Telecommunications; Financial Services',
    majors: 'computer-science; software-engineering; computer-engineering',
    certifications: 'Google Associate Android Developer',
  },
  {
    name: 'Mobile Engineer',
    synonyms: 'Mobile Developer; Mobile Application Developer; React Native Developer; Flutter Developer',
    skills:
      'React Native; Flutter; Dart; TypeScript; Mobile App Development; iOS Development; Android Development; Expo; Firebase; Push Notifications',
    industries: 'Software Development; Technology, Information and Internet; Retail; Travel Arrangements',
    majors: 'computer-science; software-engineering',
  },
  {
    name: 'DevOps Engineer',
    synonyms: 'DevOps Specialist; Build and Release Engineer; CI/CD Engineer',
    skills:
      'DevOps; CI/CD; Docker; Kubernetes; Terraform; Ansible; Jenkins; GitHub Actions; Amazon Web Services; Linux; Bash; Python; Prometheus',
    industries: 'Software Development; IT Services and IT Consulting; Financial Services; Telecommunications',
    majors: 'computer-science; information-technology; computer-engineering',
    certifications:
      'AWS Certified DevOps Engineer – Professional; Certified Kubernetes Administrator (CKA); HashiCorp Certified: Terraform Associate; Microsoft Certified: DevOps Engineer Expert',
  },
  {
    name: 'Site Reliability Engineer',
    synonyms: 'SRE; Reliability Engineer; Production Engineer',
    skills:
      'Site Reliability Engineering; Kubernetes; Linux; Go; Python; Prometheus; Grafana; Observability; Incident Management; Postmortems; Terraform; Capacity Planning; Distributed Systems',
    industries:
      'Software Development; Technology, Information and Internet; Internet Marketplace Platforms; Financial Services',
    majors: 'computer-science; computer-engineering; information-technology',
    certifications:
      'Certified Kubernetes Administrator (CKA); Google Cloud Professional Cloud DevOps Engineer',
  },
  {
    name: 'Platform Engineer',
    synonyms: 'Infrastructure Engineer; Developer Platform Engineer; Internal Platform Engineer',
    skills:
      'Platform Engineering; Kubernetes; Terraform; Go; Helm; Argo CD; GitOps; Amazon Web Services; CI/CD; Service Mesh; Observability',
    industries: 'Software Development; Technology, Information and Internet; Financial Services',
    majors: 'computer-science; computer-engineering',
    certifications: 'Certified Kubernetes Administrator (CKA); HashiCorp Certified: Terraform Associate',
  },
  {
    name: 'Cloud Engineer',
    synonyms: 'Cloud Infrastructure Engineer; AWS Engineer; Azure Engineer; Cloud Operations Engineer',
    skills:
      'Amazon Web Services; Microsoft Azure; Google Cloud Platform; Terraform; Infrastructure as Code; Linux; Python; Networking; Identity and Access Management; Cloud Migration; Docker',
    industries:
      'IT Services and IT Consulting; Software Development; Financial Services; Government Administration',
    majors: 'computer-science; information-technology; cloud-computing',
    certifications:
      'AWS Certified Solutions Architect – Associate; AWS Certified SysOps Administrator – Associate; Microsoft Certified: Azure Administrator Associate; Google Cloud Associate Cloud Engineer',
  },
  {
    name: 'Cloud Architect',
    synonyms: 'Cloud Solutions Architect; AWS Architect; Azure Architect; Cloud Infrastructure Architect',
    seniorities: EXPERIENCED,
    minYears: 7,
    skills:
      'Cloud Architecture; Amazon Web Services; Microsoft Azure; Google Cloud Platform; Multi-Cloud; Cloud Migration; Cloud Security; Terraform; Kubernetes; Cloud Cost Optimization; Stakeholder Management',
    industries:
      'IT Services and IT Consulting; Software Development; Business Consulting and Services; Financial Services',
    majors: 'computer-science; information-technology; computer-engineering',
    certifications:
      'AWS Certified Solutions Architect – Professional; Microsoft Certified: Azure Solutions Architect Expert; Google Cloud Professional Cloud Architect',
  },
  {
    name: 'Solutions Architect',
    synonyms: 'Solution Architect; Technical Solutions Architect; Enterprise Solutions Architect',
    seniorities: EXPERIENCED,
    minYears: 6,
    skills:
      'Solution Design; Cloud Architecture; System Design; Amazon Web Services; API Design; Microservices; Requirements Gathering; Stakeholder Management; Technical Writing; Public Speaking',
    industries: 'IT Services and IT Consulting; Software Development; Telecommunications; Financial Services',
    majors: 'computer-science; information-systems; computer-engineering',
    certifications:
      'AWS Certified Solutions Architect – Professional; Microsoft Certified: Azure Solutions Architect Expert',
  },
  {
    name: 'Software Architect',
    synonyms: 'Application Architect; Technical Architect; Systems Architect',
    seniorities: EXPERIENCED,
    minYears: 8,
    skills:
      'Software Architecture; System Design; Distributed Systems; Microservices; Domain-Driven Design; Event-Driven Architecture; Design Patterns; Java; Cloud Architecture; Technical Leadership',
    industries: 'Software Development; Financial Services; IT Services and IT Consulting; Insurance',
    majors: 'computer-science; software-engineering',
  },
  {
    name: 'Enterprise Architect',
    synonyms: 'Enterprise IT Architect; TOGAF Architect; Business Architect',
    seniorities: EXPERIENCED,
    minYears: 10,
    skills:
      'Software Architecture; Cloud Architecture; IT Strategy; Enterprise Resource Planning; Data Architecture; Business Process Model and Notation; Stakeholder Management; Governance, Risk and Compliance; Strategic Planning',
    industries: 'IT Services and IT Consulting; Banking; Insurance; Government Administration',
    majors: 'computer-science; information-systems; management-information-systems',
  },
  {
    name: 'Security Engineer',
    synonyms:
      'Cybersecurity Engineer; Information Security Engineer; InfoSec Engineer; Cyber Security Engineer',
    skills:
      'Cybersecurity; Network Security; Cloud Security; Identity and Access Management; Security Information and Event Management; Vulnerability Management; Threat Modeling; Python; Incident Response; Zero Trust; Firewalls',
    industries:
      'Computer and Network Security; Financial Services; Defense and Space Manufacturing; Software Development',
    majors: 'cybersecurity; computer-science; information-technology',
    certifications:
      'Certified Information Systems Security Professional (CISSP); CompTIA Security+; AWS Certified Security – Specialty; GIAC Security Essentials (GSEC)',
    clearanceLikely: true,
  },
  {
    name: 'Application Security Engineer',
    synonyms: 'AppSec Engineer; Product Security Engineer; Software Security Engineer',
    skills:
      'Application Security; DevSecOps; Threat Modeling; Static Application Security Testing; Dynamic Application Security Testing; OWASP; Burp Suite; Penetration Testing; Code Review; Python; Java',
    industries:
      'Software Development; Computer and Network Security; Financial Services; Technology, Information and Internet',
    majors: 'cybersecurity; computer-science; software-engineering',
    certifications:
      'Offensive Security Certified Professional (OSCP); Certified Information Systems Security Professional (CISSP)',
  },
  {
    name: 'Security Analyst',
    synonyms:
      'Cybersecurity Analyst; SOC Analyst; Information Security Analyst; Cyber Analyst; Security Operations Analyst',
    skills:
      'Security Operations; Security Information and Event Management; Splunk; Incident Response; Threat Intelligence; Endpoint Detection and Response; Vulnerability Assessment; Wireshark; Network Security; NIST Cybersecurity Framework',
    industries:
      'Computer and Network Security; Financial Services; Government Administration; Hospitals and Health Care',
    majors: 'cybersecurity; information-technology; computer-science; criminal-justice',
    certifications:
      'CompTIA Security+; CompTIA CySA+; GIAC Certified Incident Handler (GCIH); Certified Ethical Hacker (CEH)',
    clearanceLikely: true,
  },
  {
    name: 'Penetration Tester',
    synonyms: 'Pen Tester; Ethical Hacker; Offensive Security Engineer; Red Team Operator',
    skills:
      'Penetration Testing; Red Teaming; Burp Suite; Metasploit; Nmap; Kali Linux; Reverse Engineering; Python; Web Application Firewalls; OWASP; Active Directory',
    industries:
      'Computer and Network Security; IT Services and IT Consulting; Defense and Space Manufacturing; Financial Services',
    majors: 'cybersecurity; computer-science',
    certifications:
      'Offensive Security Certified Professional (OSCP); GIAC Penetration Tester (GPEN); CompTIA PenTest+; Certified Ethical Hacker (CEH)',
    clearanceLikely: true,
  },
  {
    name: 'Information Systems Security Officer',
    synonyms: 'ISSO; Information System Security Officer; Cyber Security Officer',
    minYears: 3,
    skills:
      'Risk Management Framework; NIST SP 800-53; Security Technical Implementation Guides; Security Compliance; Vulnerability Management; Security Auditing; Splunk; Tenable Nessus; Policy and Procedure Development; Cybersecurity',
    industries:
      'Defense and Space Manufacturing; Government Administration; Armed Forces; IT Services and IT Consulting',
    majors: 'cybersecurity; information-technology; information-systems',
    certifications:
      'CompTIA Security+; Certified Information Systems Security Professional (CISSP); Certified Information Security Manager (CISM)',
    clearanceLikely: true,
  },
  {
    name: 'Cyber Operations Specialist',
    synonyms:
      'Cyber Operator; Cyber Warfare Specialist; Computer Network Operations Specialist; CNO Developer',
    skills:
      'Cyber Operations; Reverse Engineering; Malware Analysis; C; Python; Assembly Language; Linux Kernel; Network Security; Signals Intelligence; Digital Forensics',
    industries: 'Armed Forces; Defense and Space Manufacturing; Government Administration',
    majors: 'cybersecurity; computer-science; computer-engineering; military-science',
    certifications:
      'GIAC Certified Forensic Analyst (GCFA); Offensive Security Certified Professional (OSCP); CompTIA Security+',
    clearanceLikely: true,
  },
  {
    name: 'Security Architect',
    synonyms: 'Cybersecurity Architect; Information Security Architect; Cloud Security Architect',
    seniorities: EXPERIENCED,
    minYears: 8,
    skills:
      'Security Architecture; Zero Trust; Cloud Security; Identity and Access Management; Public Key Infrastructure; Cryptography; Threat Modeling; Network Security; ISO/IEC 27001; Governance, Risk and Compliance',
    industries:
      'Computer and Network Security; Banking; Defense and Space Manufacturing; IT Services and IT Consulting',
    majors: 'cybersecurity; computer-science; information-systems',
    certifications:
      'Certified Information Systems Security Professional (CISSP); Certified Cloud Security Professional (CCSP)',
    clearanceLikely: true,
  },
  {
    name: 'Network Engineer',
    synonyms: 'Network Administrator; Network Specialist; LAN/WAN Engineer; Cisco Engineer',
    skills:
      'Networking; Routing and Switching; Cisco IOS; TCP/IP; BGP; OSPF; Firewalls; Virtual Private Networks; SD-WAN; Wireless Networking; Network Monitoring; DNS',
    industries:
      'Telecommunications; IT Services and IT Consulting; Computer Networking Products; Hospitals and Health Care',
    majors:
      'network-engineering; information-technology; telecommunications-engineering; computer-engineering',
    certifications:
      'Cisco Certified Network Associate (CCNA); Cisco Certified Network Professional (CCNP) Enterprise; CompTIA Network+; Juniper Networks Certified Associate (JNCIA-Junos)',
  },
  {
    name: 'Systems Administrator',
    synonyms: 'Sysadmin; System Administrator; Linux Administrator; Windows Administrator; IT Administrator',
    skills:
      'Linux System Administration; Windows Server; Active Directory; VMware vSphere; Bash; PowerShell; Backup and Recovery; Microsoft 365 Administration; Networking; Monitoring; ITIL',
    industries:
      'IT Services and IT Consulting; Higher Education; Hospitals and Health Care; Government Administration',
    majors: 'information-technology; computer-information-systems; computer-science',
    certifications:
      'Red Hat Certified System Administrator (RHCSA); CompTIA Linux+; Microsoft Certified: Azure Administrator Associate',
  },
  {
    name: 'IT Support Specialist',
    synonyms:
      'Help Desk Technician; Desktop Support Technician; IT Technician; Service Desk Analyst; Technical Support Specialist',
    seniorities: ENTRY_LEVEL,
    skills:
      'IT Support; Hardware Troubleshooting; Active Directory; Microsoft 365 Administration; Windows Server; ServiceNow; Endpoint Management; Networking; Customer Service; Troubleshooting',
    industries: 'IT Services and IT Consulting; Hospitals and Health Care; Higher Education; Retail',
    majors: 'information-technology; computer-information-systems',
    certifications: 'CompTIA A+; CompTIA Network+; ITIL 4 Foundation',
  },
  {
    name: 'Database Administrator',
    synonyms: 'DBA; Database Engineer; SQL DBA; Oracle DBA',
    skills:
      'Database Administration; Microsoft SQL Server; Oracle Database; PostgreSQL; MySQL; Transact-SQL; Query Optimization; Backup and Recovery; Database Replication; High Availability; Linux',
    industries: 'IT Services and IT Consulting; Banking; Insurance; Hospitals and Health Care',
    majors: 'computer-science; information-systems; information-technology',
    certifications: 'Microsoft Certified: Azure Database Administrator Associate',
  },
  {
    name: 'Quality Assurance Engineer',
    synonyms: 'QA Engineer; Software Tester; Software Test Engineer; QA Analyst; Test Analyst',
    skills:
      'Software Quality Assurance; Manual Testing; Test Planning; Regression Testing; API Testing; Postman; Jira; SQL; Agile Methodologies; Exploratory Testing; TestRail',
    industries: 'Software Development; IT Services and IT Consulting; Financial Services; Computer Games',
    majors: 'computer-science; information-technology; software-engineering',
    certifications: 'ISTQB Certified Tester Foundation Level (CTFL)',
  },
  {
    name: 'Test Automation Engineer',
    synonyms: 'SDET; Software Development Engineer in Test; QA Automation Engineer; Automation Test Engineer',
    skills:
      'Test Automation; Selenium; Cypress; Playwright; Java; Python; TestNG; CI/CD; API Testing; Behavior-Driven Development; Load Testing; Git',
    industries: 'Software Development; IT Services and IT Consulting; Financial Services; Insurance',
    majors: 'computer-science; software-engineering',
    certifications: 'ISTQB Certified Tester Foundation Level (CTFL)',
  },
  {
    name: 'Salesforce Developer',
    synonyms: 'Salesforce Engineer; Apex Developer; SFDC Developer',
    skills:
      'Salesforce; Salesforce Apex; JavaScript; SOAP; REST APIs; SQL; Salesforce Administration; Agile Methodologies; Git',
    industries:
      'IT Services and IT Consulting; Software Development; Financial Services; Non-profit Organizations',
    majors: 'computer-science; information-systems',
    certifications: 'Salesforce Certified Platform Developer I; Salesforce Certified Administrator',
  },
  {
    name: 'SAP Consultant',
    synonyms: 'SAP Functional Consultant; SAP Analyst; SAP Developer; SAP ABAP Developer',
    minYears: 2,
    skills:
      'SAP ERP; SAP S/4HANA; SAP FICO; SAP ABAP; Enterprise Resource Planning; Requirements Gathering; Data Migration; Process Improvement; Software Implementation',
    industries:
      'IT Services and IT Consulting; Business Consulting and Services; Chemical Manufacturing; Retail',
    majors: 'information-systems; computer-science; accounting; business-administration',
  },
  {
    name: 'Mainframe Developer',
    synonyms: 'COBOL Developer; Mainframe Programmer; Mainframe Engineer',
    minYears: 2,
    skills: 'COBOL; Mainframe; IBM Db2; SQL; Legacy System Modernization; Debugging; Batch Processing; Java',
    industries: 'Banking; Insurance; Government Administration; IT Services and IT Consulting',
    majors: 'computer-science; computer-information-systems',
  },
  {
    name: 'Blockchain Engineer',
    synonyms: 'Blockchain Developer; Smart Contract Developer; Web3 Engineer; Solidity Developer',
    skills:
      'Blockchain; Smart Contracts; Solidity; Rust; Go; TypeScript; Cryptography; Distributed Systems; Node.js',
    industries: 'Blockchain Services; Financial Services; Software Development',
    majors: 'computer-science; software-engineering; mathematics',
  },
  {
    name: 'Developer Advocate',
    synonyms: 'Developer Relations Engineer; DevRel; Developer Evangelist; Technical Evangelist',
    minYears: 2,
    skills:
      'Public Speaking; Technical Writing; JavaScript; Python; API Design; Community Management; Content Creation; Video Production; Open Source',
    industries:
      'Software Development; Technology, Information and Internet; Data Infrastructure and Analytics',
    majors: 'computer-science; communications',
  },
  {
    name: 'Technical Writer',
    synonyms: 'Documentation Engineer; Documentation Writer; Information Developer; API Technical Writer',
    skills:
      'Technical Writing; Editing; Content Strategy; API Design; Docs as Code; Confluence; Information Architecture; Git; Research Skills',
    industries:
      'Software Development; Medical Equipment Manufacturing; Defense and Space Manufacturing; IT Services and IT Consulting',
    majors: 'technical-writing; english; communications; computer-science',
  },
  {
    name: 'Engineering Manager',
    synonyms: 'Software Engineering Manager; Development Manager; Software Development Manager; EM',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'People Management; Technical Leadership; Agile Methodologies; Software Architecture; Team Building; Mentoring; Stakeholder Management; Performance Management; Project Management; System Design',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Internet Marketplace Platforms',
    majors: 'computer-science; software-engineering; computer-engineering',
  },
  {
    name: 'IT Manager',
    synonyms: 'Information Technology Manager; IT Operations Manager; IT Services Manager',
    seniorities: MANAGER,
    minYears: 6,
    skills:
      'IT Infrastructure; IT Strategy; Vendor Management; ITIL; Budgeting; People Management; Cybersecurity; Microsoft 365 Administration; Project Management; IT Asset Management',
    industries: 'IT Services and IT Consulting; Hospitals and Health Care; Higher Education; Retail',
    majors: 'information-technology; management-information-systems; computer-information-systems',
    certifications: 'ITIL 4 Foundation; Project Management Professional (PMP)',
  },
  {
    name: 'Director of Engineering',
    synonyms: 'Engineering Director; Director, Software Engineering; Head of Engineering',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Technical Leadership; People Management; Strategic Planning; Software Architecture; Budgeting; Organizational Design; Stakeholder Management; Agile Methodologies; Team Building',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Internet Marketplace Platforms',
    majors: 'computer-science; software-engineering; engineering-management',
  },
  {
    name: 'Director of Information Technology',
    synonyms: 'IT Director; Director of IT; Head of IT',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'IT Strategy; IT Infrastructure; Cybersecurity; Vendor Management; Budgeting; People Management; Enterprise Resource Planning; Change Management; Business Continuity Planning',
    industries: 'Hospitals and Health Care; Higher Education; Retail; Government Administration',
    majors: 'information-technology; management-information-systems; business-administration',
  },
  {
    name: 'Vice President of Engineering',
    synonyms: 'VP of Engineering; VP Engineering; VPE; Vice President, Engineering',
    seniorities: EXECUTIVE,
    minYears: 14,
    skills:
      'Technical Leadership; Organizational Design; Strategic Planning; Budgeting; People Management; Software Architecture; Stakeholder Management; Executive Communications; Team Building',
    industries: 'Software Development; Technology, Information and Internet; Financial Services',
    majors: 'computer-science; software-engineering; engineering-management',
  },
  {
    name: 'Chief Technology Officer',
    synonyms: 'CTO; Chief Technical Officer',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Technical Leadership; IT Strategy; Software Architecture; Strategic Planning; Organizational Design; Budgeting; Fundraising; Executive Communications; Product Strategy',
    industries:
      'Software Development; Technology, Information and Internet; Financial Services; Internet Marketplace Platforms',
    majors: 'computer-science; software-engineering; electrical-engineering',
  },
  {
    name: 'Chief Information Officer',
    synonyms: 'CIO; Chief Digital and Information Officer; CDIO',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'IT Strategy; Enterprise Resource Planning; Cybersecurity; Vendor Management; Budgeting; Change Management; Strategic Planning; Organizational Design; Executive Communications',
    industries: 'Hospitals and Health Care; Banking; Retail; Government Administration',
    majors: 'information-systems; computer-science; business-administration',
  },
  {
    name: 'Chief Information Security Officer',
    synonyms: 'CISO; Chief Security Officer; Head of Information Security',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Cybersecurity; Governance, Risk and Compliance; Security Architecture; Incident Response; Risk Management; ISO/IEC 27001; NIST Cybersecurity Framework; Budgeting; Executive Communications',
    industries:
      'Financial Services; Computer and Network Security; Hospitals and Health Care; Government Administration',
    majors: 'cybersecurity; computer-science; information-systems',
    certifications:
      'Certified Information Systems Security Professional (CISSP); Certified Information Security Manager (CISM)',
    clearanceLikely: true,
  },
]);
