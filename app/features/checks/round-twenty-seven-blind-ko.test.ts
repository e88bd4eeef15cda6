// Round twenty-seven (ADR 0039): fresh18's Korean clean-answer families (blind-others-ko-head.ts), both ways
// on made-up sentences other than the set's.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-seven: Korean kin and body words of other people', () => {
  it('a body word after another person’s bare noun', () => {
    expectLeft('어린이집에 다니는 아이 키에 맞춰 책상 높이를 골랐습니다.', 'ko');
    expectLeft('입원한 환자 체중을 매일 아침 기록했습니다.', 'ko');
    expectFlagged('제 아이 몸무게가 많이 늘어 병원을 자주 찾았습니다.', 'ko', '몸무게');
  });
  it('a kin word heading a plain relative clause', () => {
    expectLeft('상담을 요청한 아버지와 통화해 환불 절차를 안내했습니다.', 'ko');
    expectLeft('휠체어를 탄 할아버지가 오시면 경사로를 열어 드렸습니다.', 'ko');
    expectFlagged('홀로 저를 키우신 어머니께 성실함을 배웠습니다.', 'ko', '어머니');
    expectFlagged('세 아이를 키우는 엄마로서 시간을 쪼개 씁니다.', 'ko', '엄마로서');
  });
  it('a kin or marital word inside a clause whose head is another person', () => {
    expectLeft('이혼한 고객의 명의 변경 서류를 챙겼습니다.', 'ko');
    expectLeft('아내 명의 통장을 정리하려는 사별한 남성을 도왔습니다.', 'ko');
    expectFlagged('아내와 사별한 저는 두 아이를 혼자 키웁니다.', 'ko', '사별');
  });
});
