import { describe, expect, it } from 'vitest';
import { parseEducations } from './education';

const theses = (lines: string[]) => parseEducations(lines).map((e) => [e.school, e.thesis]);

describe('a thesis in a row of its own under its school', () => {
  it('is the thesis of the school above (ko, en)', () => {
    expect(
      theses([
        '기간\t학교\t전공 / 학위\t학점',
        '',
        '2015.03 ~ 2017.02\t부산대학교 대학원\t해양학과 / 석사\t4.01 / 4.5',
        '',
        '석사논문 : 연안 퇴적물의 미세플라스틱 분포 연구',
        '',
        '2011.03 ~ 2015.02\t부경대학교\t해양학과 / 학사\t3.55 / 4.5',
      ]),
    ).toEqual([
      ['부산대학교 대학원', '연안 퇴적물의 미세플라스틱 분포 연구'],
      ['부경대학교', ''],
    ]);
    expect(
      theses(['2016 – 2018\tUniversity of Leeds\tMSc Geography', '', 'Thesis: Flood risk in upland peat catchments']),
    ).toEqual([['University of Leeds', 'Flood risk in upland peat catchments']]);
  });

  it('leaves a school that has its own thesis alone', () => {
    expect(
      theses([
        '2015.03 ~ 2017.02\t부산대학교 대학원\t해양학과 / 석사',
        '논문 : 연안 퇴적물 연구',
        '',
        '졸업논문 : 다른 연구',
      ]),
    ).toEqual([['부산대학교 대학원', '연안 퇴적물 연구']]);
  });
});
