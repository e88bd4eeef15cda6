// Round seventeen (ADR 0039): from the round-sixteen set's misses and false alarms (fresh13.ts, seen since
// its blind run), each family both ways with made-up sentences the set does not hold. A company named by its
// legal or trade form is a company's name even when its words read like a school, a hometown or kin.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { clicheFindings, openingFinding } from './cliches';
import type { CheckLang } from './types';

const cliches = (text: string, lang: CheckLang) =>
  clicheFindings(text, lang).map((f) => text.slice(...f.range));
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

describe("one's own religion, round seventeen", () => {
  it('flags a faith the applicant says they hold or practise', () => {
    for (const [text, lang, part] of [
      ['저는 독실한 개신교 신자로서 봉사를 이어 왔습니다.', 'ko', '개신교 신자로서'],
      ['모태 신앙이라 주말 일정은 미리 정합니다.', 'ko', '모태 신앙'],
      ['Being a devout Hindu, I keep the festival days free.', 'en', 'Being a devout Hindu'],
      ['I am a Quaker, so I volunteer on Sundays.', 'en', 'I am a Quaker'],
      ['Shifts never clash with my synagogue duties.', 'en', 'my synagogue'],
      ['Saya seorang penganut Konghucu yang taat.', 'id', 'Saya seorang penganut Konghucu'],
      ['Aku beragama Katolik dan aktif di paroki.', 'id', 'Aku beragama Katolik'],
    ] as [string, CheckLang, string][])
      expect(blind(text, lang), text).toContain(part);
  });
  it("leaves a faith's name that is no one's confession: a hospital, a heritage site, the customers", () => {
    for (const [text, lang] of [
      ['불교 문화재 안내 책자를 3개 언어로 만들었습니다.', 'ko'],
      ['개신교 신자인 고객들을 위해 주일 배송을 조정했습니다.', 'ko'],
      ['I ran the laundry contract for a Catholic hospital group.', 'en'],
      ['Many of our Muslim guests asked for halal menus, so I added them.', 'en'],
      ['Kami menyiapkan menu khusus bagi pelanggan yang beragama Hindu.', 'id'],
      ['Umat Buddha setempat sering menyewa aula kami.', 'id'],
    ] as [string, CheckLang][])
      expect(blind(text, lang), text).toEqual([]);
  });
});

describe('openings and clichés, round seventeen', () => {
  const q = { ko: '입사 후 포부를 기술해 주십시오.', en: 'Why do you want this role?' };
  it('flags a preamble announcing the writer, and idioms with their particle', () => {
    for (const [text, lang] of [
      ['본 자기소개서를 통해 제가 걸어온 길을 알려 드리겠습니다. 물류센터에서 일했습니다.', 'ko'],
      ['Let me tell you a little about who I am. I ran a depot.', 'en'],
    ] as [string, 'ko' | 'en'][])
      expect(openingFinding(text, q[lang]), text).not.toBeNull();
    expect(cliches('마감이 닥치면 물불을 가리지 않았습니다.', 'ko')).toContain('물불을 가리지');
    expect(cliches('맡은 바 임무에 충실한 사원이 되겠습니다.', 'ko')).toContain('맡은 바 임무에 충실');
  });
  it('leaves a first sentence that tells something, and the words in their own sense', () => {
    for (const [text, lang] of [
      ['물류센터에서 3년간 출고를 맡아 오류율을 낮췄습니다. 그 경험을 살리겠습니다.', 'ko'],
      ['I ran a depot of forty drivers for three years. I want to grow that here.', 'en'],
    ] as [string, 'ko' | 'en'][])
      expect(openingFinding(text, q[lang]), text).toBeNull();
    expect(cliches('제가 맡은 바닥 공사는 일정대로 끝났습니다.', 'ko')).toEqual([]);
  });
});

describe('gender as a first, born and bred, round seventeen', () => {
  it('flags them', () => {
    expect(blind('남성으로는 최초로 보육교사 반장을 맡았습니다.', 'ko')).toContain('남성으로는 최초');
    expect(blind('I am a Scouser born and bred.', 'en')).toContain('Scouser born and bred');
  });
  it('leaves a count of women and a product born in a place', () => {
    expect(blind('여성 고객으로는 처음 온 분께 안내를 맡았습니다.', 'ko')).toEqual([]);
    expect(blind('Our bread is baked and sold on site.', 'en')).toEqual([]);
  });
});
