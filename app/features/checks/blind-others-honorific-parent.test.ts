import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'ko', []).map((f) => [text.slice(...f.range), f.message]);

describe('어머님 and 아버님 of another person in the story', () => {
  it('leaves them', () => {
    expect(found('입대를 앞둔 아들을 둔 어머님과 택배 보관 방법을 상담했습니다.')).toEqual([]);
    expect(found('퇴원을 앞둔 아버님께서 약 복용 시간을 물으셨습니다.')).toEqual([]);
  });

  it("still flags the writer's own", () => {
    expect(found('어머님께서 늘 말씀하셨듯이 저는 성실합니다.').map(([, m]) => m)).toContain('blind.family');
    expect(found('저희 어머님은 식당을 하셨습니다.').map(([, m]) => m)).toContain('blind.family');
  });
});
