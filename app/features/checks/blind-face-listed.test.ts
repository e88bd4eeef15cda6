import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('a face described by two words in a row', () => {
  it('flags the writer’s face in the three languages', () => {
    expect(
      found('Customers tell me I have a kind, open face, so I take the walk-in enquiries.', 'en'),
    ).toEqual([['a kind, open face', 'blind.appearance']]);
    expect(found('My pretty and youthful face helps on the shop floor.', 'en')).toEqual([
      ['My pretty and youthful face', 'blind.appearance'],
    ]);
    expect(found('Kata rekan, paras saya manis dan awet muda.', 'id').map(([, m]) => m)).toContain(
      'blind.appearance',
    );
    expect(found('예쁘고 선한 얼굴 덕분에 첫 상담을 자주 맡았습니다.', 'ko').map(([, m]) => m)).toContain(
      'blind.appearance',
    );
  });

  it("leaves a brand's face and other people's", () => {
    expect(found('The friendly, familiar face of the brand is its mascot.', 'en')).toEqual([]);
    expect(found('A customer with a kind, open face asked about refunds.', 'en')).toEqual([]);
  });
});
