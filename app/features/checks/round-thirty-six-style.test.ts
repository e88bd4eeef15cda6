// Round thirty-six (issue 36): the cliché and empty-opening families of fresh23's misses, both ways on
// made-up sentences (not the set's own).
import { describe, expect, it } from 'vitest';
import { CLICHE_FAMILIES } from './cliche-families';
import { opensOnAnswering } from './opening-meta';

const found = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[0]);

describe('round thirty-six: clichés', () => {
  it('the writer who overcomes every hardship, by the power of a virtue', () => {
    expect(found(CLICHE_FAMILIES.ko, '저는 믿음의 힘으로 어떤 역경도 극복할 수 있는 사람입니다.')).toEqual([
      '믿음의 힘으로',
      '어떤 역경도 극복할 수 있는 사람',
    ]);
    expect(
      found(CLICHE_FAMILIES.ko, '모든 어려움을 기록해 두었고, 수압의 힘으로 배관을 씻어 냈습니다.'),
    ).toEqual([]);
    expect(
      found(CLICHE_FAMILIES.en, 'With the power of positive thinking, I can overcome any obstacle.'),
    ).toEqual(['With the power of positive thinking', 'I can overcome any obstacle']);
    expect(found(CLICHE_FAMILIES.en, 'I can handle any forklift on site and tackle every audit finding.')).toEqual(
      [],
    );
    expect(
      found(CLICHE_FAMILIES.id, 'Dengan kekuatan berpikir positif, saya mampu mengatasi segala rintangan.'),
    ).toEqual(['Dengan kekuatan berpikir positif', 'saya mampu mengatasi segala rintangan']);
    expect(
      found(CLICHE_FAMILIES.id, 'Saya mampu mengatasi setiap masalah di gudang dengan daftar periksa.'),
    ).toEqual([]);
  });
});

describe('round thirty-six: empty openings', () => {
  it('struggling to know where to start, after a hedge or none', () => {
    expect(opensOnAnswering('Honestly, I found it hard to know where to begin with this prompt.')).toBe(true);
    expect(opensOnAnswering('It was difficult at first knowing where to start.')).toBe(true);
    expect(opensOnAnswering('I struggled for a while deciding where to start my answer.')).toBe(true);
    expect(opensOnAnswering('To be honest, the hardest part of a rewire is knowing where to start the trace.')).toBe(
      false,
    );
    expect(opensOnAnswering('Where to start a pallet audit is the first thing I teach new staff.')).toBe(false);
  });
});
