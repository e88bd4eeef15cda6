import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'ko', []).map((f) => [text.slice(...f.range), f.message]);

describe('a Korean hometown in a relative clause on a group of other people', () => {
  it('leaves it', () => {
    expect(found('고향이 함경도인 이산가족 어르신들께 편지 대필을 해 드렸습니다.')).toEqual([]);
    expect(found('출생지가 개성인 실향민 회원들의 구술을 녹음했습니다.')).toEqual([]);
  });

  it("still flags the writer's own", () => {
    expect(found('고향이 여수인 저는 바닷바람이 익숙합니다.').map(([, m]) => m)).toContain('blind.hometown');
  });
});
