import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { scopedActivityHeading } from './scoped-activity-heading';

const parsed = (lines: string[]) => parseResumeText(['박서연', '', ...lines].join('\n')).sections;

describe('a Korean activities heading narrowed by where ("교내외 활동", "대내외 활동")', () => {
  it('closes the jobs above: its grid rows are no jobs', () => {
    expect(scopedActivityHeading('교내·외 활동')).toBe('other');
    expect(scopedActivityHeading('대내외 활동 사항')).toBe('other');
    const { works } = parsed([
      '경력사항',
      '근무기간\t회사명\t직위\t담당업무',
      '2024.07 ~ 2024.08\t한빛제약\t생산팀 인턴\t원료 칭량 기록',
      '대내외 활동',
      '활동기간\t활동명\t기관\t주요 내용',
      '2022.03 ~ 2022.12\t과학 동아리\t부산대학교\t실험 설계 발표회 운영',
      '2023.06 ~ 2023.09\t해외봉사단\t한국국제협력단\t보건 교육 보조',
    ]);
    expect(works).toHaveLength(1);
    expect(works[0]).toMatchObject({ company: '한빛제약' });
    expect(works[0].achievements ?? '').not.toContain('대내외');
  });

  it('leaves alone a line that only holds the word (a column title, a phrase of a duty)', () => {
    expect(scopedActivityHeading('활동기간')).toBeNull();
    expect(scopedActivityHeading('교내외')).toBeNull();
    expect(scopedActivityHeading('교내외 활동 지원 업무 담당')).toBeNull();
    const { works } = parsed([
      '경력',
      '2021.03 ~ 2023.02\t한결대학교 학생지원팀',
      '교내외 활동 지원 업무 담당',
    ]);
    expect(JSON.stringify(works[0])).toContain('교내외 활동 지원');
  });
});

describe('a portal\'s "인턴 · 대외활동" box, each entry closing on its kind (intern-activity-box.ts)', () => {
  const box = [
    '학력',
    '',
    '2017.03 ~ 2020.02\t청주고등학교\t졸업',
    '',
    '인턴 · 대외활동',
    '',
    '2025.07 ~ 2025.08\t한빛전력기술(주) 배전설계팀\t인턴',
    '수변전 설비 단선결선도 CAD 작업 보조, 부하 계산서 검토',
    '',
    '2024.03 ~ 2024.12\t전기안전 서포터즈 3기\t대외활동',
    '전통시장 노후 분전반 점검 캠페인 기획 및 홍보 콘텐츠 제작',
    '',
    '자격증',
    '2025.09.12\t전기기사\t한국산업인력공단',
  ];

  it('reads the intern entry as a job, the activity as none, and neither as a school', () => {
    const { works, educations, certifications } = parsed(box);
    expect(works).toEqual([
      {
        company: '한빛전력기술(주)',
        position: '배전설계팀 인턴',
        achievements: '수변전 설비 단선결선도 CAD 작업 보조, 부하 계산서 검토',
        start: '2025.07',
        end: '2025.08',
      },
    ]);
    expect(educations.map((e) => e.school)).toEqual(['청주고등학교']);
    expect(certifications.map((c) => c.certificationName)).toEqual(['전기기사']);
  });

  it('leaves a box whose rows name no kind as it was', () => {
    const plain = box.map((l) => l.replace(/\t(?:인턴|대외활동)$/u, ''));
    expect(parsed(plain).works).toEqual([]);
  });
});
