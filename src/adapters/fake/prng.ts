/**
 * Small deterministic randomness for the fake world. Math.random is never used, so one seed gives
 * the same world in Node and in every browser.
 */

const TWO_32 = 4294967296;

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for demo data, not for security. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / TWO_32;
  };
}

function mix(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * Hashes integers into 32 bits. Pure, so performer schedules can be computed for any moment
 * without storing history. Both 32-bit halves are mixed in so millisecond times stay distinct.
 */
export function hashInts(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = mix(h ^ (value >>> 0));
    h = mix(h ^ (Math.floor(value / TWO_32) >>> 0));
  }
  return h;
}

/** The same hash scaled to [0, 1). */
export function hashUnit(...values: number[]): number {
  return hashInts(...values) / TWO_32;
}

/** FNV-1a over UTF-16 code units, finished with a mix step. */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  return mix(h);
}

/** A seeded random source with the helpers the generators need. */
export class Rng {
  private readonly source: () => number;

  constructor(seed: number) {
    this.source = mulberry32(seed);
  }

  next(): number {
    return this.source();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.source() * items.length)];
    if (item === undefined) throw new Error('Rng.pick on an empty list');
    return item;
  }

  /** Picks by weight; `weights` pairs with `items`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let roll = this.source() * total;
    for (let i = 0; i < items.length; i++) {
      roll -= weights[i] ?? 0;
      if (roll < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(Math.floor(this.source() * pool.length), 1)[0] as T);
    }
    return out;
  }

  /** Lower-case hexadecimal text of `length` characters. */
  hex(length: number): string {
    let out = '';
    while (out.length < length)
      out += Math.floor(this.source() * TWO_32)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, length);
  }
}
