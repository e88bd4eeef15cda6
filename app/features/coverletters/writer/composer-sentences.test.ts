// The built-in writer's sentences: whole, carrying the applicant's content rather than a frame around
// their names, the composer's choices and the generation's plan (split from composer.test.ts).
import { describe, expect, it } from 'vitest';
import { idFinance, koOps, koRich, koThin } from './__fixtures__/resumes';
import { QUESTIONS } from './__fixtures__/measure';
import { letters, request } from './__fixtures__/letter-runs';
import { planGeneration } from './plan';
import { checkLetter, languageMatches } from './checker';
import { composeLetter, createComposer } from './composer';
import { splitSentences } from './text';
import { namesSkill } from './skills';
import type { ResumeSections } from '#db/schema/profiles';
import type { ResumeProfile } from '~/integrations/ai/types';

describe('sentences', () => {
  it('turns noun-ending Korean bullets into 합니다체 with the right particles', () => {
    const text = letters
      .filter((l) => l.p.key === 'koOps' && l.lang === 'ko')
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('출고 지시서 출력 모듈을 개선했습니다');
    expect(text).toContain('정산 대사를 자동화했습니다');
    expect(text).not.toMatch(/(?:개선|구축|도입|운영|관리|분석|개발|자동화)[을를] 맡았습니다/);
    expect(text).not.toMatch(/한글\(HWP\)를|\.\.(?:\s|$)/);
  });

  it('says figures as Korean does in every Korean letter: no arrow, no particle after 로, no "…을 맡았습니다" on a result', () => {
    for (const l of letters.filter((x) => x.lang === 'ko')) {
      expect(l.text, l.text).not.toMatch(
        /→|(?:으로|로)(?:가|를|을|이)\s|\d(?:%|건|일|원)?\s?(?:유지|개선|향상)을 맡았습니다/,
      );
    }
  });

  it('answers with what the applicant did, not with the problem a project began with', () => {
    const p: ResumeProfile = {
      name: '테스트',
      sections: {
        ...koThin.sections,
        works: [],
        projects: [
          {
            projectName: '고객 상담 챗봇',
            projectDescription:
              '고객 문의 유형이 매달 늘다 보니 상담사 한 명이 하루 고객 문의 80건을 받는 날이 많았습니다. 자주 묻는 질문 40개로 챗봇을 만들어 상담 연결 건수를 35% 줄였습니다.',
            technologiesUsed: 'Python',
          },
        ],
      },
    };
    const q = QUESTIONS.find((x) => x.key === 'motivation')!;
    for (const seed of [1, 2, 3]) {
      const text = composeLetter(request(p, 'ko', q, 300, 1000, seed));
      const opening = text.split('\n')[0];
      expect(opening, text).toContain('35%');
      expect(opening, text).not.toContain('다 보니');
    }
  });

  it('never states a motive the applicant did not give (the company’s culture tags are not their reasons)', () => {
    for (const l of letters)
      expect(l.text, l.text).not.toMatch(/지원을 결정한 이유|why I applied|reason I applied/i);
  });

  it('gives every English sentence a subject and never doubles a period after “Co.”', () => {
    for (const l of letters.filter((x) => x.lang === 'en')) {
      expect(l.text).not.toMatch(/Co\.\./);
      for (const s of splitSentences(l.text))
        expect(s, s).not.toMatch(
          /^(?:Reduced|Built|Led|Designed|Managed|Created|Developed|Improved|Trained|Ran)\b/,
        );
    }
  });

  it('follows the resume’s chronology: school, then the earlier job, then the later one', () => {
    const req = request(
      koOps,
      'ko',
      QUESTIONS.find((q) => q.key === 'growth')!,
      2000,
      3000,
      2,
    );
    const text = composeLetter({ ...req, minLetter: 900, maxLetter: 1500 });
    const at = (s: string) => text.indexOf(s);
    expect(at('한결물류(주)')).toBeGreaterThanOrEqual(0);
    expect(at('한결물류(주)')).toBeLessThan(at('배차 엔진을 Go로'));
    if (at('부산대학교') >= 0) expect(at('부산대학교')).toBeLessThan(at('한결물류(주)'));
  });

  it('joins a job begun while studying to the school once, without opening the job a second time', () => {
    // An internship during the last year of school, and a certificate told at the end of its sentence.
    const intern: ResumeProfile = {
      ...koOps,
      sections: {
        ...koOps.sections,
        educations: [{ ...koOps.sections.educations[0], start: '2012.03', end: '2016.02' }],
        works: [{ ...koOps.sections.works[0], position: '현장실습생', start: '2015.07', end: '2015.08' }],
        episodes: [],
      },
    };
    const growth = QUESTIONS.find((q) => q.key === 'growth')!;
    const texts = [1, 2, 3, 4, 5, 6].map((seed) =>
      composeLetter(request(intern, 'ko', growth, 700, 1000, seed)),
    );
    const joined = texts.filter((t) =>
      t.includes('부산대학교에서 정보컴퓨터공학부를 공부하던 중 한결물류(주)에서 현장실습생으로 일하며'),
    );
    expect(joined.length).toBeGreaterThan(0);
    for (const t of joined) {
      // The job is opened once: the school's clause opens it, with no "2015년 7월부터 한결물류(주)에서는".
      expect(t).not.toMatch(/부터 한결물류\(주\)에서는/);
    }
  });

  it('carries an Indonesian resume’s achievements, names and figures in an English letter, quoted, not translated', () => {
    const q = QUESTIONS.find((x) => x.key === 'competency')!;
    const req = request(idFinance, 'en', q, 300, 1000, 2);
    const text = composeLetter(req);
    expect(text).toMatch(/PT Sarana Logistik Jaya|PT Nusantara Retailindo/);
    const achievements = idFinance.sections.works.flatMap((w) => w.achievements.split('\n'));
    expect(achievements.filter((a) => text.includes(`“${a}`)).length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('in Indonesian');
    expect(languageMatches(text, 'en')).toBe(true);
    expect(checkLetter(text, req).unsupported).toEqual([]);
  });
});

describe('composer', () => {
  const req = request(koRich, 'ko', QUESTIONS[0], 700, 1000, 9);

  it('is deterministic for a seed and varies with it', () => {
    expect(composeLetter(req)).toBe(composeLetter({ ...req }));
    const texts = new Set([1, 2, 3, 4, 5, 6].map((seed) => composeLetter({ ...req, seed })));
    expect(texts.size).toBeGreaterThanOrEqual(3);
  });

  it('streams the same text in chunks of a few words, and stops when the signal aborts', async () => {
    const chunks: string[] = [];
    for await (const c of createComposer({ delayMs: 0 }).streamCoverLetter(req)) chunks.push(c);
    expect(chunks.join('')).toBe(composeLetter(req));
    const ac = new AbortController();
    const got: string[] = [];
    const run = async () => {
      for await (const c of createComposer({ delayMs: 2 }).streamCoverLetter(req, ac.signal)) {
        got.push(c);
        if (got.length === 3) ac.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(got).toHaveLength(3);
  });
});

describe('sentences that carry the applicant’s content, not a frame around their names', () => {
  /** The entries' own texts that name a skill: a job's achievements, a project's description or tools, an episode. */
  const usesOf = (sec: ResumeSections, skill: string) => [
    ...sec.works.filter((w) => namesSkill(w.achievements, skill)).map((w) => w.achievements),
    ...sec.projects
      .filter((p) => namesSkill(`${p.projectDescription} ${p.technologiesUsed}`, skill))
      .map((p) => `${p.projectName} ${p.projectDescription}`),
    ...(sec.episodes ?? [])
      .map((e) => [e.situation, e.action, e.result, e.learned].join(' '))
      .filter((t) => namesSkill(t, skill)),
  ];
  const credentialNames = (sec: ResumeSections) => [
    ...sec.certifications.map((c) => c.certificationName),
    ...sec.awards.map((a) => a.awardName),
  ];

  it('never lists skills: a skill is named only in a sentence of the entry where the resume uses it', () => {
    for (const l of letters) {
      const sec = l.p.sections;
      expect(l.text, l.text).not.toMatch(/보유 기술은|기술 스택은|I work with|I use /);
      for (const sentence of splitSentences(l.text)) {
        if (credentialNames(sec).some((c) => sentence.includes(c))) continue; // "AWS Certified …" is a certificate
        for (const skill of sec.skills.filter((k) => namesSkill(sentence, k))) {
          const uses = usesOf(sec, skill);
          // Where it was used: the sentence carries that entry's own words (8 characters of them at least)
          // or names the project whose tools hold it.
          const fromUse = uses.some(
            (u) =>
              sec.projects.some((p) => u.startsWith(p.projectName) && sentence.includes(p.projectName)) ||
              [...u.matchAll(/[^.\n]{8}/g)].some((m) => sentence.includes(m[0])),
          );
          expect(fromUse, `${skill} in “${sentence}”`).toBe(true);
        }
      }
    }
  });

  it('names a skill used nowhere in the resume nowhere in the letter', () => {
    // koOps lists Java, PostgreSQL, Redis and AWS but no entry uses them.
    for (const l of letters.filter((x) => x.p.key === 'koOps'))
      for (const skill of ['Java', 'PostgreSQL', 'Redis', 'AWS'])
        expect(namesSkill(l.text, skill), l.text).toBe(false);
  });

  it('answers a skills question with the sentences where the skills were used', () => {
    const q = QUESTIONS.find((x) => x.key === 'strengths')!;
    const text = composeLetter(request(koOps, 'ko', q, 700, 1000, 3));
    expect(text).toContain('배차 엔진을 Go로 다시 작성해');
    expect(text).toContain('Kafka로 분리해');
  });

  it('names a project’s tools in the project’s sentence, in brackets where nothing was done with them', () => {
    const texts = letters.filter((l) => l.p.key === 'koOps' && l.lang === 'ko').map((l) => l.text);
    const project = texts.flatMap((t) => splitSentences(t)).filter((x) => x.startsWith('‘배송 추적 알림톡’'));
    expect(project.length).toBeGreaterThan(0);
    for (const x of project) {
      expect(x).toMatch(/Go, Kafka/);
      // "…API를 써서 배송 문의 전화가 …줄었습니다" says the tools cut the calls by themselves.
      expect(x).not.toMatch(/써서 배송 문의 전화가/);
    }
  });

  it('never writes a bare school line: education is joined to the job it led to, or told with its thesis', () => {
    for (const l of letters) {
      const schools = l.p.sections.educations.map((e) => e.school.trim()).filter(Boolean);
      const companies = l.p.sections.works.map((w) => w.company.trim()).filter(Boolean);
      const theses = l.p.sections.educations.map((e) => e.thesis.trim()).filter(Boolean);
      for (const sentence of splitSentences(l.text).filter((x) => schools.some((sc) => x.includes(sc)))) {
        const carries =
          companies.some((c) => sentence.includes(c)) || theses.some((t) => sentence.includes(t));
        expect(carries, sentence).toBe(true);
      }
      expect(l.text).not.toMatch(
        /전공했습니다\.|졸업했습니다\.|재학 중입니다\.|(?:^|\. )I studied [^,.]+ at [^,.]+\./,
      );
    }
    // A thesis is told as what the applicant wrote there.
    const koData = letters.filter((l) => l.p.key === 'ko-data-two-column.json' && l.lang === 'ko');
    expect(
      koData.some((l) =>
        l.text.includes('‘공공자전거 대여 수요 예측을 위한 시계열 모형 비교’를 주제로 논문을 썼습니다'),
      ),
    ).toBe(true);
  });

  it('joins school only to the job taken after it, never to a later one', () => {
    for (const l of letters.filter((x) => x.p.key === 'koOps'))
      expect(l.text, l.text).not.toMatch(/전공하고 주식회사 로드웨이에/);
    // A job without a description: the clause says it once, not "…입사해 동해상사에서 영업 지원으로 일했습니다".
    const thin = composeLetter({ ...request(koThin, 'ko', QUESTIONS[0], 100, 400, 1) });
    expect(thin).not.toMatch(/동해상사에서 동해상사에서|입사해 동해상사에서/);
  });

  it('tells a certificate or award with the job held that year, and never glues it to another year’s job', () => {
    const all = letters
      .filter((x) => x.p.key === 'koOps')
      .map((l) => l.text)
      .join('\n');
    expect(all).toMatch(/고, 2022년 주식회사 로드웨이에서 사내 혁신상을 받았습니다/);
    // The 2015 certificate came before any job: it is never the tail of a job's sentence.
    expect(all).not.toMatch(/고, 2015년 정보처리기사를 취득했습니다/);
  });

  it('titles an answer with what it achieved, in the applicant’s words — never the episode’s label', () => {
    let titles = 0;
    for (const l of letters.filter((x) => x.lang === 'ko')) {
      const title = l.text.match(/^\[(.+)\]$/m)?.[1];
      if (!title) continue;
      titles++;
      expect((l.p.sections.episodes ?? []).map((e) => e.title)).not.toContain(title);
      expect(title).toMatch(/ 경험$/);
      // Its words are the resume's: the start of the phrase is in an entry's or episode's own text.
      const own = [
        ...l.p.sections.works.map((w) => w.achievements),
        ...l.p.sections.projects.map((p) => p.projectDescription),
        ...(l.p.sections.episodes ?? []).flatMap((e) => [e.action, e.result]),
      ].join('\n');
      expect(own.includes(title.slice(0, 8)), title).toBe(true);
      // The opening does not say the same phrase again.
      const opening = splitSentences(l.text).find((x) => !/^\[.*\]$/.test(x))!;
      expect(opening.includes(title.replace(/ 경험$/, '')), opening).toBe(false);
    }
    expect(titles).toBeGreaterThan(10);
  });
});

describe('planGeneration', () => {
  it('gives no material to an answer that will be declined for want of an episode', () => {
    const none = { ...koOps.sections, episodes: [] };
    const reqs = ['failure', 'motivation', 'conflict'].map((k) => {
      const r = request(
        { ...koOps, sections: none },
        'ko',
        QUESTIONS.find((q) => q.key === k)!,
        700,
        1000,
        1,
      );
      return {
        lang: r.lang,
        question: r.question,
        minLetter: r.minLetter,
        maxLetter: r.maxLetter,
        target: r.target,
      };
    });
    const plans = planGeneration(none, reqs);
    expect(plans[0]).toEqual({ tell: [], mention: [] });
    expect(plans[2]).toEqual({ tell: [], mention: [] });
    expect(plans[1].tell.length).toBeGreaterThanOrEqual(3);
  });
});
