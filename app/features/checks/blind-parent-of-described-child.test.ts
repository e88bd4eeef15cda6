import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'ko', []).map((f) => [text.slice(...f.range), f.message]);

describe('a Korean writer as the parent of a child described by school year or age', () => {
  it('flags it', () => {
    expect(found('중2 아들 아빠라 저녁에는 숙제를 봐 줍니다.')).toEqual([
      ['중2 아들 아빠라', 'blind.marital'],
    ]);
    expect(found('여섯 살 딸 엄마인 저는 아침 시간이 바쁩니다.')).toEqual([
      ['여섯 살 딸 엄마인 저', 'blind.marital'],
    ]);
  });

  it('leaves parents one serves and a general remark', () => {
    expect(found('고3 수험생 엄마들을 위한 야간 상담을 열었습니다.')).toEqual([]);
    expect(found('초등학생 학부모님께 안내문을 보냈습니다.')).toEqual([]);
    expect(found('고3 수험생 엄마라면 누구나 아는 일입니다.')).toEqual([]);
  });
});
