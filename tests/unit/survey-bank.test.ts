import { describe, expect, it } from 'vitest';
import { readCultureTypes, readSurveyBank } from '#db/seed/culture';
import { PREFERENCE_SCALES, SCALES, WORK_STYLE_SCALES } from '~/features/culture/scoring';

const bank = readSurveyBank();
const types = readCultureTypes();
const LANGS = ['ko', 'en', 'id'] as const;

describe('survey item bank', () => {
  it('is about five minutes long, over five categories, with unique ids', () => {
    expect(bank.categories).toHaveLength(5);
    expect(bank.items.length).toBeGreaterThanOrEqual(35);
    expect(bank.items.length).toBeLessThanOrEqual(45);
    const ids = bank.items.flatMap((i) => [i.id, ...i.answers.map((a) => a.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of bank.categories) expect(bank.items.some((i) => i.category === c.id)).toBe(true);
  });

  it('has every text in ko, en and id and answer counts that fit the response type', () => {
    for (const item of bank.items) {
      for (const l of LANGS) expect(item.text[l].trim(), `${item.id} ${l}`).not.toBe('');
      for (const a of item.answers) for (const l of LANGS) expect(a.text[l].trim()).not.toBe('');
      const n = item.answers.length;
      if (item.responseType === 'TWO') expect(n).toBe(2);
      if (item.responseType === 'THREE') expect(n).toBe(3);
      if (item.responseType === 'MULTI') expect(n).toBeGreaterThanOrEqual(3);
    }
  });

  it('keys at least 5 items to each work-style scale and 2 to each preference, with credits that separate answers', () => {
    for (const scale of SCALES) {
      const keyed = bank.items.filter((item) => {
        const credits = item.answers.map((a) => a.credits[scale] ?? 0);
        return (
          Math.max(...credits) > Math.min(...credits) ||
          (item.responseType === 'MULTI' && credits.some((c) => c > 0))
        );
      });
      expect(keyed.length, scale).toBeGreaterThanOrEqual(
        (WORK_STYLE_SCALES as readonly string[]).includes(scale) ? 5 : 2,
      );
    }
    const known = new Set<string>([...WORK_STYLE_SCALES, ...PREFERENCE_SCALES]);
    for (const item of bank.items)
      for (const a of item.answers)
        for (const k of Object.keys(a.credits)) expect(known.has(k), k).toBe(true);
  });

  it('has a description and a coach comment for every type code the scoring can produce', () => {
    const codes = types.descriptions.map((d) => d.code).sort();
    expect(codes).toEqual(['A', 'C', 'I', 'R', 'T'].flatMap((g) => [`${g}-HIGH`, `${g}-LOW`]).sort());
    expect(types.coachComments.map((c) => `${c.group}-${c.level}`).sort()).toEqual(codes);
  });
});
