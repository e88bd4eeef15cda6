// Round twenty-five (ADR 0039): real words wrong in context (spelling-context-sixth.ts), each both ways on
// made-up sentences: the slip is found with its fix, and the right use of the same word is left alone.
import { describe, expect, it } from 'vitest';
import { contextHits } from './spelling-rules';

const fixes = (text: string, lang: 'ko' | 'en') =>
  contextHits(text, lang).map((h) => `${h.found.trim()}→${h.fix.trim()}`);

describe('round twenty-five: Korean words wrong in context', () => {
  it('사단 before 나다 is 사달; an army division stays', () => {
    expect(fixes('배송 주소를 잘못 적어 큰 사단이 날 뻔했습니다.', 'ko')).toContain('사단이 날→사달이 날');
    expect(fixes('육군 사단 본부에서 행정병으로 일했습니다.', 'ko')).toEqual([]);
  });
  it('체로 after an adnominal is 채로; a sieve stays', () => {
    expect(fixes('장갑을 낀 체로 계산대를 만지지 않게 했습니다.', 'ko')).toContain('낀 체로→낀 채로');
    expect(fixes('밀가루는 고운 체로 걸러 반죽했습니다.', 'ko')).toEqual([]);
  });
  it('-히 adverbs of -이 and 오지랍; the right forms stay', () => {
    expect(fixes('번번히 늦는 배송을 오지랍 넓게 챙겼습니다.', 'ko')).toEqual([
      '번번히→번번이',
      '오지랍→오지랖',
    ]);
    expect(fixes('번번이 늦는 배송을 오지랖 넓게 챙겼습니다.', 'ko')).toEqual([]);
  });
});

describe('round twenty-five: English words wrong in context', () => {
  it('bare for bear before with, in mind or a burden; bare as an adjective stays', () => {
    expect(fixes('Please bare in mind that the lift is small.', 'en')).toContain('bare→bear');
    expect(fixes('We had to bare the cost of the repair.', 'en')).toContain('bare→bear');
    expect(fixes('The walls were bare when we moved in.', 'en')).toEqual([]);
  });
  it("who's before what one owns is whose; who's before a verb or late for stays", () => {
    expect(fixes("A tenant who's own van had broken down called us.", 'en')).toContain("who's→whose");
    expect(fixes("Anyone who's late for the shift calls ahead.", 'en')).toEqual([]);
  });
});
