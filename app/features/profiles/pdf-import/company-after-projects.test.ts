import { describe, expect, it } from 'vitest';
import { isNextCompanyHead } from './company-after-projects';
import { parseResumeText } from './parse';

const block = (company: string, period: string, project: string) => [
  `▶ ${company}\t${period}`,
  '소속/직급 : 서버개발팀 / 선임',
  '[주요 프로젝트]',
  `① ${project} (2017. 06. ~ 2018. 04.)`,
  '- 기술 : C++, Redis',
  '',
];

describe('the next company after a company\'s "[주요 프로젝트]"', () => {
  it('is a job again, with its period and position', () => {
    const parsed = parseResumeText(
      [
        '윤서하',
        '',
        '경력 사항',
        ...block('넥슨코리아', '2019. 10. ~ 현재', '길드전 매칭 서버 개편'),
        ...block('(주)펄어비스', '2015. 01. ~ 2019. 09.', '월드 보스 처리 개선'),
      ].join('\n'),
    );
    expect(parsed.sections.works.map((w) => [w.company, w.start, w.end])).toEqual([
      ['넥슨코리아', '2019.10', ''],
      ['(주)펄어비스', '2015.01', '2019.09'],
    ]);
    expect(parsed.sections.projects.map((p) => p.projectName)).toEqual([
      '길드전 매칭 서버 개편',
      '월드 보스 처리 개선',
    ]);
  });

  it('leaves a project line, an undated marked line and another mark alone', () => {
    expect(isNextCompanyHead('▶', '① 월드 보스 처리 개선 (2017. 06. ~ 2018. 04.)')).toBe(false);
    expect(isNextCompanyHead('▶', '▶ 주요 성과')).toBe(false);
    expect(isNextCompanyHead('■', '▶ 넥슨코리아\t2019. 10. ~ 현재')).toBe(false);
    expect(isNextCompanyHead('▶', '▶ 넥슨코리아\t2019. 10. ~ 현재')).toBe(true);
    // A projects section of its own ("주요 프로젝트" as a heading, no brackets) keeps its marked entries.
    const parsed = parseResumeText(
      [
        '윤서하',
        '',
        '경력',
        '▶ 넥슨코리아\t2019. 10. ~ 현재',
        '',
        '주요 프로젝트',
        '▶ 사내 빌드 서버\t2020. 01. ~ 2020. 06.',
      ].join('\n'),
    );
    expect(parsed.sections.works.map((w) => w.company)).toEqual(['넥슨코리아']);
    expect(parsed.sections.projects.length).toBe(1);
  });
});
