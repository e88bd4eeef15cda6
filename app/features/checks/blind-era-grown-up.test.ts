import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('an age told by the era one grew up in or the generation of things one grew up with', () => {
  it('flags it in the three languages', () => {
    expect(found('Saya besar di zaman krisis moneter, jadi saya hemat.', 'id')).toEqual([
      ['Saya besar di zaman krisis moneter', 'blind.age'],
    ]);
    expect(found('카세트테이프와 비디오 세대인 저는 기록을 꼼꼼히 남깁니다.', 'ko')).toEqual([
      ['카세트테이프와 비디오 세대인 저', 'blind.age'],
    ]);
    expect(found('저는 외환위기 시절에 자랐습니다.', 'ko').map(([, m]) => m)).toContain('blind.age');
    expect(found('A child of the dial-up generation, I still write everything down.', 'en')).toEqual([
      ['A child of the dial-up generation', 'blind.age'],
    ]);
  });

  it("leaves a firm's era, a product's generation and others'", () => {
    expect(found('Di era digital, perusahaan kami memindahkan arsip ke cloud.', 'id')).toEqual([]);
    expect(found('Saya bekerja di era pandemi sebagai perawat bangsal.', 'id')).toEqual([]);
    expect(found('5세대 통신 장비를 설치하고 2세대 모델을 회수했습니다.', 'ko')).toEqual([]);
    expect(found('고객 대부분이 삐삐 세대라 전화 상담을 선호합니다.', 'ko')).toEqual([]);
    expect(found('Our product of the year award went to the new app.', 'en')).toEqual([]);
  });
});
