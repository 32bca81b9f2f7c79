import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushCandidateInput } from './connector';
import {
  caught,
  RESUME_BYTES,
  type Recorded,
  sampleCandidate,
  startVendorServer,
  testOptions,
  transportFailureTests,
  type VendorServer,
} from './test-support/vendor-server';
import { workdayConnector, xml } from './workday';

const PASSWORD = 'wd-pass-Secr3t!<&>';
const TENANT = 'acme_impl';
const PATH = `/ccx/service/${TENANT}/Recruiting/v42.0`;
const REQS = [
  ['R-001', 'Backend Engineer'],
  ['R-002', 'Designer'],
  ['R-003', 'Recruiter'],
];
type Cand = {
  id: string;
  first: string;
  last: string;
  email: string;
  apps: { req: string; stage: string }[];
};
let cands: Cand[] = [];
let server: VendorServer;

const soap = (inner: string) => ({
  headers: { 'content-type': 'text/xml; charset=utf-8' },
  text: `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>${inner}</env:Body></env:Envelope>`,
});
const fault = (code: string, message: string) => ({
  status: 500,
  ...soap(
    `<SOAP-ENV:Fault xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><faultcode>${code}</faultcode><faultstring>${message}</faultstring></SOAP-ENV:Fault>`,
  ),
});
const NS = 'xmlns:wd="urn:com.workday/bsvc"';
const candXml = (c: Cand) =>
  `<wd:Candidate><wd:Candidate_Reference><wd:ID wd:type="WID">abc</wd:ID><wd:ID wd:type="Candidate_ID">${c.id}</wd:ID></wd:Candidate_Reference><wd:Candidate_Data><wd:Name_Data><wd:Legal_Name><wd:Name_Detail_Data><wd:First_Name>${c.first}</wd:First_Name><wd:Last_Name>${c.last}</wd:Last_Name></wd:Name_Detail_Data></wd:Legal_Name></wd:Name_Data><wd:Contact_Data><wd:Email_Address>${c.email}</wd:Email_Address></wd:Contact_Data>${c.apps
    .map(
      (a) =>
        `<wd:Job_Application_Data><wd:Job_Applied_To_Data><wd:Job_Requisition_Reference><wd:ID wd:type="Job_Requisition_ID">${a.req}</wd:ID></wd:Job_Requisition_Reference><wd:Stage_Reference><wd:ID wd:type="Recruiting_Stage_ID">${a.stage}</wd:ID></wd:Stage_Reference></wd:Job_Applied_To_Data><wd:Job_Application_Date>2026-06-01</wd:Job_Application_Date></wd:Job_Application_Data>`,
    )
    .join('')}</wd:Candidate_Data></wd:Candidate>`;

