import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { shortRowColumns } from './short-table-row';

const HEADER = '입학년월\t졸업년월\t학교명\t전공\t학점\t소재지';
const schools = (lines: string[]) => parseResumeText(['김하늘', '', ...lines].join('\n')).sections.educations;

describe('a school row printed without its empty cells', () => {
  it('keeps the school under 학교명 and the town under 소재지 (no major, no grade)', () => {
    const [high, university] = schools([
      '학력사항',
      HEADER,
      '2005.03\t2008.02\t대전 한빛고등학교\t대전',
      '2008.03\t2014.02\t충남대학교\t화학공학과\t3.71/4.5\t대전',
    ]);
    expect(high).toMatchObject({ school: '대전 한빛고등학교', major: '', gradLevel: 'high_school' });
    expect(high).toMatchObject({ start: '2005.03', end: '2008.02' });
    expect(university).toMatchObject({ school: '충남대학교', major: '화학공학과', gpa: '3.71/4.5' });
  });

  it('leaves a full row, and a level word under its own column, where they were', () => {
    const columns = ['level', 'school', 'major', 'period', 'gpa'];
    const anchors = [{ column: 'school', test: (c: string) => /학교|SMA/.test(c) }];
    expect(shortRowColumns(columns, ['학사', '한빛대학교', '경영학과', '2010', '3.5'], anchors)).toEqual(
      columns,
    );
    // Anchors only move a cell right: the school already under its column keeps the cells after it in order.
    expect(shortRowColumns(columns, ['한빛대학교', '경영학과'], anchors)).toEqual(['school', 'major']);
    expect(shortRowColumns(columns, ['', '한빛대학교', '경영학과'], anchors)).toEqual([
      'level',
      'school',
      'major',
    ]);
    const [, sma] = schools([
      'Pendidikan',
      'Jenjang\tNama Institusi\tJurusan\tTahun\tIPK',
      'S1\tUniversitas Pakuan\tAkuntansi\t2014 – 2018\t3,51/4,00',
      'SMA\tSMA Negeri 2 Bogor\tIPS\t2011 – 2014',
    ]);
    expect(sma).toMatchObject({ school: 'SMA Negeri 2 Bogor', major: 'IPS' });
  });
});
