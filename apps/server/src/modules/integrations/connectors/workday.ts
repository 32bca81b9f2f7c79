/**
 * Workday Recruiting through Workday's published SOAP web services (Workday Web Services
 * directory, service "Recruiting", namespace urn:com.workday/bsvc). SOAP is used rather than the
 * REST "recruiting" API because it is what the spec's credential fields describe (username,
 * password, organizationId = tenant, serviceEndpoint) and it needs no OAuth client registered in
 * the customer's tenant.
 * - Endpoint: credentials.baseUrl = the serviceEndpoint, e.g.
 *   https://wd2-impl-services1.workday.com/ccx/service/<tenant>/Recruiting/v42.0
 * - Auth: WS-Security UsernameToken in the SOAP header, user name `<user>@<tenant>`, password text.
 *   Faults come back as HTTP 500 with a SOAP Fault: an authentication fault maps to `auth`, a
 *   validation fault to `invalid` (not retried); a 500 without a fault is retried like any 5xx.
 * - Jobs: Get_Job_Requisitions (Response_Filter Page/Count; Response_Results Total_Pages), id =
 *   Job_Requisition_ID.
 * - Stages: Workday's recruiting stages are fixed by the Job Application business process; the
 *   connector offers the delivered Recruiting_Stage_ID values (Review, Screen, Assessment,
 *   Interview, Reference_Check, Offer, Background_Check, Ready_for_Hire).
 * - Push: Get_Candidates by email (dedupe) → Put_Candidate with Name_Data, Contact_Data,
 *   Job_Application_Data (Job_Requisition_Reference, Stage_Reference, Resume attachment as base64)
 *   and the notes as a Candidate comment. The application id is "<Candidate_ID>/<Job_Requisition_ID>".
 * - Move: Move_Candidate (Candidate_Reference, Job_Requisition_Reference, Stage_Reference).
 * - Applicants: Get_Candidates for a Job_Requisition_Reference; `since` filters on the applied date.
 * - Not supported: decline (disposition) reasons are tenant-configured references that the
 *   Recruiting service does not list: empty list.
 */
import { DOMParser } from '@xmldom/xmldom';
import {
  type Connector,
  ConnectorError,
  type ConnectorOptions,
  type ExternalApplicant,
  memoryIdempotencyStore,
  type PushResult,
  requireCandidate,
  requireField,
  splitName,
  withIdempotency,
} from './connector';
import { ConnectorHttp, normaliseBase } from './http';

const VENDOR = 'Workday';
const BSVC = 'urn:com.workday/bsvc';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const PWTEXT =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
const COUNT = 100;
const MAX_PAGES = 50;

export const WORKDAY_STAGES = [
  ['Review', 'Review'],
  ['Screen', 'Screen'],
  ['Assessment', 'Assessment'],
  ['Interview', 'Interview'],
  ['Reference_Check', 'Reference Check'],
  ['Offer', 'Offer'],
  ['Background_Check', 'Background Check'],
  ['Ready_for_Hire', 'Ready for Hire'],
] as const;

export function xml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

const ref = (element: string, type: string, id: string) =>
  `<bsvc:${element}><bsvc:ID bsvc:type="${type}">${xml(id)}</bsvc:ID></bsvc:${element}>`;

type El = {
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<El>;
  textContent: string | null;
  getAttributeNS(ns: string, n: string): string | null;
  getAttribute(n: string): string | null;
};

function all(el: El, name: string): El[] {
  return Array.from(el.getElementsByTagNameNS(BSVC, name));
}
function first(el: El, name: string): El | undefined {
  return all(el, name)[0];
}
function text(el: El | undefined, name: string): string | null {
  const found = el ? first(el, name) : undefined;
  return found?.textContent?.trim() || null;
}
function idOf(el: El | undefined, type: string): string | null {
  if (!el) return null;
  const id = all(el, 'ID').find(
    (i) => (i.getAttributeNS(BSVC, 'type') ?? i.getAttribute('bsvc:type')) === type,
  );
  return id?.textContent?.trim() || null;
}

