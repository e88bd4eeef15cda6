// Résumés with a date column on the left, as NanumGothic and NanumMyeongjo print them (issue 37, third
// round): a section word after a modifier, projects under activities, a project's year in its own
// cell, an issuer's acronym in brackets, a city with its province, a degree named with "in".
import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const text = (...lines: string[]) => lines.join('\n');

describe('a Korean résumé whose headings carry a modifier and whose side project sits under 활동', () => {
  const { sections } = parseResumeText(
    text(
      '윤태오',
      'taeo.yoon@example.com / 010-4418-2093 / 대구광역시 달서구',
      '',
      '직장 경력',
      '2019.07 — 현재\t대구은행',
      'IT 기획 대리',
      '• 요구사항 120건을 정리했습니다.',
      '',
      '대외활동 및 프로젝트',
      '2021.03 — 2021.09\t지역 금융 데이터 해커톤',
      '소상공인 대출 상환 위험을 예측하는 모델로 본선에 올랐습니다.',
      '',
      '활동',
      '2022.05 — 2022.12\t사내 업무 자동화 봇',
      '반복 보고서 작성을 자동화하는 메신저 봇을 만들었습니다.',
      '사용 기술: Python, Slack API',
      '',
      '봉사 경력',
      '2015.01 — 2015.12\t지역 아동센터 학습 지도',
    ),
  );

  it('reads the jobs under "직장 경력", and the volunteering under "봉사 경력" as no job', () => {
    expect(sections.works.map((w) => [w.company, w.position, w.start])).toEqual([
      ['대구은행', 'IT 기획 대리', '2019.07'],
    ]);
    expect(sections.works[0].achievements).toBe('• 요구사항 120건을 정리했습니다.');
  });

  it('reads "대외활동 및 프로젝트" and an activity built with tools as projects, the date never their name', () => {
    expect(sections.projects).toEqual([
      {
        projectName: '지역 금융 데이터 해커톤',
        projectDescription: '소상공인 대출 상환 위험을 예측하는 모델로 본선에 올랐습니다.',
        technologiesUsed: '',
      },
      {
        projectName: '사내 업무 자동화 봇',
        projectDescription: '반복 보고서 작성을 자동화하는 메신저 봇을 만들었습니다.',
        technologiesUsed: 'Python, Slack API',
      },
    ]);
  });

  it('leaves activities without tools out of the projects', () => {
    const { sections: plain } = parseResumeText(
      text('김하나', '', '활동', '2019.03 — 2019.12\t교내 밴드 동아리 회장', '정기 공연 4회를 열었습니다.'),
    );
    expect(plain.projects).toEqual([]);
  });
});

describe('an English and an Indonesian CV with the dates in a left column', () => {
  const en = parseResumeText(
    text(
      'Minho Kang',
      'minho.kang@example.com · +82 10-3120-5561 · Incheon, South Korea',
      '',
      'Education',
      'Mar 2014 – Feb 2018\tKyungpook National University',
      'Bachelor of Fine Arts in Visual Design, GPA 3.8/4.5',
      '',
      'Projects',
      '2021\tCrew Pairing Optimizer',
      'A solver that builds monthly crew pairings and reports their cost against the manual plan.',
      'Tech: Python, OR-Tools',
      '',
      'Certificates',
      'Nov 2020\tCertified in Production and Inventory Management (APICS)',
      'Jan 2019\tProject Management Professional (PMP)',
    ),
  );
  const id = parseResumeText(
    text('Ahmad Fauzi', 'ahmad.fauzi@example.com · 0813-6620-1193 · Medan, Sumatera Utara'),
  );

  it('takes the project name beside its year, not the year', () => {
    expect(en.sections.projects.map((p) => [p.projectName, p.technologiesUsed])).toEqual([
      ['Crew Pairing Optimizer', 'Python, OR-Tools'],
    ]);
  });

  it('reads an acronym in brackets as the issuer unless it is the name’s own initials', () => {
    expect(en.sections.certifications.map((c) => [c.certificationName, c.certificationIssuedBy])).toEqual([
      ['Certified in Production and Inventory Management', 'APICS'],
      ['Project Management Professional (PMP)', ''],
    ]);
  });

  it('keeps the major of "Bachelor of … in …" when a grade follows the comma', () => {
    expect(en.sections.educations[0]).toMatchObject({
      major: 'Visual Design',
      gpa: '3.8/4.5',
      gradLevel: 'university',
    });
  });

  it('takes the province as the region of "City, Province", the place as written as the address', () => {
    expect(id.sections.person).toMatchObject({
      country: 'ID',
      region: 'Sumatera Utara',
      address: 'Medan, Sumatera Utara',
    });
    expect(en.sections.person).toMatchObject({ country: 'KR', region: 'Incheon' });
  });
});
