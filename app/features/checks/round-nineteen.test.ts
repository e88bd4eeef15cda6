// Round nineteen (ADR 0039): openings, clichés and spelling families from the round-eighteen set's misses
// and false alarms (fresh14.ts, seen since its blind run), both ways on made-up sentences the sets do not hold.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';
import { repetitionWithin } from './repetition';
import { judge } from './spelling';
import { contextHits } from './spelling-rules';
import type { CheckLang } from './types';

describe('round nineteen: a preamble that announces the writer is no opening', () => {
  it('flags a preamble with words between, in each language', () => {
    for (const [t, q] of [
      [
        '본론에 들어가기 전에 저에 대해 짧게 소개해 드리겠습니다. 저는 현장을 좋아합니다.',
        '지원 동기를 기술해 주십시오.',
      ],
      ['글을 시작하기 전에 간단히 인사를 드립니다. 저는 물류를 배웠습니다.', '입사 후 포부를 적어 주십시오.'],
      [
        'I would like to use this space to tell you a little about myself. I drive forklifts.',
        'Why do you want this job?',
      ],
      [
        'Before I begin, a word on where I come from. I was a driver.',
        'What are your goals for the next three years?',
      ],
      [
        'Pada kesempatan yang baik ini, izinkan saya bercerita sedikit. Saya seorang teknisi.',
        'Mengapa Anda melamar posisi ini?',
      ],
      [
        'Saya ingin mengawali surat ini dengan memperkenalkan siapa saya. Saya teknisi.',
        'Apa rencana Anda ke depan?',
      ],
    ])
      expect(openingFinding(t, q), t).not.toBeNull();
  });
  it('leaves a first sentence that answers', () => {
    for (const [t, q] of [
      ['입사 후 3년 안에 정비 기준을 다시 세우겠습니다.', '입사 후 포부를 적어 주십시오.'],
      [
        'In three years I want to run the night shift on my own.',
        'What are your goals for the next three years?',
      ],
      [
        'Pada kesempatan pertama, saya memperbaiki jadwal sif malam.',
        'Ceritakan pengalaman memperbaiki proses.',
      ],
    ])
      expect(openingFinding(t, q), t).toBeNull();
  });
});

describe('round nineteen: stock phrases by family', () => {
  const found = (t: string, lang: CheckLang) => clicheFindings(t, lang).map((f) => t.slice(...f.range));
  it('flags the first in and last out, résumé skills and virtues in any of their forms', () => {
    for (const [t, l, p] of [
      ['저는 늘 일찍 나와 가장 늦게 들어가는 사원이었습니다.', 'ko', '늘 일찍 나와'],
      ['원활한 커뮤니케이션 역량을 갖추었습니다.', 'ko', '원활한 커뮤니케이션 역량'],
      ['투철한 직업의식으로 일합니다.', 'ko', '투철한 직업'],
      [
        'I was always the first to arrive and the last to leave.',
        'en',
        'first to arrive and the last to leave',
      ],
      ['I am able to communicate effectively with clients.', 'en', 'able to communicate effectively with'],
      ['Saya mempunyai dedikasi tinggi terhadap pekerjaan.', 'id', 'mempunyai dedikasi tinggi'],
      ['Saya mampu bekerja sama dengan baik.', 'id', 'mampu bekerja sama dengan baik'],
      [
        'Saya selalu datang paling awal dan pulang paling akhir.',
        'id',
        'datang paling awal dan pulang paling akhir',
      ],
    ] as [string, CheckLang, string][])
      expect(
        found(t, l).some((f) => f.includes(p) || p.includes(f)),
        `${t} ${JSON.stringify(found(t, l))}`,
      ).toBe(true);
  });
  it('leaves the same words doing work', () => {
    for (const [t, l] of [
      ['첫 차가 먼저 도착하고 마지막 차가 늦게 출발했습니다.', 'ko'],
      ['The first truck in was the last one out of the wash bay.', 'en'],
      ['Mesin ini memiliki daya tahan tinggi.', 'id'],
      ['Sensor mampu mendeteksi kebocoran dengan baik.', 'id'],
    ] as [string, CheckLang][])
      expect(found(t, l), t).toEqual([]);
  });
});

