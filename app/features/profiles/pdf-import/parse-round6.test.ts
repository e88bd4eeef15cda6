// Issue 37, sixth round, each rule made on a development layout of its kind (written for the round, not
// copied from held-out-6): a 경력기술서 with "■ 회사 | 기간" jobs, labelled 부서/직급 lines and a project table
// under each job (ko-nanum-career-project-table, ko-myeongjo-career-project-table-tech), and an
// event-style 이력 under bracketed sub-headings, schools and jobs as pairs of dated events
// (ko-myeongjo-event-history-tabs, ko-nanum-event-history-korean-months). Each rule is tested both ways.
import { describe, expect, it } from 'vitest';
import { joinEvents } from './events';
import { parseResumeText } from './parse';
import { takeProjectTables } from './project-table';
import { headingOf } from './sections';

const text = (...lines: string[]) => lines.join('\n');

describe('bracketed sub-headings', () => {
  it('open the section their word names: [학력], 【경력】, < 자격 >, [자격 및 어학]', () => {
    expect(headingOf('[학력]')?.kind).toBe('educations');
    expect(headingOf('【경력】')?.kind).toBe('works');
    expect(headingOf('< 자격 >')?.kind).toBe('certifications');
    expect(headingOf('[자격 및 어학]')?.kind).toBe('certifications');
    expect(headingOf('[보유 기술]')?.kind).toBe('skills');
  });

  it('leave a bracketed line that names no section, and a count in brackets, as lines', () => {
    expect(headingOf('[사내 해커톤 우승]')).toBeNull();
    expect(headingOf('(총 6년 4개월)')).toBeNull();
    expect(headingOf('[2021]')).toBeNull();
  });
});

