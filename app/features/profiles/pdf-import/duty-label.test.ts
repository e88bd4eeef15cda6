import { describe, expect, it } from 'vitest';
import { isLoneDutyLabel } from './duty-label';
import { parseResumeText } from './parse';

describe("a job's duties label on a line of its own", () => {
  it('is no part of the duties (ko, en, id)', () => {
    for (const label of ['담당업무', '주요 업무', '[담당 업무]', 'Main duties', 'Tugas utama:'])
      expect(isLoneDutyLabel(label)).toBe(true);
    const { sections } = parseResumeText(
      [
        '경력',
        '2021.04 ~ 현재\t(주)오뚜기',
        '생산관리팀 대리',
        '담당업무',
        '- 포장 라인 생산 계획 수립',
      ].join('\n'),
    );
    expect(sections.works[0].achievements).toBe('- 포장 라인 생산 계획 수립');
  });

  it('leaves a label with its value, and duties that start with the word, alone', () => {
    expect(isLoneDutyLabel('담당업무: 생산 계획 수립')).toBe(false);
    expect(isLoneDutyLabel('담당업무\t생산 계획 수립')).toBe(false);
    expect(isLoneDutyLabel('업무 자동화 도구 개발')).toBe(false);
    expect(isLoneDutyLabel('Duties of a shift lead')).toBe(false);
  });
});
