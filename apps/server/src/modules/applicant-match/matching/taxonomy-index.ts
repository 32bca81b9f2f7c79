/**
 * Finds taxonomy terms (skills, certifications and licences, languages, industries, job titles,
 * fields of study) in free text, with their character offsets, so that a persona can be read
 * from a job description and every judgement about a résumé can quote the words it rests on.
 *
 * The index is a token trie over every name and synonym of the talent taxonomy (the same lists
 * search resolves filters with), built once per process and reused. Matching is whole-word and
 * case-insensitive, except for spellings that are also everyday words or very short ("Go",
 * "Swift", "RN", "JS"): those must be written as the taxonomy writes them, which keeps "go to
 * market" from being the Go language. A few short forms that collide with state codes or
 * common abbreviations ("MI", "CV", "OTC") are never read from free text at all.
 *
 * Every term has an integer id; the scorer works on those ids only.
 */
import { ACADEMIC_SUBJECTS } from '@talentbase/shared/reference/academic-subjects';
import { CERTIFICATIONS } from '../../talent/taxonomy/certifications';
import type { TitleFamily } from '../../talent/taxonomy/families';
import { INDUSTRIES } from '../../talent/taxonomy/industries';
import { LANGUAGES } from '../../talent/taxonomy/languages';
import { SKILLS } from '../../talent/taxonomy/skills';
import { TITLES } from '../../talent/taxonomy/titles';
import { INDUSTRY_KEYWORDS } from './industry-keywords';
import { LICENCES } from './licences';
import { tokenize } from './tokenize';

export type TermKind = 'skill' | 'certification' | 'language' | 'industry' | 'title' | 'major';

export type Term = {
  id: number;
  kind: TermKind;
  name: string;
  /** Families the term is typical of (skills, titles, certifications, industries). */
  families: readonly TitleFamily[];
  /** Skill category (skills only). */
  category: string | null;
  /** Titles: ids of the skills the title implies. */
  impliedSkills: readonly number[];
  /** Titles: typical minimum years. */
  minYears: number;
};

export type Mention = {
  termId: number;
  kind: TermKind;
  start: number;
  end: number;
  /** True when the text used a synonym or abbreviation rather than the canonical name. */
  viaSynonym: boolean;
};

type Accept = { termId: number; kind: TermKind; exact: string | null; viaSynonym: boolean };
type TrieNode = { next: Map<string, TrieNode> | null; accepts: Accept[] | null };

// Spellings that are also ordinary English words: they count only when capitalised as the
// taxonomy writes them (a product name), never in lower case.
const EVERYDAY_WORDS = new Set(
  'go solid swift rust ruby dart spring express chef puppet maze linear notion slate segment metal spine shiny gem indeed lever zoom slack mural expo ionic remix astro phaser unity sketch framer domo seismic gong discord namely lattice beeline degreed nuke dynamo bun koa gin react angular spark flask celery hive pig jest mocha helm vault excel word access teams outlook basic shell pascal crystal elm julia ada lua zig apex drift loom jasper airtable'.split(
    ' ',
  ),
);

// Short forms that mean something else too often in résumés and job ads: US state codes
// ("Detroit, MI"), "CV" (the résumé itself), "OTC" (over-the-counter medicines) and the like.
// They still resolve when a profile lists them as a skill; they are just not read from prose.
const NEVER_IN_PROSE = new Set(
  'cv otc mi ar ia act ib ex od pe ip ad ha eq sel ces dl ev ew bd ua dx gi tas ece is it pa ma me in or ok de co la al ga va wa md ms pt ot'.split(
    ' ',
  ),
);

export class TaxonomyIndex {
  readonly terms: Term[] = [];
  private readonly root: TrieNode = { next: null, accepts: null };
  private readonly byName = new Map<string, number>();

  /** The term a canonical name or synonym stands for, case-insensitively. */
  lookup(kind: TermKind, name: string): Term | undefined {
    const id = this.byName.get(
      `${kind}:${tokenize(name)
        .map((t) => t.norm)
        .join(' ')}`,
    );
    return id === undefined ? undefined : this.terms[id];
  }

  term(id: number): Term {
    const term = this.terms[id];
    if (!term) throw new Error(`Unknown taxonomy term ${id}`);
    return term;
  }

  addTerm(kind: TermKind, name: string, extra: Partial<Omit<Term, 'id' | 'kind' | 'name'>> = {}): Term {
    const existing = this.lookup(kind, name);
    if (existing) return existing;
    const term: Term = {
      id: this.terms.length,
      kind,
      name,
      families: extra.families ?? [],
      category: extra.category ?? null,
      impliedSkills: extra.impliedSkills ?? [],
      minYears: extra.minYears ?? 0,
    };
    this.terms.push(term);
    this.addAlias(term, name, false);
    return term;
  }

