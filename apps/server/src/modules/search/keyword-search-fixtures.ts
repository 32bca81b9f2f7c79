/**
 * The people of the keyword integration tests (search-keywords.int.test.ts): each spells a title
 * or a phrase one way, so a test can say which spellings find whom.
 */
import type { FixtureProfile } from '../../test/search-app';
import { CITIES, contacts, type FixtureSpec } from '../../test/talent-fixture';

const person = (key: string, spec: Partial<FixtureSpec> & Pick<FixtureSpec, 'title'>): FixtureProfile => ({
  key,
  contacts: contacts('work'),
  spec: {
    name: `${key[0]?.toUpperCase()}${key.slice(1)} Fixture`,
    company: 'Quillfeather Works',
    city: CITIES.austin,
    years: 6,
    seniority: 'senior',
    skills: [],
    activity: 3,
    lastActiveDaysAgo: 10,
    ...spec,
  },
});

export const KEYWORD_FIXTURES: FixtureProfile[] = [
  person('abbreviated', { title: 'Sr. Software Engineer', summary: 'Mentors new developers.' }),
  person('spelled', { title: 'Senior Software Engineer' }),
  person('developer', { title: 'Software Developer' }),
  person('vp', { title: 'VP of Sales', summary: 'Chairs a not-for-profit board.' }),
  person('vicepresident', { title: 'Vice President, Marketing' }),
  person('association', { title: 'Charge Nurse', summary: 'Member of the Texas Nurses Association.' }),
  person('registered', { title: 'Registered Nurse', certifications: ['Basic Life Support'] }),
  person('accountant', {
    title: 'Staff Accountant',
    certifications: ['Certified Public Accountant'],
    education: [{ school: 'Rice University', degree: 'Bachelor of Science', major: 'Accounting' }],
  }),
  person('sysadmin', { title: 'Systems Administrator', skills: ['Linux'] }),
  person('architect', {
    title: 'Solutions Consultant',
    summary: 'An architect of web platforms who ran ecommerce growth and brand marketing programmes.',
  }),
  person('salesteam', { title: 'Retail Lead', summary: 'Sales team manager for twelve stores.' }),
  person('account', { title: 'Account Manager' }),
  person('advisor', { title: 'Wealth Planner', summary: 'Current senior financial advisor at Cedar Bank.' }),
  person('hospital', {
    title: 'Operations Lead',
    industry: 'Hospitals and Health Care',
    city: CITIES.houston,
  }),
  person('chinese', { title: '软件工程师', company: '北京云图科技', summary: '负责后端开发' }),
  person('arabic', { title: 'مُهَنْدِس برمجيات', summary: 'أعمل في الرياض' }),
  person('russian', { title: 'Инженер-программист', summary: 'Разработка в Москве' }),
];
