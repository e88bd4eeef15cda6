import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { tabHeadingRow } from './tab-heading-row';

const isHeading = (cell: string) => ['학력사항', '경력/인턴', '어학'].includes(cell);

describe("a portal's section tab beside its table's header row", () => {
  it('is the heading, the rest the header row, over a row one cell shorter', () => {
    expect(
      tabHeadingRow(
        '학력사항\t재학기간\t학교명\t전공\t졸업구분',
        '2019.03 ~ 2023.02\t부경대학교\t식품공학과\t졸업',
        isHeading,
      ),
    ).toEqual({ heading: '학력사항', row: '재학기간\t학교명\t전공\t졸업구분' });
  });

  it('is none when the rows have a cell under the first title, or the first cell is no heading', () => {
    expect(tabHeadingRow('자격증\t취득일', '2020.01', isHeading)).toBeNull();
    expect(tabHeadingRow('기간\t학교명\t전공', '2019.03 ~ 2023.02\t부경대학교', isHeading)).toBeNull();
  });

  it('reads the schools and the internship under their tabs', () => {
    const { sections } = parseResumeText(
      [
        '이력서',
        '성명\t박지안',
        '',
        '학력사항\t재학기간\t학교명\t전공\t학점\t졸업구분',
        '2019.03 ~ 2023.02\t부경대학교\t식품공학과\t3.71 / 4.5\t졸업',
        '',
        '경력/인턴\t기간\t기관명\t부서\t구분\t주요업무',
        '2023.01 ~ 2023.02\t(주)바다식품\t품질팀\t인턴\t원료 입고 검사 보조',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end])).toEqual([
      ['부경대학교', '식품공학과', '2019.03', '2023.02'],
    ]);
    expect(sections.works.map((w) => [w.company, w.start, w.end])).toEqual([
      ['(주)바다식품', '2023.01', '2023.02'],
    ]);
  });
});

describe('a first cell that titles a column too', () => {
  it('is a tab when another cell titles the same field, else the header row’s own first title', () => {
    expect(tabHeadingRow('어학\t언어\t시험명\t점수', '영어\tTOEIC\t850점', isHeading)).toEqual({
      heading: '어학',
      row: '언어\t시험명\t점수',
    });
    expect(
      tabHeadingRow('언어\t회화능력\t공인시험\t취득일', '독일어\t일상 회화 가능\tTestDaF 4', () => true),
    ).toBeNull();
  });
});