function route(req: Recorded) {
  if (req.method !== 'POST' || req.path !== PATH) return undefined;
  const body = req.text;
  if (
    !body.includes(`<wsse:Username>isu_talentbase@${TENANT}</wsse:Username>`) ||
    !body.includes(`>${xml(PASSWORD)}</wsse:Password>`)
  )
    return fault('SOAP-ENV:Client.authenticationError', 'invalid username or password');
  const op = /<bsvc:(\w+)_Request/.exec(body)?.[1];
  const tag = (name: string) => new RegExp(`<bsvc:${name}>([^<]*)</bsvc:${name}>`).exec(body)?.[1];
  const idOf = (type: string) => new RegExp(`bsvc:type="${type}">([^<]*)<`).exec(body)?.[1];
  if (op === 'Get_Job_Requisitions') {
    const page = Number(tag('Page'));
    const slice = REQS.slice((page - 1) * 2, page * 2);
    return soap(
      `<wd:Get_Job_Requisitions_Response ${NS}><wd:Response_Results><wd:Total_Results>3</wd:Total_Results><wd:Total_Pages>2</wd:Total_Pages><wd:Page>${page}</wd:Page></wd:Response_Results><wd:Response_Data>${slice
        .map(
          ([id, title]) =>
            `<wd:Job_Requisition><wd:Job_Requisition_Reference><wd:ID wd:type="Job_Requisition_ID">${id}</wd:ID></wd:Job_Requisition_Reference><wd:Job_Requisition_Data><wd:Job_Posting_Title>${title}</wd:Job_Posting_Title><wd:Job_Requisition_Status_Reference><wd:ID wd:type="Job_Requisition_Status_ID">OPEN</wd:ID></wd:Job_Requisition_Status_Reference><wd:Primary_Location_Reference><wd:ID wd:type="Location_ID">BERLIN</wd:ID></wd:Primary_Location_Reference></wd:Job_Requisition_Data></wd:Job_Requisition>`,
        )
        .join('')}</wd:Response_Data></wd:Get_Job_Requisitions_Response>`,
    );
  }
  if (op === 'Get_Candidates') {
    const email = tag('Email_Address');
    const reqId = idOf('Job_Requisition_ID');
    const found = cands.filter((c) => (email ? c.email === email : c.apps.some((a) => a.req === reqId)));
    return soap(
      `<wd:Get_Candidates_Response ${NS}><wd:Response_Results><wd:Total_Pages>1</wd:Total_Pages></wd:Response_Results><wd:Response_Data>${found.map(candXml).join('')}</wd:Response_Data></wd:Get_Candidates_Response>`,
    );
  }
  if (op === 'Put_Candidate') {
    const existingId = idOf('Candidate_ID');
    const reqId = idOf('Job_Requisition_ID');
    const stage = idOf('Recruiting_Stage_ID') ?? 'Review';
    let cand = cands.find((c) => c.id === existingId);
    if (!cand) {
      if (!tag('First_Name'))
        return fault('SOAP-ENV:Client.validationError', 'Validation error occurred. First Name is required');
      cand = {
        id: `C-${cands.length + 1}`,
        first: tag('First_Name')!,
        last: tag('Last_Name')!,
        email: tag('Email_Address')!,
        apps: [],
      };
      cands.push(cand);
    }
    if (reqId) cand.apps.push({ req: reqId, stage });
    return soap(
      `<wd:Put_Candidate_Response ${NS}><wd:Candidate_Reference><wd:ID wd:type="Candidate_ID">${cand.id}</wd:ID></wd:Candidate_Reference></wd:Put_Candidate_Response>`,
    );
  }
  if (op === 'Move_Candidate') return soap(`<wd:Move_Candidate_Response ${NS}/>`);
  return fault('SOAP-ENV:Client.validationError', 'Unknown operation');
}

const connector = (sleeps: number[] = []) =>
  workdayConnector(
    testOptions(
      { username: 'isu_talentbase', password: PASSWORD, tenant: TENANT, baseUrl: `${server.url}${PATH}` },
      sleeps,
    ),
  );
const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: 'R-001',
  stage: 'Screen',
  idempotencyKey: `k-${crypto.randomUUID()}`,
  candidate: sampleCandidate(),
  ...over,
});
const ops = () => server.requests.map((r) => /<bsvc:(\w+)_Request/.exec(r.text)?.[1]);

beforeAll(async () => {
  server = await startVendorServer(route);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  cands = [];
});

