import { describe, expect, it } from 'vitest';
import { isSchoolSummary } from './school-summary';
import { withoutGluedStatus } from './status-glued-school';
import { parseResumeText } from './parse';
import { splitSections } from './sections';

describe("a portal's note of the last school beside the 학력 heading", () => {
  it('is a summary, no school', () => {
    for (const note of [
      '대학교(4년) 졸업',
      '대학원 석사 졸업',
      '고등학교 졸업',
      '전문대학(2~3년) 졸업예정',
      '학사 졸업',
    ])
      expect(isSchoolSummary(note)).toBe(true);
    const { sections } = splitSections([
      '학력\t대학교(4년) 졸업',
      '2012.03 ~ 2016.02\t졸업\t부경대학교\t해양학과',
    ]);
    expect(sections[0]).toEqual({
      kind: 'educations',
      lines: ['2012.03 ~ 2016.02\t졸업\t부경대학교\t해양학과'],
    });
  });

  it('leaves a rest that names a school alone', () => {
    for (const school of ['부경대학교 졸업', '한국외국어대학교 (서울) 졸업', 'Universitas Brawijaya'])
      expect(isSchoolSummary(school)).toBe(false);
    const { sections } = splitSections(['학력\t부경대학교 해양학과 졸업 (2016.02)']);
    expect(sections[0].lines).toEqual(['부경대학교 해양학과 졸업 (2016.02)']);
  });
});

describe('a portal\'s status stuck to the school\'s name ("2014.03 ~ 2018.02 졸업호남보건대학교")', () => {
  it('is no part of the school (ko)', () => {
    const { sections } = parseResumeText(
      [
        '학력\t대학교(4년) 졸업',
        '',
        '2014.03 ~ 2018.02 졸업호남보건대학교\t치위생학과 | 학점 3.9 / 4.5',
        '',
        '2011.03 ~ 2014.02 졸업용봉여자고등학교\t문과계열',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end])).toEqual([
      ['호남보건대학교', '치위생학과', '2014.03', '2018.02'],
      ['용봉여자고등학교', '문과계열', '2011.03', '2014.02'],
    ]);
  });

  it('leaves a name that opens with such a word alone', () => {
    expect(withoutGluedStatus('졸업호남보건대학교')).toBe('호남보건대학교');
    expect(withoutGluedStatus('수료증 발급 안내')).toBe('수료증 발급 안내');
    expect(withoutGluedStatus('재학생 멘토링')).toBe('재학생 멘토링');
  });
});