  addAlias(term: Term, alias: string, viaSynonym: boolean): void {
    const tokens = tokenize(alias);
    if (tokens.length === 0) return;
    const key = `${term.kind}:${tokens.map((t) => t.norm).join(' ')}`;
    if (!this.byName.has(key)) this.byName.set(key, term.id);
    const single = tokens.length === 1 ? tokens[0] : undefined;
    if (single && NEVER_IN_PROSE.has(single.norm)) return;
    // Short or everyday spellings must appear exactly as written in the taxonomy.
    const exact = single && (single.norm.length <= 3 || EVERYDAY_WORDS.has(single.norm)) ? single.text : null;
    let node = this.root;
    for (const token of tokens) {
      node.next ??= new Map();
      let child = node.next.get(token.norm);
      if (!child) {
        child = { next: null, accepts: null };
        node.next.set(token.norm, child);
      }
      node = child;
    }
    node.accepts ??= [];
    if (!node.accepts.some((a) => a.termId === term.id))
      node.accepts.push({ termId: term.id, kind: term.kind, exact, viaSynonym });
  }

  /**
   * Every term mentioned in `text`, in order. At each word the longest spelling of each kind
   * wins ("Critical Care Registered Nurse" is one certification, not the skill Critical Care);
   * a mention inside a longer one of the same kind is dropped.
   */
  scan(text: string, kinds?: ReadonlySet<TermKind>): Mention[] {
    const tokens = tokenize(text);
    const out: Mention[] = [];
    const coveredUntil = new Map<TermKind, number>();
    for (let i = 0; i < tokens.length; i++) {
      let node: TrieNode | undefined = this.root;
      const best = new Map<TermKind, Mention>();
      for (let j = i; j < tokens.length && node?.next; j++) {
        const token = tokens[j];
        if (!token) break;
        node = node.next.get(token.norm);
        if (!node) break;
        // Words must follow each other with at most punctuation and spaces between them.
        if (j > i) {
          const prev = tokens[j - 1];
          if (prev && token.start - prev.end > 3) break;
        }
        if (!node.accepts) continue;
        for (const accept of node.accepts) {
          if (kinds && !kinds.has(accept.kind)) continue;
          if (accept.exact !== null && accept.exact !== token.text) continue;
          const start = tokens[i]?.start ?? 0;
          best.set(accept.kind, {
            termId: accept.termId,
            kind: accept.kind,
            start,
            end: token.end,
            viaSynonym: accept.viaSynonym,
          });
        }
      }
      for (const mention of best.values()) {
        if ((coveredUntil.get(mention.kind) ?? -1) >= mention.end) continue;
        coveredUntil.set(mention.kind, mention.end);
        out.push(mention);
      }
    }
    return dropLoneLetters(out, this);
  }
}

// One-letter languages ("C", "R") are real only among other programming languages
// ("C, C++ and Python"); alone they are initials, grades or list markers.
function dropLoneLetters(mentions: Mention[], index: TaxonomyIndex): Mention[] {
  return mentions.filter((m, i) => {
    if (m.end - m.start > 1 || m.kind !== 'skill') return true;
    const near = (other: Mention | undefined) =>
      other !== undefined &&
      other.kind === 'skill' &&
      other.end - other.start > 1 &&
      Math.abs(other.start - m.start) < 40 &&
      index.term(other.termId).category === 'Programming Language';
    return near(mentions[i - 1]) || near(mentions[i + 1]) || near(mentions[i - 2]) || near(mentions[i + 2]);
  });
}

// "Registered Nurse License (NCLEX-RN)": the name, the name without its bracket, the bracket.
function certificationSpellings(name: string): string[] {
  const match = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  if (!match?.[1] || !match[2]) return [];
  return [match[1], match[2]];
}

function build(): TaxonomyIndex {
  const index = new TaxonomyIndex();
  for (const skill of SKILLS) {
    const term = index.addTerm('skill', skill.name, { families: skill.families, category: skill.category });
    for (const synonym of skill.synonyms) index.addAlias(term, synonym, true);
  }
  for (const cert of CERTIFICATIONS) {
    const term = index.addTerm('certification', cert.name, { families: cert.families });
    for (const spelling of certificationSpellings(cert.name)) index.addAlias(term, spelling, true);
  }
  for (const licence of LICENCES) {
    const term =
      licence.aliasOf !== undefined
        ? index.lookup('certification', licence.aliasOf)
        : index.addTerm('certification', licence.name);
    if (!term) throw new Error(`Licence alias of an unknown certification: ${licence.aliasOf}`);
    for (const alias of licence.aliases) index.addAlias(term, alias, true);
  }
  // Language codes ("de", "id", "it") are everyday words in most languages: names only.
  for (const language of LANGUAGES) index.addTerm('language', language.name);
  for (const industry of INDUSTRIES)
    index.addTerm('industry', industry.name, { families: industry.families });
  for (const [keyword, industryName] of INDUSTRY_KEYWORDS) {
    const term = index.lookup('industry', industryName);
    if (!term) throw new Error(`Industry keyword for an unknown industry: ${industryName}`);
    index.addAlias(term, keyword, true);
  }
  for (const subject of ACADEMIC_SUBJECTS) index.addTerm('major', subject.label);
  for (const title of TITLES) {
    const impliedSkills = title.skills
      .map((name) => index.lookup('skill', name)?.id)
      .filter((id): id is number => id !== undefined);
    const term = index.addTerm('title', title.name, {
      families: [title.family],
      impliedSkills,
      minYears: title.minYears,
    });
    for (const synonym of title.synonyms) index.addAlias(term, synonym, true);
  }
  return index;
}

let shared: TaxonomyIndex | undefined;

/** The process-wide index (about 30 ms to build, then reused). */
export function taxonomyIndex(): TaxonomyIndex {
  shared ??= build();
  return shared;
}
