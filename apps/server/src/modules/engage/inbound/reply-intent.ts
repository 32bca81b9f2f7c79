/**
 * What a candidate's reply says about the role, from its own words (the quoted message cut
 * off): the Replied stage's label (spec section 4: Interested, Not interested, Contact later),
 * or none when it is unclear, which leaves N/A for the recruiter to set. Deliberately plain
 * phrase lists, checked in this order so that "not interested right now, maybe next year" is
 * Contact later and "not interested" never reads as Interested.
 */

export type ReplyIntent = 'interested' | 'not_interested' | 'contact_later';

/** The reply's own text: quoted lines and everything from the quote header or signature on are dropped. */
export function ownText(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const own: string[] = [];
  for (const line of lines) {
    const t = line.trim();
    if (
      /^on\b.{0,200}\bwrote:?$/i.test(t) ||
      /^am\b.{0,200}\bschrieb.{0,40}:$/i.test(t) ||
      /^le\b.{0,200}\ba écrit\s*:$/i.test(t) ||
      /^-{2,}\s*(original message|forwarded message|ursprüngliche nachricht)/i.test(t) ||
      /^from:\s.+/i.test(t) ||
      t === '--'
    )
      break;
    if (t.startsWith('>')) continue;
    own.push(line);
  }
  return own.join('\n').trim();
}

const LATER =
  /\b(not (right )?now|not at the moment|maybe (later|next (year|quarter|month))|(in|after) (a few|a couple of|some|\d+) (weeks|months)|next (year|quarter)|(reach|check|circle|get) (back )?(out )?(to me )?(in|later|again)|contact me later|later this year|after (the|my) (summer|holidays|notice period))\b/i;
const NOT_INTERESTED =
  /\b(not interested|no,? thanks?|no thank you|not looking|not open to|happy (where i am|in my (current )?(role|job|position))|please (remove|unsubscribe|stop)|don'?t contact|do not contact|not a fit for me|pass on this|i'?ll pass|decline)\b/i;
const INTERESTED =
  /\b(interested|sounds (great|good|interesting)|let'?s (talk|chat|connect|set up|schedule)|happy to (talk|chat|connect|hear)|would love to|tell me more|more (details|information)|i'?m (keen|open)|open to (it|a chat|talking)|when (can|could|are) (we|you)|available (for|on|to)|yes\b)/i;

export function replyIntent(text: string): ReplyIntent | null {
  const own = ownText(text);
  if (own.length === 0) return null;
  if (LATER.test(own)) return 'contact_later';
  if (NOT_INTERESTED.test(own)) return 'not_interested';
  if (INTERESTED.test(own)) return 'interested';
  return null;
}
