// The built-in writer answers the question it is asked, from the resume, naming the target cleanly.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLetter } from './checker';
import { composeLetter } from './composer';
import { splitSentences } from './text';
import type { CoverLetterRequest, Lang, ResumeProfile } from '~/integrations/ai/types';

const load = (f: string) =>
  JSON.parse(fs.readFileSync(`tests/fixtures/resumes/${f}.json`, 'utf8')) as ResumeProfile;
const koBackend = load('ko-backend-single');
const koData = load('ko-data-two-column');
const enDesigner = load('en-designer-single');

const ask = (
  profile: ResumeProfile,
  lang: Lang,
  text: string,
  over: Partial<CoverLetterRequest> = {},
): CoverLetterRequest => ({
  lang,
  temperature: 0.7,
  minLetter: 700,
  maxLetter: 1000,
  // The bank's tag says "strengths" (as for every field question): the text must win.
  question: { text, type: 'MAJOR', intent: 'strengths' },
  profile,
  target: {
    companyName: lang === 'ko' ? '청운헬스케어' : 'Northwind Labs Inc.',
    postingTitle:
      lang === 'ko'
        ? '[청운헬스케어] 설계 엔지니어 계약직 채용 (정규직 전환 가능)'
        : '[Northwind] Data Analyst - Full-time (Remote)',
    cultureTags: ['flat'],
    industry: null,
  },
  culture: null,
  seed: 7,
  ...over,
});

const achievements = (p: ResumeProfile) =>
  p.sections.works
    .flatMap((w) => splitSentences(w.achievements))
    .concat(p.sections.projects.flatMap((x) => splitSentences(x.projectDescription)));

describe('the built-in writer answers the question', () => {
  it('a failure question gets a hardship episode told with the resume’s own sentences', () => {
    const req = ask(koBackend, 'ko', '실패했거나 어려움을 극복한 경험을 작성해 주세요.');
    const text = composeLetter(req);
    expect(splitSentences(text)[0]).toMatch(/어려움|실패|시행착오/);
    expect(
      achievements(koBackend).filter((a) => text.includes(a.replace(/\.$/, ''))).length,
    ).toBeGreaterThanOrEqual(2);
    expect(checkLetter(text, req)).toMatchObject({ withinLength: true, languageOk: true, unsupported: [] });
  });

  it('a data question in English tells a decision made from data, with its figures', () => {
    const req = ask(enDesigner, 'en', 'Describe a decision you made based on numbers and data.');
    const text = composeLetter(req);
    expect(splitSentences(text)[0]).toMatch(/data|numbers/i);
    expect(text).toMatch(/decid|decision/i);
    expect(text).toMatch(/\d/);
    expect(checkLetter(text, req)).toMatchObject({ withinLength: true, languageOk: true, unsupported: [] });
  });

  it('answers different questions differently: each opening fits its own question', () => {
    const opening = (q: string) => splitSentences(composeLetter(ask(koBackend, 'ko', q)))[0];
    expect(opening('리더십을 발휘해 팀을 이끈 경험을 작성해 주세요.')).toMatch(/이끈|이끌|리더/);
    expect(opening('고객의 관점에서 문제를 해결한 경험을 작성해 주세요.')).toMatch(/고객|사용자/);
    expect(opening('이 직무에 지원한 동기를 구체적으로 작성해 주세요.')).toMatch(/지원/);
    expect(opening('본인의 장점과 단점을 기술하시오.')).toMatch(/강점|장점/);
    expect(composeLetter(ask(koBackend, 'ko', '본인의 장점과 단점을 기술하시오.'))).toMatch(/단점|약점/);
  });

  it('names the target by its cleaned role, never the raw posting title', () => {
    for (const [p, lang, role] of [
      [koBackend, 'ko', '설계 엔지니어'],
      [enDesigner, 'en', 'Data Analyst'],
    ] as const) {
      const text = composeLetter(
        ask(p, lang, lang === 'ko' ? '이 직무에 지원한 동기를 작성해 주세요.' : 'Why this role?'),
      );
      expect(text).toContain(role);
      expect(text).not.toMatch(/\[|계약직|채용|정규직|Full-time|Remote/);
    }
  });

  it('shares no sentence word for word between letters for two people', () => {
    for (const q of [
      '실패했거나 어려움을 극복한 경험을 작성해 주세요.',
      '이 직무에 지원한 동기를 구체적으로 작성해 주세요.',
    ]) {
      const a = new Set(
        splitSentences(composeLetter(ask(koBackend, 'ko', q, { minLetter: 2000, maxLetter: 3000 }))),
      );
      const b = splitSentences(composeLetter(ask(koData, 'ko', q, { minLetter: 2000, maxLetter: 3000 })));
      expect(b.filter((s) => a.has(s))).toEqual([]);
    }
  });

  it('another seed changes more than the first sentence', () => {
    const q = '숫자와 데이터를 근거로 판단한 경험을 작성해 주세요.';
    const a = splitSentences(composeLetter(ask(koData, 'ko', q, { seed: 1 })));
    const b = splitSentences(composeLetter(ask(koData, 'ko', q, { seed: 2 })));
    expect(b.slice(1).filter((s) => !a.includes(s)).length).toBeGreaterThanOrEqual(2);
  });

  it('reaches 2000–3000 characters by using more of the resume', () => {
    const req = ask(koBackend, 'ko', '이 직무에 지원한 동기를 구체적으로 작성해 주세요.', {
      minLetter: 2000,
      maxLetter: 3000,
    });
    const text = composeLetter(req);
    expect(checkLetter(text, req).withinLength).toBe(true);
    expect(achievements(koBackend).filter((a) => text.includes(a.replace(/\.$/, '')))).toHaveLength(
      achievements(koBackend).length,
    );
  });

  it('turns resume fragments into sentences, and stays shorter when the resume is thin', () => {
    const thin: ResumeProfile = {
      name: '이서연',
      sections: {
        ...koBackend.sections,
        works: [
          {
            company: '동해상사',
            position: '영업 지원',
            achievements: '주문 시스템 운영\n거래처 정산 자료 작성함',
            start: '2020.07',
            end: '2022.12',
          },
        ],
        projects: [],
        awards: [],
        certifications: [],
        languages: [],
        skills: ['Excel'],
      },
    };
    const req = ask(thin, 'ko', '실패했거나 어려움을 극복한 경험을 작성해 주세요.', {
      minLetter: 2000,
      maxLetter: 3000,
    });
    const text = composeLetter(req);
    expect(text).toContain('주문 시스템 운영을 맡았습니다.');
    expect(text).toContain('거래처 정산 자료 작성했습니다.');
    expect(text).not.toMatch(/운영 [가-힣]+ 경험/);
    const check = checkLetter(text, req);
    expect(check.withinLength).toBe(false);
    expect(check.length).toBeLessThan(1000);
    expect(check.unsupported).toEqual([]);
  });
});
