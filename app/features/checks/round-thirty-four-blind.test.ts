// Round thirty-four (issue 36, ADR 0039): blind-hiring owners by the sentence's structure, both ways, on
// made-up sentences other than the seen sets'.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('Indonesian "asli" + a place is a person\'s origin, not a thing\'s', () => {
  it('leaves a lower-case word after asli and a thing called original or genuine', () => {
    expect(
      found('Suku cadang yang dipakai harus sama dengan komponen asli dan bergaransi resmi.', 'id'),
    ).toEqual([]);
    expect(found('Kami hanya menyajikan kopi asli Gayo dan teh asli Kerinci.', 'id')).toEqual([]);
  });
  it("still flags the writer's own origin", () => {
    expect(found('Saya asli Pontianak, jadi terbiasa dengan cuaca lembap.', 'id')).toEqual([
      ['asli Pontianak', 'blind.hometown'],
    ]);
    expect(found('Asli Kupang, saya fasih berbahasa daerah.', 'id')).toEqual([
      ['Asli Kupang', 'blind.hometown'],
    ]);
    expect(found('Saya memang orang asli Ambon.', 'id').map(([, m]) => m)).toContain('blind.hometown');
  });
});

describe('an Indonesian owner after the kin, or a person the writer acts on before the age', () => {
  it("leaves another's kin and a described person's age", () => {
    expect(
      found('Keluarga muda itu memesan kue ulang tahun anak pertama mereka di toko kami.', 'id'),
    ).toEqual([]);
    expect(found('Bu Ratna datang membawa anak bungsu beliau untuk imunisasi.', 'id')).toEqual([]);
    expect(found('Magang baru itu saya dampingkan dengan teknisi senior berusia 58 tahun.', 'id')).toEqual(
      [],
    );
  });
  it("still flags the writer's own", () => {
    expect(found('Saya anak kedua mereka dan sejak kecil ikut berjualan.', 'id')).toEqual([
      ['anak kedua', 'blind.family'],
    ]);
    expect(found('Sebagai anak sulung beliau, saya terbiasa mengurus adik.', 'id')).toEqual([
      ['anak sulung', 'blind.family'],
    ]);
    expect(found('Saya menjadi teknisi berusia 22 tahun termuda di bengkel itu.', 'id')).toEqual([
      ['berusia 22 tahun', 'blind.age'],
    ]);
    expect(found('Saat itu saya insinyur berusia 30 tahun.', 'id')).toEqual([
      ['berusia 30 tahun', 'blind.age'],
    ]);
    // A verb of the writer's before, then a conjunction: the age is still the writer's.
    expect(found('Saya menetap di Kendari dan berusia 34 tahun.', 'id')).toContainEqual([
      'berusia 34 tahun',
      'blind.age',
    ]);
  });
});

describe('a Korean age or origin set before another person, whoever the subject is', () => {
  it('leaves the age or origin of the person the writer works with', () => {
    expect(found('저는 작년부터 60대 요양보호사들과 함께 야간 근무를 했습니다.', 'ko')).toEqual([]);
    expect(found('저는 지난 학기 몽골 출신 수강생들에게 발음을 따로 가르쳤습니다.', 'ko')).toEqual([]);
    // Set by a copula before the person or a title, a part of a decade included.
    expect(found('저는 입사 첫해 50대 초반인 과장님께 일을 배웠습니다.', 'ko')).toEqual([]);
  });
  it("still flags the writer's own, said by a copula to 저 or by likening the writer", () => {
    expect(found('저는 20대 엔지니어로서 현장을 배웠습니다.', 'ko')).toEqual([['20대', 'blind.age']]);
    expect(found('30대인 저는 동료들과 함께 야간 근무를 했습니다.', 'ko')).toEqual([['30대', 'blind.age']]);
    expect(found('40대 중반인 저는 동료들과 함께 일했습니다.', 'ko')).toEqual([['40대 중반', 'blind.age']]);
    expect(found('저와 같은 20대 청년들에게 용기를 주고 싶습니다.', 'ko')).toEqual([['20대', 'blind.age']]);
  });
});

describe("a Korean faith the writer holds, and one's kin compared with the writer", () => {
  it("flags the writer's faith held or believed, and leaves another's", () => {
    expect(found('천주교 신앙을 가진 저는 주말마다 무료 급식소에서 일했습니다.', 'ko')).toEqual([
      ['천주교 신앙을 가진 저', 'blind.religion'],
    ]);
    expect(found('불교를 믿는 저는 채식 메뉴 개발에 관심이 많았습니다.', 'ko')).toEqual([
      ['불교를 믿는 저', 'blind.religion'],
    ]);
    expect(found('기독교 신앙을 가진 환자들에게는 원목실 일정을 안내했습니다.', 'ko')).toEqual([]);
    expect(found('저는 불교를 믿는 고객들께 사찰 음식 코스를 따로 준비했습니다.', 'ko')).toEqual([]);
  });
  it("flags one's kin compared with the writer in a plain clause, and leaves another's", () => {
    expect(found('평생 시장에서 장사를 해 온 어머니와는 달리 사무직을 택했습니다.', 'ko')).toEqual([
      ['어머니', 'blind.family'],
    ]);
    expect(found('트럭을 몰던 아버지처럼 저도 새벽 출근이 익숙합니다.', 'ko')).toEqual([
      ['아버지', 'blind.family'],
    ]);
    expect(found('고객의 어머니와는 달리 고객은 차분하게 설명을 들었습니다.', 'ko')).toEqual([]);
    expect(found('아들이 걱정이라던 아버지와는 상담 시간을 따로 잡았습니다.', 'ko')).toEqual([]);
  });
});

describe('an English age after a noun phrase brought in by an article', () => {
  it('leaves the age of the person the writer acts on', () => {
    expect(found('I paired a retired surveyor aged 67 with each new trainee.', 'en')).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('I was a junior chemist aged 23 when the lab opened.', 'en')).toEqual([
      ['aged 23', 'blind.age'],
    ]);
    expect(found('As a new nurse aged 22, I worked nights.', 'en')).toEqual([['aged 22', 'blind.age']]);
  });
});

describe('an English faith the writer holds, said as "my … faith" or "as someone with a … faith"', () => {
  it("flags the writer's and leaves another's", () => {
    expect(found('As someone with a deep Buddhist faith, I meditate before long shifts.', 'en')).toEqual([
      ['As someone with a deep Buddhist faith', 'blind.religion'],
    ]);
    expect(
      found('My Hindu upbringing taught me to plan around festivals.', 'en').map(([, m]) => m),
    ).toContain('blind.religion');
    expect(found("I respected each resident's Hindu faith when planning the menu.", 'en')).toEqual([]);
  });
});
