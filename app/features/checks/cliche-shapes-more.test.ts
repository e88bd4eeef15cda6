// Round twenty-seven (ADR 0039): the third list set's families (cliche-shapes.ts, opening-meta.ts), both ways
// on made-up sentences other than the set's: the shape is found, and a sentence with the same words that tells
// a case is left alone.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';

const found = (text: string, lang: 'ko' | 'en' | 'id') => clicheFindings(text, lang).length > 0;

/** Whether the text's first sentence is found an empty opening, for a motivation question in its language. */
const MOTIVATION = {
  ko: '지원 동기를 기술해 주십시오.',
  en: 'Why do you want this job?',
  id: 'Mengapa Anda melamar?',
};
const opens = (text: string, lang: 'ko' | 'en' | 'id') => openingFinding(text, MOTIVATION[lang]) !== null;

describe('round twenty-seven, third list set: mottos, self-portraits, maxims and intensifiers', () => {
  it('finds the shape', () => {
    for (const s of [
      '정직이 제 좌우명입니다.',
      '제 사전에 불가능이란 없습니다.',
      '끝까지 버티는 저력이 저에게 있습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(true);
    for (const s of [
      'I bring a rare combination of grit and charm.',
      'I never back down from a hard task.',
      'My ear is always open to new ideas.',
    ])
      expect(found(s, 'en'), s).toBe(true);
    for (const s of [
      'Saya adalah pekerja yang ulet.',
      'Kejujuran adalah kunci sukses.',
      'Saya percaya saya mampu memenuhi harapan Ibu.',
      'Saya selalu memberikan 110% untuk tim.',
    ])
      expect(found(s, 'id'), s).toBe(true);
  });
  it('leaves the same words in a case', () => {
    for (const s of [
      '정직을 좌우명으로 삼은 선배에게 2년간 회계 실무를 배웠습니다.',
      '저력이 있는 협력사 4곳과 재계약했습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(false);
    for (const s of [
      'I bring a mix of pallets back from Hull every Friday.',
      'The door is always open at our Leeds depot until 22:00.',
    ])
      expect(found(s, 'en'), s).toBe(false);
    for (const s of [
      'Kunci gudang adalah tanggung jawab saya sejak 2021.',
      'Saya percaya data: keluhan turun 30% setelah jadwal diubah.',
    ])
      expect(found(s, 'id'), s).toBe(false);
  });
});

describe('round twenty-seven, third list set: the job hunt, writing about oneself, truths and fame', () => {
  it('finds the shape', () => {
    for (const s of [
      '구직을 하며 여러 기업을 살폈습니다. 그러다 이곳을 알게 됐습니다.',
      '저를 소개하는 일은 늘 막막합니다. 그래도 써 보겠습니다.',
    ])
      expect(opens(s, 'ko'), s).toBe(true);
    for (const s of [
      'Writing about myself is strange. Still, here goes.',
      'Mistakes are bound to happen in any job. I made mine.',
    ])
      expect(opens(s, 'en'), s).toBe(true);
    for (const s of [
      'Mencari kerja itu melelahkan. Saya tahu rasanya.',
      'Di mana ada kemauan, di situ ada jalan. Saya percaya itu.',
    ])
      expect(opens(s, 'id'), s).toBe(true);
  });
  it('leaves a first sentence on the topic', () => {
    for (const s of [
      '지원 이유는 제가 3년간 다룬 냉동 설비를 이 회사가 만들기 때문입니다. 경험을 적겠습니다.',
    ])
      expect(opens(s, 'ko'), s).toBe(false);
    for (const s of ['I want this job because I ran your Hull depot’s night shift as a temp for 6 months.'])
      expect(opens(s, 'en'), s).toBe(false);
    for (const s of ['Saya melamar karena saya sudah 3 tahun merawat mesin pendingin buatan perusahaan ini.'])
      expect(opens(s, 'id'), s).toBe(false);
  });
});

describe('round thirty-two: nothing impossible, a word not in the writer’s vocabulary', () => {
  const spans = (text: string, lang: 'ko' | 'en' | 'id') =>
    clicheFindings(text, lang).map((f) => [text.slice(...f.range), f.message]);
  it('finds the shape, with the span a member sees', () => {
    expect(spans('Quitting is just not in my vocabulary.', 'en')).toEqual([
      ['is just not in my vocabulary', 'cliche.phrase'],
    ]);
    expect(spans('For me, nothing is impossible if the team pulls together.', 'en')).toEqual([
      ['nothing is impossible', 'cliche.phrase'],
    ]);
    expect(spans('Menurut saya, tidak ada hal yang mustahil asalkan kita tekun.', 'id')).toEqual([
      ['tidak ada hal yang mustahil', 'cliche.phrase'],
    ]);
    expect(spans('Kata menyerah tidak ada dalam kamus hidup saya.', 'id')).toEqual([
      ['tidak ada dalam kamus hidup saya', 'cliche.phrase'],
    ]);
    expect(spans('제 사전에는 포기가 없습니다.', 'ko')).toEqual([['제 사전에는 포기가 없', 'cliche.phrase']]);
    expect(spans('노력하면 못 할 일은 없다고 믿습니다.', 'ko')).toEqual([
      ['노력하면 못 할 일은 없', 'cliche.phrase'],
    ]);
  });
  it('leaves the same words in a case', () => {
    expect(spans('The word “impossible” was not in the 2019 contract, so we renegotiated.', 'en')).toEqual(
      [],
    );
    expect(spans('Nothing is impossible to track once every pallet carries an RFID tag.', 'en')).toEqual([]);
    expect(
      spans('Istilah itu tidak ada dalam kamus KBBI edisi 2016, jadi saya mengusulkan padanannya.', 'id'),
    ).toEqual([]);
    expect(spans('불가능은 없었습니다는 말 대신 12건의 실패 원인을 정리했습니다.', 'ko')).toEqual([]);
  });
});

describe('round thirty-three: not knowing where to begin, as the first sentence', () => {
  it('finds the shape', () => {
    expect(
      opens('지원서를 펴 놓고 어디서부터 이야기해야 할지 몰라 한참 앉아 있었습니다. 그래도 써 봅니다.', 'ko'),
    ).toBe(true);
    expect(opens('Where should I start with a story like mine? At the docks, I suppose.', 'en')).toBe(true);
    expect(opens('Jujur saya tidak tahu harus mulai dari mana. Mari saya coba.', 'id')).toBe(true);
  });
  it('leaves a first sentence on the topic that says where it began', () => {
    expect(opens('처음 맡은 일은 어디서부터 누수가 시작됐는지 찾는 것이었습니다.', 'ko')).toBe(false);
    expect(
      opens('Where I started, on the night shift at your Hull depot, I learned the racking.', 'en'),
    ).toBe(false);
    expect(opens('Saya mulai dari gudang kecil di Cikarang sebagai staf stok.', 'id')).toBe(false);
  });
});

describe("round thirty-three: the served as the writer's own family, a way of working as a principle of life", () => {
  it('finds the shape', () => {
    expect(
      clicheFindings('I look after every resident as if they were my own parents.', 'en').length,
    ).toBeGreaterThan(0);
    expect(clicheFindings('Melayani dengan tulus adalah pegangan hidup saya.', 'id').length).toBeGreaterThan(
      0,
    );
  });
  it('leaves the same words in a case', () => {
    expect(
      clicheFindings('I treated every resident on Ward 4 like my own parents and cut falls by 30%.', 'en'),
    ).toEqual([]);
    expect(
      clicheFindings(
        'Melayani dengan tulus adalah pegangan hidup saya sejak 2015 di Puskesmas Cibinong.',
        'id',
      ),
    ).toEqual([]);
  });
});
