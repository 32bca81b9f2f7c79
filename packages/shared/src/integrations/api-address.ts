/**
 * The "API address" advanced option of the connect / configure dialog (issue 19): for the vendors
 * Talentbase has a connector for, an admin may point the connection at a vendor sandbox, a
 * regional host or a proxy instead of the vendor's published API. It is a non-secret setting of
 * the connection (`settings.apiBaseUrl`), checked like the custom-URL fields, changeable on
 * Configure, and used by both the test on save and the exports.
 *
 * Workable (its subdomain) and Workday (its service endpoint) already carry their own address in
 * their fields: they get no second one. A test keeps these defaults equal to the connectors'.
 */

/** The settings key, and the field key in connect / configure requests. */
export const API_ADDRESS_FIELD = 'apiBaseUrl';
export const API_ADDRESS_LABEL = 'API address';

const DEFAULTS: Readonly<Record<string, string>> = {
  greenhouse_harvest: 'https://harvest.greenhouse.io/v1',
  greenhouse: 'https://harvest.greenhouse.io/v1',
  lever: 'https://api.lever.co/v1',
  ashby: 'https://api.ashbyhq.com',
  teamtailor: 'https://api.teamtailor.com/v1',
  jazzhr: 'https://api.resumatorapi.com/v1',
  bullhorn: 'https://rest.bullhornstaffing.com',
};

/** The vendor's published API address when the entry offers the override, else null. */
export function apiAddressDefault(providerId: string): string | null {
  return Object.hasOwn(DEFAULTS, providerId) ? (DEFAULTS[providerId] ?? null) : null;
}

export const hasApiAddressOption = (providerId: string): boolean => apiAddressDefault(providerId) !== null;

/** The providers that offer the option (for tests and documentation). */
export const API_ADDRESS_PROVIDER_IDS: readonly string[] = Object.keys(DEFAULTS);
