// Round twenty-five, style (ADR 0039): empty openings that announce the writer (opening-self-starts.ts),
// clichés of customer devotion and team mottos (cliche-devotion.ts), and two spelling rules in context
// (자기 개발 for 자기계발, di proses for diproses: spelling-context-sixth.ts), and a count of a thing told in two
// sentences (repetition-counted.ts) — each both ways on made-up
// sentences: the family is found, and a near miss is left alone.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';
import { repetitionWithin } from './repetition';
import { contextHits } from './spelling-rules';

const phrases = (text: string, lang: 'ko' | 'en' | 'id') =>
  clicheFindings(text, lang).map((f) => f.values?.phrase);
const fixes = (text: string, lang: 'ko' | 'id') =>
  contextHits(text, lang).map((h) => `${h.found.trim()}→${h.fix.trim()}`);

describe('round twenty-five: openings that announce the writer', () => {
  it('a start about who the writer is, in any words, is empty even when it shares the question’s words', () => {
    const en = 'Tell us about yourself and who you are.';
    expect(
      openingFinding('Allow me to begin with a few words about myself. I fix bikes.', en),
    ).not.toBeNull();
    expect(openingFinding("I'd like to start by sharing my background. I fix bikes.", en)).not.toBeNull();
    const id = 'Ceritakan tentang diri Anda.';
    expect(
      openingFinding('Perkenankan saya memulai surat ini dengan cerita tentang diri saya. Saya montir.', id),
    ).not.toBeNull();
    const ko = '자신을 소개하고 지원 동기를 작성해 주십시오.';
    expect(openingFinding('지원서를 작성하게 되어 무척 영광입니다. 저는 정비사입니다.', ko)).not.toBeNull();
    expect(openingFinding('먼저 저를 간단히 소개해 드리겠습니다. 저는 정비사입니다.', ko)).not.toBeNull();
  });
  it('a first sentence that starts with the work itself is left alone', () => {
    const en = 'Tell us about yourself and who you are.';
    expect(openingFinding('Let me start with the bike shop I ran for six years.', en)).toBeNull();
    const id = 'Ceritakan tentang diri Anda.';
    expect(openingFinding('Saya memulai karier sebagai montir motor di bengkel kecil.', id)).toBeNull();
    const ko = '자신을 소개하고 지원 동기를 작성해 주십시오.';
    expect(openingFinding('정비 기록을 작성하게 되어 오류가 절반으로 줄었습니다.', ko)).toBeNull();
  });
});

describe('round twenty-five: clichés of customer devotion and team mottos', () => {
  it('the promise frames are found in each language', () => {
    expect(phrases('늘 고객의 눈높이에서 일하고, 고객 감동을 전하는 정비사가 되겠습니다.', 'ko')).toEqual([
      '늘 고객의 눈높이에서',
      '고객 감동을 전하',
    ]);
    expect(phrases('As they say, there is no I in team, and the customer is always right.', 'en')).toEqual([
      'there is no I in team',
      'the customer is always right',
    ]);
    expect(
      phrases('Saya akan melayani pelanggan dengan sepenuh hati, karena pelanggan adalah raja.', 'id'),
    ).toEqual(['melayani pelanggan dengan sepenuh hati', 'pelanggan adalah raja']);
  });
  it('a story told from the customer’s side, or about a team’s work, is left alone', () => {
    expect(phrases('고객의 입장에서 안내문을 다시 읽어 보니 용어가 어려웠습니다.', 'ko')).toEqual([]);
    expect(phrases('The customer was right about the delay, so we refunded the fee.', 'en')).toEqual([]);
    expect(phrases('Keluhan pelanggan turun setelah tim merapikan jadwal servis.', 'id')).toEqual([]);
  });
});

describe('round twenty-five: 자기 개발 and di proses in context', () => {
  it('자기 개발 as self-improvement is 자기계발; a thing one built stays', () => {
    expect(fixes('주말에는 영어 공부로 자기 개발에 힘씁니다.', 'ko')).toContain('자기 개발→자기 계발');
    expect(fixes('팀원들이 자기 개발한 매크로를 공유했습니다.', 'ko')).toEqual([]);
    expect(fixes('모바일 앱 개발을 맡았습니다.', 'ko')).toEqual([]);
  });
  it('di proses as a verb is diproses; the preposition before a noun phrase stays', () => {
    expect(fixes('Klaim garansi akan di proses oleh bagian servis.', 'id')).toContain('di proses→diproses');
    expect(fixes('Data pelanggan di cek setelah kunjungan.', 'id')).toContain('di cek→dicek');
    expect(fixes('Saya bekerja di proses pengemasan selama dua tahun.', 'id')).toEqual([]);
    expect(fixes('Kesalahan sering muncul di proses ini.', 'id')).toEqual([]);
  });
});

describe('round twenty-five: the same count of the same thing told twice', () => {
  const figures = (text: string) =>
    repetitionWithin(text)
      .filter((f) => f.message === 'repetition.figure')
      .map((f) => f.values?.figure);
  it('a count of ten or more before the same word, in two sentences, is found', () => {
    expect(figures('We lost 45 parcels in May. Those 45 parcels taught me to scan twice.')).toEqual([
      '45 parcels',
    ]);
    expect(figures('Ada 36 nota yang salah. Saya mencocokkan 36 nota itu satu per satu.')).toEqual([
      '36 nota',
    ]);
  });
  it('a share of the whole, a small count, a year or a span of years is left alone', () => {
    expect(figures('The ward has 30 beds. By June, 28 of 30 beds had new rails.')).toEqual([]);
    expect(figures('Saya menyiapkan 3 meja. Tamu memakai 3 meja lagi.')).toEqual([]);
    expect(figures('In 2021 orders grew. In 2021 orders slowed in winter.')).toEqual([]);
    expect(figures('Saya bekerja 10 tahun di gudang. Selama 10 tahun itu saya belajar banyak.')).toEqual([]);
  });
});
