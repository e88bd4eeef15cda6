// Resumes with episodes for the writer's tests (ko, en, id), written for these tests. The writer is tuned
// on these and on tests/fixtures/resumes only — never on bench/heldout.
import type { ResumeEpisode, ResumeSections } from '#db/schema/profiles';
import type { ResumeProfile } from '~/integrations/ai/types';
import planner from './ko-logistics-planner.json';

const person = (country: string) => ({ country, region: '', address: '', birthYear: '', birthMonth: '' });
const ep = (e: Partial<ResumeEpisode> & Pick<ResumeEpisode, 'title' | 'tags'>): ResumeEpisode => ({
  org: '',
  start: '',
  end: '',
  situation: '',
  action: '',
  result: '',
  learned: '',
  print: false,
  ...e,
});
const empty: ResumeSections = {
  person: person('KR'),
  educations: [],
  works: [],
  skills: [],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  episodes: [],
};

/** A Korean logistics-platform backend engineer with failure, conflict and leadership episodes. */
export const koOps: ResumeProfile = {
  name: '박서윤',
  sections: {
    ...empty,
    educations: [
      {
        gradLevel: 'university',
        graduated: true,
        school: '부산대학교',
        major: '정보컴퓨터공학부',
        gpa: '3.9/4.5',
        thesis: '',
        start: '2012.03',
        end: '2016.02',
      },
    ],
    works: [
      {
        company: '한결물류(주)',
        position: '서버 개발자',
        achievements:
          '창고 관리 시스템의 입고 API를 설계하고 구현했습니다.\n재고 동기화 배치를 하루 4회에서 15분 주기로 바꿔 재고 불일치 문의를 월 120건에서 30건으로 줄였습니다.\n출고 지시서 출력 모듈 개선',
        start: '2016.03',
        end: '2019.06',
      },
      {
        company: '주식회사 로드웨이',
        position: '백엔드 팀장',
        achievements:
          '배차 엔진을 Go로 다시 작성해 배차 계산 시간을 40초에서 6초로 단축했습니다.\n기사 앱 위치 수집 API 트래픽을 Kafka로 분리해 피크 시간 오류율 3.2%를 0.4%로 낮췄습니다.\n백엔드 개발자 6명의 채용과 온보딩을 맡아 첫 배포까지 걸리는 기간을 3주에서 1주로 줄였습니다.\n정산 대사 자동화',
        start: '2019.07',
        end: '',
      },
    ],
    skills: ['Go', 'Java', 'Kafka', 'PostgreSQL', 'Redis', 'AWS', '한글(HWP)'],
    certifications: [
      {
        certificationName: '정보처리기사',
        certificationIssuedBy: '한국산업인력공단',
        issueDate: '2015-11-20',
      },
    ],
    languages: [{ languageName: '영어', languageDetail: 'TOEIC 880', languageLevel: 'business' }],
    projects: [
      {
        projectName: '배송 추적 알림톡',
        projectDescription:
          '배송 상태가 바뀔 때마다 고객에게 알림톡을 보내는 서비스를 만들었습니다. 배송 문의 전화가 한 달 만에 35% 줄었습니다.',
        technologiesUsed: 'Go, Kafka, Kakao 알림톡 API',
      },
    ],
    awards: [{ awardName: '사내 혁신상', awardIssuedBy: '주식회사 로드웨이', awardYear: '2022' }],
    episodes: [
      ep({
        title: '새벽 배차 장애를 3시간 만에 복구한 경험',
        org: '주식회사 로드웨이',
        start: '2021.11',
        end: '2021.11',
        situation:
          '제가 배포한 배차 엔진 변경이 새벽 4시에 기사 1,200명의 배차를 멈추게 했습니다. 배포 전 부하 테스트를 평일 트래픽으로만 했던 것이 원인이었습니다.',
        action:
          '즉시 이전 버전으로 되돌리고, 밀린 배차 요청 8,000건을 순서대로 다시 처리하는 스크립트를 직접 작성했습니다. 이후 주말 피크 트래픽을 재현하는 부하 테스트를 배포 조건에 넣었습니다.',
        result: '3시간 만에 배차를 정상화했고, 그 뒤 1년 동안 같은 원인의 장애는 한 번도 없었습니다.',
        learned: '테스트가 통과했다는 사실보다 무엇을 테스트했는지를 먼저 확인해야 한다는 것을 배웠습니다.',
        tags: ['failure', 'problem'],
      }),
      ep({
        title: '정산팀과 배차 기준을 두고 부딪친 일',
        org: '주식회사 로드웨이',
        start: '2022.05',
        end: '2022.07',
        situation:
          '정산팀은 거리 기준 배차를, 운영팀은 도착 시간 기준 배차를 요구해 두 달 동안 배차 규칙 변경이 멈춰 있었습니다.',
        action:
          '두 팀의 요구를 같은 표에 놓고 지난 3개월 배차 기록 42만 건으로 두 기준을 각각 시뮬레이션했습니다. 결과를 함께 보며 거리 기준을 기본으로 하고 도착 지연이 20분을 넘는 경우만 시간 기준을 쓰는 안을 제안했습니다.',
        result: '두 팀이 합의해 3주 만에 새 규칙을 배포했고, 기사 1인당 하루 운행 거리가 11% 줄었습니다.',
        learned: '의견이 부딪칠 때는 같은 데이터를 함께 보는 자리가 설득보다 빠르다는 것을 배웠습니다.',
        tags: ['conflict', 'teamwork', 'data'],
      }),
      ep({
        title: '신입 개발자 온보딩 프로그램',
        org: '주식회사 로드웨이',
        start: '2020.03',
        end: '2020.12',
        situation: '신규 입사자가 첫 배포까지 평균 3주가 걸려 팀 전체의 일정이 밀리고 있었습니다.',
        action:
          '로컬 환경 구성 스크립트와 첫 주 과제 목록을 만들고, 매주 금요일 30분 코드 리뷰 세션을 열었습니다.',
        result: '첫 배포까지 걸리는 기간이 1주로 줄었고, 그해 입사한 4명이 모두 수습을 통과했습니다.',
        learned: '',
        tags: ['leadership'],
      }),
    ],
  },
};

