import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { usStateOf } from './us-state-place';

describe('a place in the United States (us-state-place.ts)', () => {
  it('reads the state of "Town, State" by name or postal code', () => {
    expect(usStateOf('Boise, Idaho')).toBe('Idaho');
    expect(usStateOf('Santa Fe, NM 87501')).toBe('New Mexico');
    expect(usStateOf('Grand Rapids, michigan')).toBe('Michigan');
  });
  it('reads no state where there is none', () => {
    expect(usStateOf('Perth, Western Australia')).toBeNull();
    expect(usStateOf('Fort Collins, Co')).toBeNull();
    expect(usStateOf('Knitting, sewing')).toBeNull();
    expect(usStateOf('Boise')).toBeNull();
  });
  it('reads the contact line of such a résumé', () => {
    const { sections } = parseResumeText(
      ['Nadia Brennan', 'Boise, Idaho · (208) 555-0190 · nadia.brennan@example.com', '', 'SKILLS', 'Welding'].join('\n'),
    );
    expect(sections.person).toMatchObject({ country: '', region: 'Idaho', address: 'Boise, Idaho' });
  });
});
