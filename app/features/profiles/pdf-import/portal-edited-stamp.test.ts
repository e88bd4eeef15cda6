import { describe, expect, it } from 'vitest';
import { isExportStrip } from './portal-export-chrome';
import { parseResumeText } from './parse';

describe("a portal's strip with its last-edited stamp", () => {
  it('is no name', () => {
    expect(isExportStrip('잡플래닛 이력서\t최종수정일 2025.03.14')).toBe(true);
    expect(isExportStrip('INCRUIT\t이력서\t최종 수정 2025.03.14')).toBe(true);
    expect(isExportStrip('Kalibrr CV · Last updated 14 Mar 2025')).toBe(true);
    const { name } = parseResumeText(
      ['잡플래닛 이력서\t최종수정일 2025.03.14', '', '오하늘', '010-2231-9087'].join('\n'),
    );
    expect(name).toBe('오하늘');
  });
  it('leaves a name beside a date and a line of other words alone', () => {
    expect(isExportStrip('오하늘\t수정 2025.03.14')).toBe(false);
    expect(isExportStrip('품질 관리 이력서\t최종수정일 2025.03.14')).toBe(false);
    expect(isExportStrip('프로젝트 수정 2025.03')).toBe(false);
  });
});
