/**
 * Plain words for the product's own terms. The screens keep the names the spec gives ("Open
 * web", "Contract credits", "Title family", "Focus", "GDPR review"); this is what a recruiter
 * new to Talentbase reads when they ask what one means. One place, so every screen says the same.
 */
export const GLOSSARY = {
  openWeb: {
    term: 'Open web',
    text: 'Found by Talentbase in public sources such as professional profiles and code sites, not added by your team. The person becomes your team’s candidate when you add them to a project.',
  },
  contractCredits: {
    term: 'Contract credits',
    text: 'The contact reveals your team’s contract includes. Revealing a person’s emails and phone numbers uses one credit; anyone on your team can then see them without using another.',
  },
  titleFamily: {
    term: 'Title family',
    text: 'The group of similar job titles this person’s title belongs to, so that “Backend Developer” and “Platform Engineer” both count as software engineering.',
  },
  focus: {
    term: 'Focus',
    text: 'The area most of this person’s skills and experience point to. The percentage says how strongly: 90% means nearly all of it, 50% about half.',
  },
  gdprReview: {
    term: 'GDPR review',
    text: 'A flag your team sets when this person’s data needs a data-protection check, for example after they asked what you hold about them. It hides and deletes nothing; every change to it is recorded in the audit log.',
  },
} as const;

export type GlossaryKey = keyof typeof GLOSSARY;
