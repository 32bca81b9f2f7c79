/**
 * How an activity entry reads in the feed: "{actor} {verb} {candidate} {preposition} {project}".
 * Activity codes are written by many parts of Talentbase and new ones appear over time; a code
 * this list does not know still reads sensibly ("updated Ada Byron (video called)").
 */
export type ActivityPhrase = {
  /** What the actor did, before the candidate's name. */
  verb: string;
  /** After the candidate's name, before the project's ("to", "in"). */
  preposition: string;
  /** A note after everything (the unknown code, in words). */
  note?: string;
};

const PHRASES: Record<string, ActivityPhrase> = {
  added: { verb: 'added', preposition: 'to' },
  stage_changed: { verb: 'moved', preposition: 'in' },
  label_changed: { verb: 'relabelled', preposition: 'in' },
  tagged: { verb: 'tagged', preposition: 'in' },
  note_added: { verb: 'added a note on', preposition: 'in' },
  file_uploaded: { verb: 'uploaded a file for', preposition: 'in' },
  file_deleted: { verb: 'deleted a file of', preposition: 'in' },
  info_updated: { verb: 'updated the profile of', preposition: 'in' },
  merged: { verb: 'merged a duplicate into', preposition: 'in' },
  imported: { verb: 'imported', preposition: 'into' },
  removed: { verb: 'removed', preposition: 'from' },
  automation_ran: { verb: 'ran an automation on', preposition: 'in' },
  offer_changed: { verb: 'worked on the offer to', preposition: 'in' },
};

export function activityPhrase(action: string): ActivityPhrase {
  const known = PHRASES[action];
  if (known) return known;
  const words = action
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return { verb: 'updated', preposition: 'in', ...(words ? { note: words } : {}) };
}

/** Fallback when the person who did it is unknown (deleted since, or an automatic change). */
export const UNKNOWN_ACTOR = 'Someone';
