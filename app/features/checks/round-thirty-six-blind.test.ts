// Round thirty-six (issue 36, ADR 0039): blind-hiring owners by the sentence's structure, both ways, on
// made-up sentences other than the seen sets'.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe("a kept Korean word ends only where a particle or ending runs to the word's end", () => {
  it('reads a kin word glued to a longer name as the name, not kin + a particle', () => {
    expect(found('나사는 막내이모철물에서 주문합니다.', 'ko')).toEqual([]);
    expect(found('포대는 막내이불상회와 거래했습니다.', 'ko')).toEqual([]);
    expect(found('석재는 큰형도기에서 들였습니다.', 'ko')).toEqual([]);
  });
  it('still flags the kin word with its particles and endings', () => {
    expect(found('저는 원래 막내이었습니다.', 'ko')).toEqual([['막내', 'blind.family']]);
    expect(found('막내로서 형들을 따랐습니다.', 'ko')).toEqual([['막내', 'blind.family']]);
    expect(found('아버지로부터 목공을 배웠습니다.', 'ko')).toEqual([['아버지', 'blind.family']]);
    expect(found('막내이모가 저를 길러 주셨습니다.', 'ko')).toEqual([['막내이모', 'blind.family']]);
  });
});
