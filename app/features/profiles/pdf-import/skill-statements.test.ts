import { describe, expect, it } from 'vitest';
import { isStatementBullet, withoutSkillStatements } from './skill-statements';
import { parseResumeText } from './parse';

describe('a skills-like heading over statements of the career (핵심 역량, Core competencies)', () => {
  it('reads no skills from the statements nor from the total career beside the heading', () => {
    expect(
      withoutSkillStatements([
        'Total experience: 8 years',
        '• Opened 12 franchise stores across Java and Bali within three years',
        '• Trained 150 store staff in the new point-of-sale routine, cutting queues by a third',
      ]),
    ).toEqual([]);
    const { sections } = parseResumeText(
      [
        '김도윤',
        '010-7781-2290',
        '',
        '핵심 역량\t총 경력 9년 6개월',
        '',
        '• 수도권 물류센터 3곳 신규 구축 및 운영 안정화, 출고 오류율 0.2% 달성',
        '• 협력사 40곳 대상 SLA 재계약 및 운송비 연 11억 원 절감',
        '',
        '보유 기술',
        'WMS · SAP · Excel',
      ].join('\n'),
    );
    expect(sections.skills).toEqual(['WMS', 'SAP', 'Excel']);
  });

  it('leaves a bulleted list of short skills, and one long skill line, alone', () => {
    expect(isStatementBullet('• Python, SQL, Tableau, Power BI, Excel VBA, Google Analytics')).toBe(false);
    expect(isStatementBullet('Led regional procurement for 14 hospitals across two countries')).toBe(false);
    const skills = [
      '• Stakeholder management and cross-functional delivery of 3 programmes',
      '• SQL',
      '• Tableau',
    ];
    expect(withoutSkillStatements(skills)).toEqual(skills);
    const words = [
      '• 재고 관리 및 수요 예측 모델링 실무 경험 보유',
      '• 협력사 정산 및 계약 관리 업무 전반 수행',
    ];
    expect(withoutSkillStatements(words)).toEqual(words);
  });
});
