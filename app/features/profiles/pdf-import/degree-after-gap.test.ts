import { describe, expect, it } from 'vitest';
import { withoutGapBeforeDegree } from './degree-after-gap';
import { parseResumeText } from './parse';

describe("a school head and its degree line set apart by a paragraph's margin", () => {
  it('is one school', () => {
    const lines = ['University of Leeds\t2009 – 2012', '', 'Bachelor of Science in Geography'];
    expect(withoutGapBeforeDegree(lines)).toEqual([lines[0], lines[2]]);
    const { sections } = parseResumeText(['Education', ...lines].join('\n'));
    expect(sections.educations).toHaveLength(1);
    expect(sections.educations[0]).toMatchObject({
      school: 'University of Leeds',
      major: 'Geography',
      start: '2009',
      end: '2012',
    });
  });

  it('leaves two schools, a note after a school and a degree with its own period alone', () => {
    const two = ['University of Leeds\t2009 – 2012', '', 'Leeds Beckett University\t2013 – 2014'];
    expect(withoutGapBeforeDegree(two)).toEqual(two);
    const note = ['University of Leeds\t2009 – 2012', '', 'Exchange term at Uppsala'];
    expect(withoutGapBeforeDegree(note)).toEqual(note);
    const dated = ['University of Leeds\t2009 – 2012', '', 'Master of Arts in Urban Design\t2013 – 2014'];
    expect(withoutGapBeforeDegree(dated)).toEqual(dated);
  });
});
