import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a full date opening the contact line', () => {
  it('is the birth date (ko, en)', () => {
    const ko = parseResumeText(
      ['한지우', '1994.08.17 · 010-4471-2085 · jiwoo.han@example.com', '', '기술', 'SQL'].join('\n'),
    );
    expect([ko.sections.person.birthYear, ko.sections.person.birthMonth]).toEqual(['1994', '8']);
    const en = parseResumeText(
      ['Mina Park', '17 March 1995 | +82 10-2231-0098 | mina.park@example.com', '', 'SKILLS', 'SQL'].join(
        '\n',
      ),
    );
    expect([en.sections.person.birthYear, en.sections.person.birthMonth]).toEqual(['1995', '3']);
  });

  it('is not a month and year alone, nor a period, opening the line', () => {
    const month = parseResumeText(
      ['한지우', '2024.03 · 010-4471-2085 · jiwoo.han@example.com', '', '기술', 'SQL'].join('\n'),
    );
    expect(month.sections.person.birthYear).toBe('');
    const period = parseResumeText(
      ['한지우', '2019.03 ~ 2021.02 · 010-4471-2085 · jiwoo.han@example.com', '', '기술', 'SQL'].join('\n'),
    );
    expect(period.sections.person.birthYear).toBe('');
  });
});
