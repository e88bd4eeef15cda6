import { describe, expect, it } from 'vitest';
import { suggestionSearch, suggestNow } from './suggest';

const dictionary = (words: string[]) => {
  const set = new Set(words);
  return (w: string) => set.has(w);
};

describe('suggestions one edit away', () => {
  it('finds the Korean word behind a vowel, final or initial slip, likeliest first', () => {
    const ko = dictionary([
      '됐다',
      '되다',
      '역할',
      '어이없다',
      '희한하다',
      '오랜만에',
      '웬만하면',
      '원만하면',
    ]);
    expect(suggestNow('ko', '됬다', ko)[0]).toBe('됐다');
    expect(suggestNow('ko', '역활', ko)).toEqual(['역할']);
    expect(suggestNow('ko', '어의없다', ko)).toEqual(['어이없다']);
    expect(suggestNow('ko', '희안하다', ko)).toEqual(['희한하다']);
    expect(suggestNow('ko', '오랫만에', ko)).toEqual(['오랜만에']);
    expect(suggestNow('ko', '왠만하면', ko)[0]).toBe('웬만하면');
  });

  it('finds the English and Indonesian word behind a swap, a dropped or doubled letter, keeping a capital', () => {
    const en = dictionary([
      'received',
      'definitely',
      'management',
      'success',
      'their',
      'tier',
      'communication',
    ]);
    expect(suggestNow('en', 'recieved', en)).toEqual(['received']);
    expect(suggestNow('en', 'definately', en)).toEqual(['definitely']);
    expect(suggestNow('en', 'managment', en)).toEqual(['management']);
    expect(suggestNow('en', 'sucess', en)).toEqual(['success']);
    expect(suggestNow('en', 'thier', en)[0]).toBe('their');
    expect(suggestNow('en', 'Comunication', en)).toEqual(['Communication']);
    const id = dictionary(['kualitas', 'risiko', 'sistem']);
    expect(suggestNow('id', 'kwalitas', id)).toEqual(['kualitas']);
    expect(suggestNow('id', 'resiko', id)).toEqual(['risiko']);
    expect(suggestNow('id', 'sistim', id)).toEqual(['sistem']);
  });

  it('stops at a deadline and carries on where it stopped', () => {
    let asked = 0;
    const search = suggestionSearch('en', 'comunication', (w) => {
      asked++;
      return w === 'communication';
    });
    expect(search.step(0)).toBeNull();
    expect(asked).toBe(1);
    let out: string[] | null = null;
    while (!out) out = search.step(0);
    expect(out).toEqual(['communication']);
  });
});
