import { describe, expect, it } from 'vitest';
import { parseEducations } from './education';
import { positionOverEmployer, withoutPlaceCountry } from './place-country';
import { parseWorks } from './work';

describe('an employer or school with ", Town (Country)" after it (Europass)', () => {
  it('drops the town and the country from the name', () => {
    expect(withoutPlaceCountry('Hotel Sacher, Vienna (Austria)')).toBe('Hotel Sacher');
    expect(withoutPlaceCountry('Universitas Gadjah Mada, Yogyakarta (Indonesia)')).toBe(
      'Universitas Gadjah Mada',
    );
    expect(withoutPlaceCountry('Maersk Line, Aarhus (Denmark)')).toBe('Maersk Line');
  });

  it('leaves a company kind, an acronym or a number in brackets, and a name without a comma, alone', () => {
    for (const kept of [
      'Bank Rakyat Indonesia, Jakarta (Persero)',
      'Samsung Electronics, Device Solutions (DS)',
      'Studio 3, Building (2)',
      'LG Display (Paju)',
      '현대자동차, 울산 (한국)',
    ])
      expect(withoutPlaceCountry(kept)).toBe(kept);
  });

  it('reads the one-piece head over such a line as the position whole, the line as the employer', () => {
    expect(positionOverEmployer(['Head Chef, Banquets'], 'Hotel Sacher, Vienna (Austria)')).toEqual({
      position: 'Head Chef, Banquets',
      company: 'Hotel Sacher',
    });
    expect(positionOverEmployer(['Head Chef'], '• Ran the banquet kitchen (200 covers)')).toBeNull();
    expect(positionOverEmployer(['Hotel Sacher', 'Head Chef'], 'Vienna (Austria)')).toBeNull();
  });

  it('gives the job and the school their names without the place', () => {
    const [work] = parseWorks([
      '05/2018 – present\tSous Chef, Pastry',
      'Grand Hotel Amrâth, Amsterdam (Netherlands)',
      '• Planned the pastry section for 400 covers.',
    ]);
    expect(work).toMatchObject({
      company: 'Grand Hotel Amrâth',
      position: 'Sous Chef, Pastry',
      start: '2018.05',
    });
    const [school] = parseEducations([
      '09/2010 – 06/2013\tBachelor of Arts in Hospitality Management',
      'Breda University of Applied Sciences, Breda (Netherlands)',
    ]);
    expect(school.school).toBe('Breda University of Applied Sciences');
  });
});
