// Software engineering queries. Each rubric grades what the recruiter asked for: synonyms,
// abbreviations, plurals and level prefixes count ("Sr." = "Senior", "k8s" = Kubernetes).
import {
  allSkills,
  anySkill,
  cur,
  job,
  knows,
  near,
  PLACES,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
  within,
} from './rubric';

const SWE = job(
  'software (engineer|developer)|software development engineer|programmer|application developer',
);
const SENIOR_SWE = /^(senior|sr\.?) software (engineer|developer)$/;
const BACKEND = job(
  'backend engineer|back-end developer|backend developer|server-side engineer|api engineer',
);
const FRONTEND_FULLSTACK = job(
  'frontend engineer|front-end developer|frontend developer|ui engineer|ui developer|web developer|full stack engineer|full-stack engineer|full stack developer|fullstack developer',
);
const SRE = job('site reliability engineer|sre|reliability engineer|production engineer');
const INFRA = job(
  'devops engineer|devops specialist|platform engineer|infrastructure engineer|cloud engineer',
);
const DEVOPS = job('devops engineer|devops specialist|build and release engineer|ci/cd engineer');
/** Someone who writes software for a living, at any level below management. */
const builder = (p: ProfileView) =>
  p.family === 'engineering' &&
  /engineer|developer|programmer/.test(p.title) &&
  !/manager|director/.test(p.title);
const noAngular = (p: ProfileView) => !anySkill(p, 'Angular', 'AngularJS');
// A certification in a tool is evidence of the tool (a CKA holder knows Kubernetes).
const k8s = (p: ProfileView) => knows(p, 'Kubernetes', /kubernetes/);
const terraform = (p: ProfileView) => knows(p, 'Terraform', /terraform/);
const aws = (p: ProfileView) => knows(p, 'Amazon Web Services', /^aws certified/);
const javaKafka = (p: ProfileView) => allSkills(p, 'Java', 'Apache Kafka');
const VP_ENGINEERING = /(vice president|vp),? (of )?engineering/;

