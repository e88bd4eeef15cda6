import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isAddressCell } from './address-not-name';

describe("the address on the header's first line", () => {
  it('is no name', () => {
    expect(
      parseResumeText(
        ['Mapo-gu, Seoul, South Korea', 'Jiwon Han\t+82 10 1234 5678', 'Data Engineer'].join('\n'),
      ).name,
    ).toBe('Jiwon Han');
    expect(
      parseResumeText(['Fitzroy, Melbourne, Australia', 'Tom Nguyen\ttom@example.com'].join('\n')).name,
    ).toBe('Tom Nguyen');
    expect(isAddressCell('Jl. Merdeka 5', 'Jl. Merdeka 5')).toBe(true);
    // A place list closed by a two-letter code is still places.
    expect(isAddressCell('Palo Alto, CA, US', '')).toBe(true);
  });

  it('leaves a name, a name with a comma, and a title line alone', () => {
    expect(isAddressCell('Nguyen, Tom', '')).toBe(false);
    expect(isAddressCell('Tom Nguyen', 'Fitzroy, Melbourne, Australia')).toBe(false);
    expect(isAddressCell('Engineer, writer, climber', '')).toBe(false);
    // A name closed by credentials: no list of places.
    expect(isAddressCell('Jane Doe, RN, BSN', '')).toBe(false);
    expect(isAddressCell('Ana Ruiz, MBA, PMP', '')).toBe(false);
    expect(parseResumeText(['Jane Doe, RN, BSN', 'JD', 'Critical care nurse'].join('\n')).name).toBe('Jane Doe');
    expect(parseResumeText(['Nguyen, Tom', 'Fitzroy, Melbourne, Australia'].join('\n')).name).toBe(
      'Nguyen, Tom',
    );
  });
});
