// Round thirty-three (ADR 0039): traits the writer says of themselves by a milestone, a rare gender in a
// trade, a sea grown up by, a fronted demonym or look, weight lost (blind-self-milestones.ts), both ways, on
// made-up sentences other than fresh21's.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe("the writer's own traits by a milestone or a fronted phrase", () => {
  it('flags them', () => {
    expect(found('칠순을 세 해 앞둔 나이에도 새벽 배송을 맡고 있습니다.', 'ko')).toEqual([
      ['칠순을 세 해 앞둔', 'blind.age'],
      ['나이', 'blind.age'],
    ]);
    expect(found('여자 용접공은 흔치 않아 현장에서 다들 저를 신기해했습니다.', 'ko')).toEqual([
      ['여자 용접공은 흔치 않', 'blind.gender'],
    ]);
    expect(found('목포 앞바다를 보며 자란 덕분에 배 일이 낯설지 않았습니다.', 'ko')).toEqual([
      ['목포 앞바다를 보며 자란', 'blind.hometown'],
    ]);
    expect(found('한국폴리텍대학 자동차과 졸업생인 저는 곧장 정비소에 들어갔습니다.', 'ko')).toEqual([
      ['한국폴리텍대학 자동차과 졸업생', 'blind.school'],
    ]);
    expect(found('With my fiftieth birthday around the corner, I still climb masts.', 'en')).toEqual([
      ['my fiftieth birthday', 'blind.age'],
    ]);
    expect(found('I trained at Brackley College before joining the vineyard.', 'en')).toEqual([
      ['I trained at Brackley College', 'blind.school'],
    ]);
    expect(found('A proud Lancastrian, I kept the briefings short.', 'en')).toEqual([
      ['A proud Lancastrian', 'blind.hometown'],
    ]);
    expect(found('Having lost four stone myself, I coach members gently.', 'en')).toEqual([
      ['Having lost four stone', 'blind.appearance'],
    ]);
    expect(found('Sebagai perawat laki-laki, saya sering diminta mengangkat pasien.', 'id')).toEqual([
      ['Sebagai perawat laki-laki', 'blind.gender'],
    ]);
    expect(found('Dengan tato di kedua lengan, saya sempat ragu melamar ke bank.', 'id')).toEqual([
      ['Dengan tato di kedua lengan', 'blind.appearance'],
    ]);
  });
  it("leaves another's milestone, a firm, and a phrase fronted that is no trait", () => {
    expect(found('여성 고객은 많지 않아 매장 구성을 남성 위주로 바꿨습니다.', 'ko')).toEqual([]);
    expect(found('칠순을 넘긴 나이의 고객께는 글씨를 크게 써 드렸습니다.', 'ko')).toEqual([]);
    expect(found('We baked a cake for her sixtieth birthday at the care home.', 'en')).toEqual([]);
    expect(found('A Senior Engineer, I led the commissioning team.', 'en')).toEqual([]);
    expect(found('Having lost 40 kg of stock to damp, we re-racked the store.', 'en')).toEqual([]);
    expect(found('Dengan tim kecil, saya menyelesaikan audit dalam dua minggu.', 'id')).toEqual([]);
  });
});
