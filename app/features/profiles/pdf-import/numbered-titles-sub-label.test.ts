import { describe, expect, it } from 'vitest';
import { servedHeadUnder, titlesNumbered } from './numbered-titles-sub-label';
import { splitSections } from './sections';

const resume = [
  '1. 경력 상세',
  '',
  '한결중공업(주)\t2018.07 – 현재 (8년 5개월)',
  '선체설계부 · 책임엔지니어',
  '담당업무\t선체 구조설계',
  '',
  '프로젝트',
  '174K LNG운반선 구조 설계\t2022.03 – 2023.08',
  '내용\t화물창 지지구조 상세설계',
  '',
  '동남조선해양(주)\t2014.03 – 2018.06 (4년 4개월)',
  '기본설계팀 · 선임',
  '',
  '2. 학력',
  '부산대학교\t조선해양공학과\t학사',
];

describe('a bare projects title among numbered titles', () => {
  it('is a sub-label: the next head with its time served returns to the works', () => {
    expect(titlesNumbered(['1. 경력 상세', '프로젝트', '2. 학력'])).toBe(true);
    const kinds = splitSections(resume).sections.map((s) => s.kind);
    expect(kinds).toEqual(['works', 'projects', 'works', 'educations']);
  });

  it('tells a company head from a project head by the time served', () => {
    const next = servedHeadUnder('프로젝트', resume.slice(2, 5));
    expect(next?.('동남조선해양(주)\t2014.03 – 2018.06 (4년 4개월)')).toBe(true);
    expect(next?.('82K 벌크선 구조 재검토\t2015.09 – 2016.06')).toBe(false);
    expect(servedHeadUnder('2. 프로젝트', resume.slice(2, 5))).toBeNull();
    expect(servedHeadUnder('프로젝트', ['한결중공업(주)\t2018.07 – 현재'])).toBeNull();
  });
});
