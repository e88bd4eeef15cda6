import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a polytechnic named in its own language is a school', () => {
  it.each(['Politecnico di Milano', 'Politecnico di Torino', 'Politechnika Warszawska'])('%s', (school) => {
    const { sections } = parseResumeText(
      ['EDUCATION', '2015 — 2017', 'M.Sc. in Computer Engineering', `${school} · Milan`].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end])).toEqual([
      [school, 'Computer Engineering', '2015', '2017'],
    ]);
  });
});
