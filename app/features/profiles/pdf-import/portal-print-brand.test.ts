import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isPrintStrip } from './print-strip';

describe("a portal's print strip opening with the portal's name", () => {
  it('is no line of the résumé, so it is never the name', () => {
    expect(isPrintStrip('잡포털 · 이력서 출력일 2025.04.01')).toBe(true);
    expect(isPrintStrip('JobHub | Printed on 1 Apr 2025')).toBe(true);
    const parsed = parseResumeText(
      ['워크넷 · 출력일 2025.04.01', '', '윤하람', '', '경력', '2020.03 ~ 현재\t(주)한빛'].join('\n'),
    );
    expect(parsed.name).toBe('윤하람');
  });

  it('leaves a name with a label after it, and two words before one, alone', () => {
    expect(isPrintStrip('잡포털')).toBe(false);
    expect(isPrintStrip('잡포털 · 출력일')).toBe(false);
    expect(isPrintStrip('윤하람 · 데이터 분석가')).toBe(false);
    expect(isPrintStrip('품질 관리 · 출력일 2025.04.01')).toBe(false);
  });
});
