import { describe, expect, it } from 'vitest';
import { bandTitle, withoutListMark } from './card-band';
import { takeProjectCards } from './project-cards';

describe('a project band: the name left, the period right, label rows under it', () => {
  it('reads the name from a band line, in either order', () => {
    expect(bandTitle('물류센터 자동화 설비 도입\t2020.04 ~ 2021.01')).toBe('물류센터 자동화 설비 도입');
    expect(bandTitle('Mar 2019 – Nov 2019\tClaims intake redesign')).toBe('Claims intake redesign');
  });

  it('is no band for a line without a lone period cell, a sentence or a list item', () => {
    expect(bandTitle('물류센터 자동화 설비 도입')).toBeNull();
    expect(bandTitle('Cut the backlog by half.\t2019 – 2020')).toBeNull();
    expect(bandTitle('• 재고 관리\t2019.01 ~ 2019.12')).toBeNull();
    expect(bandTitle('(주)한빛\t구조팀\t2019.01 ~ 2019.12')).toBeNull();
  });

  it('takes a band with a role and tools rows under a job as a project, its lines out of the job', () => {
    const { lines, projects } = takeProjectCards([
      '경력',
      '(주)서해건설\t2015.02 ~ 현재',
      '· 현장 공무 관리',
      '신항만 배후단지 조성 공사\t2019.03 ~ 2020.10',
      '수행 내용\t부지 조성과 배수 시설 공정 관리',
      '담당 역할\t공무 담당',
      '적용 기술\tPrimavera P6, AutoCAD',
    ]);
    expect(projects).toEqual([
      {
        projectName: '신항만 배후단지 조성 공사',
        projectDescription: '부지 조성과 배수 시설 공정 관리',
        technologiesUsed: 'Primavera P6, AutoCAD',
      },
    ]);
    expect(lines).toEqual(['경력', '(주)서해건설\t2015.02 ~ 현재', '· 현장 공무 관리', '']);
  });

  it("leaves a job's own labelled rows under its head (no role row): no project", () => {
    const { projects } = takeProjectCards([
      '경력',
      '(주)가람물산\t2012.01 ~ 2014.12',
      '(주)서해건설\t2015.02 ~ 현재',
      '담당업무\t현장 공무 관리',
      '사용 기술\tExcel, AutoCAD',
    ]);
    expect(projects).toEqual([]);
  });
});

describe('a card label line under a list mark', () => {
  it('drops the mark before "label :"', () => {
    expect(withoutListMark('- 기간 : 2021.03 ~ 2021.12')).toBe('기간 : 2021.03 ~ 2021.12');
    expect(withoutListMark('· Role: Tech lead')).toBe('Role: Tech lead');
  });

  it('keeps a list item that is no label line', () => {
    expect(withoutListMark('- 고객사 요구사항 분석 및 설계')).toBe('- 고객사 요구사항 분석 및 설계');
    expect(withoutListMark('- Reduced costs by 10%: a win')).toBe('- Reduced costs by 10%: a win');
  });

  it('reads numbered cards with marked label lines under a job as projects', () => {
    const { projects } = takeProjectCards([
      '경력',
      '1. 한빛정보통신(주) (2017.01 ~ 2020.06)',
      '1) 병원 예약 앱 개편',
      '- 기간 : 2019.02 ~ 2019.11',
      '- 역할 : 안드로이드 개발',
      '- 내용 : 예약 화면을 단계형으로 바꿔 이탈률을 낮춤',
      '- 기술 : Kotlin, Retrofit',
    ]);
    expect(projects).toEqual([
      {
        projectName: '병원 예약 앱 개편',
        projectDescription: '예약 화면을 단계형으로 바꿔 이탈률을 낮춤',
        technologiesUsed: 'Kotlin, Retrofit',
      },
    ]);
  });
});

describe('a card titled with a bracketed project count', () => {
  it('reads "[프로젝트 2] Name" as the name, the count dropped, under a "경력 기술" heading', () => {
    const { projects } = takeProjectCards([
      '경력 기술',
      '근무기간 : 2016.03 ~ 2019.12',
      '[프로젝트 2] 창고 관리 시스템 교체',
      '· 기간 : 2018.01 ~ 2018.09',
      '· 내용 : 재고 위치 관리를 바코드로 바꿈',
      '· 사용기술 : Java, Oracle',
    ]);
    expect(projects.map((p) => p.projectName)).toEqual(['창고 관리 시스템 교체']);
  });
});
