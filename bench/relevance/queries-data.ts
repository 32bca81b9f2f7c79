// Data queries: analysts, scientists, engineers and their managers. Rubrics grade the recruiter's
// meaning, so "ml" is machine learning and "data analysts" finds a Data Analyst.
import {
  allSkills,
  anySkill,
  cur,
  job,
  knows,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
  yearsBetween,
} from './rubric';

const DATA_SCIENTIST = job(
  'data scientist|data science specialist|decision scientist|product data scientist',
);
const ML_SCIENCE = job(
  'applied scientist|machine learning engineer|ml engineer|machine learning research scientist',
);
const DATA_ENGINEER = job('data engineer|big data engineer|data pipeline engineer|data platform engineer');
const DATA_ANALYST = job('data analyst|data analytics analyst|reporting analyst|analytics analyst');
const ANALYST_NEAR = job(
  'business intelligence analyst|bi analyst|product analyst|business analyst|marketing analyst',
);
const ML_ENGINEER = job('machine learning engineer|ml engineer|mle|machine learning developer');
const ML_NEAR = job('ai engineer|computer vision engineer|nlp engineer|mlops engineer|applied scientist');
const BI_ROLE = job('business intelligence (developer|analyst)|bi (developer|analyst|engineer)|data analyst');
// A certification in a tool is evidence of the tool.
const tableau = (p: ProfileView) => knows(p, 'Tableau', /tableau/);
const powerBi = (p: ProfileView) => knows(p, 'Microsoft Power BI', /power bi/);
const ANALYTICS_MANAGER =
  /^(analytics manager|manager, analytics|business intelligence manager|bi manager|insights manager)$/;

