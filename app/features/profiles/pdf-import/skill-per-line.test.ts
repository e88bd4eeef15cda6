import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isOneSkillPerLine } from './skill-per-line';

const skills = (lines: string[]) => parseResumeText(['남궁유리', '', '보유 기술', ...lines].join('\n')).sections.skills;

describe('a list of one skill a line whose only dots are inside its items', () => {
  it('keeps each line one skill', () => {
    const list = ['AutoCAD', 'SketchUp (모델링·렌더링)', '적산·견적 실무', 'Revit'];
    expect(isOneSkillPerLine(list)).toBe(true);
    expect(skills(list)).toEqual(['AutoCAD', 'SketchUp (모델링·렌더링)', '적산·견적 실무', 'Revit']);
  });

  it('leaves a comma list, a spaced dot list and too short a list alone', () => {
    expect(isOneSkillPerLine(['AutoCAD, Revit', 'SketchUp', 'Rhino'])).toBe(false);
    expect(isOneSkillPerLine(['Figma · Sketch', 'Photoshop', 'Zeplin'])).toBe(false);
    expect(isOneSkillPerLine(['적산·견적', 'Revit'])).toBe(false);
    // A wrapped comma list is still joined and cut at its commas; a tight dot inside an item of a comma list
    // joins its two words (skill-dot-compounds.ts, round 15).
    expect(skills(['AutoCAD, Revit, 적산·견적,', 'SketchUp, Rhino'])).toEqual(['AutoCAD', 'Revit', '적산·견적', 'SketchUp', 'Rhino']);
  });
});
