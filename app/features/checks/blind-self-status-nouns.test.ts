import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang, companies: string[] = []) => {
  const spans = companies.map((c) => [text.indexOf(c), text.indexOf(c) + c.length] as [number, number]);
  return blindFindings(text, lang, spans).map((f) => [text.slice(...f.range), f.message]);
};

describe('gender and marital status said by a noun the writer puts themself in', () => {
  it('flags an informal gender noun and a marital noun after As a / I am a', () => {
    expect(found('As a bloke in a nursing team I started the night handover notes.', 'en')).toEqual([
      ['As a bloke', 'blind.gender'],
    ]);
    expect(found("I'm a country lass who learned to drive a tractor at twelve.", 'en')[0]).toEqual([
      "I'm a country lass",
      'blind.gender',
    ]);
    expect(found('As a widower with grown children, I can travel at short notice.', 'en')[0][1]).toBe(
      'blind.marital',
    );
    expect(found('Being a recent divorcee, I moved closer to the depot.', 'en')).toEqual([
      ['Being a recent divorcee', 'blind.marital'],
    ]);
    expect(found('Sebagai bujangan, saya siap ditempatkan di luar kota.', 'id')).toEqual([
      ['Sebagai bujangan', 'blind.marital'],
    ]);
    expect(found('노처녀인 저는 주말 근무도 마다하지 않습니다.', 'ko')).toEqual([
      ['노처녀인 저', 'blind.marital'],
    ]);
  });

  it("leaves a degree, a man of one's word, others and company names", () => {
    expect(found("As a bachelor's student I worked nights in the warehouse.", 'en')).toEqual([]);
    expect(found('As a bachelor of science graduate I joined the lab.', 'en')).toEqual([]);
    expect(found('He is a man of his word, and so is the lad who drives our van.', 'en')).toEqual([]);
    expect(found('Our fixtures come from Old Chap Supplies.', 'en', ['Old Chap Supplies'])).toEqual([]);
    expect(found('Saya mendampingi klien janda yang mengurus warisan.', 'id')).toEqual([]);
    expect(found('노총각 고객님께 맞춤 상품을 안내했습니다.', 'ko')).toEqual([]);
  });
});
