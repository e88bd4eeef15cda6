import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isExportStrip } from './portal-export-chrome';

describe("a portal's strip naming the printed résumé ('이력서 출력') beside its last-edited stamp", () => {
  it('is no line of the résumé, so it is never the name', () => {
    expect(isExportStrip('커리어넷 · 이력서 출력\t최종수정일 2025.03.02')).toBe(true);
    expect(isExportStrip('취업마당 | 이력서 인쇄본 | 다운로드 2025.03.02')).toBe(true);
    const parsed = parseResumeText(
      ['커리어넷 · 이력서 출력\t최종수정일 2025.03.02', '', '한도윤', '', '학력', '2015.03 ~ 2019.02\t한밭대학교'].join(
        '\n',
      ),
    );
    expect(parsed.name).toBe('한도윤');
  });

  it('leaves a title or a name beside other words alone', () => {
    expect(isExportStrip('이력서 출력')).toBe(false);
    expect(isExportStrip('한도윤 · 이력서 출력')).toBe(false);
    expect(isExportStrip('이력서 출력 방법 안내\t최종수정일 2025.03.02')).toBe(false);
    expect(isExportStrip('Resume printout · Last updated 2 Mar 2025')).toBe(false);
  });
});