describe('an event-style 이력', () => {
  const resume = parseResumeText(
    text(
      '윤가람',
      '010-6621-4087 · garam.yoon@example.com',
      '이력',
      '[학력]',
      '2012. 02.\t부산동여자고등학교 졸업',
      '2012. 03.\t부산대학교 경영학과 입학',
      '2017. 02.\t부산대학교 경영학과 졸업 (학점 3.72/4.5)',
      '',
      '[경력]',
      '2017. 01.\t이마트 입사 (영업관리팀 사원)',
      '2020. 06.\t이마트 퇴사',
      '2020. 07. – 현재\tCJ프레시웨이 유통기획팀 대리',
      '',
      '[병역]',
      '2012. 04.\t육군 입대',
      '2014. 01.\t육군 병장 만기 전역',
      '',
      '[자격 및 어학]',
      '2016. 08.\t유통관리사 2급 취득',
      '2019. 11.\tTOEIC 845점',
    ),
  );

  it('makes a school of its 입학 and 졸업 lines, and a school with only a 졸업 line one without a start', () => {
    expect(resume.sections.educations).toEqual([
      expect.objectContaining({ school: '부산동여자고등학교', start: '', end: '2012.02', graduated: true }),
      expect.objectContaining({
        school: '부산대학교',
        major: '경영학과',
        gpa: '3.72/4.5',
        start: '2012.03',
        end: '2017.02',
        graduated: true,
      }),
    ]);
  });

  it('makes a job of its 입사 and 퇴사 lines (the bracket the position), keeps a period line, and no job of 입대 and 전역', () => {
    expect(resume.sections.works).toEqual([
      { company: '이마트', position: '영업관리팀 사원', achievements: '', start: '2017.01', end: '2020.06' },
      { company: 'CJ프레시웨이', position: '유통기획팀 대리', achievements: '', start: '2020.07', end: '' },
    ]);
  });

  it('reads "취득" as no part of a certificate, and a lone TOEIC score in a Korean resume as English', () => {
    expect(resume.sections.certifications).toEqual([
      { certificationName: '유통관리사 2급', certificationIssuedBy: '', issueDate: '2016.08' },
    ]);
    expect(resume.sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC 845점', languageLevel: 'intermediate' },
    ]);
  });

  it('names the company by the words the 입사 and 퇴사 lines share; an 입사 without its 퇴사 is ongoing', () => {
    expect(
      joinEvents(
        [
          '2018년 3월\t(주)대웅제약 품질관리팀 입사',
          '2021년 9월\t(주)대웅제약 퇴사',
          '2021년 10월\t종근당 입사 – 품질보증팀 과장',
        ],
        'works',
      ),
    ).toEqual(['2018.03 – 2021.09\t(주)대웅제약\t품질관리팀', '2021.10 – 현재\t종근당\t품질보증팀 과장']);
  });

  it('pairs a graduate school 입학 with its 수료, the status kept for the reader', () => {
    expect(
      joinEvents(
        ['2016년 3월\tKAIST 화학과 석사과정 입학', '2018년 2월\tKAIST 화학과 석사과정 수료'],
        'educations',
      ),
    ).toEqual(['2016.03 – 2018.02\tKAIST 화학과 석사과정 수료']);
  });

  it('leaves a section without an opening event as it is: dates-left rows and period lines', () => {
    const lines = [
      '2019.02\t서울대학교 경영학과 졸업',
      '2015.03 ~ 2019.02\t연세대학교 경제학과 졸업',
      '2021.03\t삼성전자 입사',
    ];
    expect(joinEvents(lines.slice(0, 2), 'educations')).toEqual(lines.slice(0, 2));
    // "입사" without a date cell before it, or with a period there, is no event.
    expect(
      joinEvents(['삼성전자 입사 후 물류 시스템을 맡았습니다.', '2019.03 ~ 2021.02\tLG전자 입사'], 'works'),
    ).toEqual(['삼성전자 입사 후 물류 시스템을 맡았습니다.', '2019.03 ~ 2021.02\tLG전자 입사']);
  });

  it('does not pair a close with the opening of another school', () => {
    expect(
      joinEvents(
        ['2014. 03.\t한양대학교 기계공학과 입학', '2016. 02.\t경희대학교 기계공학과 졸업'],
        'educations',
      ),
    ).toEqual(['2014.03 – 현재\t한양대학교 기계공학과 재학', '2016. 02.\t경희대학교 기계공학과 졸업']);
  });
});

