// Temperature-shaped choices over a seeded source: low temperature keeps to the first (plainest)
// option, temperature 1 picks evenly. Same seed and temperature → same choices.
import { mulberry32 } from '#db/seed/data/random';

export type Rng = {
  next(): number;
  /** One option; earlier options are likelier at low temperature. */
  pick<T>(options: readonly T[]): T;
  /** All options in a temperature-weighted order (an ordered draw without replacement). */
  order<T>(options: readonly T[]): T[];
  chance(p: number): boolean;
  temperature: number;
};

export function makeRng(seed: number, temperature: number): Rng {
  const t = Math.min(1, Math.max(0.1, Number.isFinite(temperature) ? temperature : 0.7));
  const next = mulberry32(
    (Math.imul(seed | 0, 0x2c1b3c6d) ^ Math.imul(Math.round(t * 100), 0x9e3779b1)) >>> 0,
  );
  const k = (1 - t) * 3;
  const order = <T>(options: readonly T[]): T[] => {
    const rest = [...options];
    const out: T[] = [];
    while (rest.length) {
      const w = rest.map((_, i) => Math.exp(-i * k));
      let r = next() * w.reduce((a, b) => a + b, 0);
      let i = 0;
      while (i < rest.length - 1 && (r -= w[i]) > 0) i++;
      out.push(rest.splice(i, 1)[0]);
    }
    return out;
  };
  return {
    next,
    order,
    pick: <T>(options: readonly T[]) => order(options)[0],
    chance: (p) => next() < p,
    temperature: t,
  };
}
