import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('a company named by its trade, with no legal form', () => {
  it('leaves a Korean name of a kin, school or place word glued to a trade part', () => {
    expect(found('치과 재료는 막내이모덴탈에서 받았습니다.', 'ko')).toEqual([]);
    expect(found('원단은 막내이모어패럴과 거래했습니다.', 'ko')).toEqual([]);
  });

  it('leaves an English run of capitalised words ending in a trade noun', () => {
    expect(found('The scanners are serviced by Oxford College Devices.', 'en')).toEqual([]);
    expect(found('Our tills are maintained by Cambridge College Systems.', 'en')).toEqual([]);
  });

  it("still flags the writer's own school, kin or trait beside a trade word", () => {
    expect(found('한양대 의류학과를 마친 뒤 코스메틱 매장에서 일했습니다.', 'ko')).not.toEqual([]);
    expect(found('저는 막내로 자라 동생네 유통 일을 도왔습니다.', 'ko')).not.toEqual([]);
    expect(found('I graduated from Oxford College and now repair devices.', 'en')).not.toEqual([]);
  });
});