describe('round nineteen: spelling families', () => {
  const hits = (text: string, lang: CheckLang) =>
    contextHits(text, lang).map((h) => [h.found, h.fix] as [string, string]);
  const corrects = (text: string, lang: CheckLang, fix: string) =>
    expect(
      hits(text, lang).some(([, f]) => f.includes(fix)),
      `${text} ${JSON.stringify(hits(text, lang))}`,
    ).toBe(true);
  it('Korean: the rate suffix by the final before it, 뻔 apart, 벌이다 for work begun', () => {
    for (const [t, fix] of [
      ['출석율이 95%를 넘었습니다.', '출석률'],
      ['불량율을 절반으로 줄였습니다.', '불량률'],
      ['회전률이 낮은 품목을 정리했습니다.', '회전율'],
      ['사고가 날뻔했지만 멈췄습니다.', '날 뻔'],
      ['마감을 넘길뻔한 날도 있었습니다.', '넘길 뻔'],
      ['회사가 새 사업을 벌렸지만 실패했습니다.', '벌였'],
      ['잔치를 크게 벌려 손님을 모았습니다.', '벌여'],
    ])
      corrects(t, 'ko', fix);
    for (const t of [
      '합격률과 비율, 효율, 환율을 함께 봤습니다.',
      '자율과 규율을 지키고 선율을 익혔습니다.',
      '뻔한 결과였지만 뻔뻔하게 굴지 않았습니다.',
      '입을 크게 벌려 발음을 연습했습니다.',
      '간격을 벌렸더니 소음이 줄었습니다.',
    ])
      expect(hits(t, 'ko'), t).toEqual([]);
  });
  it('Indonesian: sanksi where a penalty is meant, more passive roots written apart', () => {
    for (const [t, fix] of [
      ['Gudang itu dikenai sangsi administratif oleh dinas.', 'sanksi'],
      ['Pelanggar akan menerima sangsi tegas.', 'sanksi'],
      ['Barang yang di timbang ulang dicatat.', 'ditimbang'],
      ['Palet yang di muat ke truk kami hitung.', 'dimuat'],
    ])
      corrects(t, 'id', fix);
    for (const t of ['Saya sangsi hasil itu bisa dicapai.', 'Kami bekerja di gudang dan di lapangan.'])
      expect(hits(t, 'id'), t).toEqual([]);
  });
  it('English: a goods pallet written palette, "on site" written "on sight"', () => {
    for (const [t, fix] of [
      ['We stacked shrink-wrapped palettes by the dock door.', 'pallets'],
      ['I moved the palette jack out of the aisle.', 'pallet'],
      ['The engineer was on sight by nine.', 'on site'],
      ['Two fitters arrived on sight after lunch.', 'on site'],
    ])
      corrects(t, 'en', fix);
    for (const t of [
      'She chose a muted colour palette for the signage.',
      'The menu offered a palette of flavours.',
      'He recognised the fault on sight.',
      'It was love at first sight.',
    ])
      expect(hits(t, 'en'), t).toEqual([]);
  });
});

describe('round nineteen: words derived by rule are no misspellings', () => {
  const correct = (words: string[]) => (w: string) => words.includes(w);
  it('English -ator of an -ate verb, -ation of a verb, and "-olds" after a span', () => {
    const c = correct(['aerate', 'sort', 'ferment', 'year', 'month', 'old', 'nine', 'ten']);
    expect(judge('en', 'aerators', c)).toBe(true);
    expect(judge('en', 'fermentation', c)).toBe(true);
    expect(judge('en', 'nine-year-olds', c)).toBe(true);
    expect(judge('en', 'ten-month-olds', c)).toBe(true);
    expect(judge('en', 'fermantation', c)).toBe(false);
    expect(judge('en', 'nine-year-oldz', c)).toBe(false);
  });
  it('Indonesian -ik of a noun or an -ikal form, and di- of a menge- verb', () => {
    const c = correct(['simbol', 'simbolikal', 'ergonom', 'cat', 'mengecat', 'jam', 'politik']);
    expect(judge('id', 'simbolik', c)).toBe(true);
    expect(judge('id', 'dicat', c)).toBe(true);
    expect(judge('id', 'politikik', c)).toBe(false);
    expect(judge('id', 'dijam', c)).toBe(false);
  });
});

describe('round nineteen: an episode retold as a clause inside another sentence', () => {
  const sentencesFound = (t: string) =>
    repetitionWithin(t)
      .filter((f) => f.message === 'repetition.sentence')
      .map((f) => t.slice(...f.range));
  it('flags a long run of the same words in two sentences of one answer', () => {
    for (const t of [
      'The drains were blocked, so I cleared the grease trap and flushed the line with hot water. It was a long night, but I cleared the grease trap and flushed the line with hot water before the breakfast rush.',
      'Hujan turun deras, jadi saya menutup pintu gudang dan memindahkan palet ke rak atas. Malam itu berat, tetapi saya menutup pintu gudang dan memindahkan palet ke rak atas sampai air surut.',
      '비가 많이 와서 저는 창고 문을 닫고 팔레트를 위쪽 선반으로 옮겼습니다. 힘든 밤이었지만 저는 창고 문을 닫고 팔레트를 위쪽 선반으로 옮긴 뒤 물이 빠지기를 기다렸습니다.',
    ])
      expect(sentencesFound(t).length, t).toBe(1);
  });
  it('leaves sentences that share only a short phrase', () => {
    for (const t of [
      'I checked the pallets at the start of the shift. I checked the labels at the end of the shift.',
      'Saya memeriksa palet di awal sif. Saya memeriksa label di akhir sif malam.',
    ])
      expect(sentencesFound(t), t).toEqual([]);
  });
});
