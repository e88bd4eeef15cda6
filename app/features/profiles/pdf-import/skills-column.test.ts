import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { takeSkillsColumns } from './skills-column';

describe("a grid's computer-skills column", () => {
  it('gives skills, and the row keeps its language and score', () => {
    const parsed = parseResumeText(
      [
        '한도윤',
        '',
        '자격사항',
        '외국어\t시험명\t점수(등급)\t컴퓨터 활용 능력\t응시일자',
        '영어\tTOEIC\t845\tETAP, AutoCAD Electrical, 엑셀\t2024.02.18',
      ].join('\n'),
    );
    expect(parsed.sections.skills).toEqual(['ETAP', 'AutoCAD Electrical', '엑셀']);
    expect(parsed.sections.languages.map((l) => [l.languageName, l.languageDetail])).toEqual([
      ['영어', 'TOEIC 845'],
    ]);
  });

  it('leaves a heading of that name and a grid without such a column alone', () => {
    const lines = ['컴퓨터 활용 능력', '엑셀, 파워포인트', '외국어\t시험명\t점수', '영어\tTOEIC\t845'];
    expect(takeSkillsColumns(lines)).toEqual({ lines, skills: [] });
    // A data row that holds the words is no caption row.
    const row = ['2021.03\tOA 활용 능력 교육\t대한상공회의소'];
    expect(takeSkillsColumns(row)).toEqual({ lines: row, skills: [] });
  });
});
