import { describe, expect, it } from 'vitest';
import { unpairSections } from './paired-sections';
import { parseResumeText } from './parse';

const GRID = [
  '학력\t자격증',
  '',
  '한양대학교\t경영학과 학사 · 학점 3.87/4.5\t2014.03 - 2019.02\tSQL 개발자(SQLD)\t한국데이터산업진흥원\t2020.12',
  '',
  '어학\t• 수상',
  '',
  '영어\tTOEIC 905\t2023.01\t그로스 해커톤 대상\t무신사\t2023.11',
  '일본어\tJLPT N2\t2018.07',
];

describe('two sections side by side', () => {
  it('are read one after the other, each row cut after its left half’s date', () => {
    expect(unpairSections(GRID).filter(Boolean)).toEqual([
      '학력',
      '한양대학교\t경영학과 학사 · 학점 3.87/4.5\t2014.03 - 2019.02',
      '자격증',
      'SQL 개발자(SQLD)\t한국데이터산업진흥원\t2020.12',
      '어학',
      '영어\tTOEIC 905\t2023.01',
      '일본어\tJLPT N2\t2018.07',
      '• 수상',
      '그로스 해커톤 대상\t무신사\t2023.11',
    ]);
  });

  it('fill their own sections', () => {
    const { sections } = parseResumeText(['정하은', ...GRID].join('\n'));
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end])).toEqual([
      ['한양대학교', '경영학과', '2014.03', '2019.02'],
    ]);
    expect(sections.certifications.map((c) => c.certificationName)).toEqual(['SQL 개발자(SQLD)']);
    expect(sections.languages.map((l) => l.languageName)).toEqual(['영어', '일본어']);
    expect(sections.awards.map((a) => [a.awardName, a.awardIssuedBy])).toEqual([['그로스 해커톤 대상', '무신사']]);
  });

  it('leave a line of two headings with nothing cut under it as it is', () => {
    const lines = ['학력\t경력', '한양대학교 경영학과'];
    expect(unpairSections(lines)).toEqual(lines);
  });
});
