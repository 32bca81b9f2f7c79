/**
 * The area codes a recruiter can pick for their texting number. Twilio has no call that lists
 * area codes (only numbers within one), so the choice is this reference list of North American
 * area codes in large hiring markets; buying then asks the provider for a number in the one
 * picked (phone-numbers.service.ts), and an area code where it has none is a plain 409.
 */
export type AreaCodeEntry = { areaCode: string; region: string; country: 'US' | 'CA' };

const LIST: AreaCodeEntry[] = [
  { areaCode: '201', region: 'Jersey City, NJ', country: 'US' },
  { areaCode: '202', region: 'Washington, DC', country: 'US' },
  { areaCode: '206', region: 'Seattle, WA', country: 'US' },
  { areaCode: '212', region: 'New York, NY', country: 'US' },
  { areaCode: '213', region: 'Los Angeles, CA', country: 'US' },
  { areaCode: '214', region: 'Dallas, TX', country: 'US' },
  { areaCode: '303', region: 'Denver, CO', country: 'US' },
  { areaCode: '305', region: 'Miami, FL', country: 'US' },
  { areaCode: '312', region: 'Chicago, IL', country: 'US' },
  { areaCode: '404', region: 'Atlanta, GA', country: 'US' },
  { areaCode: '408', region: 'San Jose, CA', country: 'US' },
  { areaCode: '415', region: 'San Francisco, CA', country: 'US' },
  { areaCode: '416', region: 'Toronto, ON', country: 'CA' },
  { areaCode: '512', region: 'Austin, TX', country: 'US' },
  { areaCode: '514', region: 'Montreal, QC', country: 'CA' },
  { areaCode: '602', region: 'Phoenix, AZ', country: 'US' },
  { areaCode: '604', region: 'Vancouver, BC', country: 'CA' },
  { areaCode: '617', region: 'Boston, MA', country: 'US' },
  { areaCode: '646', region: 'New York, NY', country: 'US' },
  { areaCode: '650', region: 'Palo Alto, CA', country: 'US' },
  { areaCode: '702', region: 'Las Vegas, NV', country: 'US' },
  { areaCode: '713', region: 'Houston, TX', country: 'US' },
  { areaCode: '720', region: 'Denver, CO', country: 'US' },
  { areaCode: '737', region: 'Austin, TX', country: 'US' },
  { areaCode: '312', region: 'Chicago, IL', country: 'US' },
  { areaCode: '503', region: 'Portland, OR', country: 'US' },
  { areaCode: '612', region: 'Minneapolis, MN', country: 'US' },
  { areaCode: '615', region: 'Nashville, TN', country: 'US' },
  { areaCode: '619', region: 'San Diego, CA', country: 'US' },
  { areaCode: '704', region: 'Charlotte, NC', country: 'US' },
  { areaCode: '801', region: 'Salt Lake City, UT', country: 'US' },
  { areaCode: '919', region: 'Raleigh, NC', country: 'US' },
];

export const AREA_CODES: readonly AreaCodeEntry[] = LIST.filter(
  (entry, i, all) => all.findIndex((e) => e.areaCode === entry.areaCode) === i,
).sort((a, b) => a.areaCode.localeCompare(b.areaCode));

export function findAreaCode(areaCode: string): AreaCodeEntry | undefined {
  return AREA_CODES.find((a) => a.areaCode === areaCode);
}
