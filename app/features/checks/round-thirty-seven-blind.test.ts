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

describe('a trait of a person the writer serves, by an honorific clause or a post-modifier', () => {
  it('leaves kin in a Korean honorific clause headed by another person', () => {
    expect(found('중학생 아들이 입원해 밤새 곁을 지키신 아버지 보호자에게는 간이침대를 먼저 드렸습니다.', 'ko')).toEqual(
      [],
    );
  });
  it('still flags kin in a clause the writer heads, and a noun ending in 신 ends no clause', () => {
    expect(found('제 딸이 입원했을 때 간병을 도와주신 간호사에게 감사했습니다.', 'ko')).not.toEqual([]);
    expect(found('동안이라는 말을 자주 듣는 얼굴 덕분에 어르신 손님들도 편하게 대해 주십니다.', 'ko')).not.toEqual([]);
  });
  it('leaves an English leave or status set after a person brought in by an article', () => {
    expect(found('I gave a driver back from paternity leave the school-run shift.', 'en')).toEqual([]);
    expect(found('I paired two technicians recently married with the night crew.', 'en')).toEqual([]);
  });
  it("still flags the writer's own leave", () => {
    expect(found('I came back from maternity leave in May.', 'en')).not.toEqual([]);
    expect(found('As a mum back from maternity leave, I asked for early shifts.', 'en')).not.toEqual([]);
  });
});

describe('an Indonesian gendered noun or body measure of people the writer acts on', () => {
  it('leaves a gendered noun after a quantifier or as the object of a teaching verb, and a measure taken', () => {
    expect(found('Saya memastikan setiap karyawati memakai masker.', 'id')).toEqual([]);
    expect(found('Saya membimbing mahasiswi magang dari Politeknik.', 'id')).toEqual([]);
    expect(found('Saya menimbang berat badan pasien setiap pagi.', 'id')).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('Sebagai mahasiswi teknik, saya magang di pabrik.', 'id')).not.toEqual([]);
    expect(found('Saya menimbang berat badan saya setiap pagi.', 'id')).not.toEqual([]);
  });
});