/** An English product analyst with failure and conflict episodes. */
export const enAnalyst: ResumeProfile = {
  name: 'Maya Lindqvist',
  sections: {
    ...empty,
    person: person('KR'),
    educations: [
      {
        gradLevel: 'university',
        graduated: true,
        school: 'University of Melbourne',
        major: 'Statistics',
        gpa: '',
        thesis: '',
        start: '2013.03',
        end: '2016.11',
      },
    ],
    works: [
      {
        company: 'Brightcart Co.',
        position: 'Data Analyst',
        achievements:
          'Built the weekly retention dashboard used by 40 managers.\nReduced report preparation time by 60% by moving spreadsheets to dbt models.\nAnalysis of checkout drop-off across 3 markets',
        start: '2017.02',
        end: '2020.08',
      },
      {
        company: 'Tidewater Health',
        position: 'Senior Product Analyst',
        achievements:
          'Designed the A/B testing process for the patient app and ran 28 experiments in one year.\nFound that reminder timing drove missed appointments and cut no-shows by 14%.\nTrained 12 product managers to write their own SQL queries.',
        start: '2020.09',
        end: '',
      },
    ],
    skills: ['SQL', 'Python', 'dbt', 'Looker', 'Excel'],
    certifications: [
      {
        certificationName: 'Google Data Analytics Certificate',
        certificationIssuedBy: 'Google',
        issueDate: '2019-05-01',
      },
    ],
    languages: [{ languageName: 'Swedish', languageDetail: 'native', languageLevel: 'native' }],
    projects: [
      {
        projectName: 'Churn early warning',
        projectDescription:
          'A model that flags subscribers likely to cancel within 30 days. It let the care team call 500 members a month before they left.',
        technologiesUsed: 'Python, scikit-learn',
      },
    ],
    awards: [],
    episodes: [
      ep({
        title: 'A pricing test I had to call off',
        org: 'Brightcart Co.',
        start: '2019.04',
        end: '2019.06',
        situation:
          'I launched a pricing experiment that split traffic unevenly because the assignment key was the session, not the customer, so the same shoppers saw two prices.',
        action:
          'I stopped the test after nine days, told the pricing team what went wrong, and rebuilt the assignment on customer IDs with a daily balance check.',
        result:
          'The rerun gave a clean answer in three weeks and the team adopted the balance check for all 15 tests that followed.',
        learned: 'I learned to check the unit of randomisation before launch, not after the first readout.',
        tags: ['failure', 'data'],
      }),
      ep({
        title: 'Disagreeing with the growth team on a metric',
        org: 'Tidewater Health',
        start: '2021.02',
        end: '2021.04',
        situation:
          'The growth team wanted to report sign-ups as the success metric for the new onboarding, while clinicians cared about first appointments kept.',
        action:
          'I set up a session where both teams looked at the same cohort data and proposed tracking first appointments within 14 days as the main metric, with sign-ups as a guardrail.',
        result:
          'Both teams signed off on the metric, and onboarding changes that followed raised kept first appointments by 9%.',
        learned: 'I learned that a shared view of the data settles more than a long email thread.',
        tags: ['conflict', 'teamwork'],
      }),
    ],
  },
};