export function workdayConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  const http = new ConnectorHttp(VENDOR, options);
  const endpoint = () => normaliseBase(VENDOR, requireField(VENDOR, credentials.baseUrl, 'service endpoint'));
  const store = options.idempotency ?? memoryIdempotencyStore();

  function envelope(body: string): string {
    const tenant = requireField(VENDOR, credentials.tenant, 'tenant (organization id)');
    const user = requireField(VENDOR, credentials.username, 'user name');
    const password = requireField(VENDOR, credentials.password, 'password');
    return (
      '<?xml version="1.0" encoding="UTF-8"?>' +
      `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:bsvc="${BSVC}">` +
      `<soapenv:Header><wsse:Security soapenv:mustUnderstand="1" xmlns:wsse="${WSSE}"><wsse:UsernameToken>` +
      `<wsse:Username>${xml(user)}@${xml(tenant)}</wsse:Username>` +
      `<wsse:Password Type="${PWTEXT}">${xml(password)}</wsse:Password>` +
      '</wsse:UsernameToken></wsse:Security></soapenv:Header>' +
      `<soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`
    );
  }

  function parse(body: string, operation: string): El {
    let doc: El;
    try {
      doc = new DOMParser({
        errorHandler: {
          warning: () => {},
          error: (m: string) => {
            throw new Error(m);
          },
          fatalError: (m: string) => {
            throw new Error(m);
          },
        },
      }).parseFromString(body, 'text/xml') as unknown as El;
    } catch {
      throw new ConnectorError('unavailable', `${VENDOR} answered ${operation} with malformed XML`);
    }
    const envelopeEl = (doc as unknown as { documentElement?: { localName?: string } }).documentElement;
    if (envelopeEl?.localName !== 'Envelope')
      throw new ConnectorError('unavailable', `${VENDOR} answered ${operation} with malformed XML`);
    return doc;
  }

  function fault(status: number, body: string, operation: string): ConnectorError | undefined {
    if (!/Fault>/.test(body)) return undefined;
    const code = /<faultcode>([^<]*)<\/faultcode>/.exec(body)?.[1] ?? '';
    const message = http.redact(/<faultstring>([^<]*)<\/faultstring>/.exec(body)?.[1] ?? '').slice(0, 200);
    if (/authentication|security/i.test(code) || /invalid user ?name or password/i.test(message))
      return new ConnectorError('auth', `${VENDOR} refused the credentials for ${operation}`, { status });
    if (/validation/i.test(code))
      return new ConnectorError('invalid', `${VENDOR} rejected ${operation}: ${message}`, { status });
    if (status >= 500) return undefined;
    return new ConnectorError('invalid', `${VENDOR} rejected ${operation}: ${message}`, { status });
  }

  async function call(operation: string, inner: string, retrySafe: boolean): Promise<El> {
    const res = await http.request({
      method: 'POST',
      url: endpoint(),
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `${BSVC}/${operation}`,
        accept: 'text/xml',
      },
      body: envelope(`<bsvc:${operation}_Request bsvc:version="v42.0">${inner}</bsvc:${operation}_Request>`),
      retrySafe,
      classify: (status, body) => fault(status, body, operation),
    });
    return parse(res.text, operation);
  }

  function candidates(doc: El): {
    id: string;
    name: string;
    emails: string[];
    applications: { req: string | null; stage: string | null; applied: string | null }[];
  }[] {
    return all(doc, 'Candidate').flatMap((c) => {
      const id = idOf(first(c, 'Candidate_Reference'), 'Candidate_ID');
      if (!id) return [];
      const name = [text(c, 'First_Name'), text(c, 'Last_Name')].filter(Boolean).join(' ');
      return [
        {
          id,
          name,
          emails: all(c, 'Email_Address')
            .map((e) => e.textContent?.trim() ?? '')
            .filter(Boolean),
          applications: all(c, 'Job_Application_Data').map((a) => ({
            req: idOf(first(a, 'Job_Requisition_Reference'), 'Job_Requisition_ID'),
            stage: idOf(first(a, 'Stage_Reference'), 'Recruiting_Stage_ID'),
            applied: text(a, 'Job_Application_Date'),
          })),
        },
      ];
    });
  }

  return {
    providerId: 'workday',

    async listJobs(page) {
      const n = page?.cursor ? Number(page.cursor) : 1;
      if (!Number.isInteger(n) || n < 1)
        throw new ConnectorError('invalid', `${VENDOR}: the page cursor is not valid`);
      const doc = await call(
        'Get_Job_Requisitions',
        `<bsvc:Response_Filter><bsvc:Page>${n}</bsvc:Page><bsvc:Count>${COUNT}</bsvc:Count></bsvc:Response_Filter>`,
        true,
      );
      const totalPages = Number(text(first(doc, 'Response_Results'), 'Total_Pages') ?? '1');
      const items = all(doc, 'Job_Requisition').flatMap((r) => {
        const id = idOf(first(r, 'Job_Requisition_Reference'), 'Job_Requisition_ID');
        if (!id) return [];
        return [
          {
            id,
            title: text(r, 'Job_Posting_Title') ?? id,
            status: idOf(first(r, 'Job_Requisition_Status_Reference'), 'Job_Requisition_Status_ID'),
            location: idOf(first(r, 'Primary_Location_Reference'), 'Location_ID'),
          },
        ];
      });
      return { items, nextCursor: n < totalPages ? String(n + 1) : null };
    },

    async listStages() {
      return WORKDAY_STAGES.map(([id, name], order) => ({ id, name, order }));
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        const c = input.candidate;
        requireCandidate(VENDOR, c);
        const appId = (candidateId: string) =>
          input.job ? { externalApplicationId: `${candidateId}/${input.job}` } : {};
        for (const email of c.emails) {
          const doc = await call(
            'Get_Candidates',
            `<bsvc:Request_Criteria><bsvc:Email_Address>${xml(email)}</bsvc:Email_Address></bsvc:Request_Criteria>`,
            true,
          );
          const existing = candidates(doc)[0];
          if (existing) {
            const applied = !input.job || existing.applications.some((a) => a.req === input.job);
            if (!applied) {
              await call(
                'Put_Candidate',
                `<bsvc:Candidate_Data>${ref('Candidate_Reference', 'Candidate_ID', existing.id)}<bsvc:Job_Application_Data><bsvc:Job_Applied_To_Data>${ref('Job_Requisition_Reference', 'Job_Requisition_ID', input.job!)}${input.stage ? ref('Stage_Reference', 'Recruiting_Stage_ID', input.stage) : ''}</bsvc:Job_Applied_To_Data></bsvc:Job_Application_Data></bsvc:Candidate_Data>`,
                false,
              );
            }
            return { externalCandidateId: existing.id, ...appId(existing.id), created: false };
          }
        }
        const { first: firstName, last } = splitName(c.name);
        const contact =
          c.emails.map((e) => `<bsvc:Email_Address>${xml(e)}</bsvc:Email_Address>`).join('') +
          (c.phones[0] ? `<bsvc:Phone_Number>${xml(c.phones[0])}</bsvc:Phone_Number>` : '') +
          (c.location
            ? `<bsvc:Location_Data><bsvc:City>${xml(c.location)}</bsvc:City></bsvc:Location_Data>`
            : '') +
          c.links.map((l) => `<bsvc:Website>${xml(l)}</bsvc:Website>`).join('');
        const resume = c.resume
          ? `<bsvc:Resume_Data><bsvc:Resume_Attachment_Data><bsvc:File_Name>${xml(c.resume.filename)}</bsvc:File_Name><bsvc:Content_Type>${xml(c.resume.contentType)}</bsvc:Content_Type><bsvc:File>${Buffer.from(c.resume.bytes).toString('base64')}</bsvc:File></bsvc:Resume_Attachment_Data></bsvc:Resume_Data>`
          : '';
        const application = input.job
          ? `<bsvc:Job_Application_Data><bsvc:Job_Applied_To_Data>${ref('Job_Requisition_Reference', 'Job_Requisition_ID', input.job)}${input.stage ? ref('Stage_Reference', 'Recruiting_Stage_ID', input.stage) : ''}</bsvc:Job_Applied_To_Data>${resume}</bsvc:Job_Application_Data>`
          : resume
            ? `<bsvc:Job_Application_Data>${resume}</bsvc:Job_Application_Data>`
            : '';
        const comment = [
          c.title && c.company ? `${c.title} at ${c.company}` : (c.title ?? c.company),
          ...c.notes,
          `Source: ${c.source.name} (${c.source.medium})`,
        ]
          .filter(Boolean)
          .join('\n');
        const doc = await call(
          'Put_Candidate',
          '<bsvc:Candidate_Data>' +
            `<bsvc:Name_Data><bsvc:Legal_Name><bsvc:Name_Detail_Data><bsvc:First_Name>${xml(firstName)}</bsvc:First_Name><bsvc:Last_Name>${xml(last || firstName)}</bsvc:Last_Name></bsvc:Name_Detail_Data></bsvc:Legal_Name></bsvc:Name_Data>` +
            `<bsvc:Contact_Data>${contact}</bsvc:Contact_Data>` +
            application +
            `<bsvc:Comment>${xml(comment)}</bsvc:Comment>` +
            '</bsvc:Candidate_Data>',
          false,
        );
        const id = idOf(first(doc, 'Candidate_Reference'), 'Candidate_ID');
        if (!id)
          throw new ConnectorError('unavailable', `${VENDOR} created the candidate but returned no id`);
        return { externalCandidateId: id, ...appId(id), created: true };
      });
    },

    async moveCandidate(applicationId, stageId) {
      const [candidateId, requisitionId] = applicationId.split('/');
      if (!candidateId || !requisitionId)
        throw new ConnectorError(
          'invalid',
          `${VENDOR}: the application id must be "<candidate>/<requisition>"`,
        );
      await call(
        'Move_Candidate',
        `<bsvc:Move_Candidate_Data>${ref('Candidate_Reference', 'Candidate_ID', candidateId)}${ref('Job_Requisition_Reference', 'Job_Requisition_ID', requisitionId)}${ref('Stage_Reference', 'Recruiting_Stage_ID', stageId)}</bsvc:Move_Candidate_Data>`,
        true,
      );
    },

    async listDeclineReasons() {
      return [];
    },

    async pullApplicants(jobId, since) {
      const out: ExternalApplicant[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const doc = await call(
          'Get_Candidates',
          `<bsvc:Request_Criteria>${ref('Job_Requisition_Reference', 'Job_Requisition_ID', jobId)}</bsvc:Request_Criteria><bsvc:Response_Filter><bsvc:Page>${page}</bsvc:Page><bsvc:Count>${COUNT}</bsvc:Count></bsvc:Response_Filter>`,
          true,
        );
        for (const c of candidates(doc))
          for (const a of c.applications.filter((x) => x.req === jobId)) {
            if (since && a.applied && new Date(a.applied) < since) continue;
            out.push({
              candidateId: c.id,
              applicationId: `${c.id}/${jobId}`,
              name: c.name,
              emails: c.emails,
              stageId: a.stage,
              appliedAt: a.applied,
            });
          }
        const totalPages = Number(text(first(doc, 'Response_Results'), 'Total_Pages') ?? '1');
        if (page >= totalPages) break;
      }
      return out;
    },
  };
}
