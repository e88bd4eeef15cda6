import { describe, expect, it } from 'vitest';
import { foreignPlace } from './foreign-place';
import { parseResumeText } from './parse';

describe('a place outside Korea and Indonesia', () => {
  it('keeps the region and the place as written, and sets no country', () => {
    expect(foreignPlace('Carlton, Victoria, Australia')).toEqual({
      region: 'Victoria',
      address: 'Carlton, Victoria, Australia',
    });
    expect(foreignPlace('Ponsonby, Auckland, New Zealand')?.region).toBe('Auckland');
    expect(foreignPlace('Denver, CO')).toEqual({ region: 'Colorado', address: 'Denver, CO' });
    expect(foreignPlace('School of Nursing, Ann Arbor, MI 48109')).toEqual({ region: 'Michigan', address: 'Ann Arbor, MI 48109' });
    const parsed = parseResumeText(
      ['Lena Hart', 'Nurse Educator', '', 'Contact', '', '+61 400 111 222', 'lena.hart@example.com', 'Glebe, New South Wales, Australia', '', 'Skills', '', 'Simulation teaching'].join('\n'),
    );
    expect(parsed.sections.person).toMatchObject({
      country: '',
      region: 'New South Wales',
      address: 'Glebe, New South Wales, Australia',
    });
  });

  it('leaves a place in Korea or Indonesia, a job line and running text alone', () => {
    expect(foreignPlace('Mapo-gu, Seoul, South Korea')).toBeNull();
    expect(foreignPlace('Kuta Selatan, Badung, Indonesia')).toBeNull();
    expect(foreignPlace('Senior Analyst, 2019 – 2022, Australia')).toBeNull();
    expect(foreignPlace('I moved to Perth, Western Australia, in 2015 and stayed')).toBeNull();
    expect(foreignPlace('Perth')).toBeNull();
    expect(foreignPlace('Teknik Sipil, Universitas Indonesia, Depok')).toBeNull();
  });
});
