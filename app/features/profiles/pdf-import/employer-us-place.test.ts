import { describe, expect, it } from 'vitest';
import { employerWithoutUsPlace } from './employer-us-place';

describe('an employer with a US town and state after it', () => {
  it('loses the town and the state', () => {
    expect(employerWithoutUsPlace('Franklin Heritage Museum, Columbus, Ohio')).toBe(
      'Franklin Heritage Museum',
    );
    expect(employerWithoutUsPlace('Acme Robotics, Austin, TX')).toBe('Acme Robotics');
  });

  it('keeps any other name', () => {
    expect(employerWithoutUsPlace('Cornwall Insight, Norwich')).toBe('Cornwall Insight, Norwich');
    expect(employerWithoutUsPlace('Smith, Jones, Partners')).toBe('Smith, Jones, Partners');
    expect(employerWithoutUsPlace('Columbus, Ohio')).toBe('Columbus, Ohio');
  });
});
