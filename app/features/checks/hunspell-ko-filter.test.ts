// The Korean pre-filter (hunspell-ko-filter.ts) may only turn away words Hunspell rejects: checked here
// against Hunspell itself on the words of two planted sets and every word one jamo from them (the words
// judging asks about), and on compounds its compound rules make. It must also turn away most of the
// words Hunspell rejects, or it is no saving.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadModule } from 'hunspell-asm';
import { beforeAll, describe, expect, it } from 'vitest';
import { koreanFilter, type KoreanFilter } from './hunspell-ko-filter';
import { KO_CASES } from './planted/ko';
import { candidates } from './suggest';

const dir = path.dirname(createRequire(import.meta.url).resolve('dictionary-ko'));
const aff = fs.readFileSync(path.join(dir, 'index.aff'));
const dic = fs.readFileSync(path.join(dir, 'index.dic'));

let possible: KoreanFilter;
let hunspell: { spell(w: string): boolean };

beforeAll(async () => {
  possible = koreanFilter(aff.toString('utf8'), dic.toString('utf8'));
  // The runtime's own 3 s start limit is too short on a busy machine (the speller thread waits 60 s too).
  const f = await loadModule({ timeout: 60_000 });
  hunspell = f.create(f.mountBuffer(aff, 'ko-filter.aff'), f.mountBuffer(dic, 'ko-filter.dic'));
}, 120_000);

describe('the Korean pre-filter', () => {
  it('turns away no word Hunspell accepts, among planted words and the words one jamo from them', () => {
    const words = new Set<string>();
    for (const c of KO_CASES.slice(0, 6))
      for (const m of c.text.matchAll(/[\uac00-\ud7a3]+/g)) words.add(m[0]);
    const asked = new Set<string>();
    for (const w of words) {
      asked.add(w);
      for (const c of candidates('ko', w)) asked.add(c);
    }
    expect(asked.size).toBeGreaterThan(20_000);
    const wronglyTurnedAway: string[] = [];
    let rejected = 0;
    let turnedAway = 0;
    for (const w of asked) {
      const ok = hunspell.spell(w);
      const maybe = possible(w);
      if (!ok) rejected++;
      if (!maybe) turnedAway++;
      if (ok && !maybe) wronglyTurnedAway.push(w);
    }
    expect(wronglyTurnedAway).toEqual([]);
    // Most of what Hunspell rejects never reaches it (about three in four on the planted sets).
    expect(turnedAway / rejected).toBeGreaterThan(0.6);
  }, 120_000);

  it("lets through the compounds of Hunspell's compound rules and words that are not all Hangul", () => {
    // A noun + 들, a numeral, a verb form + an auxiliary verb, and digits or Latin letters with Hangul.
    const compounds = [
      '학생들',
      '삼천오백이십일',
      '서른다섯',
      '먹어가다',
      '읽어가며',
      '갈듯하다',
      '할만하다',
      '3층',
      'A팀',
    ];
    for (const w of compounds) if (hunspell.spell(w)) expect(possible(w), w).toBe(true);
    expect(compounds.filter((w) => hunspell.spell(w)).length).toBeGreaterThanOrEqual(4);
  });

  it('turns away words no stem and ending make', () => {
    for (const w of ['뷁꿇쀍', '원인이었습늬', '괅찮습니다']) {
      expect(hunspell.spell(w), w).toBe(false);
      expect(possible(w), w).toBe(false);
    }
  });
});
