import { describe, expect, it } from 'vitest';
import { splitOutsideBrackets } from './skill-brackets';
import { parseSkills } from './skills';

describe('a skill with what it covers in brackets', () => {
  it('is one skill: the list is cut outside brackets only', () => {
    expect(parseSkills(['• Google Sheets (QUERY, ARRAYFORMULA)', '• Jira'])).toEqual([
      'Google Sheets (QUERY, ARRAYFORMULA)',
      'Jira',
    ]);
    expect(parseSkills(['R (dplyr, ggplot2), Stata, SPSS'])).toEqual(['R (dplyr, ggplot2)', 'Stata', 'SPSS']);
  });

  it('still cuts every separator outside brackets, and past a bracket that never closes', () => {
    expect(splitOutsideBrackets('Figma, Sketch | Zeplin', /[,|]/)).toEqual(['Figma', ' Sketch ', ' Zeplin']);
    expect(splitOutsideBrackets('Go (Gin, Echo, Kotlin', /,/)).toEqual(['Go (Gin', ' Echo', ' Kotlin']);
  });
});
