import { describe, expect, it } from 'vitest';
import { koreanWordWrapped } from './korean-word-wrap';
import { joinParagraph } from './text';

describe('a Korean word cut by a narrow column', () => {
  it('joins the halves without a space', () => {
    expect(koreanWordWrapped('• 협력사 납기 일정 협', '의')).toBe(true);
    expect(koreanWordWrapped('• 부서 간 예산 편성 및 집행 관', '리')).toBe(true);
    expect(koreanWordWrapped('주문 데이터를 실시간으로 클라우', '드에 적재하는 배치 작성')).toBe(true);
    expect(joinParagraph(['회귀 시험을 줄이려 통합 테스', '트 자동화 도입'])).toBe(
      '회귀 시험을 줄이려 통합 테스트 자동화 도입',
    );
    expect(joinParagraph(['• 고객사 요구 사항 정', '리'])).toBe('• 고객사 요구 사항 정리');
  });

  it('keeps the space between two real words', () => {
    expect(joinParagraph(['물류 센터에서', '근무했습니다.'])).toBe('물류 센터에서 근무했습니다.');
    expect(koreanWordWrapped('재무 회사에서', '근무했습니다')).toBe(false);
    expect(koreanWordWrapped('• 신규 입사자 교육 및', '평가')).toBe(false);
    expect(koreanWordWrapped('• 상담, 교육 운영 등 총', '등')).toBe(false);
    expect(koreanWordWrapped('• 연간 행사 기획 및 운영 약', '중')).toBe(false);
    expect(koreanWordWrapped('연구실 장비 관리', '일을 맡아 처리')).toBe(false);
    expect(koreanWordWrapped('Built the sync', '드로')).toBe(false);
    expect(koreanWordWrapped('신규 채널', '스토어 입점')).toBe(false);
    expect(koreanWordWrapped('• 수작업으로 시간이', '드는 정산 업무 자동화')).toBe(false);
    expect(joinParagraph(['신규 센터로', '트럭 배차 이관'])).toBe('신규 센터로 트럭 배차 이관');
  });
});
