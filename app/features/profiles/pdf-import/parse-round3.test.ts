// Résumés with a date column on the left, as NanumGothic and NanumMyeongjo print them (issue 37, third
// round): a section word after a modifier, projects under activities, a project's year in its own
// cell, an issuer's acronym in brackets, a city with its province, a degree named with "in".
import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

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
      '',
      'Awards',
      '2018\tJuara 1 Lomba Analisis Laporan Keuangan – Universitas Sumatera Utara',
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

  it('reads the issuer after a spaced en dash', () => {
    expect(en.sections.awards).toEqual([
      {
        awardName: 'Juara 1 Lomba Analisis Laporan Keuangan',
        awardIssuedBy: 'Universitas Sumatera Utara',
        awardYear: '2018',
      },
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

describe('a table 이력서 whose period header is merged over two columns', () => {
  const { sections } = parseResumeText(
    text(
      '임도윤',
      '',
      '학력사항',
      '기간',
      '학교명\t전공\t학점\t졸업구분',
      '입학\t졸업',
      '',
      '2009.03 – 2012.02\t광주숭일고등학교\t-\t-\t졸업',
      '2012.03 – 2018.02\t조선대학교\t전기공학과\t3.7/4.5\t졸업',
      '',
      '경력사항',
      '재직기간',
      '회사명\t부서\t직급',
      '시작\t종료',
      '',
      '2021.04\t재직 중\t한국전력공사\t배전운영부\t대리',
      '담당업무: 배전 설비 점검 계획 수립',
      '2018.03 – 2021.03\t금호전기\t생산기술팀\t사원',
      '담당업무: 검사 장비 유지보수',
      '',
      '어학능력',
      '외국어\t시험명\t점수\t취득일',
      '영어\tTOEIC\t780점\t2020.09',
    ),
  );

  it('reads each school under its columns, never the merged title as a school', () => {
    expect(sections.educations.map((e) => [e.school, e.major, e.gpa, e.start, e.end])).toEqual([
      ['광주숭일고등학교', '', '', '2009.03', '2012.02'],
      ['조선대학교', '전기공학과', '3.7/4.5', '2012.03', '2018.02'],
    ]);
  });

  // The department column goes before the title in the position (ADR 0044, round 7; the 직급 alone before).
  it('keeps each job’s cells under their titles whether its start and end are one period or two cells', () => {
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end, w.achievements])).toEqual([
      ['한국전력공사', '배전운영부 대리', '2021.04', '', '배전 설비 점검 계획 수립'],
      ['금호전기', '생산기술팀 사원', '2018.03', '2021.03', '검사 장비 유지보수'],
    ]);
  });

  it('leaves the date a score was taken out of the score', () => {
    expect(sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC 780점', languageLevel: 'intermediate' },
    ]);
  });
});

describe('a NanumMyeongjo résumé with a score after the language and skills split by slashes', () => {
  const { sections } = parseResumeText(
    text(
      '성지안',
      '',
      '어학',
      '2021.06\t영어 TOEIC 870점',
      '',
      '외국어',
      'English Advanced (IELTS 7.5)',
      '',
      '보유 기술',
      'Aspen HYSYS / MATLAB / Excel VBA / HTML/CSS',
    ),
  );

  it('reads the language’s name apart from its test or level', () => {
    expect(sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC 870점', languageLevel: 'advanced' },
      { languageName: 'English', languageDetail: 'IELTS 7.5', languageLevel: 'advanced' },
    ]);
  });

  it('splits skills at a spaced slash, never inside "HTML/CSS"', () => {
    expect(sections.skills).toEqual(['Aspen HYSYS', 'MATLAB', 'Excel VBA', 'HTML/CSS']);
  });
});

describe('section titles numbered with two digits', () => {
  it('opens the section a numbered title names, and leaves a year before a word alone', () => {
    expect(headingOf('01 경력사항')?.kind).toBe('works');
    expect(headingOf('02–학력')?.kind).toBe('educations');
    expect(headingOf('03 Skills')?.kind).toBe('skills');
    expect(headingOf('2019 경력')).toBeNull();
    expect(headingOf('10 years of experience')).toBeNull();
  });
});

describe('a 경력기술서 whose jobs and projects are headlines marked with ■', () => {
  const { sections } = parseResumeText(
    text(
      '표예준',
      '',
      '경력 사항',
      '■ 삼성전기 | 생산기술팀 책임 | 2019.07 ~ 현재',
      '- MLCC 적층 공정 수율을 92%에서 96%로 높였습니다.',
      '',
      '주요 프로젝트',
      '■ 적층 공정 불량 예측 모델',
      '· 내용: 공정 센서 데이터로 불량 로트를 미리 골라내는 모델을 만들었습니다.',
      '· 사용 도구: Python, scikit-learn',
    ),
  );

  it('never keeps the mark in the company or the project name', () => {
    expect(sections.works.map((w) => [w.company, w.position, w.start])).toEqual([
      ['삼성전기', '생산기술팀 책임', '2019.07'],
    ]);
    expect(sections.projects.map((p) => [p.projectName, p.technologiesUsed])).toEqual([
      ['적층 공정 불량 예측 모델', 'Python, scikit-learn'],
    ]);
  });
});

describe('a DRH whose skills section names the languages under their own label', () => {
  const { sections } = parseResumeText(
    text(
      'Yulia Kartika Sari',
      '',
      'IV. KEMAMPUAN',
      'Kemampuan Komputer: Microsoft Office, Canva',
      'Bahasa: Inggris (menengah), Jawa (bahasa ibu)',
      'Languages: Python, Scala',
    ),
  );

  it('reads "Bahasa:" as languages and keeps programming languages among the skills', () => {
    expect(sections.languages.map((l) => [l.languageName, l.languageLevel])).toEqual([
      ['Inggris', 'intermediate'],
      ['Jawa', 'professional'],
    ]);
    expect(sections.skills).toEqual(['Microsoft Office', 'Canva', 'Python', 'Scala']);
  });
});
