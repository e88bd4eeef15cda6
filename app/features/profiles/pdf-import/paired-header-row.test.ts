import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { unpairSections } from './paired-sections';

describe('one header row over two side-by-side sections ("어학 | 컴퓨터 활용" over "언어 | 시험 | 취득일 | 프로그램 | 수준")', () => {
  it("is cut after the left half's date column, rows under it too, an undated right-width row going right (ko)", () => {
    const lines = [
      '어학\t컴퓨터 활용',
      '언어\t시험\t취득일\t프로그램\t수준\t프로그램\t수준',
      '중국어\tHSK 5급\t2017.07\tPhotoshop\t상\tPremiere\t중',
      'Illustrator\t중\tExcel\t상',
      '수상',
    ];
    expect(unpairSections(lines)).toEqual([
      '어학',
      '언어\t시험\t취득일',
      '중국어\tHSK 5급\t2017.07',
      '',
      '컴퓨터 활용',
      '프로그램\t수준\t프로그램\t수준',
      'Photoshop\t상\tPremiere\t중',
      'Illustrator\t중\tExcel\t상',
      '',
      '수상',
    ]);
    const s = parseResumeText(['김하늘', ...lines].join('\n')).sections;
    expect(s.languages.map((l) => [l.languageName, l.languageDetail])).toEqual([['중국어', 'HSK 5급']]);
    expect(s.skills).toEqual(['Photoshop', 'Premiere', 'Illustrator', 'Excel']);
  });

  it('leaves pairs without a header row, and a header with no date column, as they were', () => {
    const noHeader = ['학력\t자격증', '한국대학교\t2015.02\t정보처리기사\t2016.11'];
    expect(unpairSections(noHeader)).toEqual([
      '학력',
      '한국대학교\t2015.02',
      '',
      '자격증',
      '정보처리기사\t2016.11',
      '',
    ]);
    const undatedHeader = ['어학\t컴퓨터 활용', '언어\t수준\t프로그램\t수준', '영어\t중\tExcel\t상'];
    expect(unpairSections(undatedHeader)).toEqual(undatedHeader);
  });
});