/** An Indonesian-language resume (prose in Indonesian) with episodes. */
export const idFinance: ResumeProfile = {
  name: 'Dewi Anggraini',
  sections: {
    ...empty,
    person: person('ID'),
    educations: [
      {
        gradLevel: 'university',
        graduated: true,
        school: 'Universitas Gadjah Mada',
        major: 'Akuntansi',
        gpa: '3.71',
        thesis: '',
        start: '2012.08',
        end: '2016.07',
      },
    ],
    works: [
      {
        company: 'PT Nusantara Retailindo',
        position: 'Staf Keuangan',
        achievements:
          'Menyusun rekonsiliasi bank harian untuk 48 toko.\nMengurangi selisih kas bulanan dari Rp 35 juta menjadi Rp 4 juta dengan prosedur setoran baru.',
        start: '2016.09',
        end: '2019.12',
      },
      {
        company: 'PT Sarana Logistik Jaya',
        position: 'Supervisor Akuntansi',
        achievements:
          'Mempercepat tutup buku bulanan dari 10 hari menjadi 5 hari.\nMemimpin tim akuntansi yang terdiri dari 6 orang.\nMenyiapkan laporan pajak PPN untuk 3 entitas.',
        start: '2020.01',
        end: '',
      },
    ],
    skills: ['Microsoft Excel', 'SAP FI', 'Power BI'],
    certifications: [
      { certificationName: 'Brevet Pajak A & B', certificationIssuedBy: 'IAI', issueDate: '2018-03-10' },
    ],
    languages: [{ languageName: 'English', languageDetail: 'TOEFL 560', languageLevel: 'business' }],
    projects: [],
    awards: [],
    episodes: [
      ep({
        title: 'Laporan pajak yang terlambat',
        org: 'PT Sarana Logistik Jaya',
        start: '2020.04',
        end: '2020.05',
        situation:
          'Laporan PPN untuk satu entitas terlambat 2 hari karena data faktur dari cabang tidak lengkap.',
        action: 'Saya membuat daftar periksa faktur mingguan dan meminta cabang mengirim data setiap Jumat.',
        result: 'Sejak itu 24 laporan berikutnya dikirim tepat waktu.',
        learned: 'Saya belajar bahwa masalah di akhir bulan biasanya dimulai di minggu pertama.',
        tags: ['failure'],
      }),
    ],
  },
};

/** A thin resume: one job without a description, one school, two skills, no episodes. */
export const koThin: ResumeProfile = {
  name: '이서연',
  sections: {
    ...empty,
    educations: [
      {
        gradLevel: 'university',
        graduated: true,
        school: '경북대학교',
        major: '경영학과',
        gpa: '',
        thesis: '',
        start: '2016.03',
        end: '2020.02',
      },
    ],
    works: [
      { company: '동해상사', position: '영업 지원', achievements: '', start: '2020.07', end: '2022.12' },
    ],
    skills: ['Excel', 'SAP'],
  },
};

