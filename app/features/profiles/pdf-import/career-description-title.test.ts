import { describe, expect, it } from 'vitest';
import { isCareerDescriptionTitle } from './career-description-title';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

describe("a 경력기술서's English title over the name", () => {
  it('is no works heading and no name', () => {
    expect(headingOf('CAREER\tDESCRIPTION')).toBeNull();
    expect(isCareerDescriptionTitle('Career Description')).toBe(true);
    const text = ['CAREER\tDESCRIPTION', '남궁서연', '010-2211-3344', '', '경력', '(주)다온식품\t2018.02 ~ 현재'];
    expect(parseResumeText(text.join('\n')).name).toBe('남궁서연');
  });

  it('leaves a works heading with other words beside it', () => {
    expect(isCareerDescriptionTitle('CAREER\tHISTORY')).toBe(false);
    expect(headingOf('CAREER HISTORY')?.kind).toBe('works');
    expect(headingOf('경력')?.kind).toBe('works');
  });
});
