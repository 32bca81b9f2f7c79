/**
 * The list sections: skills, languages with their level, certifications and licences. Items are
 * separated by commas, bullets, pipes or lines; a "Label: a, b" line keeps the items, not the label.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import { SINGLE_DATE } from './resume-dates';

type Language = TalentProfileDoc['language'][number];
type Certification = TalentProfileDoc['certification'][number];

const SPLIT = /\s*(?:,|;|\||•|·|●|▪|\t|\s\/\s| {3,})\s*/;

function items(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const body = line.replace(/^[•●▪◦*·\-–—]\s*/, '');
    // "Languages: Python, Go" (a label with a list after it) keeps the list.
    const labelled = /^[\p{L} &/-]{2,30}:\s*(.+)$/u.exec(body);
    return (labelled ? (labelled[1] as string) : body).split(SPLIT);
  });
}

export function readSkills(lines: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of items(lines)) {
    const skill = raw
      .replace(/^(?:and|und|y|et)\s+/i, '')
      .replace(/[.]+$/, '')
      .trim();
    if (skill.length < 1 || skill.length > 60 || skill.split(/\s+/).length > 5) continue;
    if (!/\p{L}/u.test(skill)) continue;
    if (!seen.has(skill.toLowerCase())) seen.set(skill.toLowerCase(), skill);
  }
  return [...seen.values()].slice(0, 150);
}

/** Languages by their English and own names, with ISO 639-1 codes. */
const LANGUAGES: [string, string, string[]][] = [
  ['English', 'en', ['inglés', 'ingles', 'englisch', 'anglais', 'inglês']],
  ['Spanish', 'es', ['español', 'espanol', 'castellano', 'spanisch', 'espagnol', 'espanhol']],
  ['German', 'de', ['deutsch', 'alemán', 'aleman', 'allemand', 'alemão']],
  ['French', 'fr', ['français', 'francais', 'francés', 'frances', 'französisch', 'francês']],
  ['Portuguese', 'pt', ['português', 'portugués', 'portugiesisch']],
  ['Italian', 'it', ['italiano', 'italienisch', 'italien']],
  ['Dutch', 'nl', ['nederlands', 'niederländisch', 'holandés']],
  ['Polish', 'pl', ['polski', 'polnisch']],
  ['Russian', 'ru', ['русский', 'russisch', 'ruso']],
  ['Ukrainian', 'uk', ['українська', 'ukrainisch']],
  ['Chinese', 'zh', ['mandarin', 'mandarin chinese', 'cantonese', '中文', 'chino', 'chinesisch']],
  ['Japanese', 'ja', ['日本語', 'japonés', 'japanisch']],
  ['Korean', 'ko', ['한국어', 'coreano', 'koreanisch']],
  ['Arabic', 'ar', ['العربية', 'árabe', 'arabisch']],
  ['Hindi', 'hi', ['हिन्दी']],
  ['Bengali', 'bn', []],
  ['Urdu', 'ur', []],
  ['Turkish', 'tr', ['türkçe', 'türkisch', 'turco']],
  ['Swedish', 'sv', ['svenska', 'schwedisch']],
  ['Norwegian', 'no', ['norsk']],
  ['Danish', 'da', ['dansk']],
  ['Finnish', 'fi', ['suomi']],
  ['Greek', 'el', ['ελληνικά']],
  ['Hebrew', 'he', ['עברית']],
  ['Vietnamese', 'vi', ['tiếng việt']],
  ['Tagalog', 'tl', ['filipino']],
  ['Catalan', 'ca', ['català', 'catalán']],
  ['Romanian', 'ro', ['română']],
  ['Czech', 'cs', ['čeština']],
  ['Hungarian', 'hu', ['magyar']],
  ['Indonesian', 'id', ['bahasa indonesia']],
  ['Swahili', 'sw', ['kiswahili']],
];
const LANGUAGE_BY_NAME = new Map<string, { name: string; code: string }>();
for (const [name, code, others] of LANGUAGES)
  for (const n of [name, ...others]) LANGUAGE_BY_NAME.set(n.toLowerCase(), { name, code });

/** Proficiency words to the spec's 1 (limited) .. 5 (native) scale, most specific first. */
const LEVELS: [RegExp, number][] = [
  [
    /\b(?:native|mother tongue|bilingual|first language|muttersprache|nativo|nativa|lengua materna|langue maternelle|materno)\b/i,
    5,
  ],
  [
    /\b(?:fluent|full professional|advanced|c1|c2|fließend|fliessend|verhandlungssicher|fluido|fluida|avanzado|courant|fluente)\b/i,
    4,
  ],
  [
    /\b(?:professional working|working proficiency|professional|intermediate|conversational|b1|b2|upper.intermediate|gute kenntnisse|intermedio|intermédiaire|intermediário)\b/i,
    3,
  ],
  [/\b(?:basic|elementary|beginner|a2|grundkenntnisse|básico|basico|notions|débutant)\b/i, 2],
  [/\b(?:limited|a1)\b/i, 1],
];

export type LanguagesRead = { languages: Language[]; withoutLevel: string[] };

export function readLanguages(lines: readonly string[]): LanguagesRead {
  const found = new Map<string, Language>();
  const withoutLevel: string[] = [];
  for (const raw of items(lines)) {
    const words = raw
      .toLowerCase()
      .split(/[\s():\-–—]+/)
      .filter(Boolean);
    let known: { name: string; code: string } | undefined;
    for (let n = Math.min(3, words.length); n >= 1 && !known; n--)
      for (let i = 0; i + n <= words.length && !known; i++)
        known = LANGUAGE_BY_NAME.get(words.slice(i, i + n).join(' '));
    if (!known || found.has(known.name)) continue;
    const level = LEVELS.find(([re]) => re.test(raw))?.[1];
    // A language listed with no level is taken at the lowest level, never a higher one it does not claim.
    if (level === undefined) withoutLevel.push(known.name);
    found.set(known.name, { name: known.name, code: known.code, proficiency: level ?? 1 });
  }
  return { languages: [...found.values()].slice(0, 30), withoutLevel };
}

export function readCertifications(lines: readonly string[]): Certification[] {
  const out: Certification[] = [];
  const seen = new Set<string>();
  for (const raw of lines) {
    const line = raw.replace(/^[•●▪◦*·\-–—]\s*/, '').trim();
    if (line.length < 2) continue;
    const yearMatch = SINGLE_DATE.exec(line);
    const yearText = yearMatch ? /(19|20)\d{2}/.exec(yearMatch[1] as string)?.[0] : undefined;
    const year = yearText ? Number(yearText) : null;
    const rest = (yearMatch ? line.replace(yearMatch[0], ' ') : line)
      .replace(/\(\s*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/[\s,|–—-]+$/, '')
      .trim();
    // "Name, Issuer, 2021", "Name | Issuer", "Name by Issuer"; a dash stays in the name ("... – Associate").
    const [name, issuer] = rest.split(/\s*(?:\||,|\bby\b|\bfrom\b|\bissued by\b)\s*/i).filter(Boolean) as [
      string?,
      string?,
    ];
    if (!name || !/\p{L}/u.test(name) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push({ name: name.slice(0, 500), issuer: issuer ? issuer.slice(0, 500) : null, year });
  }
  return out.slice(0, 50);
}
