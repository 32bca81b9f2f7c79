/**
 * The résumé of an imported application, where the vendor's API gives one (the connector
 * interface has no such call, so it lives here, on the same published APIs and the same guards):
 * - Greenhouse Harvest: GET /candidates/{id} lists `attachments`; the latest of type "resume" is
 *   downloaded from its (signed, time-limited) `url`, without our key.
 * - Lever: GET /opportunities/{id}/resumes, then GET /opportunities/{id}/resumes/{resumeId}/download
 *   with the key.
 * Every call goes through the SSRF guard with the team's private-host switch, a timeout and a
 * 10 MB bound. Any failure is "no résumé": the applicant is imported without one (and counted),
 * never failing the import. Other vendors give no résumé here (null fetcher).
 */
import type { Executor } from '../../../db/client';
import { guardedFetch } from '../../../lib/net/guarded-fetch';
import type { SecretBox } from '../../../lib/secret-box';
import { getTeamSendingSettings } from '../../engage/mailboxes/team-sending-settings.service';
import {
  type ConnectorCredentials,
  credentialsFromFields,
  type ExternalApplicant,
  type ResumeFile,
} from '../../integrations/connectors';
import { GREENHOUSE_DEFAULT_BASE } from '../../integrations/connectors/greenhouse';
import { basicAuth, ConnectorHttp, normaliseBase, sameOrigin } from '../../integrations/connectors/http';
import { LEVER_DEFAULT_BASE } from '../../integrations/connectors/lever';
import { type OpenedConnection, openCredentials } from '../../integrations/export/ats-connection';
import { RESUME_MAX_BYTES } from '../intake/limits';

export type ResumeFetch = (application: ExternalApplicant) => Promise<ResumeFile | null>;

const TIMEOUT_MS = 20_000;

type Attachment = {
  filename?: string;
  url?: string;
  type?: string;
  content_type?: string;
  created_at?: string;
};

export async function resumeFetcherFor(
  db: Executor,
  secretBox: SecretBox,
  opened: OpenedConnection,
  timeoutMs = TIMEOUT_MS,
): Promise<ResumeFetch | null> {
  if (!fetchesResumes(opened.row.providerId)) return null;
  const credentials = credentialsFromFields({
    ...opened.row.settings,
    ...openCredentials(secretBox, opened.row),
  });
  const { allowPrivateHosts } = await getTeamSendingSettings(db, opened.row.teamId);
  return resumeFetcher(opened.row.providerId, credentials, allowPrivateHosts, timeoutMs);
}

const normalised = (providerId: string) =>
  providerId
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export const fetchesResumes = (providerId: string) =>
  ['greenhouse', 'greenhouse_harvest', 'lever'].includes(normalised(providerId));

/** The fetcher for a provider and its decrypted credentials (null: this vendor gives none here). */
export function resumeFetcher(
  providerId: string,
  credentials: ConnectorCredentials,
  allowPrivateHosts: boolean,
  timeoutMs = TIMEOUT_MS,
): ResumeFetch | null {
  if (!fetchesResumes(providerId) || !credentials.apiKey) return null;
  const isGreenhouse = normalised(providerId) !== 'lever';
  const vendor = isGreenhouse ? 'Greenhouse' : 'Lever';
  const base = normaliseBase(
    vendor,
    credentials.baseUrl ?? (isGreenhouse ? GREENHOUSE_DEFAULT_BASE : LEVER_DEFAULT_BASE),
  );
  const http = new ConnectorHttp(vendor, { credentials, allowPrivateHosts, timeoutMs, maxRetries: 1 });
  const fetchBytes = guardedFetch({ allowPrivate: allowPrivateHosts, maxBytes: RESUME_MAX_BYTES + 1 });
  const auth = basicAuth(credentials.apiKey, '');

  async function download(url: string, headers: Record<string, string>): Promise<Uint8Array | null> {
    if (!allowPrivateHosts && !/^https:/i.test(url)) return null;
    const res = await fetchBytes(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (res.status !== 200) return null;
    const bytes = new Uint8Array(await res.arrayBuffer());
    return bytes.length > 0 && bytes.length <= RESUME_MAX_BYTES ? bytes : null;
  }

  const greenhouse: ResumeFetch = async (a) => {
    const candidate = (
      await http.json<{ attachments?: Attachment[] }>({
        url: `${base}/candidates/${encodeURIComponent(a.candidateId)}`,
        headers: { authorization: auth, accept: 'application/json' },
      })
    ).body;
    const resumes = (candidate.attachments ?? []).filter((f) => f.type === 'resume' && f.url && f.filename);
    const latest = resumes.sort((x, y) =>
      String(y.created_at ?? '').localeCompare(String(x.created_at ?? '')),
    )[0];
    if (!latest?.url || !latest.filename) return null;
    // A signed storage address: fetched as it is, without our key.
    const bytes = await download(latest.url, {});
    return bytes
      ? { filename: latest.filename, contentType: latest.content_type ?? 'application/octet-stream', bytes }
      : null;
  };

  const lever: ResumeFetch = async (a) => {
    if (!a.applicationId) return null;
    const opportunity = encodeURIComponent(a.applicationId);
    const list = (
      await http.json<{ data?: { id: string; file?: { name?: string; ext?: string } }[] }>({
        url: `${base}/opportunities/${opportunity}/resumes`,
        headers: { authorization: auth, accept: 'application/json' },
      })
    ).body;
    const resume = (list.data ?? []).filter((r) => r.id && r.file?.name).at(-1);
    if (!resume?.file?.name) return null;
    const url = sameOrigin(
      vendor,
      base,
      `${base}/opportunities/${opportunity}/resumes/${encodeURIComponent(resume.id)}/download`,
    );
    const bytes = await download(url, { authorization: auth });
    return bytes ? { filename: resume.file.name, contentType: 'application/octet-stream', bytes } : null;
  };

  const fetchOne = isGreenhouse ? greenhouse : lever;
  return async (a) => {
    try {
      return await fetchOne(a);
    } catch {
      return null;
    }
  };
}