describe('Workday connector (SOAP Recruiting service)', () => {
  it('lists job requisitions page by page with a WS-Security UsernameToken', async () => {
    const first = await connector().listJobs();
    expect(first.items).toEqual([
      { id: 'R-001', title: 'Backend Engineer', status: 'OPEN', location: 'BERLIN' },
      { id: 'R-002', title: 'Designer', status: 'OPEN', location: 'BERLIN' },
    ]);
    expect(first.nextCursor).toBe('2');
    const second = await connector().listJobs({ cursor: first.nextCursor });
    expect(second.items.map((j) => j.id)).toEqual(['R-003']);
    expect(second.nextCursor).toBeNull();
    const req = server.requests[0]!;
    expect(req.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(req.headers.soapaction).toBe('urn:com.workday/bsvc/Get_Job_Requisitions');
    expect(req.text).toContain('<wsse:Username>isu_talentbase@acme_impl</wsse:Username>');
    expect(req.text).toContain('wss-username-token-profile-1.0#PasswordText');
    expect(req.text).toContain('<bsvc:Page>1</bsvc:Page><bsvc:Count>100</bsvc:Count>');
  });

  it('offers the delivered recruiting stages', async () => {
    const stages = await connector().listStages('R-001');
    expect(stages.map((s) => s.id)).toContain('Screen');
    expect(server.requests).toHaveLength(0);
  });

  it('pushes with Put_Candidate: name, contact, requisition and stage, resume as base64, notes as a comment', async () => {
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'C-1',
      externalApplicationId: 'C-1/R-001',
      created: true,
    });
    expect(ops()).toEqual(['Get_Candidates', 'Put_Candidate']);
    const put = server.requests[1]!.text;
    expect(put).toContain('<bsvc:First_Name>Ada</bsvc:First_Name><bsvc:Last_Name>Lovelace</bsvc:Last_Name>');
    expect(put).toContain('<bsvc:Email_Address>ada@example.com</bsvc:Email_Address>');
    expect(put).toContain('<bsvc:ID bsvc:type="Job_Requisition_ID">R-001</bsvc:ID>');
    expect(put).toContain('<bsvc:ID bsvc:type="Recruiting_Stage_ID">Screen</bsvc:ID>');
    expect(put).toContain(
      `<bsvc:File_Name>ada.pdf</bsvc:File_Name><bsvc:Content_Type>application/pdf</bsvc:Content_Type><bsvc:File>${Buffer.from(RESUME_BYTES).toString('base64')}</bsvc:File>`,
    );
    expect(put).toContain('Strong on maths');
  });

  it('a second push finds the candidate by email: no second Put_Candidate', async () => {
    await connector().pushCandidate(push());
    server.reset();
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'C-1',
      externalApplicationId: 'C-1/R-001',
      created: false,
    });
    expect(ops()).toEqual(['Get_Candidates']);
    expect(cands).toHaveLength(1);
  });

  it('an existing candidate pushed to another requisition is added to it, not duplicated', async () => {
    await connector().pushCandidate(push());
    const res = await connector().pushCandidate(push({ job: 'R-002' }));
    expect(res).toEqual({ externalCandidateId: 'C-1', externalApplicationId: 'C-1/R-002', created: false });
    expect(cands).toHaveLength(1);
    expect(cands[0]!.apps.map((a) => a.req)).toEqual(['R-001', 'R-002']);
  });

  it('a validation fault is an invalid error, not retried', async () => {
    const sleeps: number[] = [];
    const error = await caught(
      connector(sleeps).pushCandidate(push({ candidate: { ...sampleCandidate(), name: ' ', emails: [] } })),
    );
    expect(error.kind).toBe('invalid');
    server.reset();
    server.inject(fault('SOAP-ENV:Client.validationError', 'Validation error occurred. Bad requisition'));
    const error2 = await caught(connector(sleeps).moveCandidate('C-1/R-001', 'Offer'));
    expect(error2.kind).toBe('invalid');
    expect(error2.message).toContain('Bad requisition');
    expect(sleeps).toHaveLength(0);
  });

  it('moves a candidate and pulls the applicants of a requisition', async () => {
    await connector().pushCandidate(push());
    await connector().moveCandidate('C-1/R-001', 'Interview');
    const move = server.requests.at(-1)!.text;
    expect(move).toContain('<bsvc:Move_Candidate_Request');
    expect(move).toContain('<bsvc:ID bsvc:type="Candidate_ID">C-1</bsvc:ID>');
    expect(move).toContain('<bsvc:ID bsvc:type="Recruiting_Stage_ID">Interview</bsvc:ID>');
    expect(await connector().pullApplicants('R-001', new Date('2026-01-01T00:00:00Z'))).toEqual([
      {
        candidateId: 'C-1',
        applicationId: 'C-1/R-001',
        name: 'Ada Lovelace',
        emails: ['ada@example.com'],
        stageId: 'Screen',
        appliedAt: '2026-06-01',
      },
    ]);
    expect(await connector().pullApplicants('R-001', new Date('2026-07-01T00:00:00Z'))).toEqual([]);
    expect(await connector().listDeclineReasons()).toEqual([]);
  });

  transportFailureTests(() => ({
    server,
    connector,
    secrets: [PASSWORD, xml(PASSWORD)],
    authFailure: fault('SOAP-ENV:Client.authenticationError', 'invalid username or password'),
    malformed: {
      status: 200,
      headers: { 'content-type': 'text/xml' },
      text: '<env:Envelope xmlns:env="x"><env:Body><unclosed',
    },
  }));
});
