import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('an age said as half a century', () => {
  it('flags it in a frame of the writer in the three languages', () => {
    expect(found('Having turned half a century last spring, I still run the morning round.', 'en')).toEqual([
      ['Having turned half a century', 'blind.age'],
    ]);
    expect(found('Half a century old, I still lift the heavy kegs myself.', 'en')).toEqual([
      ['Half a century old', 'blind.age'],
    ]);
    expect(found('Menjelang usia setengah abad, saya masih turun ke lapangan.', 'id')).toEqual([
      ['Menjelang usia setengah abad', 'blind.age'],
    ]);
    expect(found('반세기를 살아온 저는 급한 일에도 서두르지 않습니다.', 'ko')).toEqual([
      ['반세기를 살아', 'blind.age'],
    ]);
  });

  it('leaves a firm, a building or a tradition half a century old', () => {
    expect(found('The bakery, half a century old, still bakes every loaf by hand.', 'en')).toEqual([]);
    expect(found('At half a century, the brewery is older than most of its staff.', 'en')).toEqual([]);
    expect(found('Di usia setengah abad, perusahaan ini terus membuka cabang.', 'id')).toEqual([]);
    expect(found('반세기 역사의 양조장에서 발효 관리를 맡았습니다.', 'ko')).toEqual([]);
  });
});
