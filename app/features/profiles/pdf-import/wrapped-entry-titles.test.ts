import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { joinWrappedTitles } from './wrapped-entry-titles';

const works = (lines: string[]) =>
  parseResumeText(['Ines Vasquez', 'EXPERIENCE', ...lines].join('\n')).sections.works.map((w) => [
    w.company,
    w.position,
    w.start,
    w.end,
  ]);

describe('a title wrapped beside the place under its period', () => {
  it('is one title, the line under it the employer (the place beside the rest, en)', () => {
    const lines = [
      'Lead Engineer, Desalination Plant Commissioning and',
      'Performance Testing\tBusan, Korea',
    ];
    expect(
      joinWrappedTitles([
        'Lead Engineer, Desalination Plant Commissioning and\tMAR 2019 – PRESENT',
        ...lines.slice(1),
        'Doosan Enerbility',
        '• Commissioned two reverse-osmosis trains.',
      ]),
    ).toEqual([
      'Doosan Enerbility\tLead Engineer, Desalination Plant Commissioning and Performance Testing\tMAR 2019 – PRESENT',
      '• Commissioned two reverse-osmosis trains.',
    ]);
  });

  it('is one title when the place stands on a line of its own, over two lines of the rest', () => {
    expect(
      works([
        'Senior Analyst, Fleet Maintenance Planning\tJAN 2016 – DEC 2020',
        'Tacoma, WA',
        'and Spare Parts',
        'Forecasting',
        'Alaska Airlines',
        '• Cut grounded-aircraft days by 11% a year.',
      ]),
    ).toEqual([
      [
        'Alaska Airlines',
        'Senior Analyst, Fleet Maintenance Planning and Spare Parts Forecasting',
        '2016.01',
        '2020.12',
      ],
    ]);
  });

  it('leaves a one-line title over "Employer | City" as it is (en, id)', () => {
    const en = ['Process Engineer\tJUL 2014 – JUL 2017', 'Pfizer\tAndover, MA', '• Scaled up cell culture.'];
    expect(joinWrappedTitles(en)).toEqual(en);
    expect(works(en)).toEqual([['Pfizer', 'Process Engineer', '2014.07', '2017.07']]);
    const id = [
      'Supply Chain Planning Analyst\tJan 2020 – Sekarang',
      'PT Wings Surya\tSurabaya, Jawa Timur',
      '• Menyusun peramalan permintaan bulanan.',
    ];
    expect(joinWrappedTitles(id)).toEqual(id);
  });

  it('leaves a Korean head over a team and a position beside a city as it is', () => {
    const ko = [
      '삼성전자 메모리사업부 반도체연구소\t2020.03 ~ 현재',
      '공정개발팀',
      '책임연구원\t수원',
      '• 공정 수율 개선',
    ];
    expect(joinWrappedTitles(ko)).toEqual(ko);
  });
});
