import { describe, expect, it } from 'vitest';
import type { ResumeSections } from '../../../../db/schema/profiles';
import type { ResumeRequest } from '~/integrations/ai/types';
import { composeIntro } from './intro';
import { scriptCounts } from './text';

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
