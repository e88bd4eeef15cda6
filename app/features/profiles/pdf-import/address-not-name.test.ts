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
  });

  it('leaves a name, a name with a comma, and a title line alone', () => {
    expect(isAddressCell('Nguyen, Tom', '')).toBe(false);
    expect(isAddressCell('Tom Nguyen', 'Fitzroy, Melbourne, Australia')).toBe(false);
    expect(isAddressCell('Engineer, writer, climber', '')).toBe(false);
    expect(parseResumeText(['Nguyen, Tom', 'Fitzroy, Melbourne, Australia'].join('\n')).name).toBe(
      'Nguyen, Tom',
    );
  });
});
