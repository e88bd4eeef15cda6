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

describe('round thirty-two: a look as the subject of a describing word, whose it is', () => {
  it("flags the writer's look, at the sentence's start or after their own word", () => {
    expect(
      found(
        '눈매가 날카로워 보여도 저는 늘 먼저 말을 겁니다. 눈빛이 차가워 처음에는 학생들이 저를 어려워했습니다.',
        'ko',
      ),
    ).toEqual([
      ['눈매가 날카로워', 'blind.appearance'],
      ['눈빛이 차가워', 'blind.appearance'],
    ]);
    expect(found('저는 얼굴이 앳되어 보여 처음에는 신뢰를 얻기 어려웠습니다.', 'ko')).toEqual([
      ['저는 얼굴이 앳되', 'blind.appearance'],
    ]);
    expect(found('I can look rather stern at first, so I greet every patient by name.', 'en')).toEqual([
      ['I can look rather stern', 'blind.appearance'],
    ]);
    expect(found('Tampang saya terlihat sangar, jadi saya selalu menyapa lebih dulu.', 'id')).toEqual([
      ['Tampang saya terlihat sangar', 'blind.appearance'],
    ]);
  });
  it("leaves another's look and an impression", () => {
    expect(found('그 고객의 인상이 험상궂어 처음에는 긴장했습니다.', 'ko')).toEqual([]);
    expect(found('그 전시는 인상이 깊었습니다.', 'ko')).toEqual([]);
    expect(found('Her face looked stern, so I offered her a chair.', 'en')).toEqual([]);
    expect(found('Wajah pelanggan itu terlihat galak, tetapi ia ramah.', 'id')).toEqual([]);
  });
});