/** A Korean marketer who filled in her resume and episodes fully: enough for a 2000–3000 letter. */
export const koRich: ResumeProfile = {
  name: '정하린',
  sections: {
    ...empty,
    educations: [
      {
        gradLevel: 'university',
        graduated: true,
        school: '이화여자대학교',
        major: '경영학부',
        gpa: '4.0/4.5',
        thesis: '',
        start: '2011.03',
        end: '2015.02',
      },
    ],
    works: [
      {
        company: '(주)온새미로',
        position: '마케팅 사원',
        achievements:
          '자사몰 회원 가입 흐름을 분석해 가입 단계를 5단계에서 3단계로 줄이고 가입 전환율을 2.1%에서 3.4%로 높였습니다.\n월 4회 뉴스레터를 기획하고 작성해 구독자를 8천 명에서 2만 1천 명으로 늘렸습니다.\n오프라인 팝업스토어 3회 운영\n고객 리뷰 1,800건을 분류해 상품 상세 페이지 개선안을 만들었습니다.',
        start: '2015.03',
        end: '2018.02',
      },
      {
        company: '주식회사 바른식탁',
        position: 'CRM 마케터',
        achievements:
          '구매 주기 데이터로 고객을 6개 그룹으로 나누고 그룹별 메시지를 설계해 재구매율을 18%에서 27%로 높였습니다.\n카카오 알림톡 자동 발송 시나리오 14개를 구축해 수작업 발송 시간을 주 10시간에서 1시간으로 줄였습니다.\n휴면 고객 복귀 캠페인으로 3개월 동안 휴면 고객 4,200명을 다시 구매로 이끌었습니다.\n쿠폰 남용을 막는 발급 기준을 만들어 쿠폰 비용을 월 1,200만 원 절감했습니다.',
        start: '2018.03',
        end: '2021.12',
      },
      {
        company: '(주)그린로직스',
        position: '그로스 마케팅 팀장',
        achievements:
          '마케터 4명과 데이터 분석가 1명으로 구성된 그로스팀을 꾸리고 주간 실험 회의를 도입했습니다.\n1년 동안 A/B 테스트 46건을 진행해 앱 첫 주문 전환율을 11% 개선했습니다.\n광고 채널별 기여도를 다시 측정해 성과가 낮은 채널 두 곳의 예산을 옮기고 고객 획득 비용을 23% 낮췄습니다.\n신규 입사자용 실험 설계 가이드 작성',
        start: '2022.01',
        end: '',
      },
    ],
    skills: ['Google Analytics', 'Amplitude', 'SQL', 'Braze', 'Figma', 'Excel'],
    certifications: [
      {
        certificationName: 'Google Analytics 개인 자격증',
        certificationIssuedBy: 'Google',
        issueDate: '2017-06-12',
      },
      {
        certificationName: '사회조사분석사 2급',
        certificationIssuedBy: '한국산업인력공단',
        issueDate: '2014-08-20',
      },
    ],
    languages: [{ languageName: '영어', languageDetail: 'OPIc IH', languageLevel: 'business' }],
    projects: [
      {
        projectName: '구독 상품 가격 실험',
        projectDescription:
          '월 구독과 격주 구독 두 가지 가격안을 4주 동안 실험했습니다. 격주 구독의 3개월 유지율이 9%포인트 높게 나와 기본 상품으로 바꿨습니다.',
        technologiesUsed: 'Amplitude, SQL',
      },
    ],
    awards: [{ awardName: '올해의 바른인상', awardIssuedBy: '주식회사 바른식탁', awardYear: '2020' }],
    episodes: [
      ep({
        title: '첫 대형 캠페인의 쿠폰 오발송',
        org: '주식회사 바른식탁',
        start: '2018.11',
        end: '2018.12',
        situation:
          '입사 8개월 차에 처음 맡은 연말 캠페인에서 제가 설정한 발송 조건이 잘못되어 할인 쿠폰이 대상이 아닌 고객 3만 명에게 발송되었습니다. 발송 전 검수를 제 혼자서만 했고, 테스트 발송을 내부 계정 5개로만 했던 것이 원인이었습니다.',
        action:
          '오발송을 확인한 즉시 팀장님께 보고하고 쿠폰 사용을 중지했습니다. 이미 쿠폰을 사용한 고객 612명에게는 사과 메시지와 함께 쿠폰을 그대로 인정했고, 재무팀과 함께 손실 금액을 하루 만에 정리했습니다. 이후 발송 전 두 사람이 조건을 확인하는 체크리스트와 대상 수가 예상과 10% 이상 다르면 발송이 멈추는 규칙을 만들었습니다.',
        result:
          '손실은 640만 원에서 멈췄고, 체크리스트를 쓴 뒤 2년 동안 210건의 캠페인을 오발송 없이 보냈습니다. 이 체크리스트는 회사의 캠페인 운영 기준이 되었습니다.',
        learned:
          '혼자 확인한 것은 확인한 것이 아니라는 점, 그리고 실수를 빨리 알리는 것이 피해를 줄이는 가장 빠른 길이라는 점을 배웠습니다.',
        tags: ['failure', 'ethics'],
      }),
      ep({
        title: '상품팀과 할인 정책을 두고 부딪친 일',
        org: '(주)그린로직스',
        start: '2022.06',
        end: '2022.08',
        situation:
          '상품팀은 첫 주문 할인을 30%로 올려 신규 고객을 늘리자고 했고, 저는 할인으로 들어온 고객의 재구매율이 낮다는 점을 들어 반대했습니다. 두 팀의 회의가 세 번이나 결론 없이 끝났습니다.',
        action:
          '말로 설득하기보다 지난 1년의 신규 고객 2만 3천 명을 할인율별로 나눠 90일 재구매율과 고객당 이익을 표로 만들어 상품팀에 먼저 공유했습니다. 그리고 할인율 15%와 30% 두 안을 4주 동안 함께 실험하자고 제안했습니다.',
        result:
          '실험 결과 30% 안은 신규 고객이 14% 더 많았지만 90일 이익은 15% 안이 21% 높았고, 두 팀이 함께 15% 안을 채택했습니다. 이후 상품팀과 분기마다 공동 실험 계획을 세우고 있습니다.',
        learned: '의견이 갈릴 때는 누가 옳은지보다 무엇으로 판단할지를 먼저 합의해야 한다는 것을 배웠습니다.',
        tags: ['conflict', 'teamwork', 'data'],
      }),
      ep({
        title: '그로스팀을 처음 꾸린 일',
        org: '(주)그린로직스',
        start: '2022.01',
        end: '2022.12',
        situation:
          '입사 당시 마케팅 실험은 담당자마다 방식이 달라 결과를 비교할 수 없었고, 실험 하나를 끝내는 데 평균 5주가 걸렸습니다.',
        action:
          '실험 설계서 양식을 하나로 정하고, 매주 월요일 30분 실험 회의에서 지난주 결과와 이번 주 계획을 함께 정했습니다. 팀원마다 한 분기에 실험 세 건을 직접 설계하도록 역할을 나눴습니다.',
        result:
          '실험 한 건에 걸리는 기간이 5주에서 2주로 줄었고, 1년 동안 팀이 진행한 실험이 46건이 되었습니다.',
        learned: '',
        tags: ['leadership'],
      }),
      ep({
        title: '고객 리뷰에서 찾은 배송 문제',
        org: '(주)온새미로',
        start: '2017.04',
        end: '2017.07',
        situation: '리뷰 평점이 두 달 사이 4.6점에서 4.1점으로 떨어졌지만 원인을 아는 사람이 없었습니다.',
        action:
          '리뷰 1,800건을 직접 읽고 불만을 배송, 포장, 품질로 나눠 세었더니 불만의 62%가 포장 파손이었습니다. 물류팀과 함께 파손이 잦은 상품 20개의 포장재를 바꿨습니다.',
        result: '3개월 뒤 포장 관련 불만이 70% 줄었고 평점은 4.5점으로 회복되었습니다.',
        learned: '숫자가 떨어진 이유는 고객이 직접 쓴 말 안에 있다는 것을 배웠습니다.',
        tags: ['customer', 'data', 'problem'],
      }),
    ],
  },
};