export const DATA_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'data-scientist-python-ml',
    family: 'data',
    features: ['and', 'or', 'parentheses', 'phrase', 'abbreviation'],
    intent: 'A data scientist doing machine learning in Python.',
    filters: { keywords: '"data scientist" AND python AND ("machine learning" OR ml)' },
    rubric: [
      [
        3,
        'Current data scientist with Python and machine learning',
        (p) => cur(p, DATA_SCIENTIST) && allSkills(p, 'Python', 'Machine Learning'),
      ],
      [
        2,
        'Current data scientist with one of them, an applied/ML scientist or engineer (ML is the job) with Python, or a data scientist before, still in data, with both',
        (p) =>
          (cur(p, DATA_SCIENTIST) && anySkill(p, 'Python', 'Machine Learning')) ||
          (cur(p, ML_SCIENCE) && anySkill(p, 'Python')) ||
          (pastHere(p, DATA_SCIENTIST, 'data', 'research') && allSkills(p, 'Python', 'Machine Learning')),
      ],
      [
        1,
        'Current data scientist, a data scientist before, or Python and machine learning in a data role',
        (p) =>
          cur(p, DATA_SCIENTIST) ||
          past(p, DATA_SCIENTIST) ||
          (p.family === 'data' && allSkills(p, 'Python', 'Machine Learning')),
      ],
    ],
  },
  {
    id: 'data-engineer-spark-airflow',
    family: 'data',
    features: ['keywords'],
    intent: 'A data engineer with Spark and Airflow.',
    filters: { keywords: 'data engineer spark airflow' },
    rubric: [
      [
        3,
        'Current data engineer with Spark and Airflow',
        (p) => cur(p, DATA_ENGINEER) && allSkills(p, 'Apache Spark', 'Apache Airflow'),
      ],
      [
        2,
        'Current data engineer with one of them, or analytics/ETL engineer or data architect with both',
        (p) =>
          (cur(p, DATA_ENGINEER) && anySkill(p, 'Apache Spark', 'Apache Airflow')) ||
          (cur(p, job('analytics engineer|etl developer|data architect')) &&
            allSkills(p, 'Apache Spark', 'Apache Airflow')),
      ],
      [
        1,
        'Current data engineer, or Spark and Airflow under any title',
        (p) => cur(p, DATA_ENGINEER) || allSkills(p, 'Apache Spark', 'Apache Airflow'),
      ],
    ],
  },
  {
    id: 'data-analysts-sql-tableau-plural',
    family: 'data',
    features: ['keywords', 'plural'],
    intent: 'Data analysts who use SQL and Tableau.',
    filters: { keywords: 'data analysts sql tableau' },
    rubric: [
      [
        3,
        'Current data analyst with SQL and Tableau',
        (p) => cur(p, DATA_ANALYST) && anySkill(p, 'SQL') && tableau(p),
      ],
      [
        2,
        'Current data analyst with one of them, or BI/product/business analyst with both',
        (p) =>
          (cur(p, DATA_ANALYST) && (anySkill(p, 'SQL') || tableau(p))) ||
          (cur(p, ANALYST_NEAR) && anySkill(p, 'SQL') && tableau(p)),
      ],
      [
        1,
        'Current data analyst, a data analyst before with both, or both in a data role',
        (p) =>
          cur(p, DATA_ANALYST) ||
          (anySkill(p, 'SQL') && tableau(p) && (past(p, DATA_ANALYST) || p.family === 'data')),
      ],
    ],
  },
  {
    id: 'data-ml-engineer-pytorch-filters',
    family: 'data',
    features: ['titles', 'skills', 'experience'],
    intent: 'Machine learning engineers with PyTorch and 4 to 8 years of experience.',
    filters: { titles: ['Machine Learning Engineer'], skills: ['PyTorch'], experienceBands: ['4-6', '6-8'] },
    rubric: [
      [
        3,
        'Current ML engineer with PyTorch, 4-8 years',
        (p) => cur(p, ML_ENGINEER) && anySkill(p, 'PyTorch') && yearsBetween(p, 4, 8),
      ],
      [
        2,
        'Current ML engineer with PyTorch at 2-4 or 8-10 years, or a close ML title with PyTorch at 4-8',
        (p) =>
          anySkill(p, 'PyTorch') &&
          ((cur(p, ML_ENGINEER) && yearsBetween(p, 2, 10)) || (cur(p, ML_NEAR) && yearsBetween(p, 4, 8))),
      ],
      [
        1,
        'Current ML engineer at 4-8 years without PyTorch, or an ML engineer before with PyTorch',
        (p) =>
          (cur(p, ML_ENGINEER) && yearsBetween(p, 4, 8)) || (past(p, ML_ENGINEER) && anySkill(p, 'PyTorch')),
      ],
    ],
  },
  {
    id: 'data-power-bi-not-tableau',
    family: 'data',
    features: ['phrase', 'not'],
    intent: 'Power BI people, not Tableau people.',
    filters: { keywords: '"power bi" NOT tableau' },
    rubric: [
      [
        3,
        'A BI developer/analyst or data analyst with Power BI and no Tableau',
        (p) => cur(p, BI_ROLE) && powerBi(p) && !tableau(p),
      ],
      [2, 'Power BI and no Tableau, any title', (p) => powerBi(p) && !tableau(p)],
    ],
  },
  {
    id: 'data-analytics-manager-wildcard',
    family: 'data',
    features: ['wildcard'],
    intent: 'An analytics manager (analytic* manag*).',
    filters: { keywords: 'analytic* manag*' },
    rubric: [
      [3, 'Current analytics manager (BI or insights manager)', (p) => cur(p, ANALYTICS_MANAGER)],
      [
        2,
        'Current data science manager or head/director of analytics, or an analytics manager before, still in data',
        (p) =>
          cur(
            p,
            /^(data science manager|director of data science|head of analytics|director of analytics)$/,
          ) || pastHere(p, ANALYTICS_MANAGER, 'data'),
      ],
      [
        1,
        'Another manager with analytics skills, or an analytics manager before',
        (p) =>
          past(p, ANALYTICS_MANAGER) ||
          (/manager/.test(p.title) &&
            anySkill(p, 'Data Analysis', 'Business Intelligence', 'Marketing Analytics', 'HR Analytics')),
      ],
    ],
  },
];
