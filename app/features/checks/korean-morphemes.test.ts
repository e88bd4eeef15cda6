// The analyser's second opinion (korean-morphemes.ts), both ways: pure, with readings as the analyser
// gives them (mecab-ko-dic lists common misspellings too: 역활/NNG, 됬/VV+EP).
import { describe, expect, it } from 'vitest';
import type { Morpheme } from './korean-morpheme';
import { readsAsKorean } from './korean-morphemes';
import { likelyConfusions } from './suggest';

const m = (reading: string): Morpheme[] =>
  reading.split(' + ').map((part) => {
    const [surface, pos, unknown] = part.split('/');
    return { surface, pos, known: unknown !== 'UNK' };
  });
const dictionary = (words: string[]) => {
  const set = new Set(words);
  return (w: string) => set.has(w);
};
const hunspell = dictionary([
  '사람으로',
  '사람을',
  '사람이',
  '학교를',
  '공부한',
  '역할',
  '금세',
  '한랭',
  '질환',
]);

describe('readsAsKorean', () => {
  it('takes nouns of its dictionary with a particle Hunspell accepts after a noun', () => {
    for (const r of [
      '한랭/NNG + 질환/NNG + 으로/JKB',
      '제형/NNG + 을/JKO',
      '종합/NNG + 사회/NNG + 복지/NNG + 관/NNG',
      '장/NNG + 짜리/XSN',
    ])
      expect(readsAsKorean(m(r), hunspell, likelyConfusions), r).toBe(true);
  });

  it('leaves unknown tokens, verb and adverb stems, and short-noun splits flagged', () => {
    for (const r of [
      '잠/NNP + 궜다/UNKNOWN/UNK',
      '됬/VV+EP + 을/ETM',
      '깨끗히/MAG',
      '폭/NNG + 팔/NNG',
      '댓/NR + 가/JKS',
      '셋/NR + 업/NNG',
    ])
      expect(readsAsKorean(m(r), hunspell, likelyConfusions), r).toBe(false);
  });

  it('leaves a noun that is a likely confusion of a dictionary word flagged (역활: 역할, 금새: 금세)', () => {
    expect(readsAsKorean(m('역활/NNG + 을/JKO'), hunspell, likelyConfusions)).toBe(false);
    expect(readsAsKorean(m('금새/NNG'), hunspell, likelyConfusions)).toBe(false);
  });

  it('leaves a tail Hunspell does not take after a noun flagged (개발+했슴)', () => {
    expect(readsAsKorean(m('개발/NNG + 했/XSV+EP + 슴/EC'), hunspell, likelyConfusions)).toBe(false);
    expect(readsAsKorean(m('가혹/XR + 한/XSA+ETM'), hunspell, likelyConfusions)).toBe(true);
  });
});
