/**
 * Word forms for keyword search: a recruiter who types `nurses` means the people whose profile
 * says "nurse", and `nurse` also means "Nurses". The keyword index keeps words as written (no
 * stemming: a stemmer would make `manager` find "management" and `marketing` find "market"), so
 * the query asks for each word's singular and plural instead. Only the number of a noun changes;
 * other endings (-ing, -er, -ment) are different words to a recruiter.
 *
 * Forms that are not English words ("javas") cost one index lookup that finds nothing, so the
 * rules may over-generate; they must not produce a different real word ("sales" is not "sale":
 * point-of-sale profiles are not sales people), which the exception list prevents.
 */

/** Words ending in -s that are not the plural of the word without it, or whose singular means something else. */
const NOT_PLURAL = new Set([
  'always',
  'analytics',
  'aws',
  'devops',
  'goods',
  'ios',
  'jenkins',
  'kubernetes',
  'means',
  'news',
  'perhaps',
  'physics',
  'pos',
  'rails',
  'sales',
  'sas',
  'series',
  'species',
  'various',
  'windows',
]);

const IRREGULAR: readonly (readonly [string, string])[] = [
  ['person', 'people'],
  ['child', 'children'],
  ['criterion', 'criteria'],
  ['alumnus', 'alumni'],
  ['leaf', 'leaves'],
  ['life', 'lives'],
  ['wife', 'wives'],
  ['half', 'halves'],
  ['shelf', 'shelves'],
  ['thief', 'thieves'],
];
const PLURAL_OF = new Map(IRREGULAR);
const SINGULAR_OF = new Map(IRREGULAR.map(([one, many]) => [many, one]));

const VOWEL = /[aeiou]/;
const SIBILANT_END = /(s|x|z|ch|sh)$/;

/** Plural forms of a singular noun. */
function pluralsOf(word: string): string[] {
  const irregular = PLURAL_OF.get(word);
  if (irregular) return [irregular];
  if (word.endsWith('man')) return [`${word.slice(0, -3)}men`, `${word}s`];
  if (word.endsWith('y') && word.length > 2 && !VOWEL.test(word.charAt(word.length - 2)))
    return [`${word.slice(0, -1)}ies`];
  if (word.endsWith('sis')) return [`${word.slice(0, -3)}ses`];
  if (SIBILANT_END.test(word)) return [`${word}es`];
  return [`${word}s`];
}

/** Singular forms a word may be the plural of (none when it does not look plural). */
function singularsOf(word: string): string[] {
  const irregular = SINGULAR_OF.get(word);
  if (irregular) return [irregular];
  if (NOT_PLURAL.has(word)) return [];
  if (word.endsWith('men') && word.length > 4) return [`${word.slice(0, -3)}man`];
  if (!word.endsWith('s') || /(ss|us|is)$/.test(word)) return [];
  const out: string[] = [];
  if (word.endsWith('ies') && word.length > 4) out.push(`${word.slice(0, -3)}y`);
  if (/(sses|xes|zes|ches|shes)$/.test(word)) out.push(word.slice(0, -2));
  if (word.endsWith('ses') && word.length > 4) out.push(`${word.slice(0, -3)}sis`);
  // "nurses" is "nurse", "rns" is "rn": the plain -s, kept to two letters at least.
  if (word.length > 2) out.push(word.slice(0, -1));
  return out;
}

/**
 * The word and its other number: `nurses` → nurses, nurse; `company` → company, companies.
 * Only plain lower-case words of letters change; `c++`, `k8s`, `node.js` and one-letter words are
 * returned as they are.
 */
export function wordForms(word: string): string[] {
  if (!/^\p{Ll}{2,}$/u.test(word) || NOT_PLURAL.has(word)) return [word];
  const forms = new Set([word, ...singularsOf(word)]);
  // A word that is already plural needs no plural of its own ("nurses" → "nurseses").
  if (forms.size === 1) for (const plural of pluralsOf(word)) forms.add(plural);
  return [...forms];
}
