import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isTypedRule } from './text';

describe('a rule typed as text is no line of the resume', () => {
  it.each(['=======', '---------------', '_____', '~~~~', '* * *', '═════'])('%s is a rule', (line) => {
    expect(isTypedRule(line)).toBe(true);
  });

  it.each(['--', '- Built the pipeline', '2019 - 2021', '=', 'A+++'])('%s is not', (line) => {
    expect(isTypedRule(line)).toBe(false);
  });

  it('reads the section under a heading underlined with "=" signs', () => {
    const { sections } = parseResumeText(
      ['EDUCATION', '=========', 'Pusan National University\t2014 - 2018', 'B.S. in Computer Science'].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major])).toEqual([
      ['Pusan National University', 'Computer Science'],
    ]);
  });
});
