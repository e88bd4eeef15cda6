import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLetter, fitLength, fitLengthInfo, languageMatches } from './checker';
import { charLength, josa, splitSentences } from './text';
import type { CoverLetterRequest, ResumeProfile } from '~/integrations/ai/types';

const load = (f: string) =>
  JSON.parse(fs.readFileSync(`tests/fixtures/resumes/${f}.json`, 'utf8')) as ResumeProfile;
const ko = load('ko-backend-single');
const en = load('en-designer-single');

const req = (profile: ResumeProfile, lang: 'ko' | 'en', min = 10, max = 1000): CoverLetterRequest => ({
  lang,
  temperature: 0.7,
  minLetter: min,
  maxLetter: max,
  question: { text: 'Why us?', type: 'GENERAL', intent: 'company' },
  profile,
  target: {
    companyName: lang === 'ko' ? '(주)한빛소프트' : 'Northwind Labs Inc.',
    postingTitle: 'Backend Engineer',
    cultureTags: ['flat'],
    industry: null,
  },
  culture: null,
  seed: 1,
});

describe('checkLetter', () => {
  it('accepts text built from the profile and the target', () => {
    const text =
      '주식회사 페이플로우에서 2021년 4월부터 일하며 평균 응답 시간을 320ms에서 110ms로 줄였습니다. 한양대학교에서 컴퓨터소프트웨어학부를 전공했고, 정보처리기사를 취득했습니다. (주)한빛소프트의 Backend Engineer 자리에 지원합니다.';
    expect(checkLetter(text, req(ko, 'ko'))).toMatchObject({
      length: charLength(text),
      withinLength: true,
      languageOk: true,
      unsupported: [],
      limitType: 'with-spaces',
      advice: [],
    });
    const english =
      'Since February 2020, I have worked at Lumen Health Inc. as Senior Product Designer. I cut the average booking time from 4 minutes to 90 seconds, and the pilot reached a 78% weekly retention rate. I studied at Carnegie Mellon University and hold the Certified Usability Analyst (CUA). I want to join Northwind Labs Inc.';
    expect(checkLetter(english, req(en, 'en')).unsupported).toEqual([]);
  });

  it('catches an invented company', () => {
    expect(checkLetter('저는 (주)가나다랩에서 일했습니다.', req(ko, 'ko')).unsupported).toContain(
      '(주)가나다랩',
    );
    expect(checkLetter('저는 주식회사 카카오페이에서 일했습니다.', req(ko, 'ko')).unsupported).toContain(
      '주식회사 카카오페이',
    );
    expect(
      checkLetter('Before that, I worked at Globex Corporation for a while.', req(en, 'en')).unsupported,
    ).toContain('Globex Corporation');
    expect(checkLetter('I led design at PT Sumber Makmur Jaya.', req(en, 'en')).unsupported).toContain(
      'PT Sumber Makmur Jaya',
    );
  });

  it('catches an invented number, percentage or date', () => {
    expect(checkLetter('매출을 27% 늘렸습니다.', req(ko, 'ko')).unsupported).toContain('27%');
    expect(checkLetter('5년 동안 서버를 만들었습니다.', req(ko, 'ko')).unsupported).toContain('5');
    expect(checkLetter('I grew revenue by 35 percent.', req(en, 'en')).unsupported).toContain('35 percent');
    // 78 is in the profile as a percentage, 120 only as a count.
    expect(checkLetter('Retention rose to 78% and 120% of target.', req(en, 'en')).unsupported).toEqual([
      '120%',
    ]);
    expect(checkLetter('In March 2016 I joined a startup.', req(en, 'en')).unsupported).toContain(
      'March 2016',
    );
    expect(checkLetter('2016년 3월에 입사했습니다.', req(ko, 'ko')).unsupported).toContain('2016년 3월');
  });

  it('catches an invented school or certificate', () => {
    expect(checkLetter('서울대학교에서 공부했습니다.', req(ko, 'ko')).unsupported).toContain('서울대학교');
    expect(checkLetter('정보보안기사 자격을 땄습니다.', req(ko, 'ko')).unsupported).toContain('정보보안기사');
    expect(checkLetter('I studied at Stanford University.', req(en, 'en')).unsupported).toContain(
      'Stanford University',
    );
    expect(
      checkLetter('I also hold the Certified Kubernetes Administrator.', req(en, 'en')).unsupported,
    ).toContain('Certified Kubernetes Administrator');
  });

  it('checks the language', () => {
    expect(languageMatches('저는 백엔드 개발자로 Kotlin, Spring Boot, Kafka를 다뤄 왔습니다.', 'ko')).toBe(
      true,
    );
    expect(languageMatches('I have built backend services with Kotlin for years.', 'ko')).toBe(false);
    expect(languageMatches('저는 백엔드 개발자입니다.', 'en')).toBe(false);
    expect(
      languageMatches(
        'Saya bekerja sebagai akuntan di perusahaan logistik dan menyusun laporan keuangan.',
        'en',
      ),
    ).toBe(false);
    expect(languageMatches('I worked at PT Sinar Abadi Logistik as an accountant for years.', 'en')).toBe(
      true,
    );
    expect(checkLetter('I have built backend services.', req(ko, 'ko')).languageOk).toBe(false);
  });

  it('checks the length in characters, Hangul syllables and spaces included', () => {
    expect(charLength('가나다 라')).toBe(5);
    expect(checkLetter('가나다 라.', req(ko, 'ko', 10, 20))).toMatchObject({
      length: 6,
      withinLength: false,
    });
  });
});

