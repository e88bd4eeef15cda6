// Round twenty-two (ADR 0039): repetition, clichés and openings by family, on sentences other than the
// made-up style set's (style-dev-set.ts, scored by bench/style-dev-set.ts), both ways.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';
import { repetitionWithin } from './repetition';
import { STYLE_CASES } from './style-dev-set';

const retold = (t: string) => repetitionWithin(t).some((f) => f.kind === 'repetition');

describe('round twenty-two: the style set', () => {
  it('leaves every clean look-alike', () => {
    for (const c of STYLE_CASES.filter((x) => x.clean)) {
      const found =
        c.kind === 'repetition'
          ? retold(c.text)
          : c.kind === 'cliche'
            ? clicheFindings(c.text, c.lang).length > 0
            : openingFinding(c.text, c.question) !== null;
      expect(found, c.text).toBe(false);
    }
  });
});

describe('round twenty-two: a figure told again in other words', () => {
  it('the same pair of figures, or a figure of ten or more in digits and in words', () => {
    expect(
      retold(
        '대기 시간을 25분에서 10분으로 줄였습니다. 안내 문자를 도입했습니다. 스물다섯 분이던 대기가 열 분이 된 것입니다.',
      ),
    ).toBe(true);
    expect(
      retold(
        'I raised the pass rate from 60% to 85%. I added mock tests. It went from sixty to eighty-five percent.',
      ),
    ).toBe(true);
    expect(
      retold('I trained 30 new staff. I wrote the manual. Thirty people learned the system from me.'),
    ).toBe(true);
    expect(
      retold(
        'Saya melayani 40 pelanggan sehari. Saya membuat panduan. Empat puluh orang datang setiap hari.',
      ),
    ).toBe(true);
  });
  it('two small counts, or a new figure, are no repetition', () => {
    expect(retold('I worked 3 years on 2 lines. Later I ran three audits for two clients.')).toBe(false);
    expect(retold('I trained 30 new staff. Forty more joined the next year.')).toBe(false);
    expect(
      retold('대기 시간을 25분에서 10분으로 줄였습니다. 이후 상담 만족도를 4.1점에서 4.6점으로 올렸습니다.'),
    ).toBe(false);
  });
});

describe('round twenty-two: clichés by family', () => {
  it('a lesson of "the importance of", a motto, a proverb, stock Indonesian self-praise', () => {
    expect(clicheFindings('그 일로 협업의 소중함을 배웠습니다.', 'ko')).not.toEqual([]);
    expect(clicheFindings('티끌 모아 태산이라는 말처럼 꾸준히 했습니다.', 'ko')).not.toEqual([]);
    expect(clicheFindings('I learned the value of listening.', 'en')).not.toEqual([]);
    expect(clicheFindings('As the saying goes, practice makes perfect.', 'en')).not.toEqual([]);
    expect(clicheFindings('Proyek itu mengajarkan saya arti disiplin.', 'id')).not.toEqual([]);
    expect(clicheFindings('Saya bisa bekerja secara mandiri maupun kelompok.', 'id')).not.toEqual([]);
  });
  it('a lesson told as what one did is no cliché', () => {
    expect(clicheFindings('그 일로 끈기의 의미를 배웠습니다.', 'ko')).toEqual([]);
    expect(clicheFindings('I learned SQL to answer the sales team.', 'en')).toEqual([]);
    expect(clicheFindings('Saya belajar membuat laporan pajak sendiri.', 'id')).toEqual([]);
  });
});

describe('round twenty-two: an opening on the world or on the writer in general', () => {
  const q = 'Why do you want to join our company?';
  it('is empty, whatever words it shares with the question', () => {
    expect(openingFinding('In the digital era, every company must adapt. I can help.', q)).not.toBeNull();
    expect(openingFinding('Everybody has a dream, and mine is logistics.', q)).not.toBeNull();
    expect(
      openingFinding(
        '최근 유통 산업은 빠르게 변화하고 있습니다. 저는 그 흐름에 있고 싶습니다.',
        '지원 동기를 기술해 주십시오.',
      ),
    ).not.toBeNull();
    expect(
      openingFinding(
        'Di zaman sekarang semua serba digital. Saya ingin belajar.',
        'Mengapa Anda ingin bergabung?',
      ),
    ).not.toBeNull();
  });
  it('an opening that answers is left alone', () => {
    expect(
      openingFinding(
        'In today’s meeting with your recruiter I heard about the new hub, and I want to run it.',
        q,
      ),
    ).toBeNull();
    expect(
      openingFinding(
        '최근 귀사가 연 남부 허브의 입고 공정을 맡고 싶어 지원했습니다.',
        '지원 동기를 기술해 주십시오.',
      ),
    ).toBeNull();
  });
});
