import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';
import { isWholeDate } from './stacked-dates';

const PAGE = 595;
const run = (text: string, x: number, y: number, width: number): TextRun => ({
  text,
  x,
  y,
  width,
  size: 9.5,
  font: 'Regular',
});

describe('dated lines stacked in one table cell', () => {
  it('are rows of their own, each with its date (ko, a label cell beside the first only)', () => {
    const lines = pageToLines(
      [
        run('자격증', 40, 700, 30),
        run('물류관리사 — 한국산업인력공단', 120, 700, 150),
        run('2017.08', 520, 700, 36),
        run('빅데이터분석기사 — 한국데이터산업진흥원', 120, 687, 205),
        run('2021.12', 520, 687, 36),
        run('SQL 개발자(SQLD) — 한국데이터산업진흥원', 120, 674, 200),
        run('2019.06', 520, 674, 36),
      ],
      PAGE,
    );
    expect(lines).toEqual([
      '자격증\t물류관리사 — 한국산업인력공단\t2017.08',
      '빅데이터분석기사 — 한국데이터산업진흥원\t2021.12',
      'SQL 개발자(SQLD) — 한국데이터산업진흥원\t2019.06',
    ]);
  });

  it('are rows of their own in English too (a language cell)', () => {
    const lines = pageToLines(
      [
        run('Languages', 40, 700, 50),
        run('English — IELTS 7.5', 120, 700, 95),
        run('Mar 2022', 515, 700, 41),
        run('Japanese — JLPT N2', 120, 687, 95),
        run('Dec 2019', 515, 687, 41),
      ],
      PAGE,
    );
    expect(lines).toEqual(['Languages\tEnglish — IELTS 7.5\tMar 2022', 'Japanese — JLPT N2\tDec 2019']);
  });

  it('leave a cell that wrapped beside a date as one row', () => {
    const lines = pageToLines(
      [
        run('2014.08 ~ 2018.10', 40, 700, 72),
        run('Institut Teknologi', 130, 700, 75),
        run('Informatics', 210, 700, 45),
        run('3.54/4.00', 350, 700, 38),
        run('Bandung', 130, 686, 35),
      ],
      PAGE,
    );
    expect(lines).toEqual(['2014.08 ~ 2018.10\tInstitut Teknologi Bandung\tInformatics\t3.54/4.00']);
  });
});

describe('isWholeDate', () => {
  it('is a date or a whole period alone', () => {
    expect(['2021.12', 'Mar 2019 – Jul 2021', '2020.09 ~ 현재', '2016.11.'].map(isWholeDate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('is not a period stopped at its joiner, nor a name with a date', () => {
    expect(['2019.03 ~', 'Mar 2019 –', '정보처리기사 2016.11', 'TOEIC 905'].map(isWholeDate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
