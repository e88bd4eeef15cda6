import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isOtherLabelRow, takeProjectCards } from './project-cards';

const head = ['경력', '(주)누리해양	2019.04 – 현재', '부서 선박설계팀	직급 책임', '• 선체 구조 설계 검토'];

describe("project cards under a 경력기술서's jobs", () => {
  it('reads a numbered title over period, content and tools rows as a project', () => {
    const { lines, projects } = takeProjectCards([
      ...head,
      'PJT 1. LNG 운반선 화물창 단열 구조 개선',
      '기간	2021.02 ~ 2022.05',
      '내용	단열 패널 배치를 바꿔 증발가스 비율을 0.1%p 낮춤',
      '기술	AVEVA Marine, ANSYS',
    ]);
    expect(projects).toEqual([
      {
        projectName: 'LNG 운반선 화물창 단열 구조 개선',
        projectDescription: '단열 패널 배치를 바꿔 증발가스 비율을 0.1%p 낮춤',
        technologiesUsed: 'AVEVA Marine, ANSYS',
      },
    ]);
    expect(lines).toEqual([...head, '']);
  });

  it('reads a card named by its row, the role standing for a missing content row, a wrapped value joined', () => {
    const { projects } = takeProjectCards([
      ...head,
      '프로젝트명	항만 크레인 원격 모니터링',
      '기간	2020.01 ~ 2020.09',
      '역할	센서 데이터 수집 담당',
      '사용 기술	Python, InfluxDB, Grafana',
      '',
      '프로젝트명	선박 도면 검색 시스템',
      '기간	2019.06 ~ 2019.12',
      '내용	도면 12만 장을 태그와 도면 번호로',
      '찾게 함',
      '역할	PM',
    ]);
    expect(projects).toEqual([
      {
        projectName: '항만 크레인 원격 모니터링',
        projectDescription: '센서 데이터 수집 담당',
        technologiesUsed: 'Python, InfluxDB, Grafana',
      },
      {
        projectName: '선박 도면 검색 시스템',
        projectDescription: '도면 12만 장을 태그와 도면 번호로 찾게 함',
        technologiesUsed: '',
      },
    ]);
  });

  it('keeps the later companies as jobs and the tools row out of the skills', () => {
    const { sections } = parseResumeText(
      [
        '정하람',
        ...head,
        'PJT 1. LNG 운반선 화물창 단열 구조 개선',
        '기간	2021.02 ~ 2022.05',
        '내용	단열 패널 배치를 바꿔 증발가스 비율을 0.1%p 낮춤',
        '기술	AVEVA Marine, ANSYS',
        '',
        '한길조선(주)	2014.03 – 2019.03',
        '부서 기본설계팀	직급 선임',
        '• 중형 탱커 기본 설계',
        '',
        '보유 기술',
        'AutoCAD, AVEVA Marine',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['(주)누리해양', '선박설계팀 책임', '2019.04', ''],
      ['한길조선(주)', '기본설계팀 선임', '2014.03', '2019.03'],
    ]);
    expect(sections.projects.map((p) => p.projectName)).toEqual(['LNG 운반선 화물창 단열 구조 개선']);
    expect(sections.skills).toEqual(['AutoCAD', 'AVEVA Marine']);
  });

  it("leaves alone a job's own labelled rows, a card with no period and cards outside the works", () => {
    const job = takeProjectCards([
      ...head,
      '(주)바다엔지니어링',
      '기간	2015.01 ~ 2019.03',
      '내용	도면 검토 및 선급 대응',
    ]);
    expect(job.projects).toEqual([]);
    const periodless = takeProjectCards([
      ...head,
      'PJT 1. 도면 자동화',
      '내용	도면 출력 자동화',
      '기술	Python',
    ]);
    expect(periodless.projects).toEqual([]);
    const listed = [
      '프로젝트',
      '도면 검색 시스템	2019.06 ~ 2019.12',
      '프로젝트명	선박 도면 검색 시스템',
      '기간	2019.06 ~ 2019.12',
      '기술	Elasticsearch',
    ];
    expect(takeProjectCards(listed).lines).toEqual(listed);
  });

  it('steps over a row of a label the card does not read (client) between its rows', () => {
    const { lines, projects } = takeProjectCards([
      ...head,
      '프로젝트명	부산항 신항 배후단지 설계',
      '기 간	2021.03 ~ 2022.11',
      '발 주 처	부산항만공사',
      '역 할	구조 설계 담당',
      '주요 내용	물류창고 3동 기초 및 상부 구조 설계',
      '적용 기술	MIDAS, AutoCAD',
    ]);
    expect(projects).toEqual([
      {
        projectName: '부산항 신항 배후단지 설계',
        projectDescription: '물류창고 3동 기초 및 상부 구조 설계',
        technologiesUsed: 'MIDAS, AutoCAD',
      },
    ]);
    expect(lines).toEqual([...head, '']);
  });

  it('takes a short letter label with a value as such a row, not a card row, a dated or a long cell', () => {
    expect(isOtherLabelRow('발 주 처	국가철도공단')).toBe(true);
    expect(isOtherLabelRow('Client	Port of Busan')).toBe(true);
    expect(isOtherLabelRow('역 할	설계 담당')).toBe(false);
    expect(isOtherLabelRow('2021.03	국가철도공단')).toBe(false);
    expect(isOtherLabelRow('발 주 처	')).toBe(false);
    expect(isOtherLabelRow('이 행은 라벨이 아니라 긴 문장입니다 정말로	값')).toBe(false);
  });
});
