import { describe, expect, it } from 'vitest';
import { degreeBracketMajor } from './degree-bracket-major';
import { parseResumeText } from './parse';

describe("a degree's title with the major in brackets after it", () => {
  it('reads the major from the brackets and the level from the title', () => {
    expect(degreeBracketMajor('Master of Engineering (Civil Infrastructure)')).toEqual([
      'Master',
      'Civil Infrastructure',
    ]);
    expect(degreeBracketMajor("Bachelor's degree (Nursing)")).toEqual(['Bachelor', 'Nursing']);
    const { sections } = parseResumeText(
      ['Education', '', 'Bachelor of Science (Marine Biology)', 'James Cook University · 2013 – 2016'].join(
        '\n',
      ),
    );
    expect(sections.educations[0]).toMatchObject({
      school: 'James Cook University',
      major: 'Marine Biology',
      gradLevel: 'university',
    });
  });

  it('leaves honours, the letters of the degree and a major with its degree after it alone', () => {
    expect(degreeBracketMajor('Bachelor of Science (Honours)')).toBeNull();
    expect(degreeBracketMajor('Bachelor of Arts (First Class Honours)')).toBeNull();
    expect(degreeBracketMajor('Bachelor of Engineering (B.Eng.)')).toBeNull();
    expect(degreeBracketMajor('Marine Biology (BSc)')).toBeNull();
    expect(degreeBracketMajor('Bachelor of Arts in History (minor: Art)')).toBeNull();
  });
});
