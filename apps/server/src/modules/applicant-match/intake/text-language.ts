/**
 * A cheap guess at a résumé's language: count the most common short words of each language and
 * take the clear winner. It only drives a warning (so a recruiter knows the reading may be thin),
 * never a refusal.
 */
const STOP_WORDS: Record<string, string[]> = {
  English: [
    'the',
    'and',
    'of',
    'to',
    'in',
    'for',
    'with',
    'on',
    'at',
    'as',
    'by',
    'from',
    'my',
    'i',
    'is',
    'was',
    'an',
    'team',
  ],
  Spanish: [
    'el',
    'la',
    'los',
    'las',
    'de',
    'del',
    'y',
    'en',
    'con',
    'para',
    'por',
    'una',
    'un',
    'que',
    'se',
    'al',
    'como',
    'equipo',
  ],
  German: [
    'der',
    'die',
    'das',
    'und',
    'mit',
    'für',
    'von',
    'im',
    'den',
    'des',
    'ein',
    'eine',
    'zu',
    'auf',
    'bei',
    'sowie',
    'ich',
    'wir',
  ],
  French: [
    'le',
    'la',
    'les',
    'des',
    'et',
    'du',
    'une',
    'un',
    'pour',
    'avec',
    'dans',
    'sur',
    'au',
    'aux',
    'par',
    'en',
    'je',
    'équipe',
  ],
  Portuguese: [
    'o',
    'os',
    'as',
    'da',
    'do',
    'dos',
    'das',
    'e',
    'em',
    'com',
    'para',
    'uma',
    'um',
    'no',
    'na',
    'por',
    'equipe',
    'não',
  ],
  Italian: [
    'il',
    'lo',
    'gli',
    'della',
    'di',
    'e',
    'con',
    'per',
    'una',
    'un',
    'nel',
    'nella',
    'sono',
    'che',
    'del',
    'dei',
    'alla',
    'squadra',
  ],
};

const SETS = Object.entries(STOP_WORDS).map(([lang, words]) => [lang, new Set(words)] as const);

export type LanguageGuess = { language: string; share: number } | null;

/** The language with the most stop words, when there is enough text to tell. */
export function guessLanguage(text: string): LanguageGuess {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 30) return null;
  const counts = new Map<string, number>();
  for (const w of words)
    for (const [lang, set] of SETS) if (set.has(w)) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 5) return null;
  // Shared words ("la", "en", "de") make close calls meaningless: require a clear lead.
  if (second && best[1] < second[1] * 1.5) return null;
  return { language: best[0], share: best[1] / words.length };
}
