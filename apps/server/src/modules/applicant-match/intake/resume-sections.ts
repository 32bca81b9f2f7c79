/**
 * Splits a résumé into its sections by their headings. A heading is a short line on its own whose
 * words are one of the usual spellings (English, Spanish, German, French, Portuguese), in any case,
 * with or without a colon. Sections we do not read (projects, references, hobbies) still end the
 * section before them, so their lines are not mistaken for jobs or skills.
 */
export type SectionKey =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'other';

const HEADINGS: Record<SectionKey, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'overview',
    'resumen',
    'resumen profesional',
    'perfil',
    'perfil profesional',
    'sobre mí',
    'zusammenfassung',
    'profil',
    'über mich',
    'kurzprofil',
    'à propos',
    'sobre mim',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'professional background',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'praxiserfahrung',
    'erfahrung',
    'expérience',
    'expérience professionnelle',
    'expériences professionnelles',
    'experiência',
    'experiência profissional',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'academic history',
    'educational background',
    'education & training',
    'educación',
    'formación',
    'formación académica',
    'estudios',
    'ausbildung',
    'bildung',
    'bildungsweg',
    'studium',
    'akademischer werdegang',
    'formation',
    'formação',
    'formação acadêmica',
    'educação',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'skills & tools',
    'skills and tools',
    'competencies',
    'core competencies',
    'areas of expertise',
    'expertise',
    'technologies',
    'tools',
    'skills & abilities',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'kenntnisse',
    'fähigkeiten',
    'fachkenntnisse',
    'kompetenzen',
    'it-kenntnisse',
    'compétences',
    'competências',
  ],
  languages: [
    'languages',
    'language skills',
    'language',
    'idiomas',
    'lenguas',
    'sprachen',
    'sprachkenntnisse',
    'langues',
    'línguas',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licences',
    'licenses & certifications',
    'licences & certifications',
    'certifications & licenses',
    'certifications and licenses',
    'licenses and certifications',
    'credentials',
    'certificaciones',
    'certificados',
    'zertifikate',
    'zertifizierungen',
    'weiterbildung',
    'certificações',
  ],
  other: [
    'projects',
    'personal projects',
    'publications',
    'patents',
    'awards',
    'honors',
    'honours',
    'awards & honors',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'interests',
    'hobbies',
    'references',
    'activities',
    'achievements',
    'proyectos',
    'publicaciones',
    'projekte',
    'hobbys',
    'interessen',
    'referenzen',
    'projets',
    "centres d'intérêt",
  ],
};

const LOOKUP = new Map<string, SectionKey>();
for (const [key, names] of Object.entries(HEADINGS) as [SectionKey, string[]][])
  for (const name of names) LOOKUP.set(name, key);

export function headingOf(line: string): SectionKey | null {
  const s = line
    .trim()
    .toLowerCase()
    .replace(/^[#*•\-–\s]+|[:\s*]+$/g, '')
    .replace(/\s+/g, ' ');
  if (s.length === 0 || s.length > 45) return null;
  return LOOKUP.get(s) ?? LOOKUP.get(s.replace(/\s*(?:&|and|y|und|et)\s*/g, ' & ')) ?? null;
}

export type Section = { key: SectionKey; heading: string; lines: string[] };
export type Sections = { header: string[]; sections: Section[] };

export function splitSections(text: string): Sections {
  const header: string[] = [];
  const sections: Section[] = [];
  let current: Section | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const key = headingOf(line);
    if (key) {
      current = { key, heading: line, lines: [] };
      sections.push(current);
    } else if (current) {
      if (line) current.lines.push(line);
    } else if (line) header.push(line);
  }
  return { header, sections };
}

/** All lines of the sections with this key (a résumé may repeat a heading). */
export function linesOf(parts: Sections, key: SectionKey): string[] {
  return parts.sections.filter((s) => s.key === key).flatMap((s) => s.lines);
}
