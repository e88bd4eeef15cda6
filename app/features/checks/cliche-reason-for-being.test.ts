import { describe, expect, it } from 'vitest';
import { clicheFindings } from './cliches';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  clicheFindings(text, lang).map((f) => text.slice(...f.range));

describe("the customer's smile as the writer's reason for being", () => {
  it('flags it in the three languages', () => {
    expect(found('저는 환자 한 분 한 분의 웃음을 위해 존재하는 간호사입니다.', 'ko')).toEqual([
      '환자 한 분 한 분의 웃음을 위해 존재하는 간호사입니다',
    ]);
    expect(found('손님의 행복이 제 존재 이유입니다.', 'ko')).toEqual(['행복이 제 존재 이유']);
    expect(found('Honestly, I live for our guests’ smiles.', 'en')).toEqual([
      'I live for our guests’ smiles',
    ]);
    expect(found('I was born to serve, and the counter is where I belong.', 'en')).toEqual([
      'I was born to serve',
    ]);
    expect(found('Saya lahir untuk melayani, dan toko adalah rumah kedua saya.', 'id')).toEqual([
      'Saya lahir untuk melayani',
    ]);
    expect(found('Kepuasan pelanggan adalah segalanya bagi saya.', 'id').length).toBe(1);
  });

  it('leaves what was done for a smile', () => {
    expect(found('아이들의 웃음을 위해 풍선과 스티커를 준비했습니다.', 'ko')).toEqual([]);
    expect(found('손님들의 웃음을 위해 일하는 바리스타 다섯 명과 메뉴를 바꿨습니다.', 'ko')).toEqual([]);
    expect(found('I put up balloons for the children’s smiles at the opening.', 'en')).toEqual([]);
    expect(found('Saya menyiapkan balon untuk senyum anak-anak di hari pembukaan.', 'id')).toEqual([]);
  });
});
