import { describe, expect, it } from 'vitest';
import { sectionCity } from './contact-section-city';
import { parseResumeText } from './parse';

const person = (lines: string[]) => parseResumeText(lines.join('\n')).sections.person;

describe('a city line under a sidebar\'s CONTACT heading ("Bandung, Indonesia", "Daegu")', () => {
  it('is where the person lives (en, id, ko)', () => {
    const p = person([
      'Laura Kim',
      'SUMMARY',
      'Analyst.',
      'CONTACT',
      '+82 10-4444-1212',
      'laura.kim@example.com',
      'Daegu, South Korea',
    ]);
    expect([p.region, p.country]).toEqual(['Daegu', 'KR']);
    expect(sectionCity('Bandung, Indonesia')).toEqual({ region: 'Bandung', country: 'ID' });
    expect(sectionCity('Daegu')).toEqual({ region: 'Daegu', country: '' });
  });

  it('leaves a city with its province, a street address and a sentence to the rules before', () => {
    expect(sectionCity('Medan, Sumatera Utara')).toBeNull();
    expect(sectionCity('Jl. Diponegoro No. 4, Bandung')).toBeNull();
    expect(sectionCity('Moved to Daegu in 2019')).toBeNull();
    const p = person([
      'Laura Kim',
      'CONTACT',
      'laura.kim@example.com',
      'Jl. Diponegoro No. 4, Bandung, Indonesia',
    ]);
    expect(p.address).toBe('Jl. Diponegoro No. 4, Bandung, Indonesia');
  });
});
