/**
 * A small, fast, seeded random source for the talent generator. Each profile draws from its own
 * stream (seed and profile number), so profile n is the same whatever the batch size or the order
 * in which profiles are made.
 */

/** sfc32: 128 bits of state, passes PractRand, and is a few instructions a draw. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = 0x9e3779b9 ^ seed;
    this.b = 0x243f6a88 ^ Math.imul(stream, 0x85ebca6b);
    this.c = 0xb7e15162 ^ Math.imul(seed ^ stream, 0xc2b2ae35);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** The same as `next`, by the name callers read best. */
  float(): number {
    return this.next();
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** `count` distinct items (fewer when the list is shorter), in draw order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const n = Math.min(count, items.length);
    if (n * 3 < items.length) {
      const seen = new Set<number>();
      const out: T[] = [];
      while (out.length < n) {
        const i = this.int(items.length);
        if (!seen.has(i)) {
          seen.add(i);
          out.push(items[i] as T);
        }
      }
      return out;
    }
    const copy = items.slice();
    for (let i = 0; i < n; i++) {
      const j = i + this.int(copy.length - i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  /** Standard normal (Box-Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

/**
 * Weighted choice in O(1) per draw (Vose's alias method): a million profiles pick cities out of
 * tens of thousands by population.
 */
export class WeightedPicker<T> {
  private readonly prob: Float64Array;
  private readonly alias: Int32Array;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    const n = items.length;
    if (n === 0 || weights.length !== n) throw new Error('WeightedPicker needs one weight per item');
    const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
    if (total <= 0) throw new Error('WeightedPicker needs a positive total weight');
    this.prob = new Float64Array(n);
    this.alias = new Int32Array(n);
    const scaled = weights.map((w) => (Math.max(0, w) * n) / total);
    const small: number[] = [];
    const large: number[] = [];
    for (const [i, p] of scaled.entries()) (p < 1 ? small : large).push(i);
    while (small.length && large.length) {
      const s = small.pop() as number;
      const l = large.pop() as number;
      this.prob[s] = scaled[s] as number;
      this.alias[s] = l;
      scaled[l] = (scaled[l] as number) + (scaled[s] as number) - 1;
      ((scaled[l] as number) < 1 ? small : large).push(l);
    }
    for (const i of [...small, ...large]) this.prob[i] = 1;
  }

  pick(random: Random): T {
    const i = random.int(this.items.length);
    return this.items[random.next() < (this.prob[i] as number) ? i : (this.alias[i] as number)] as T;
  }
}
