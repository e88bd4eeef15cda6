import { describe, expect, it } from 'vitest';
import type { ResumeSections } from '#db/schema/profiles';
import type { ResumeRequest } from '~/integrations/ai/types';
import { expectKeptWhole, koreanLogistics as korean } from '../../../../tests/fixtures/korean-resume';
import { composeIntro, composeResume, introLanguage } from './intro';
import { scriptCounts, splitSentences } from './text';

const sections = (over: Partial<ResumeSections> = {}): ResumeSections => ({
  person: { country: 'KR', region: 'Seoul', address: 'Mapo 1', birthYear: '1998', birthMonth: '5' },
  educations: [
    {
      gradLevel: 'university',
      graduated: true,
      school: '한빛대학교 학사 졸업',
      major: '',
      gpa: '',
      thesis: '',
      start: '2017.03',
      end: '2023.02',
    },
  ],
  works: [
    { company: '옛날상사', position: '인턴', achievements: '', start: '2018.01', end: '' },
    { company: 'Nuri Tech', position: 'Backend engineer', achievements: '', start: '2022.07', end: '' },
  ],
  skills: ['TypeScript', '데이터 분석'],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  episodes: [],
  ...over,
});
const intro = (lang: ResumeRequest['lang'], s = sections()) =>
  composeIntro({
    lang,
    profile: { name: 'x', sections: s },
    target: { companyName: '(주)한빛소프트', postingTitle: null, cultureTags: [], industry: null },
    seed: 3,
  });

describe('the built-in resume intro', () => {
  it('Korean: a school typed with its degree and status reads as one graduation, not "졸업을 졸업했습니다"', () => {
    const text = intro('ko');
    expect(text).toContain('한빛대학교를 졸업했습니다.');
    expect(text).not.toMatch(/졸업[을를] 졸업/);
  });

  it('an education not finished is not called a graduation', () => {
    const s = sections();
    s.educations[0] = { ...s.educations[0], school: '한빛대학교', major: '컴퓨터공학', graduated: false };
    expect(intro('ko', s)).toContain('한빛대학교에서 컴퓨터공학을 전공하고 있습니다.');
    s.educations[0] = { ...s.educations[0], school: 'Hanbit University', major: 'Computer Science' };
    expect(intro('en', s)).toContain('I am studying Computer Science at Hanbit University.');
  });

  it('names the latest job as current, never an older one', () => {
    for (const lang of ['ko', 'en', 'id'] as const) {
      const text = intro(lang);
      expect(text).toContain('Nuri Tech');
      expect(text).not.toContain('옛날상사');
    }
    expect(intro('en')).toContain('I currently work as Backend engineer at Nuri Tech.');
    // An old job that ended is said in the past tense.
    const ended = sections({
      works: [
        {
          company: 'Nuri Tech',
          position: 'Backend engineer',
          achievements: '',
          start: '2020.01',
          end: '2021.12',
        },
      ],
    });
    expect(intro('en', ended)).toContain('I worked as Backend engineer at Nuri Tech.');
    // A company whose name ends in a period ends the sentence once.
    const inc = sections({ works: [{ ...ended.works[0], company: 'Nuri Tech Inc.' }] });
    expect(intro('en', inc)).toContain('I worked as Backend engineer at Nuri Tech Inc. ');
    expect(intro('id', inc)).toContain('di Nuri Tech Inc. ');
    expect(intro('en', inc)).not.toContain('..');
    expect(intro('ko', ended)).toContain('Nuri Tech에서 Backend engineer로 일했습니다.');
  });

  it('is written in the interface language: no Hangul in English or Indonesian', () => {
    const en = intro('en');
    const id = intro('id');
    expect(scriptCounts(en).hangul).toBe(0);
    expect(scriptCounts(id).hangul).toBe(0);
    expect(en).toMatch(/^I /);
    expect(id).toMatch(/Saat ini bekerja sebagai Backend engineer di Nuri Tech\./);
    expect(scriptCounts(intro('ko')).hangul).toBeGreaterThan(10);
  });
});

describe('resume generation from any interface language', () => {
  const request = (lang: ResumeRequest['lang']): ResumeRequest => ({
    lang,
    profile: { name: '물류 이력서', sections: korean() },
    target: null,
    seed: 7,
  });

  it('a Korean resume from the English or Indonesian interface keeps every section and gets a real Korean intro', () => {
    for (const lang of ['en', 'id'] as const) {
      expect(introLanguage(request(lang))).toEqual({ lang: 'ko', reason: 'resume' });
      const { intro, sections } = composeResume(request(lang));
      // Never the one sentence of Latin skills it used to be.
      expect(intro).not.toMatch(/My main skills|Keahlian utama|Menguasai/);
      expect(splitSentences(intro).length).toBeGreaterThanOrEqual(2);
      expect(intro).toContain('한빛유통');
      expect(intro).toMatch(/합니다\.|습니다\./);
      // Every entry and every line of every description stays; episodes are untouched.
      expectKeptWhole(sections);
      expect(composeResume(request('ko')).sections).toEqual(sections);
    }
  });

  it('keeps the interface language when the resume’s names can be written in it', () => {
    const s = korean();
    s.works = s.works.map((w, i) => ({
      ...w,
      company: ['Nuri Logistics', 'Hanbit Retail'][i],
      position: 'Buyer',
    }));
    s.educations[0] = { ...s.educations[0], school: 'Hanbit University', major: 'Logistics' };
    const en = { ...request('en'), profile: { name: 'x', sections: s } };
    expect(introLanguage(en)).toEqual({ lang: 'en', reason: 'interface' });
    expect(composeIntro(en)).toMatch(/Hanbit Retail/);
    expect(scriptCounts(composeIntro(en)).hangul).toBe(0);
    expect(introLanguage({ ...en, lang: 'id' }).lang).toBe('id');
  });
});
