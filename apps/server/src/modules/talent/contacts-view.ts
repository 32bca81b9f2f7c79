/**
 * What the browser may see of a profile's contact details: masked (`d***@m***.example`,
 * `+1 ••• ••• ••12`) until the team has revealed the profile, whole afterwards. The one place that
 * turns stored contacts into the spec's `emailV2` and `contact` shapes.
 */
import type { Contacts, StoredContacts } from '@talentbase/shared';

export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const [host = '', ...rest] = domain.split('.');
  const keep = (s: string) => (s.length <= 1 ? '*' : `${s[0]}***`);
  return `${keep(local)}@${keep(host)}${rest.length ? `.${rest.join('.')}` : ''}`;
}

export function maskPhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  const last = digits.slice(-2);
  const country = number.startsWith('+1') ? '+1 ' : number.startsWith('+') ? `+${digits.slice(0, 2)} ` : '';
  return `${country}••• ••• ••${last}`;
}

export function presentContacts(stored: StoredContacts, revealed: boolean): Contacts {
  const emails = stored.emails;
  const primary = emails.find((e) => e.primary) ?? emails[0] ?? null;
  const phone = stored.phones[0] ?? null;
  const byType = (type: string) => stored.phones.filter((p) => p.type === type).map((p) => p.number);
  return {
    revealed,
    hasEmail: emails.length > 0,
    hasPersonalEmail: emails.some((e) => e.type === 'personal'),
    hasPhone: stored.phones.length > 0,
    emailV2: {
      primaryEmail: revealed ? (primary?.address ?? null) : null,
      otherEmails: revealed ? emails.filter((e) => e !== primary).map((e) => e.address) : [],
      guessEmails: [],
      maskedEmails: emails.map((e) => maskEmail(e.address)),
      phones: revealed
        ? { personal: byType('personal'), work: byType('work'), fax: byType('fax'), other: byType('other') }
        : { personal: [], work: [], fax: [], other: [] },
    },
    contact: {
      email: {
        primary: primary ? (revealed ? primary.address : maskEmail(primary.address)) : null,
        source: 'talentbase',
        category: primary?.type ?? null,
      },
      phone: {
        masked: phone ? maskPhone(phone.number) : null,
        unmasked: revealed && phone ? phone.number : null,
      },
    },
  };
}
