// How recruiters and candidates shorten the words of job titles: "Sr. Software Eng.", "VP Sales",
// "RN, BSN". Keyword search treats each pair as two spellings of the same thing, in both
// directions and inside quotes (`vp` finds "Vice President", `"senior accountant"` finds "Sr.
// Accountant"); the title filter reads a title through them before looking it up. A short form
// with two meanings ("eng": engineer, engineering) is listed once per meaning. Forms that are
// also everyday words or mean something else in many profiles ("it", "pm", "ba", "pt", "ot")
// are left out: a wrong expansion costs more than a missed one.

/** [short form, long form]; lower case, words separated by one space. */
export const TITLE_ABBREVIATIONS: readonly (readonly [string, string])[] = [
  // Levels and roles.
  ['sr', 'senior'],
  ['snr', 'senior'],
  ['jr', 'junior'],
  ['jnr', 'junior'],
  ['vp', 'vice president'],
  ['svp', 'senior vice president'],
  ['evp', 'executive vice president'],
  ['avp', 'assistant vice president'],
  ['mgr', 'manager'],
  ['mngr', 'manager'],
  ['dir', 'director'],
  ['eng', 'engineer'],
  ['eng', 'engineering'],
  ['engr', 'engineer'],
  ['asst', 'assistant'],
  ['assoc', 'associate'],
  ['admin', 'administrator'],
  ['coord', 'coordinator'],
  ['exec', 'executive'],
  ['rep', 'representative'],
  ['spec', 'specialist'],
  ['dev', 'developer'],
  ['dev', 'development'],
  ['mktg', 'marketing'],
  ['gm', 'general manager'],
  // Chief officers.
  ['ceo', 'chief executive officer'],
  ['cfo', 'chief financial officer'],
  ['coo', 'chief operating officer'],
  ['cto', 'chief technology officer'],
  ['cio', 'chief information officer'],
  ['ciso', 'chief information security officer'],
  ['cmo', 'chief marketing officer'],
  ['cro', 'chief revenue officer'],
  ['chro', 'chief human resources officer'],
  // Engineering and data.
  ['swe', 'software engineer'],
  ['sde', 'software development engineer'],
  ['sre', 'site reliability engineer'],
  ['sysadmin', 'systems administrator'],
  ['sysadmin', 'system administrator'],
  ['dba', 'database administrator'],
  ['qa', 'quality assurance'],
  ['ux', 'user experience'],
  ['ui', 'user interface'],
  ['ml', 'machine learning'],
  ['ai', 'artificial intelligence'],
  // Sales, people and finance.
  ['bdr', 'business development representative'],
  ['sdr', 'sales development representative'],
  ['ae', 'account executive'],
  ['csm', 'customer success manager'],
  ['hr', 'human resources'],
  ['hrbp', 'human resources business partner'],
  ['cpa', 'certified public accountant'],
  ['mba', 'master of business administration'],
  ['pmp', 'project management professional'],
  // Healthcare.
  ['rn', 'registered nurse'],
  ['lpn', 'licensed practical nurse'],
  ['lvn', 'licensed vocational nurse'],
  ['np', 'nurse practitioner'],
  ['cna', 'certified nursing assistant'],
  ['crna', 'certified registered nurse anesthetist'],
  ['bsn', 'bachelor of science in nursing'],
  ['msn', 'master of science in nursing'],
  ['emt', 'emergency medical technician'],
  ['icu', 'intensive care unit'],
];

const splitWords = (text: string) => text.split(' ');

/** One-word ↔ one-word pairs, both ways: `sr` ↔ `senior`. */
export const ABBREVIATED_WORDS = new Map<string, string[]>();
/** Several words ↔ one word: `vice president` ↔ `vp`. */
export const ABBREVIATED_PHRASES: { short: string; long: string[] }[] = [];
for (const [short, long] of TITLE_ABBREVIATIONS) {
  const words = splitWords(long);
  if (words.length === 1) {
    ABBREVIATED_WORDS.set(short, [...(ABBREVIATED_WORDS.get(short) ?? []), long]);
    ABBREVIATED_WORDS.set(long, [...(ABBREVIATED_WORDS.get(long) ?? []), short]);
  } else {
    ABBREVIATED_PHRASES.push({ short, long: words });
  }
}

/**
 * A title with its abbreviations written out, for looking it up: "sr. mgr, marketing" →
 * "senior manager, marketing". Only unambiguous short forms are replaced.
 */
export function expandTitleAbbreviations(normalized: string): string {
  return normalized.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const multi = ABBREVIATED_PHRASES.filter((m) => m.short === word);
    const single = ABBREVIATED_WORDS.get(word);
    if (multi.length === 1 && !single) return (multi[0] as { long: string[] }).long.join(' ');
    // A one-word long form is never itself a short form ("senior" maps back to "sr").
    if (single?.length === 1 && !multi.length && (single[0] as string).length > word.length)
      return single[0] as string;
    return word;
  });
}
