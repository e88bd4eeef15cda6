import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFacts, checkLetter, fitLength, fitLengthInfo, languageMatches } from './checker';
import { composeLetter } from './composer';
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
    expect(checkLetter(text, { ...base, maxLetter: 60, limitType: 'bytes' })).toMatchObject({
      length: 60,
      withinLength: true,
    });
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

describe('sentence by sentence: where each sentence comes from', () => {
  const data = load('ko-data-two-column');
  const koReq = (
    profile: ResumeProfile = data,
    text = '실패했거나 어려움을 극복한 경험을 작성해 주세요.',
  ) => ({
    ...req(profile, 'ko'),
    question: { text, type: 'GENERAL' as const, intent: 'failure' as const },
  });
  const sources = (text: string, r: CoverLetterRequest) =>
    checkLetter(text, r).sentences.map((s) => ({ text: text.slice(...s.range), source: s.source }));

  it('traces a sentence that retells an entry to that entry, and marks one the resume does not hold', () => {
    const text =
      '‘신규 가입자 이탈 예측 모델’ 프로젝트에서 처음 세운 방법이 기대만큼 통하지 않아 원인부터 다시 살펴야 했습니다. ' +
      '추천 영역의 A/B 테스트를 설계하고 분석해 구매 전환율을 4.2% 높였습니다. ' +
      '(주)한빛소프트가 중요하게 여기는 수평적인 소통은 (주)그린마켓랩에서 제가 가장 힘을 냈던 환경과 닮아 있습니다.';
    const check = checkLetter(text, koReq());
    expect(sources(text, koReq()).map((s) => s.source)).toEqual([null, 'work:0', null]);
    expect(check.untraced).toBe(2);
    expect(check.sentences[0].reason).toBe('claim');
    // The ranges are the sentences themselves.
    expect(text.slice(...check.sentences[1].range)).toBe(
      '추천 영역의 A/B 테스트를 설계하고 분석해 구매 전환율을 4.2% 높였습니다.',
    );
  });

  it('compares Korean stems, not whole words (만들어 / 만들고, 개선 / 개선했습니다)', () => {
    const text =
      '가입 후 30일 행동 로그로 이탈 가능성을 예측하는 모델을 만들었고, 매일 점수를 갱신하는 파이프라인도 구축했습니다.';
    expect(sources(text, koReq())[0].source).toBe('project:0');
  });

  it('catches an invented figure even next to the right entry (40 % where the resume says 14 %)', () => {
    const sales = {
      ...ko,
      sections: {
        ...ko.sections,
        works: [{ ...ko.sections.works[0], achievements: '신규 결제 수단을 도입해 매출을 14% 늘렸습니다.' }],
      },
    };
    const right = '신규 결제 수단을 도입해 매출을 14% 늘렸습니다.';
    const wrong = '신규 결제 수단을 도입해 매출 40% 증가를 이끌었습니다.';
    expect(checkLetter(right, req(sales, 'ko')).sentences[0]).toMatchObject({ source: 'work:0' });
    expect(checkLetter(wrong, req(sales, 'ko')).sentences[0]).toMatchObject({
      source: null,
      reason: 'figure',
    });
    expect(checkLetter(wrong, req(sales, 'ko')).untraced).toBe(1);
    // A figure of another entry does not back this one.
    const en2 = 'I cut the average booking time from 4 minutes to 90 seconds at Lumen Health Inc.';
    expect(checkLetter(en2, req(en, 'en')).sentences[0].source).toBe('work:0');
    expect(
      checkLetter('I cut the average booking time from 4 minutes to 45 seconds.', req(en, 'en')).sentences[0],
    ).toMatchObject({ source: null, reason: 'figure' });
  });

  it('catches an invented employer and an invented weakness', () => {
    expect(
      checkLetter('저는 (주)가나다랩에서 결제 시스템을 만들었습니다.', req(ko, 'ko')).sentences[0],
    ).toMatchObject({
      source: null,
      reason: 'name',
    });
    expect(
      checkLetter('My weakness used to be holding on to work alone.', req(en, 'en')).sentences[0].source,
    ).toBeNull();
  });

  it('does not flag a connective, a promise or a sentence about the target', () => {
    const text =
      '그 과정을 차례로 말씀드리겠습니다. (주)한빛소프트의 Backend Engineer 자리에 지원합니다. 입사 후에는 작은 개선부터 꾸준히 만들어 가겠습니다.';
    expect(sources(text, req(ko, 'ko')).map((s) => s.source)).toEqual(['connective', 'target', 'connective']);
    const english =
      'Here is how. I would welcome the chance to talk with Northwind Labs Inc. about the role.';
    expect(checkLetter(english, req(en, 'en'))).toMatchObject({ untraced: 0 });
  });

  it('traces an episode’s own words to the episode', () => {
    const withEpisode: ResumeProfile = {
      ...ko,
      sections: {
        ...ko.sections,
        episodes: [
          {
            title: '정산 배치 누락 사고',
            org: '주식회사 페이플로우',
            start: '2022.05',
            end: '2022.06',
            situation: '월말 정산 배치가 일부 가맹점을 빠뜨려 지급이 하루 늦어졌습니다.',
            action: '누락 원인을 재시도 로직에서 찾아 멱등 키를 도입하고 대사 리포트를 매일 돌렸습니다.',
            result: '이후 6개월 동안 누락 0건',
            learned: '배치는 실패를 전제로 설계해야 한다는 것',
            tags: ['failure'],
            print: false,
          },
        ],
      },
    };
    const text =
      '월말 정산 배치가 일부 가맹점을 빠뜨려 지급이 하루 늦어진 적이 있습니다. 재시도 로직에서 누락 원인을 찾아 멱등 키를 도입했고, 이후 6개월 동안 누락은 0건이었습니다.';
    expect(sources(text, req(withEpisode, 'ko')).map((s) => s.source)).toEqual(['episode:0', 'episode:0']);
  });

  it('the built-in writer: every sentence that retells an entry is traced to an entry holding it', () => {
    for (const file of fs.readdirSync('tests/fixtures/resumes')) {
      const profile = load(file.replace(/\.json$/, ''));
      const entries = [
        ...profile.sections.works.map((w, i) => [`work:${i}`, w.achievements] as const),
        ...profile.sections.projects.map((p, i) => [`project:${i}`, p.projectDescription] as const),
      ];
      for (const lang of ['ko', 'en'] as const)
        for (const intent of ['motivation', 'strengths', 'failure'] as const) {
          const r = {
            ...req(profile, lang, 300, 1000),
            question: { text: intent, type: 'GENERAL' as const, intent },
          };
          const text = fitLength(composeLetter(r), 300, 1000);
          const check = checkLetter(text, r);
          expect(check.untraced).toBe(check.sentences.filter((s) => s.source === null).length);
          let last = 0;
          for (const s of check.sentences) {
            expect(s.range[0]).toBeGreaterThanOrEqual(last);
            last = s.range[1];
            const sentence = text.slice(...s.range);
            const told = entries.find(([, body]) =>
              splitSentences(body).some((f) => f.length > 20 && sentence.includes(f.replace(/[.!?]$/, ''))),
            );
            if (told) expect(s.source, `${file} ${lang} ${intent}: ${sentence}`).not.toBeNull();
          }
          expect(last).toBeLessThanOrEqual(text.length);
        }
    }
  });

  it('checks a member’s edited text the same way, with or without a target', () => {
    const edited =
      'I am a hard-working team player. I cut the average booking time from 4 minutes to 90 seconds.';
    const facts = checkFacts(edited, {
      lang: 'en',
      profile: en,
      culture: null,
      target: null,
      question: null,
    });
    expect(facts).toMatchObject({ unsupported: [], untraced: 1, checkedLength: edited.length });
    expect(facts.sentences.map((s) => s.source)).toEqual([null, 'work:0']);
  });
});
