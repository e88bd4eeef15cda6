import { describe, expect, it } from 'vitest';
import { isMilitaryServiceLine } from './military-service-line';
import { parseResumeText } from './parse';

const schools = (lines: string[]) =>
  parseResumeText(['Minho Kang', 'Education', ...lines].join('\n')).sections.educations.map((e) => [
    e.school,
    e.start,
    e.end,
  ]);

describe('military service written among the schools', () => {
  it('is no school, as a row of its own or a note under a degree (en, ko)', () => {
    expect(
      schools([
        '2016–2018\tM.S. in Materials Science, KAIST, Daejeon.',
        '2012–2014\tCompulsory military service, Republic of Korea Navy (Petty Officer).',
        '2009–2016\tB.S. in Physics, Pusan National University, Busan.',
        'Served in the Republic of Korea Marine Corps, 2011–2013.',
      ]),
    ).toEqual([
      ['KAIST', '2016', '2018'],
      ['Pusan National University', '2009', '2016'],
    ]);
    for (const line of [
      '병역: 육군 병장 만기 전역 (2013.05 ~ 2015.02)',
      '• Military service: ROK Army, 2010–2012',
    ])
      expect(isMilitaryServiceLine(line)).toBe(true);
  });

  it('leaves alone a military school, a military subject and a line that only mentions the army later', () => {
    for (const line of [
      '2008–2012\tKorea Military Academy, Seoul',
      'B.A. in Military Science, Daejeon University, 2010–2014.',
      'Thesis on logistics of the Republic of Korea Army, 2015',
      '육군사관학교 졸업 (2008.03 ~ 2012.02)',
    ])
      expect(isMilitaryServiceLine(line)).toBe(false);
    expect(schools(['2008–2012\tB.A. in Military Science, Daejeon University, Daejeon.'])).toEqual([
      ['Daejeon University', '2008', '2012'],
    ]);
  });
});
