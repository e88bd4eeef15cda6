// The analyser's second opinion (korean-morphemes.ts), both ways: pure, with readings as the analyser
// gives them (mecab-ko-dic lists common misspellings too: 역활/NNG, 됬/VV+EP).
import { describe, expect, it } from 'vitest';
import { readsAsKorean, type Morpheme } from './korean-morphemes';
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

describe('readsAsKorean, round fourteen: a one-syllable noun opening a compound', () => {
  const known = dictionary([
    '학교도',
    '학교와',
    '사람과',
    '사람을',
    '정가',
    '정가를',
    '덮개',
    '덮개를',
    '찌기',
    '찌기를',
    '여백',
  ]);
  it('takes a one-syllable noun before a noun Hunspell knows with a particle (판+정가, 솥+덮개)', () => {
    expect(readsAsKorean(m('판/NNG + 정가/NNG + 도/JX'), known, likelyConfusions)).toBe(true);
    expect(readsAsKorean(m('솥/NNG + 덮개/NNG + 와/JC'), known, likelyConfusions)).toBe(true);
  });
  it('leaves a one-syllable rest, a verb form read as a noun, a rest Hunspell lacks, and a slip', () => {
    // 폭+팔-like: the rest of one syllable.
    expect(readsAsKorean(m('판/NNG + 정/NNG'), known, likelyConfusions)).toBe(false);
    // 감+찌기-like: a -기 form.
    expect(readsAsKorean(m('솥/NNG + 찌기/NNG + 도/JX'), known, likelyConfusions)).toBe(false);
    // A rest Hunspell does not take with a particle (여백 without 여백을).
    expect(readsAsKorean(m('판/NNG + 여백/NNG + 도/JX'), known, likelyConfusions)).toBe(false);
    // Not opening the word, or a proper noun after it.
    expect(readsAsKorean(m('정가/NNG + 판/NNG + 정가/NNG'), known, likelyConfusions)).toBe(false);
    expect(readsAsKorean(m('판/NNG + 정가/NNP + 도/JX'), known, likelyConfusions)).toBe(false);
    // The whole one likely slip of a word Hunspell knows (판정가 written for a known 판정까).
    const withSlip = (w: string) => known(w) || w === '판정까';
    expect(readsAsKorean(m('판/NNG + 정가/NNG + 도/JX'), withSlip, likelyConfusions)).toBe(false);
  });
});
