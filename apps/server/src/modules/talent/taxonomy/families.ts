// Job families of the generated talent database. A family ties a title to the skills, industries
// and certifications it is drawn with, so one profile reads as one coherent career.

export const TITLE_FAMILIES = [
  'engineering',
  'data',
  'product',
  'design',
  'healthcare',
  'research',
  'architecture',
  'game',
  'sales',
  'marketing',
  'finance',
  'hr',
  'operations',
  'legal',
  'customer_success',
  'education',
] as const;
export type TitleFamily = (typeof TITLE_FAMILIES)[number];
