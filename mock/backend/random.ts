/** Deterministic pseudo-random numbers (mulberry32), so the demo data is the same on every start. */
export class Rand {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let x = this.state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** `n` distinct items. */
  some<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(this.int(0, pool.length - 1), 1)[0]);
    return out;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Roughly normal value around `mean`, clamped to [min, max]. */
  around(mean: number, spread: number, min: number, max: number): number {
    const v = mean + (this.next() + this.next() + this.next() - 1.5) * spread;
    return Math.max(min, Math.min(max, Math.round(v)));
  }
}

/** Start of today (UTC): demo dates are laid out relative to it, so they always look recent. */
export const DEMO_TODAY = (() => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d.getTime();
})();

export const DAY_MS = 86_400_000;

export const isoDaysAgo = (days: number, extraMs = 0): string =>
  new Date(DEMO_TODAY - days * DAY_MS + extraMs).toISOString();

export const dateDaysAgo = (days: number): string => isoDaysAgo(days).slice(0, 10);
