// Résumés of the judged set: software, data and design. Invented people and companies.

export const TECH_DESIGN_RESUMES: Readonly<Record<string, string>> = {
  'sw-senior-python': `Daniel Okafor
Seattle, WA, US
Senior Software Engineer

SUMMARY
Backend engineer with 8 years of experience building Python services for logistics and payments. US citizen.

EXPERIENCE
Senior Software Engineer — Rainier Logistics | 2021-03 – Present
- Lead a team of four building Python and Django services for carrier routing on AWS.
- Moved 40 services to Docker and Kubernetes; wrote the Terraform modules.
- Tuned PostgreSQL queries that cut p95 latency by 60%.
Software Engineer — PayTrail | 2017-01 – 2021-02
- Built payment APIs in Python with FastAPI and PostgreSQL; event streams on Kafka.
- Wrote the SQL reporting layer used by finance.

EDUCATION
B.S., Computer Science — University of Washington | 2016

SKILLS
Python, Django, FastAPI, PostgreSQL, SQL, AWS, Docker, Kubernetes, Terraform, Kafka, Redis`,

  'sw-java-backend': `Priya Raman
Chicago, IL, US
Backend Engineer

EXPERIENCE
Senior Backend Engineer — Midwest Mutual | 2020-05 – Present
- Build Java and Spring Boot microservices for claims processing on Azure.
- Own the Oracle to PostgreSQL migration.
Software Engineer — Loop Commerce | 2018-06 – 2020-04
- Java services, REST APIs, Jenkins pipelines.

EDUCATION
B.Tech, Computer Science — Anna University | 2018

SKILLS
Java, Spring Boot, PostgreSQL, SQL, Azure, Jenkins, Microservices, REST APIs

WORK AUTHORIZATION
On an H-1B visa; will require sponsorship.`,

  'sw-junior-frontend': `Emma Lindqvist
Portland, OR, US
Frontend Developer

EXPERIENCE
Frontend Developer — Cedar Health Apps | 2022-08 – Present
- Build patient-facing pages in React and TypeScript; Next.js for the marketing site.
- Write component tests in Jest and end-to-end tests in Cypress.
- Improved accessibility (WCAG 2.1 AA) across the booking flow.
Web Development Intern — Rose City Media | 2021-06 – 2021-12
- HTML, CSS and JavaScript for client sites.

EDUCATION
B.A., Computer Science — Portland State University | 2022

SKILLS
React, TypeScript, JavaScript, HTML, CSS, Next.js, Jest, Cypress, Figma, GraphQL`,

  'data-analyst': `Kevin Tran
Seattle, WA, US
Data Analyst

EXPERIENCE
Data Analyst — Sound Retail Group | 2021-09 – Present
- Build Tableau dashboards on sales and inventory; write SQL against Snowflake.
- Python and pandas for forecasting demand; budgeting support for the finance team.
Business Analyst — Pike Street Insurance | 2020-01 – 2021-08
- Excel models and reporting for underwriting.

EDUCATION
B.S., Economics — Washington State University | 2019

SKILLS
SQL, Tableau, Python, Pandas, Excel, Snowflake, Forecasting`,

  'product-designer': `Sofia Marin
New York, NY, US
Senior Product Designer

EXPERIENCE
Senior Product Designer — Ledgerly | 2021-02 – Present
- Lead designer for a consumer finance app on iOS, Android and web.
- Run user research and usability testing every sprint; built the Figma design system.
- Prototyping in Figma and motion specs in After Effects.
Product Designer — Brightside Health | 2018-09 – 2021-01
- Interaction design and visual design for patient onboarding.

EDUCATION
BFA, Graphic Design — Parsons School of Design | 2018

SKILLS
Figma, Prototyping, Design Systems, User Research, Usability Testing, Interaction Design, Visual Design, After Effects`,

  'graphic-designer': `Marcus Bell
Brooklyn, NY, US
Graphic Designer

EXPERIENCE
Graphic Designer — Hudson Print & Brand | 2020-03 – Present
- Packaging, print and brand identity for food and beverage clients.
- Adobe Illustrator, Photoshop and InDesign; press checks with printers.
Junior Designer — Flatbush Studio | 2018-06 – 2020-02
- Posters, menus and social media graphics.

EDUCATION
BFA, Graphic Design — Pratt Institute | 2018

SKILLS
Adobe Illustrator, Adobe Photoshop, Adobe InDesign, Typography, Branding, Print Design`,
};
