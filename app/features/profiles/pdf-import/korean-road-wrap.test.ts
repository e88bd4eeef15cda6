import { describe, expect, it } from 'vitest';
import { roadWrapped } from './korean-road-wrap';
import { parsePerson } from './person';

describe("a Korean address cut inside its road's name", () => {
  it('goes on with the ending and number on the next line', () => {
    expect(roadWrapped('광주광역시 북구 첨단과기', '로 123')).toBe(true);
    expect(roadWrapped('경기도 성남시 분당구 판교역', '로 235, 3층')).toBe(true);
    expect(parsePerson(['010-1111-2222', '광주광역시 북구 첨단과기', '로 123'], []).person.address).toBe(
      '광주광역시 북구 첨단과기로 123',
    );
  });

  it('leaves lines that are not a road cut', () => {
    expect(roadWrapped('광주광역시 북구 첨단과기로 123', '1995년 3월생')).toBe(false);
    expect(roadWrapped('실내건축 설계', '로 97')).toBe(false);
    expect(roadWrapped('광주광역시 북구', '로봇공학 전공')).toBe(false);
  });
});