export const SOFTWARE_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'swe-sr-software-engineer',
    family: 'software-engineering',
    features: ['keywords', 'abbreviation'],
    intent: 'A senior software engineer ("Sr." is "Senior").',
    filters: { keywords: 'Sr. Software Engineer' },
    rubric: [
      [3, 'Current title is Senior Software Engineer (or Developer)', (p) => cur(p, SENIOR_SWE)],
      [
        2,
        'Current title is a staff/lead/principal software engineer, or a senior specialised software engineer',
        (p) =>
          cur(p, /^(staff|lead|principal) software (engineer|developer)$/) ||
          cur(
            p,
            /^(senior|sr\.?) (backend|frontend|full stack|embedded software|ios|android|mobile) engineer$/,
          ),
      ],
      [
        1,
        'A software engineer at another level now, or a senior software engineer before',
        (p) => cur(p, SWE) || past(p, SENIOR_SWE),
      ],
    ],
  },
  {
    id: 'swe-java-kafka-k8s',
    family: 'software-engineering',
    features: ['and', 'or', 'parentheses', 'phrase', 'abbreviation'],
    intent: 'A Java backend engineer who works with Kafka and runs on Kubernetes.',
    filters: { keywords: 'java AND (kafka OR "apache kafka") AND (kubernetes OR k8s)' },
    rubric: [
      [
        3,
        'An engineering IC title with Java, Kafka and Kubernetes',
        (p) => builder(p) && javaKafka(p) && k8s(p),
      ],
      [
        2,
        'Java, Kafka and Kubernetes under any title, or a backend engineer with Java and one of them',
        (p) =>
          (javaKafka(p) && k8s(p)) ||
          (cur(p, BACKEND) && anySkill(p, 'Java') && (anySkill(p, 'Apache Kafka') || k8s(p))),
      ],
      [
        1,
        'Java with Kafka or with Kubernetes',
        (p) => anySkill(p, 'Java') && (anySkill(p, 'Apache Kafka') || k8s(p)),
      ],
    ],
  },
  {
    id: 'swe-react-typescript-not-angular',
    family: 'software-engineering',
    features: ['and', 'or', 'not', 'parentheses'],
    intent: 'A React and TypeScript front-end engineer, not an Angular one.',
    filters: { keywords: '(react OR reactjs) AND typescript NOT angular' },
    rubric: [
      [
        3,
        'Current frontend or full-stack engineer with React and TypeScript, no Angular',
        (p) => cur(p, FRONTEND_FULLSTACK) && allSkills(p, 'React', 'TypeScript') && noAngular(p),
      ],
      [
        2,
        'React and TypeScript without Angular, any title',
        (p) => allSkills(p, 'React', 'TypeScript') && noAngular(p),
      ],
      [1, 'React without Angular (no TypeScript)', (p) => anySkill(p, 'React') && noAngular(p)],
    ],
  },
  {
    id: 'swe-python-develop-wildcard',
    family: 'software-engineering',
    features: ['and', 'wildcard'],
    intent: 'A Python developer (develop* = developer, development).',
    filters: { keywords: 'python AND develop*' },
    rubric: [
      [3, 'A software engineer or developer (IC) with Python', (p) => builder(p) && anySkill(p, 'Python')],
      [
        2,
        'A data or ML engineer/scientist with Python, or a developer before with Python',
        (p) =>
          anySkill(p, 'Python') &&
          ((p.family === 'data' && /engineer|developer|scientist/.test(p.title)) ||
            past(p, /engineer|developer|programmer/)),
      ],
      [1, 'Python, any title', (p) => anySkill(p, 'Python')],
    ],
  },
  {
    id: 'swe-backend-nyc-senior',
    family: 'software-engineering',
    features: ['titles', 'seniority', 'radius'],
    intent: 'Senior backend or software engineers within 30 miles of New York City.',
    filters: {
      titles: ['Backend Engineer', 'Software Engineer'],
      seniorities: ['senior'],
      locations: [near(PLACES.newYork, 30)],
    },
    rubric: [
      [
        3,
        'In range, current backend or software engineer at senior level',
        (p) => within(p, PLACES.newYork, 30) && (cur(p, BACKEND) || cur(p, SWE)) && p.level === 'senior',
      ],
      [
        2,
        'In range, senior full-stack/frontend/platform engineer',
        (p) =>
          within(p, PLACES.newYork, 30) &&
          p.level === 'senior' &&
          (cur(p, FRONTEND_FULLSTACK) || cur(p, INFRA)),
      ],
      [
        1,
        'In range, backend or software engineer at another level',
        (p) => within(p, PLACES.newYork, 30) && (cur(p, BACKEND) || cur(p, SWE)),
      ],
    ],
  },
  {
    id: 'swe-sre-keywords',
    family: 'software-engineering',
    features: ['keywords'],
    intent: 'A site reliability engineer with Kubernetes and Terraform.',
    filters: { keywords: 'site reliability engineer kubernetes terraform' },
    rubric: [
      [3, 'Current SRE with Kubernetes and Terraform', (p) => cur(p, SRE) && k8s(p) && terraform(p)],
      [
        2,
        'Current SRE with one of them, or DevOps/platform/cloud engineer with both',
        (p) => (cur(p, SRE) && (k8s(p) || terraform(p))) || (cur(p, INFRA) && k8s(p) && terraform(p)),
      ],
      [
        1,
        'Current SRE/DevOps/platform/cloud engineer, or SRE skills with both tools',
        (p) =>
          cur(p, SRE) ||
          cur(p, INFRA) ||
          (anySkill(p, 'Site Reliability Engineering') && k8s(p) && terraform(p)),
      ],
    ],
  },
  {
    id: 'swe-vp-engineering',
    family: 'software-engineering',
    features: ['keywords', 'abbreviation'],
    intent: 'A VP of Engineering.',
    filters: { keywords: 'vp engineering' },
    rubric: [
      [
        3,
        'Current Vice President of Engineering',
        (p) => cur(p, /^(senior )?(vice president|vp),? (of )?engineering$/),
      ],
      [
        2,
        'Current CTO, or a VP of Engineering before who still works in engineering',
        (p) => cur(p, /^chief technology officer$|^cto$/) || pastHere(p, VP_ENGINEERING, 'engineering'),
      ],
      [
        1,
        'Current Director of Engineering (the usual step below), or a VP of Engineering before in another field',
        (p) =>
          cur(p, /^(director of engineering|engineering director|head of engineering)$/) ||
          past(p, VP_ENGINEERING),
      ],
    ],
  },
  {
    id: 'swe-devops-engineers-aws-plural',
    family: 'software-engineering',
    features: ['keywords', 'plural', 'abbreviation'],
    intent: 'DevOps engineers who work on AWS.',
    filters: { keywords: 'devops engineers aws' },
    rubric: [
      [3, 'Current DevOps engineer with AWS', (p) => cur(p, DEVOPS) && aws(p)],
      [
        2,
        'Current DevOps engineer without AWS, or SRE/platform/cloud engineer with AWS',
        (p) => cur(p, DEVOPS) || ((cur(p, SRE) || cur(p, INFRA)) && aws(p)),
      ],
      [
        1,
        'A DevOps engineer before, or DevOps skills with AWS',
        (p) => past(p, DEVOPS) || (anySkill(p, 'DevOps') && aws(p)),
      ],
    ],
  },
  {
    id: 'swe-golang-sf-keywords',
    family: 'software-engineering',
    features: ['keywords', 'abbreviation', 'radius'],
    intent: 'Go (golang) engineers building microservices around San Francisco.',
    filters: { keywords: 'golang microservices', locations: [near(PLACES.sanFrancisco, 50)] },
    rubric: [
      [
        3,
        'In range, an engineering IC with Go and microservices',
        (p) => within(p, PLACES.sanFrancisco, 50) && builder(p) && allSkills(p, 'Go', 'Microservices'),
      ],
      [
        2,
        'In range, Go and microservices under any title, or an engineer with Go',
        (p) =>
          within(p, PLACES.sanFrancisco, 50) &&
          (allSkills(p, 'Go', 'Microservices') || (builder(p) && anySkill(p, 'Go'))),
      ],
      [
        1,
        'In range, Go, or an engineer with microservices',
        (p) =>
          within(p, PLACES.sanFrancisco, 50) &&
          (anySkill(p, 'Go') || (builder(p) && anySkill(p, 'Microservices'))),
      ],
    ],
  },
];
