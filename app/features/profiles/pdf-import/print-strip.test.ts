import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isPrintStrip } from './print-strip';

describe("a job portal's print strip", () => {
  it('is no line of the résumé, so it is never the name (ko, en, id)', () => {
    expect(isPrintStrip('출력일 2025.03.02\t이력서 번호 5521078')).toBe(true);
    expect(isPrintStrip('인쇄일시 : 2025-03-02 09:10')).toBe(true);
    expect(isPrintStrip('Printed on 2 Mar 2025\tApplication no. 66120')).toBe(true);
    expect(isPrintStrip('Tanggal cetak 2 Maret 2025')).toBe(true);
    const parsed = parseResumeText(
      ['출력일 2025.03.02\t접수번호 A-1120', '한지민', '', '경력', '2020.03 ~ 현재\t(주)카카오'].join('\n'),
    );
    expect(parsed.name).toBe('한지민');
  });

  it('leaves a label alone, a label beside other text and a sentence alone', () => {
    expect(isPrintStrip('출력일')).toBe(false);
    expect(isPrintStrip('출력일 2025.03.02\t한지민')).toBe(false);
    expect(isPrintStrip('Printing press operator')).toBe(false);
  });
});
