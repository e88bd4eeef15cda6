// Round seventeen (ADR 0039): from the round-sixteen set's misses and false alarms (fresh13.ts, seen since
// its blind run), each family both ways with made-up sentences the set does not hold. A company named by its
// legal or trade form is a company's name even when its words read like a school, a hometown or kin.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const blind = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => text.slice(...f.range));

describe('a company by its legal form is never flagged, round seventeen', () => {
  it('leaves a school, hometown or kin word inside a named company', () => {
    for (const [text, lang] of [
      ['Bahan kemasan kami beli dari PT Universitas Karya Plastik setiap bulan.', 'id'],
      ['Sebelumnya saya mengelola gudang CV Putra Daerah Logistik di Gresik.', 'id'],
      ['Kami memesan kue untuk rapat dari Toko Anak Rantau Jaya.', 'id'],
      ['Pemasok utama kami adalah Institut Teknologi Beton Tbk.', 'id'],
      ['We leased the cranes from Harvard Lifting Ltd for the winter.', 'en'],
      ['The props came from My Brother Productions in Hull.', 'en'],
      ['㈜서울대학식품에서 원료를 받아 생산 일정을 짰습니다.', 'ko'],
      ['주식회사 우리아빠푸드의 물류를 맡았습니다.', 'ko'],
    ] as [string, CheckLang][])
      expect(blind(text, lang), text).toEqual([]);
  });

  it('still flags the same words outside a company form', () => {
    for (const [text, lang, part] of [
      ['Saya lulusan Universitas Karya Mandiri tahun 2015.', 'id', 'Universitas Karya Mandiri'],
      ['Saya anak rantau dari Padang yang bekerja di PT Sinar Logistik.', 'id', 'anak rantau'],
      ['Saya putra daerah dan bekerja di CV Maju Jaya.', 'id', 'putra daerah'],
      ['I studied at Harvard before joining Acme Lifting Ltd.', 'en', 'Harvard'],
      ['My brother runs the crew at Acme Productions.', 'en', 'My brother'],
      ['서울대학교를 졸업하고 ㈜한빛식품에 입사했습니다.', 'ko', '서울대학교'],
    ] as [string, CheckLang, string][])
      expect(blind(text, lang), text).toContain(part);
  });
});