describe('fitLength', () => {
  const text = 'First sentence here. Second one is a bit longer. Lumen Health Inc. was my employer. Last.';
  it('trims at a sentence end to at most max', () => {
    const out = fitLength(text, 5, 60);
    expect(out).toBe('First sentence here. Second one is a bit longer.');
    expect(charLength(out)).toBeLessThanOrEqual(60);
  });
  it('does not cut after an abbreviation that continues the sentence', () => {
    expect(fitLength(text, 5, 85)).toBe(
      'First sentence here. Second one is a bit longer. Lumen Health Inc. was my employer.',
    );
  });
  it('works on Korean and keeps paragraphs', () => {
    const k = '첫 문장입니다. 두 번째 문장입니다.\n\n세 번째 문단입니다.';
    expect(fitLength(k, 1, 25)).toBe('첫 문장입니다. 두 번째 문장입니다.');
    expect(fitLength(k, 1, 100)).toBe(k);
  });
  it('says when the text is under the minimum', () => {
    expect(fitLengthInfo('Short.', 100, 200)).toEqual({
      text: 'Short.',
      length: 6,
      trimmed: false,
      underMin: true,
    });
    expect(fitLengthInfo(text, 40, 60)).toMatchObject({ length: 48, trimmed: true, underMin: false });
    expect(fitLengthInfo(text, 50, 60)).toMatchObject({ length: 48, trimmed: true, underMin: true });
  });
});

describe('text helpers', () => {
  it('splits sentences without breaking decimals or abbreviations', () => {
    expect(splitSentences('GPA 3.82 at 한양대학교. Worked at Acme Inc. in Seoul! 잘했습니다.')).toEqual([
      'GPA 3.82 at 한양대학교.',
      'Worked at Acme Inc. in Seoul!',
      '잘했습니다.',
    ]);
  });
  it('picks Korean particles by the last sound', () => {
    expect(josa('한양대학교', '을/를')).toBe('한양대학교를');
    expect(josa('정보처리기사', '을/를')).toBe('정보처리기사를');
    expect(josa('Kotlin', '으로/로')).toBe('Kotlin으로');
    expect(josa('서버 개발자', '으로/로')).toBe('서버 개발자로');
    expect(josa('서울', '으로/로')).toBe('서울로');
    expect(josa('SQL', '을/를')).toBe('SQL을');
    expect(josa('AWS', '은/는')).toBe('AWS는');
  });
});

describe('length by limit type', () => {
  const text = '결제 승인 API를 다시 작성했습니다. 정산 배치를 전환했습니다.';
  it('checks the limit in the letter’s own unit, after NFC', () => {
    const nfd = text.normalize('NFD');
    const base = { ...req(ko, 'ko', 10, 32) };
    expect(checkLetter(nfd, base)).toMatchObject({
      length: 36,
      withinLength: false,
      limitType: 'with-spaces',
    });
    expect(checkLetter(nfd, { ...base, limitType: 'without-spaces' })).toMatchObject({
      length: 29,
      withinLength: true,
    });
    expect(checkLetter(text, { ...base, maxLetter: 60, limitType: 'bytes' })).toMatchObject({ length: 60, withinLength: true });
  });

  it('trims to the last sentence that fits the unit', () => {
    expect(fitLength(text, 10, 34, 'bytes')).toBe('결제 승인 API를 다시 작성했습니다.');
    expect(fitLength(text, 10, 30, 'without-spaces')).toBe(text);
  });

  it('says what to add when a letter stays under the minimum', () => {
    const thin = {
      ...ko,
      sections: { ...ko.sections, works: [{ ...ko.sections.works[0], achievements: '' }], projects: [] },
    };
    expect(checkLetter('짧은 글입니다.', req(thin, 'ko', 300, 1000)).advice).toEqual([
      'achievements',
      'figures',
      'projects',
    ]);
    expect(checkLetter('짧은 글입니다.', req(ko, 'ko', 3, 1000)).advice).toEqual([]);
  });
});
