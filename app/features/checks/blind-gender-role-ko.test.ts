import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'ko', []).map((f) => [text.slice(...f.range), f.message]);

describe("a Korean writer's gender said with the trade and a copula", () => {
  it('flags it, also before another person in the next clause', () => {
    expect(found('남자 물리치료사라서 체구가 작은 여성 환자를 대할 때 조심했습니다.')).toEqual([
      ['남자 물리치료사라서', 'blind.gender'],
    ]);
    expect(found('여성 기사이지만 야간 운행도 맡았습니다.')).toEqual([['여성 기사이지만', 'blind.gender']]);
  });

  it('leaves members, customers and another person described', () => {
    expect(found('손님 대부분이 여성 회원이라 오전 수업을 늘렸습니다.')).toEqual([]);
    expect(found('여자 손님이라 더 조심했습니다.')).toEqual([]);
    expect(found('고객께서 여성 디자이너라 편하다고 하셨습니다.')).toEqual([]);
  });
});
