import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONNECT_CATALOGUE,
  connectEntry,
  connectionScope,
  JOBLIST_TOOLTIP,
  modalTitle,
} from './connect-catalogue';
import { EXPORT_CATALOGUE, exportEntry } from './export-catalogue';

const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);
const byCompany = (name: string) => {
  const e = CONNECT_CATALOGUE.find((x) => x.company === name);
  if (!e) throw new Error(`no entry ${name}`);
  return e;
};
const keys = (name: string) => byCompany(name).modal?.content.map((f) => f.field) ?? [];

describe('the export catalogue (spec 3.1)', () => {
  it('has about 58 entries, unique ids, sorted ascending by order', () => {
    expect(EXPORT_CATALOGUE).toHaveLength(58);
    expect(new Set(ids(EXPORT_CATALOGUE)).size).toBe(58);
    const orders = EXPORT_CATALOGUE.map((e) => e.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it('holds every entry the spec names, with the two LinkedIn Recruiter ids', () => {
    for (const label of [
      'Bullhorn',
      'Greenhouse',
      'Greenhouse Harvest',
      'Lever',
      'Workday',
      'iCIMS',
      'Salesforce',
      'Ashby',
      'Teamtailor',
      'Manatal',
      'Zapier',
    ])
      expect(EXPORT_CATALOGUE.find((e) => e.label === label)?.source).toBe('spec');
    expect(exportEntry('linkedin_recruiter_lite')?.label).toBe('LinkedIn Recruiter Lite');
    expect(exportEntry('linkedin_recruiter')?.label).toBe('LinkedIn Recruiter');
    expect(EXPORT_CATALOGUE.filter((e) => e.source === 'spec')).toHaveLength(13);
  });

  it('carries the flags and select labels', () => {
    expect(exportEntry('bullhorn')).toMatchObject({
      hasJobs: true,
      jobOptional: true,
      hasTearsheet: true,
      hasCompany: true,
      tearsheetSelectLabel: 'Tearsheet',
    });
    expect(exportEntry('greenhouse_harvest')).toMatchObject({
      hasJobs: true,
      hasStages: true,
      needStage: true,
      hasProspectStage: true,
    });
    expect(exportEntry('ashby')?.topCategory).toBe('interviewPlan');
    expect(exportEntry('workday')?.topCategory).toBe('workflow');
    expect(exportEntry('salesforce')).toMatchObject({ hasCompany: true, hasList: true });
    expect(exportEntry('pcrecruiter')?.hasFolderGroup).toBe(true);
    expect(exportEntry('workable')).toMatchObject({ hasPool: true, poolSelectLabel: 'Talent pool' });
    expect(exportEntry('zapier')).toEqual({
      order: expect.any(Number),
      id: 'zapier',
      label: 'Zapier',
      imageUrl: '/apps/icons/zapier.svg',
      imageLargeUrl: '/apps/icons/zapier.svg',
      source: 'spec',
    });
    const topCategories = new Set(EXPORT_CATALOGUE.map((e) => e.topCategory).filter(Boolean));
    expect([...topCategories].sort()).toEqual(['interviewPlan', 'workflow']);
  });
});

const FIRST_PART = [
  'Bullhorn',
  'Greenhouse',
  'Greenhouse Harvest',
  'Jobvite',
  'SmartRecruiters',
  'Workable',
  'Salesforce',
  'PCRecruiter',
  'Beamery',
  'Beamery Frontier',
  'Lever',
  'JobAdder',
  'SmashFly',
  'iCIMS',
  'Taleo Enterprise',
  'Taleo Business',
  'Zoho',
  'Breezy',
  'CATS',
  'Crelate',
  'Recruitee',
  'JazzHR',
];
const TAIL = [
  'JazzHR',
  'Pipedrive',
  'X0PA',
  'Workday',
  'Avature WebSources',
  'Avature External Import Service',
  'Phenom People',
  'JobDiva',
  'SmashFlyX',
  'Copper',
  'SAP SuccessFactors',
  'Talemetry',
  'Google Calendar',
  'Calendly',
  'Z-Calendar',
  'Zoom meeting',
  'Gmail',
  'Outlook email',
  'Z-Mail',
  'Other email',
  'Email integration through a DNS proxy',
  'DNS email',
  'Clinch',
  'Outlook Calendar',
  'Other Calendar',
  'Gem',
  'Erecruit',
  'UKG Pro',
  'Oracle Recruiting Cloud',
  'Bullhorn for Salesforce',
  'LinkedIn Recruiter Lite',
  'LinkedIn Recruiter',
  'Microsoft Dynamics',
  'Comeet',
  'Loxo',
  'Ashby',
  'Teamtailor',
  'Zapier',
  'Recruiterflow',
  'Manatal',
  'Ceipal',
  'Top Echelon',
  'Other ATS',
  'Livehire',
  'Avature connector',
  'Indeed connector',
  'BambooHR',
  'Paycor',
  'Paylocity',
];

describe('the connect catalogue (spec 3.4–3.6)', () => {
  it('lists every entry of 3.4 in the spec order, each once', () => {
    expect(CONNECT_CATALOGUE.map((e) => e.company)).toEqual([...FIRST_PART, ...TAIL.slice(1)]);
    expect(new Set(ids(CONNECT_CATALOGUE)).size).toBe(CONNECT_CATALOGUE.length);
  });

  it('has the payload keys of 3.5 exactly', () => {
    for (const name of ['JazzHR', 'Pipedrive', 'Ashby', 'Teamtailor', 'Manatal', 'Gem'])
      expect(keys(name)).toEqual(['api_key']);
    expect(keys('Workday')).toEqual(['username', 'password', 'organizationId', 'serviceEndpoint']);
    expect(keys('Avature External Import Service')).toEqual(['api_key', 'url', 'public_url']);
    expect(keys('Phenom People')).toEqual(['email', 'password']);
    expect(keys('JobDiva')).toEqual(['username', 'password', 'clientid']);
    expect(keys('SmashFlyX')).toEqual(['username', 'password', 'api_key']);
    expect(keys('Copper')).toEqual(['accessToken', 'email']);
    expect(keys('SAP SuccessFactors')).toEqual(['username', 'password', 'companyId', 'APIServer']);
    expect(keys('Talemetry')).toEqual(['api_key', 'secret_key', 'joblist_endpoint']);
    expect(keys('Clinch')).toEqual(['apiKey', 'secret']);
    expect(keys('Erecruit')).toEqual(['clientid', 'client_secret', 'customURL']);
    expect(keys('UKG Pro')).toEqual(['url', 'clientId', 'clientSecret']);
    expect(keys('Oracle Recruiting Cloud')).toEqual(['username', 'password', 'restURL']);
    expect(keys('Bullhorn for Salesforce')).toEqual(['consumer_key', 'consumer_secret']);
    expect(keys('Microsoft Dynamics')).toEqual(['clientId', 'clientSecret']);
    expect(keys('Comeet')).toEqual(['apiKey']);
    expect(keys('Recruiterflow')).toEqual(['apiKey']);
    expect(keys('Loxo')).toEqual(['agency_slug', 'api_key']);
    expect(keys('Ceipal')).toEqual(['email', 'password', 'api_key']);
    expect(keys('Livehire')).toEqual(['client_id', 'client_secret']);
    expect(keys('Avature connector')).toEqual(['username', 'password', 'domain']);
    for (const name of [
      'Avature WebSources',
      'Indeed connector',
      'BambooHR',
      'Paycor',
      'Paylocity',
      'Google Calendar',
      'Calendly',
      'Z-Calendar',
      'Zoom meeting',
      'Outlook Calendar',
      'Top Echelon',
      'Zapier',
    ])
      expect(byCompany(name).modal).toBeNull();
    expect(byCompany('Talemetry').modal?.content.map((f) => f.label)).toEqual([
      'Customer ID',
      'Password',
      'Joblist endpoint',
    ]);
  });

  it('has only the two optional fields of spec 5 (plus PCRecruiter), with the joblist tooltip, typed text or email', () => {
    const optional = CONNECT_CATALOGUE.flatMap((e) =>
      (e.modal?.content ?? []).filter((f) => f.optional).map((f) => `${e.id}.${f.field}`),
    );
    expect(optional.sort()).toEqual([
      'avature_eis.public_url',
      'pcrecruiter.api_key',
      'pcrecruiter.app_id',
      'talemetry.joblist_endpoint',
    ]);
    expect(byCompany('Talemetry').modal?.content[2]?.tooltip).toBe(JOBLIST_TOOLTIP);
    expect(byCompany('Avature External Import Service').modal?.content[2]?.tooltip).toBe(JOBLIST_TOOLTIP);
    for (const e of CONNECT_CATALOGUE)
      for (const f of e.modal?.content ?? []) expect(['text', 'email']).toContain(f.type);
  });

  it('titles every dialog "{name} Access Information" and labels the button Connect / Configure', () => {
    for (const e of CONNECT_CATALOGUE) {
      if (e.modal) expect(e.modal.title).toBe(modalTitle(e.company));
      expect(e.button).toEqual({ default: 'Connect', installed: 'Configure' });
      expect(e.token).toBeNull();
    }
  });

  it('carries the flags of 3.2, 3.3 and 3.6', () => {
    const twoWay = CONNECT_CATALOGUE.filter((e) => e.two_way_integration === true).map((e) => e.company);
    expect(twoWay.sort()).toEqual([
      'Ashby',
      'Ceipal',
      'Clinch',
      'JazzHR',
      'Manatal',
      'Microsoft Dynamics',
      'Oracle Recruiting Cloud',
      'Recruiterflow',
      'SAP SuccessFactors',
      'Teamtailor',
      'Top Echelon',
      'Workday',
    ]);
    const oneWay = CONNECT_CATALOGUE.filter((e) => e.two_way_integration === false).map((e) => e.company);
    expect(oneWay.sort()).toEqual([
      'Avature WebSources',
      'Avature connector',
      'BambooHR',
      'Indeed connector',
      'Livehire',
      'Loxo',
      'Paycor',
      'Paylocity',
    ]);
    for (const e of CONNECT_CATALOGUE) expect([0, 1, 6, 8]).toContain(e.push_permission);
    expect(byCompany('X0PA')).toMatchObject({
      contactus: true,
      trackedUrl: expect.stringMatching(/^https:/),
    });
    expect(CONNECT_CATALOGUE.filter((e) => e.isDisabedAppDetail).map((e) => e.id)).toEqual([
      'linkedin_recruiter_lite',
      'linkedin_recruiter',
    ]);
    expect(CONNECT_CATALOGUE.filter((e) => e.disable_config).map((e) => e.id)).toEqual([
      'avature_connector',
      'indeed_connector',
    ]);
    expect(CONNECT_CATALOGUE.filter((e) => e.category === 'HRIS').map((e) => e.company)).toEqual([
      'BambooHR',
      'Paycor',
      'Paylocity',
    ]);
    expect(byCompany('LinkedIn Recruiter Lite').displaySortName).toBe('LIR Lite');
    expect(byCompany('Copper').authType).toBe('entry+userBased');
    expect(byCompany('Bullhorn for Salesforce')).toMatchObject({
      authType: 'entry+oauth',
      authConfig: { scope: 'full', refreshToken: true, consumerKeyMatched: true },
    });
    expect(byCompany('Top Echelon')).toMatchObject({
      authType: 'teamBased+oauth',
      authConfig: { scope: 'read write', state: 'integrate' },
    });
    for (const n of ['BambooHR', 'Paycor', 'Paylocity'])
      expect(byCompany(n)).toMatchObject({ authType: 'teamBased+oauth', authConfig: { state: 'integrate' } });
    expect(byCompany('LinkedIn Recruiter').authType).toBe('entry+rpa');
    expect(byCompany('Zapier').authType).toBeNull();
    expect(byCompany('Pipedrive').advanced).toEqual({ disable_push_config: true });
    expect(byCompany('SmashFlyX').advanced).toEqual({ enable_job: false });
    expect(byCompany('Other Calendar').advanced).toEqual({ enable_job: true });
    for (const n of [
      'Google Calendar',
      'Calendly',
      'Z-Calendar',
      'Zoom meeting',
      'Outlook Calendar',
      'Other Calendar',
    ])
      expect(byCompany(n).appConnectType).toBe('CALENDAR');
    for (const n of [
      'Gmail',
      'Outlook email',
      'Z-Mail',
      'Other email',
      'DNS email',
      'Email integration through a DNS proxy',
    ])
      expect(byCompany(n).appConnectType).toBe('EMAIL');
    expect(connectionScope(byCompany('Copper'))).toBe('user');
    expect(connectionScope(byCompany('Greenhouse Harvest'))).toBe('team');
    expect(connectEntry('greenhouse_harvest')?.source).toBe('vendor-docs');
  });

  it('has a local icon file for every entry of both catalogues', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../apps/web/public/apps/icons');
    for (const id of [...ids(CONNECT_CATALOGUE), ...ids(EXPORT_CATALOGUE)])
      expect(fs.existsSync(path.join(dir, `${id}.svg`)), id).toBe(true);
  });
});
