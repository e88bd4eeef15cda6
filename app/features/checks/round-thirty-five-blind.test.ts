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

describe("the writer's own traits in round thirty-five's shapes (blind-self-cohorts.ts)", () => {
  const kinds = (text: string, lang: CheckLang) => found(text, lang).map(([, m]) => m);
  it('flags a birth cohort named by an event, and leaves the customers of one', () => {
    expect(found('밀레니엄둥이인 저는 스마트폰과 함께 자랐습니다.', 'ko')).toEqual([
      ['밀레니엄둥이', 'blind.age'],
    ]);
    expect(found('밀레니엄둥이인 고객들에게는 모바일 쿠폰을 보냈습니다.', 'ko')).toEqual([]);
    expect(found('A Millennium baby, I grew up with dial-up internet.', 'en')).toContainEqual([
      'A Millennium baby',
      'blind.age',
    ]);
    expect(found('Many of our customers are lockdown babies now starting school.', 'en')).toEqual([]);
  });
  it('flags a school left or a qualification held from a named school', () => {
    expect(found('구미전자공고를 졸업하고 바로 생산 라인에 들어갔습니다.', 'ko')).toEqual([
      ['구미전자공고', 'blind.school'],
    ]);
    expect(found('창고를 나와 하역장으로 갔습니다.', 'ko')).toEqual([]);
    expect(
      kinds('I have a diploma from the Leeds College of Art and Design, and I still sketch.', 'en'),
    ).toContain('blind.school');
    expect(
      found('Ijazah D3 saya dari Politeknik Perkapalan Surabaya, dan saya bekerja di galangan.', 'id'),
    ).toEqual([['Ijazah D3 saya dari Politeknik Perkapalan Surabaya', 'blind.school']]);
    expect(kinds('Selepas MAN Negeri Ciamis, saya merantau ke Bandung.', 'id')).toContain('blind.school');
  });
  it('flags a birthplace under a landmark or a fronted "Hailing from", and leaves a workplace', () => {
    expect(found('한라산 아래서 태어나 귤 농사를 거들며 컸습니다.', 'ko')).toEqual([
      ['한라산 아래서 태어나', 'blind.hometown'],
    ]);
    expect(found('Hailing from the Yorkshire Dales, I know sheep farmers well.', 'en')).toEqual([
      ['Hailing from the Yorkshire Dales', 'blind.hometown'],
    ]);
    expect(found("Coming from the warehouse floor, I understand pickers' problems.", 'en')).toEqual([]);
  });
  it("flags a parent as one's role, remarriage, a faith and a congregation office, in-laws' land", () => {
    expect(found('고등학생 쌍둥이 딸을 둔 아버지로서 주말에는 아이들 입시 설명회에 갑니다.', 'ko')).toEqual([
      ['고등학생 쌍둥이 딸을 둔 아버지로서', 'blind.gender'],
    ]);
    expect(found('쌍둥이 아들을 둔 고객에게는 2인용 유모차를 권했습니다.', 'ko')).toEqual([]);
    expect(found('I remarried in 2021 and moved to Leeds.', 'en')).toEqual([
      ['I remarried', 'blind.marital'],
    ]);
    expect(found('저는 천도교 교당에서 청년회 총무를 맡고 있습니다.', 'ko')).toEqual([
      ['천도교 교당', 'blind.religion'],
    ]);
    expect(found('Setiap Minggu saya melayani sebagai penatua di gereja GPIB.', 'id')).toEqual([
      ['penatua di gereja GPIB', 'blind.religion'],
    ]);
    expect(found('Saya melayani pasien lansia yang datang dari panti.', 'id')).toEqual([]);
    expect(found('Saya juga mengelola kebun nenek seluas 2 hektare di Garut.', 'id')).toEqual([
      ['kebun nenek seluas 2 hektare', 'blind.wealth'],
    ]);
    expect(found('Pak Darto menggarap sawah mertua seluas 2 hektare.', 'id')).toEqual([]);
  });
});

describe("last round's leftovers: a friend's kin said bare, and the writer as a -nya parent's child", () => {
  it("leaves the kin of a friend or a colleague set bare before it, and flags one's own", () => {
    expect(found('제 친구 아버지는 택시 기사셨습니다.', 'ko')).toEqual([]);
    expect(found('동료 어머니가 입원하셔서 대신 야간 근무를 섰습니다.', 'ko')).toEqual([]);
    expect(found('아버지는 정비소를 운영하셨습니다.', 'ko')).toEqual([['아버지', 'blind.family']]);
  });
  it('flags "saya (adalah) anak …-nya" and leaves another\'s child', () => {
    expect(found('Orang tua saya berdagang kain; saya adalah anak bungsunya.', 'id')).toContainEqual([
      'anak bungsu',
      'blind.family',
    ]);
    expect(found('Pak Budi datang bersama anak pertamanya.', 'id')).toEqual([]);
  });
});
