// Round seven: Sino-Korean trade terms and their compounds (sinoKorean in spelling.ts) by the kept hanja
// word list (dictionaries/ko/sino-korean.txt.gz, from libhangul's hanja.txt, BSD-3), both ways: pure,
// with small dictionaries, and in the speller thread with the real ones. Each accepted word was a false
// alarm of the round-six set (fresh5.ts); each flagged one is a misspelling that must stay flagged.
import { describe, expect, it } from 'vitest';
import type { Morpheme } from './korean-morpheme';
import { sinoKorean } from './spelling';
import { spellInThread } from './speller-worker';

const dictionary = (words: string[]) => {
  const set = new Set(words);
  return (w: string) => set.has(w);
};
const hunspell = dictionary(['연구실', '연구', '접한', '역할', '가옥']);
const listed = dictionary(['접안', '학예', '인입', '가혹', '솔직']);
const readings: Record<string, Morpheme[]> = {
  접안: [{ surface: '접안', pos: 'NNG', known: true }],
  가혹: [{ surface: '가혹', pos: 'XR', known: true }],
  솔직: [{ surface: '솔직', pos: 'XR', known: true }],
};
const analyse = (w: string) => readings[w] ?? [{ surface: w, pos: 'UNKNOWN', known: false }];

describe('sinoKorean (pure)', () => {
  it('accepts a listed word alone, with a particle, a prefix or in a compound with known words', () => {
    for (const w of ['접안', '접안을', '재인입', '학예연구실에서', '학예연구실', '인입선별'])
      expect(sinoKorean(w, hunspell, listed, analyse), w).toBe(w !== '인입선별');
  });

  it('keeps a listed word that is a likely slip of a dictionary word flagged unless the analyser reads it as one noun', () => {
    // 접안 is one jamo from 접한 (접하다): the analyser's reading as a noun lets it pass; 가혹 (one jamo
    // from 가옥) is read as a root here, so it stays flagged, and so does every such word without the analyser.
    expect(sinoKorean('접안', hunspell, listed, analyse)).toBe(true);
    expect(sinoKorean('접안', hunspell, listed)).toBe(false);
    expect(sinoKorean('가혹', hunspell, listed, analyse)).toBe(false);
  });

  it('leaves unlisted words, and a particle after a root, flagged (역활, 솔직이)', () => {
    expect(sinoKorean('역활', hunspell, listed, analyse)).toBe(false);
    expect(sinoKorean('역활을', hunspell, listed, analyse)).toBe(false);
    expect(sinoKorean('솔직이', hunspell, listed, analyse)).toBe(false);
    expect(sinoKorean('학예연구싫', hunspell, listed, analyse)).toBe(false);
  });
});

describe('Sino-Korean terms in the speller thread (real dictionaries and list)', () => {
  it('accepts round six’s trade terms and compounds, keeps misspellings flagged', async () => {
    const accepted = ['접안', '선어가', '열선', '재인입', '학예연구실에서', '학예연구사로', '난방비', '가혹'];
    const misspelt = ['역활을', '금새', '됬을', '깨끗히', '솔직이', '설레임', '몇일', '곰곰히'];
    const { unknown } = await spellInThread({ lang: 'ko', words: [...accepted, ...misspelt] });
    expect(Object.keys(unknown).sort()).toEqual([...misspelt].sort());
  }, 180_000);
});
