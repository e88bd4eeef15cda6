import { describe, expect, it } from 'vitest';
import { stackedDutyLabel } from './stacked-duty-labels';
import { labelCellPairs } from './work-label-cells';

describe('two duty labels stacked in one label cell', () => {
  it('are one label', () => {
    expect(stackedDutyLabel('담당업무 주요 성과')).toBe('담당업무');
    expect(stackedDutyLabel('주요 업무 성과')).toBe('주요 업무');
    expect(labelCellPairs('담당업무 주요 성과\tLNG운반선 선체 구조설계')).toEqual([
      '담당업무: LNG운반선 선체 구조설계',
    ]);
  });

  it('leave any other cell alone', () => {
    expect(stackedDutyLabel('담당업무')).toBeNull();
    expect(stackedDutyLabel('선체설계부 책임엔지니어')).toBeNull();
    expect(stackedDutyLabel('Duties Python')).toBeNull();
  });
});