describe('a 경력기술서', () => {
  const resume = parseResumeText(
    text(
      '경력기술서',
      '성명\t한지수\t생년월일\t1988. 07. 21.',
      '연락처\t010-4182-7735\t이메일\tjisu.han@example.com',
      '경력',
      '■ 주식회사 세림테크 | 2019.03 ~ 현재',
      '부서: 품질보증팀 · 직급: 책임',
      '담당업무: 차량용 전장 부품의 신뢰성 시험 설계',
      '',
      '프로젝트\t기간\t역할\t성과',
      '',
      'ECU 고온 수명 시험 자동화\t2021.02 ~ 2021.11\t시험 설계\t시험 기간 40% 단축',
      '',
      '필드 불량 분석 체계 구축\t2022.05 ~ 2023.03\tPM\t클레임 65% 감소',
      '',
      '■ 대한정밀(주) | 2013.01 ~ 2019.02',
      '',
      '소속: 생산기술팀',
      '직위: 선임',
      '담당업무: SMT 라인 공정 관리',
    ),
  );

  it('takes the name from the 성명 cell, not from the title "경력기술서"', () => {
    expect(resume.name).toBe('한지수');
  });

  it('reads each "■ 회사 | 기간" as a job with its department before its title, the project rows not as jobs', () => {
    expect(resume.sections.works).toEqual([
      {
        company: '주식회사 세림테크',
        position: '품질보증팀 책임',
        achievements: '차량용 전장 부품의 신뢰성 시험 설계',
        start: '2019.03',
        end: '',
      },
      {
        company: '대한정밀(주)',
        position: '생산기술팀 선임',
        achievements: 'SMT 라인 공정 관리',
        start: '2013.01',
        end: '2019.02',
      },
    ]);
  });

  it('reads the project table rows as projects: the 프로젝트 cell the name, the 성과 cell the description', () => {
    expect(resume.sections.projects).toEqual([
      {
        projectName: 'ECU 고온 수명 시험 자동화',
        projectDescription: '시험 기간 40% 단축',
        technologiesUsed: '',
      },
      {
        projectName: '필드 불량 분석 체계 구축',
        projectDescription: '클레임 65% 감소',
        technologiesUsed: '',
      },
    ]);
  });

  it('takes a 사용 기술 column as the tools, and a role column as the description only when there is no outcome', () => {
    expect(
      takeProjectTables([
        '기간\t프로젝트명\t담당 역할\t사용 기술',
        '2021. 01. ~ 2022. 06.\t매치메이킹 서버 재구축\t설계 리드\tGo, Redis',
      ]).projects,
    ).toEqual([
      {
        projectName: '매치메이킹 서버 재구축',
        projectDescription: '설계 리드',
        technologiesUsed: 'Go, Redis',
      },
    ]);
  });

  it('leaves a work table (기간 | 회사명 | 직위 | 담당업무) to the jobs, and a job line after a project table a job', () => {
    const works = [
      '기간\t회사명\t직위\t담당업무',
      '2016.03 ~ 2019.08\t(주)한진해운물류\t사원\t통관 서류 작성',
    ];
    expect(takeProjectTables(works)).toEqual({ lines: works, projects: [] });
    const after = takeProjectTables([
      '프로젝트\t기간\t역할\t성과',
      'A 시스템 구축\t2020.01 ~ 2020.06\tPM\t비용 10% 절감',
      '■ 대한정밀(주)\t2013.01 ~ 2019.02',
    ]);
    expect(after.lines).toEqual(['■ 대한정밀(주)\t2013.01 ~ 2019.02']);
    expect(after.projects.map((p) => p.projectName)).toEqual(['A 시스템 구축']);
  });

  it('keeps a lone "직급:" line the position, and a labelled line that names no department in the duties', () => {
    const works = parseResumeText(
      text(
        '경력',
        '■ 세림테크 | 2019.03 ~ 현재',
        '직급: 책임',
        '주요 성과: 불량률 30% 감소 · 비고: 팀장 대행',
      ),
    ).sections.works;
    expect(works).toEqual([
      expect.objectContaining({ company: '세림테크', position: '책임', start: '2019.03' }),
    ]);
    expect(works[0].achievements).toContain('불량률 30% 감소');
  });
});

describe('smaller pieces of the round', () => {
  it('reads an address after "주소" with no colon, and a school known by its initials before its department', () => {
    const resume = parseResumeText(
      text(
        '문태오',
        '주소 대전광역시 유성구 대학로 291',
        '학력',
        '2016.03 ~ 2018.02\tKAIST 화학과 석사과정 수료',
      ),
    );
    expect(resume.sections.person.address).toBe('대전광역시 유성구 대학로 291');
    expect(resume.sections.educations[0]).toEqual(
      expect.objectContaining({
        school: 'KAIST',
        major: '화학과',
        gradLevel: 'grad_school',
        graduated: false,
      }),
    );
  });

  it('keeps a TOEIC line of an English resume among the certifications, and "주소지 변경" no address', () => {
    const resume = parseResumeText(
      text(
        'Dana Park',
        'Certifications',
        'TOEIC 905 (2022.05)',
        'AWS Solutions Architect – Associate (2023.01)',
      ),
    );
    expect(resume.sections.languages).toEqual([]);
    expect(resume.sections.certifications.map((c) => c.certificationName)).toContain('TOEIC 905');
    expect(parseResumeText(text('문태오', '주소지 변경 예정')).sections.person.address).toBe('');
  });
});
