import { describe, expect, it } from 'vitest';
import { isSchoolSummary } from './school-summary';
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
