// Round thirty-five (issue 36, ADR 0039): blind-hiring owners by the sentence's structure, both ways, on
// made-up sentences other than the seen sets'.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('a Korean firm named by its wares is a company, whatever kin word opens it', () => {
  it('leaves the firm and still flags a kin word that is no name', () => {
    expect(found('전공 교재는 고모의학서점에서 구입했습니다.', 'ko')).toEqual([]);
    expect(found('참고 도서는 삼촌의료서적에서 샀습니다.', 'ko')).toEqual([]);
    expect(found('교재는 이모가 직접 보내 주었습니다.', 'ko')).toEqual([['이모', 'blind.family']]);
  });
});

describe('a Korean kin word in a clause headed by other people in the plural (…손을 잡은 손주들이)', () => {
  it('leaves the kin of the visitors the clause describes', () => {
    expect(
      found('체험장에는 카메라를 든 관광객과 할머니 손을 잡은 손주들이 자주 찾아왔습니다.', 'ko'),
    ).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('저는 할머니 손을 잡고 시장에 다니며 자랐습니다.', 'ko')).toEqual([
      ['할머니', 'blind.family'],
    ]);
    expect(found('어머니 손을 잡은 저는 처음으로 바다를 보았습니다.', 'ko')).toEqual([
      ['어머니', 'blind.family'],
    ]);
  });
});

describe('a Korean elder described by an age in native words with a unit (일흔세 살 할머니)', () => {
  it('leaves the elder the writer served, and flags one the writer lives with', () => {
    expect(found('일흔세 살 할머니 댁 보일러를 무료로 점검했습니다.', 'ko')).toEqual([]);
    expect(found('일흔세 살 할머니를 모시고 살며 간병을 배웠습니다.', 'ko')).toEqual([
      ['할머니', 'blind.family'],
    ]);
  });
});

describe('an English trait in a clause whose subject is he, she or they', () => {
  it("leaves the third person's", () => {
    expect(found('I covered the night rota for our foreman while he was on paternity leave.', 'en')).toEqual(
      [],
    );
    expect(found('When they married, I was a junior technician.', 'en')).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('She hired me just after I returned from maternity leave.', 'en')).toEqual([
      ['returned from maternity leave', 'blind.marital'],
    ]);
    expect(found('I came back from maternity leave in March and took over the rota.', 'en').length).toBe(1);
  });
});

describe('an Indonesian "yang" clause on another person with its verb before the trait', () => {
  it("leaves the other person's", () => {
    expect(
      found('Saya menggantikan jadwal malam seorang perawat yang sedang menjalani cuti melahirkan.', 'id'),
    ).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('Saya yang baru pulang dari cuti melahirkan langsung memegang shift malam.', 'id')).toEqual([
      ['cuti melahirkan', 'blind.marital'],
    ]);
    expect(found('Di usia yang sudah menginjak 52 tahun, saya masih belajar hal baru.', 'id')).toEqual([
      ['52 tahun,', 'blind.age'],
    ]);
    expect(
      found('Banyak yang bilang saya bertubuh tinggi, jadi saya sering ditugaskan di gudang.', 'id'),
    ).toEqual([['bertubuh tinggi', 'blind.appearance']]);
    expect(found('Saya adalah ibu yang baru kembali dari cuti melahirkan.', 'id')).toContainEqual([
      'cuti melahirkan',
      'blind.marital',
    ]);
  });
});
