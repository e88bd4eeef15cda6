// Round thirty-seven (issue 36, ADR 0039): blind-hiring owners and names by the sentence's structure, both
// ways, on made-up sentences other than the seen sets'.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('a company whose name holds an in-law word or a school or kin word inside', () => {
  it('reads a Korean in-law word glued to a noun as a firm, whatever its trade', () => {
    expect(found('나사는 처가철물에서 주문합니다.', 'ko')).toEqual([]);
    expect(found('창틀은 시댁창호와 거래했습니다.', 'ko')).toEqual([]);
    expect(found('도료는 친정도료에서 받았습니다.', 'ko')).toEqual([]);
  });
  it('still flags the in-laws with a particle, an ending or a space after them', () => {
    expect(found('주말마다 처가 과수원 일을 돕습니다.', 'ko')).toEqual([['처가', 'blind.family']]);
    expect(found('시어머니께서 가게를 하십니다.', 'ko')).toEqual([['시어머니', 'blind.family']]);
    expect(found('처가댁 과수원에서 일했습니다.', 'ko')).toEqual([['처가댁', 'blind.family']]);
  });
  it('reads an English run going on past its school or kin word to a trade-shaped head as a firm', () => {
    expect(found('Our pumps are rebuilt by Leeds Academy Pneumatics.', 'en')).toEqual([]);
    expect(found('Resins come from Elder Brother Plastics and labels from Oxford Grammar Printing.', 'en')).toEqual(
      [],
    );
  });
  it("still flags the writer's own school whose name ends in no trade head", () => {
    expect(found('I graduated from University College London in 2010.', 'en')).not.toEqual([]);
    expect(found('I went to Leeds Grammar School before moving into plastics.', 'en')).not.toEqual([]);
  });
});
