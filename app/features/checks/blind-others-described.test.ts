// Round thirty-two (ADR 0039): a trait word in a phrase that describes another person (blind-others-described.ts),
// both ways, on made-up sentences other than fresh20's.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('a trait in a phrase that describes another person', () => {
  it('leaves an elder described by age or as a neighbour, and a faith word in a clause on another', () => {
    expect(
      found('매장 2층 계단을 힘들어하시는 아흔 살 할머니께는 물건을 1층으로 가져다 드렸습니다.', 'ko'),
    ).toEqual([]);
    expect(found('택배를 대신 받아 주시는 옆집 할아버지께 매달 감사 인사를 드렸습니다.', 'ko')).toEqual([]);
    // Round thirty-three: "넘긴", and the elder's place between (이웃 과수원 할머니).
    expect(found('여든을 넘긴 이웃 과수원 할머니께 사과 상자를 날라 드렸습니다.', 'ko')).toEqual([]);
    expect(found('성가대 발표회를 준비하는 교회 학생들에게 무대 동선을 설명했습니다.', 'ko')).toEqual([]);
  });
  it('leaves a widow brought in and described, an Indonesian trait set after another person', () => {
    expect(
      found('On the Tuesday round there is a widower of 88 who waits at the gate for his paper.', 'en'),
    ).toEqual([]);
    expect(
      found('Kami mendahulukan pesanan pedagang keturunan Arab di Pasar Baru setiap Kamis.', 'id'),
    ).toEqual([]);
    expect(
      found('Pengiriman dijadwalkan ulang untuk nelayan berusia 70 tahun di dermaga timur.', 'id'),
    ).toEqual([]);
    expect(found('Servis besar kami tunda sampai sesudah salat Jumat di gedung itu.', 'id')).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('저는 여든 살 할머니를 모시고 삽니다.', 'ko')).toEqual([['할머니', 'blind.family']]);
    expect(found('저는 일흔을 넘긴 할머니를 모시고 삽니다.', 'ko')).toEqual([['할머니', 'blind.family']]);
    expect(found('저는 성가대에서 10년간 봉사했습니다.', 'ko')).toEqual([['성가대', 'blind.religion']]);
    expect(found('I am a widow who raised two boys alone.', 'en')).toEqual([['widow', 'blind.marital']]);
    expect(found('Ayah keturunan Arab, jadi saya fasih berbahasa Arab.', 'id')).toEqual([
      ['keturunan Arab', 'blind.hometown'],
    ]);
    expect(found('Saya selalu salat Jumat di masjid dekat kantor.', 'id').map(([, m]) => m)).toEqual([
      'blind.religion',
    ]);
  });
});

describe('the writer living with an elder, or raised by a parent described', () => {
  it('stays flagged', () => {
    expect(found('아흔 살 할아버지를 모시고 살며 병원 동행을 도맡았습니다.', 'ko')).toEqual([
      ['할아버지', 'blind.family'],
    ]);
    expect(
      found('Raised by a widow who ran a corner shop, I learned to count stock early.', 'en').map(
        ([, m]) => m,
      ),
    ).toContain('blind.marital');
  });
});
