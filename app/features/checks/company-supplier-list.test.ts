// Round thirty-three (ADR 0039): firms named in a Korean supplier list (company-supplier-list.ts), both ways,
// on made-up sentences other than fresh21's.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'ko', []).map((f) => [text.slice(...f.range), f.message]);

describe('firms named in a Korean supplier list', () => {
  it('leaves a firm whose name reads as kin when a supply list names it', () => {
    // 큰형도기 read as 큰형 + 도 before the frame said it is a firm.
    expect(found('원단은 큰형도기, 지퍼는 동대문부자재에서 들여왔습니다.')).toEqual([]);
    expect(found('포장재는 막내이모도장, 배송은 한결운송이 맡았습니다.')).toEqual([]);
    expect(found('원두는 작은형도원, 우유는 푸른목장에서 받았습니다.')).toEqual([]);
  });
  it("still flags the writer's kin in a list that supplies nothing, or named by a bare kin word", () => {
    expect(found('아버지는 농부, 어머니는 교사셨습니다.')).toEqual([
      ['아버지', 'blind.family'],
      ['어머니', 'blind.family'],
    ]);
    expect(found('장비는 큰삼촌, 부품은 큰형에게 받았습니다.')).toEqual([
      ['큰삼촌', 'blind.family'],
      ['큰형', 'blind.family'],
    ]);
  });
});
