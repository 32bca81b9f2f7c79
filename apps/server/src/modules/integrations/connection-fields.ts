/**
 * The fields a user typed for a connection, checked against the catalogue entry's modal
 * definition: unknown keys, missing required fields and malformed emails are field errors; custom
 * URL fields are kept as non-secret settings after the outbound-host guard (https only, http and
 * private addresses only with the team's private-host switch, no user or password in the URL).
 */
import type { ConnectCatalogueEntry } from '@talentbase/shared/contracts/integrations';
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
  for (const key of Object.keys(fields)) {
    if (!defs.some((d) => d.field === key))
      errors[key] = `${entry.company} has no field "${key.slice(0, 60)}"`;
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
