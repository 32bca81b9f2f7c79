/**
 * How alike two names are, for the duplicate scan's similar-name pairs: typos ("Jonh Smith"),
 * swapped order ("Smith John") and a missing middle name still score high, different people
 * with one shared first name do not.
 */

/** Jaro-Winkler similarity, 0 (nothing alike) to 1 (equal). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const matchedA = new Uint8Array(la);
  const matchedB = new Uint8Array(lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(lb - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (matchedB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      matchedA[i] = 1;
      matchedB[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let j = 0;
  for (let i = 0; i < la; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[j]) j++;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) transpositions++;
    j++;
  }
  const m = matches;
  const jaro = (m / la + m / lb + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < la && prefix < lb && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** A token left without a partner (a middle name one side lacks) costs this much. */
const UNPAIRED_TOKEN_PENALTY = 0.04;

/**
 * Similarity of two names given as sorted tokens (normalize.ts `nameTokens`): each token of the
 * shorter name is paired with its best partner in the other, so the order the names were written
 * in does not matter, and the weakest pairing decides (two people "Anna Lee" and "Anna Kim" share
 * a first name, which is not enough).
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Uint8Array(long.length);
  let total = 0;
  let weakest = 1;
  for (const token of short) {
    let best = 0;
    let bestAt = -1;
    for (let j = 0; j < long.length; j++) {
      if (used[j]) continue;
      const s = jaroWinkler(token, long[j] as string);
      if (s > best) {
        best = s;
        bestAt = j;
      }
    }
    if (bestAt >= 0) used[bestAt] = 1;
    total += best;
    weakest = Math.min(weakest, best);
  }
  const mean = total / short.length;
  // An initial ("J Smith") pairs with any name starting with it; it must not dominate.
  const score = Math.min(mean, weakest + 0.08) - (long.length - short.length) * UNPAIRED_TOKEN_PENALTY;
  return Math.max(0, score);
}

/** Two names this similar, at the same employer, are suggested as one person. */
export const SIMILAR_NAME_THRESHOLD = 0.9;
