import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('an address written as places ending with the country', () => {
  it('reads "district, city, country" in the contact line as the address, the city its region', () => {
    const { sections } = parseResumeText(
      [
        'DANIEL MORENO',
        'Haeundae-gu, Busan, South Korea | daniel@example.com | +82 10-5521-0937',
        '',
        'SKILLS',
        'Go',
      ].join('\n'),
    );
    expect([sections.person.address, sections.person.region, sections.person.country]).toEqual([
      'Haeundae-gu, Busan, South Korea',
      'Busan',
      'KR',
    ]);
  });

  it('joins the country a narrow sidebar broke onto the next line', () => {
    const { sections } = parseResumeText(
      [
        'Marco Bianchi',
        '',
        'CONTACT',
        'marco@example.com',
        'Seongnam, Gyeonggi-do, South',
        'Korea',
        '',
        'SKILLS',
        'Python',
      ].join('\n'),
    );
    expect([sections.person.address, sections.person.region]).toEqual([
      'Seongnam, Gyeonggi-do, South Korea',
      'Gyeonggi-do',
    ]);
  });

  it('leaves two places alone (a city and its country are the region, not an address)', () => {
    expect(
      parseResumeText(['Ana Lee', 'Seoul, Korea | ana@example.com'].join('\n')).sections.person.address,
    ).toBe('');
  });
});
