import { describe, expect, it } from 'vitest';
import { employerBesideTown } from './title-over-employer-town';
import { parseResumeText } from './parse';

describe("a title holding a company's word over the employer and its town", () => {
  it('is the whole title; the line under it the employer, not a duty', () => {
    const parsed = parseResumeText(
      [
        'Jonah Pierce',
        '',
        'EXPERIENCE',
        '',
        'Dental Lab Technician\tMar 2016 – Jan 2020',
        'Bright Smile Dental Studio\tBoise, ID',
        '• Fabricated zirconia crowns and bridges from digital impressions.',
      ].join('\n'),
    );
    const [job] = parsed.sections.works;
    expect([job.company, job.position]).toEqual(['Bright Smile Dental Studio', 'Dental Lab Technician']);
    expect(job.achievements).toBe('• Fabricated zirconia crowns and bridges from digital impressions.');
  });

  it('needs a town, a comma and a state or country in the second cell', () => {
    expect(employerBesideTown('Acme Lab\tPortland, OR')).toBe('Acme Lab');
    expect(employerBesideTown('Acme Lab\t2019 – 2021')).toBeNull();
    expect(employerBesideTown('• Acme Lab\tPortland, OR')).toBeNull();
  });
});
