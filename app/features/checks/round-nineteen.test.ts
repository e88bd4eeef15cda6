// Round nineteen (ADR 0039): openings, clichés and spelling families from the round-eighteen set's misses
// and false alarms (fresh14.ts, seen since its blind run), both ways on made-up sentences the sets do not hold.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';
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
