import { describe, expect, it } from 'vitest';
import { parseSkills } from './skills';
import { withoutSkillLevels } from './skill-level-columns';

describe('skills as a grid of a name and its level under a header row ("Software | Level")', () => {
  it('keep the names only (ko, en, id)', () => {
    expect(
      parseSkills(['프로그램\t수준\t프로그램\t수준', 'SketchUp\t상\tRhino\t하', 'Lumion\t중\tV-Ray\t중']),
    ).toEqual(['SketchUp', 'Rhino', 'Lumion', 'V-Ray']);
    expect(parseSkills(['Software\tProficiency', 'Blender\tAdvanced', 'Figma\tIntermediate'])).toEqual([
      'Blender',
      'Figma',
    ]);
    expect(withoutSkillLevels(['Aplikasi\tTingkat', 'CorelDRAW\tMahir'])).toEqual(['CorelDRAW']);
  });

  it('leaves a grid without that header, and a category table, as they were', () => {
    expect(parseSkills(['SQL\tPython', 'Tableau\tdbt'])).toEqual(['SQL', 'Python', 'Tableau', 'dbt']);
    expect(withoutSkillLevels(['구분\t기술', 'Backend\tGo, gRPC'])).toEqual([
      '구분\t기술',
      'Backend\tGo, gRPC',
    ]);
  });
});
