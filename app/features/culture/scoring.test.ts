import { describe, expect, it } from 'vitest';
import {
  displayedMatch,
  matchRate,
  rankBySimilarity,
  SCALES,
  scoreResponses,
  thinkingBar,
  typeOf,
  shownLevel,
  WORK_STYLE_SCALES,
  type Responses,
  type Scale,
  type Scores,
  type SurveyItem,
} from './scoring';

/** A small seeded random source (mulberry32), so every run checks the same cases. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBank(rand: () => number, size = 30): SurveyItem[] {
  return Array.from({ length: size }, (_, i) => {
    const responseType = (['TWO', 'THREE', 'MULTI'] as const)[Math.floor(rand() * 3)];
    const count = responseType === 'TWO' ? 2 : responseType === 'THREE' ? 3 : 3 + Math.floor(rand() * 3);
    return {
      id: `q${i}`,
      responseType,
      answers: Array.from({ length: count }, (_, j) => {
        const credits: Partial<Record<Scale, number>> = {};
        for (const scale of SCALES) if (rand() < 0.3) credits[scale] = Math.floor(rand() * 3);
        return { id: `q${i}a${j}`, credits };
      }),
    };
  });
}

function randomResponses(rand: () => number, bank: SurveyItem[]): Responses {
  return Object.fromEntries(
    bank.map((item) => [
      item.id,
      item.responseType === 'MULTI'
        ? item.answers.filter(() => rand() < 0.5).map((a) => a.id)
        : [item.answers[Math.floor(rand() * item.answers.length)].id],
    ]),
  );
}

function randomProfile(rand: () => number): Scores {
  return Object.fromEntries(SCALES.map((s) => [s, Math.round(rand() * 100) / 10])) as Scores;
}

const flat = (value: number) => Object.fromEntries(SCALES.map((s) => [s, value])) as Scores;

describe('scale scores', () => {
  it('give 10 when every item is answered high-keyed on a scale, 0 when low-keyed', () => {
    const bank = randomBank(random(1), 40);
    for (const scale of SCALES) {
      const pick = (best: boolean): Responses =>
        Object.fromEntries(
          bank.map((item) => {
            const credit = (id: string) => item.answers.find((a) => a.id === id)!.credits[scale] ?? 0;
            if (item.responseType === 'MULTI') {
              return [
                item.id,
                item.answers.filter((a) => (best ? credit(a.id) > 0 : credit(a.id) < 0)).map((a) => a.id),
              ];
            }
            const sorted = [...item.answers].sort((x, y) => credit(x.id) - credit(y.id));
            return [item.id, [(best ? sorted.at(-1) : sorted[0])!.id]];
          }),
        );
      expect(scoreResponses(bank, pick(true))[scale], scale).toBe(10);
      expect(scoreResponses(bank, pick(false))[scale], scale).toBe(0);
    }
  });

  it('always stay within [0, 10], for 200 random banks and answer sheets', () => {
    const rand = random(7);
    for (let run = 0; run < 200; run++) {
      const bank = randomBank(rand, 5 + Math.floor(rand() * 40));
      const scores = scoreResponses(bank, randomResponses(rand, bank));
      for (const scale of SCALES) {
        expect(scores[scale]).toBeGreaterThanOrEqual(0);
        expect(scores[scale]).toBeLessThanOrEqual(10);
      }
    }
  });

  it('never give NaN, even when no answer can move a scale', () => {
    const bank: SurveyItem[] = [
      {
        id: 'q',
        responseType: 'TWO',
        answers: [
          { id: 'a', credits: {} },
          { id: 'b', credits: {} },
        ],
      },
    ];
    const scores = scoreResponses(bank, { q: ['a'] });
    for (const scale of SCALES) expect(scores[scale]).toBe(5);
    expect(scoreResponses([], {}).aggressive).toBe(5);
  });

  it('show the Thinking bar as 10 minus the individual score', () => {
    expect(thinkingBar(3)).toBe(7);
    expect(thinkingBar(10)).toBe(0);
  });
});

describe('match rate', () => {
  const rand = random(42);
  const profiles = Array.from({ length: 100 }, () => randomProfile(rand));

  it('is exactly 100 for identical profiles, flat ones included', () => {
    for (const p of [...profiles, flat(0), flat(5), flat(10)]) {
      expect(matchRate(p, p)).toBe(100);
      expect(displayedMatch(p, p)).toBe(100);
    }
  });

  it('is symmetric', () => {
    for (let i = 1; i < profiles.length; i++)
      expect(matchRate(profiles[i], profiles[i - 1])).toBeCloseTo(
        matchRate(profiles[i - 1], profiles[i]),
        12,
      );
  });

  it('is 0 between all-0 and all-10', () => {
    expect(matchRate(flat(0), flat(10))).toBe(0);
  });

  it('never drops when a company dimension moves closer to the user', () => {
    for (let i = 0; i < profiles.length - 1; i++) {
      const user = profiles[i];
      const company = { ...profiles[i + 1] };
      for (const scale of SCALES) {
        const before = matchRate(user, company);
        const closer = { ...company, [scale]: company[scale] + (user[scale] - company[scale]) * rand() };
        expect(matchRate(user, closer)).toBeGreaterThanOrEqual(before - 1e-12);
      }
    }
  });

  it('ranks companies by distance, ties by id', () => {
    const user = flat(5);
    const ranked = rankBySimilarity(user, [
      { id: 3, profile: flat(6) },
      { id: 2, profile: flat(4) },
      { id: 1, profile: flat(9) },
      { id: 4, profile: flat(5) },
    ]);
    expect(ranked.map((c) => c.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('type', () => {
  it('is HIGH at 5 and above per group, and the main trait is the score furthest from 5', () => {
    const scores = { ...flat(2), aggressive: 5, responsible: 9, communication: 8 } as Scores;
    expect(typeOf(scores)).toEqual({
      codes: ['A-HIGH', 'I-LOW', 'R-HIGH', 'T-LOW', 'C-HIGH'],
      main: 'R',
      mainCode: 'R-HIGH',
    });
    expect(WORK_STYLE_SCALES).toHaveLength(5);
  });

  it('keeps the main trait among the type codes when every group is LOW (a LOW comment, never a HIGH one)', () => {
    const scores = { ...flat(4), initiative: 4.5, communication: 1 } as Scores;
    const type = typeOf(scores);
    expect(type.mainCode).toBe('C-LOW');
    expect(type.codes).toContain(type.mainCode);
  });

  it('labels a bar High or Low from the value it shows (Thinking is 10 − individual)', () => {
    expect(shownLevel(thinkingBar(5.2))).toBe('low');
    expect(shownLevel(thinkingBar(3))).toBe('high');
    expect(shownLevel(5)).toBe('high');
  });
});
