import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe("a trait of the writer's in a phrase fronted before the writer", () => {
  it('flags an age, a height, a child raised or a baby due', () => {
    expect(found('Pada usia menjelang masa pensiun, saya tetap belajar teknik baru.', 'id')).toEqual([
      ['Pada usia menjelang masa pensiun', 'blind.age'],
    ]);
    expect(found('Dengan tinggi hampir dua meter, saya mudah menjangkau rak atas.', 'id')).toEqual([
      ['Dengan tinggi hampir dua meter', 'blind.appearance'],
    ]);
    expect(found('Raising a nine-year-old by myself, I plan every shift a month ahead.', 'en')).toEqual([
      ['Raising a nine-year-old by myself', 'blind.marital'],
    ]);
    expect(found('With a baby expected in June, I am looking for steadier hours.', 'en')).toEqual([
      ['With a baby expected in June', 'blind.marital'],
    ]);
  });

  it('flags a Korean parent by the child raised and a childhood place before -를', () => {
    expect(found('중학생 남매를 키우는 아빠라 주말 근무는 어렵습니다.', 'ko').map(([, m]) => m)).toContain(
      'blind.marital',
    );
    expect(found('목포에서 청소년기를 보낸 저는 배를 잘 압니다.', 'ko').map(([, m]) => m)).toContain(
      'blind.hometown',
    );
    // The writer as the subject is no modifier of the people after it (할아버지 손님들 is).
    expect(
      found('여수에서 유년기를 보낸 저는 손님들과 사투리로 이야기합니다.', 'ko').map(([, m]) => m),
    ).toContain('blind.hometown');
  });

  it("leaves others', a thing's size and a fronted phrase of the work", () => {
    expect(found('Raising funds for the ward, I ran a bake sale.', 'en')).toEqual([]);
    expect(found('With a new crane due in March, we retrained the drivers.', 'en')).toEqual([]);
    expect(found('Pada usia pensiun, pelanggan kami lebih suka warna lembut.', 'id')).toEqual([]);
    expect(found('Dengan tinggi rak hampir dua meter, gudang kami butuh tangga.', 'id')).toEqual([]);
    expect(found('아이를 키우는 부모 대상 강좌를 열었습니다.', 'ko')).toEqual([]);
  });
});