/**
 * The browser tests' resume (tests/e2e/profile-helpers.ts): a school and one job with five achievements,
 * in English — what a member who fills in the editor's minimum writes, and what a company's 200-character
 * question is answered from.
 */
export const enBackend: ResumeProfile = {
  name: 'Test Member',
  sections: {
    ...empty,
    person: person('KR'),
    educations: [
      {
        gradLevel: 'university',
        graduated: false,
        school: 'Hanbit University',
        major: '',
        gpa: '',
        thesis: '',
        start: '',
        end: '',
      },
    ],
    works: [
      {
        company: 'Nuri Tech',
        position: 'Backend Developer',
        start: '',
        end: '',
        achievements: [
          'Cut the order API response time by 40% by rewriting its slowest queries and adding a cache.',
          'Automated payment error alerts, bringing incident response from 30 minutes down to 10 minutes.',
          'Moved the nightly settlement batch to a queue, so a failed merchant no longer stops the whole run.',
          'Wrote the onboarding guide for the order service that four new developers used in their first week.',
          'Reviewed pull requests for the payments team and kept the release checklist up to date.',
        ].join('\n'),
      },
    ],
  },
};

/**
 * A mid-career SCM planner with a rich resume (three jobs, two projects, four episodes): written as a
 * held-out person, read once in the bench (its noun-ending bullets with arrows, figures and comma lists
 * came out as "…95%로가 향상했습니다"), and moved here when the writer's rules were fixed from it.
 */
export const koPlanner: ResumeProfile = { name: planner.name, sections: planner.sections as ResumeSections };
