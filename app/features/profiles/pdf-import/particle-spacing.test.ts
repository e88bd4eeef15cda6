import { describe, expect, it } from 'vitest';
import { joinParagraph } from './text';

describe('a particle after inline code, a unit after a wrapped number (issue 37 round 13)', () => {
  it('writes the particle onto the Latin word, number or bracket before it', () => {
    expect(joinParagraph(['• 빌드 스크립트를\tGradle Kotlin DSL 로 옮기고\tCI 의 캐시를 정리'])).toBe(
      '• 빌드 스크립트를 Gradle Kotlin DSL로 옮기고 CI의 캐시를 정리',
    );
    expect(joinParagraph(['• 로그 수집을\tFluent Bit 으로 바꿈'])).toBe('• 로그 수집을 Fluent Bit으로 바꿈');
  });

  it('writes a unit wrapped under its number onto it', () => {
    expect(joinParagraph(['• 배포 시간을 25', '분에서 6분으로 줄임'])).toBe(
      '• 배포 시간을 25분에서 6분으로 줄임',
    );
    expect(joinParagraph(['• 응답 지연 1.2', '초 단축'])).toBe('• 응답 지연 1.2초 단축');
  });

  it('leaves words that only start like a particle or a unit, and Hangul before a particle-like word', () => {
    expect(joinParagraph(['• Kotlin 로깅 모듈 정리'])).toBe('• Kotlin 로깅 모듈 정리');
    expect(joinParagraph(['• 사내 이벤트 3', '개발 과제 운영'])).toBe('• 사내 이벤트 3 개발 과제 운영');
    expect(joinParagraph(['• 신규 입사자 20', '위해 온보딩 문서 작성'])).toBe(
      '• 신규 입사자 20 위해 온보딩 문서 작성',
    );
    expect(joinParagraph(['• 데이터 이 관 작업'])).toBe('• 데이터 이 관 작업');
    expect(joinParagraph(['• API 버전 2', '출시'])).toBe('• API 버전 2 출시');
  });
});
