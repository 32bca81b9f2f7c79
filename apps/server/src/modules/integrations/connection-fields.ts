/**
 * The fields a user typed for a connection, checked against the catalogue entry's modal
 * definition: unknown keys, missing required fields and malformed emails are field errors; custom
 * URL fields are kept as non-secret settings after the outbound-host guard (https only, http and
 * private addresses only with the team's private-host switch, no user or password in the URL).
 * The connector vendors' optional "API address" (`apiBaseUrl`, integrations/api-address.ts) is
 * checked the same way and kept as a setting; unlike the catalogue's URL fields it may change on
 * Configure, where a blank value goes back to the vendor's published address.
 */
import type { ConnectCatalogueEntry } from '@talentbase/shared/contracts/integrations';
import {
  API_ADDRESS_FIELD,
  API_ADDRESS_LABEL,
  hasApiAddressOption,
} from '@talentbase/shared/integrations/api-address';
import { fieldError } from '../../lib/errors';
import { checkOutboundHost, OutboundHostError } from '../../lib/net/outbound-host';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A custom URL (or host) a user typed, checked: https (http only with private hosts), no
 * user or password in it, and a host the outbound guard lets through. Returns the text kept. */
async function checkCustomUrl(label: string, value: string, allowPrivate: boolean): Promise<string> {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    throw new Error(`${label} is not a valid address`);
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && allowPrivate))
    throw new Error(`${label} must start with https://`);
  if (parsed.username || parsed.password)
    throw new Error(`${label} must not contain a user name or password: use the credential fields`);
  try {
    await checkOutboundHost(parsed.hostname.replace(/^\[|\]$/g, ''), { allowPrivate });
  } catch (err) {
    if (err instanceof OutboundHostError) throw new Error(`${label}: ${err.message}`);
    throw err;
  }
  return value.replace(/\/+$/, '');
}

const PRIVATE_HINT =
  "Turn on the team's private-network switch (Team settings › Engagement) to use an address on your own network.";

/** The API address a user typed: a full URL (https:// added when no scheme was typed) without a
 * query or fragment, through the same guard as the custom URLs. Returns the URL kept. */
export async function checkApiAddress(value: string, allowPrivate: boolean): Promise<string> {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let kept: string;
  try {
    kept = await checkCustomUrl(API_ADDRESS_LABEL, withScheme, allowPrivate);
  } catch (err) {
    const message = (err as Error).message;
    const refusedPrivate =
      err instanceof Error &&
      !allowPrivate &&
      (/loopback|private|shared/.test(message) || /^http:/i.test(withScheme));
    throw new Error(refusedPrivate ? `${message}. ${PRIVATE_HINT}` : message);
  }
  const parsed = new URL(kept);
  if (parsed.search || parsed.hash)
    throw new Error(`${API_ADDRESS_LABEL} must not contain a query (?…) or a fragment (#…)`);
  return kept;
}

/**
 * The connection's settings after a Configure: the stored ones with the typed API address, or
 * without it when the typed value is blank (back to the vendor's address). `changed` is set when
 * the address differs from the stored one.
 */
export function mergeApiAddress(
  stored: Record<string, string>,
  typed: Record<string, string>,
): { settings: Record<string, string>; changed: { from: string | null; to: string | null } | null } {
  if (!Object.hasOwn(typed, API_ADDRESS_FIELD)) return { settings: stored, changed: null };
  const { [API_ADDRESS_FIELD]: previous, ...rest } = stored;
  const next = typed[API_ADDRESS_FIELD] ?? '';
  const settings = next ? { ...rest, [API_ADDRESS_FIELD]: next } : rest;
  const from = previous ?? null;
  const to = next || null;
  return { settings, changed: from === to ? null : { from, to } };
}

export type Split = { secrets: Record<string, string>; settings: Record<string, string> };

/** Checks typed fields against the entry's definition; `partial` (configure) lets fields out. */
export async function checkFields(
  entry: ConnectCatalogueEntry,
  fields: Record<string, string>,
  allowPrivate: boolean,
  partial: boolean,
): Promise<Split> {
  const defs = entry.modal?.content ?? [];
  const errors: Record<string, string> = {};
  const out: Split = { secrets: {}, settings: {} };
  const apiAddress = hasApiAddressOption(entry.id);
  for (const key of Object.keys(fields)) {
    if (key === API_ADDRESS_FIELD && apiAddress) continue;
    if (!defs.some((d) => d.field === key))
      errors[key] = `${entry.company} has no field "${key.slice(0, 60)}"`;
  }
  if (apiAddress && Object.hasOwn(fields, API_ADDRESS_FIELD)) {
    const value = (fields[API_ADDRESS_FIELD] ?? '').trim();
    if (value) {
      try {
        out.settings[API_ADDRESS_FIELD] = await checkApiAddress(value, allowPrivate);
      } catch (err) {
        errors[API_ADDRESS_FIELD] = (err as Error).message;
      }
    } else if (partial) out.settings[API_ADDRESS_FIELD] = '';
  }
  for (const def of defs) {
    const value = (fields[def.field] ?? '').trim();
    if (!value) {
      if (!def.optional && !partial) errors[def.field] = `Enter the ${def.label.toLowerCase()}`;
      continue;
    }
    if (def.type === 'email' && !EMAIL.test(value)) {
      errors[def.field] = 'Enter a valid email address';
      continue;
    }
    if (def.url) {
      try {
        out.settings[def.field] = await checkCustomUrl(def.label, value, allowPrivate);
      } catch (err) {
        errors[def.field] = (err as Error).message;
      }
      continue;
    }
    out.secrets[def.field] = value;
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors);
  return out;
}
