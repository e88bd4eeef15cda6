import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isAvatarInitials } from './avatar-initials';

describe("an avatar's initials beside the name", () => {
  it('are no name', () => {
    expect(isAvatarInitials('SW', 'Sari Wulandari')).toBe(true);
    expect(isAvatarInitials('JK', 'Jisoo Kim')).toBe(true);
    expect(isAvatarInitials('MP', 'Made Ayu Pertiwi')).toBe(true);
    expect(
      parseResumeText(
        ['MA\tMade Ayu Pertiwi', 'Perawat', '', 'Bahasa', 'Bahasa Inggris\tMenengah'].join('\n'),
      ).name,
    ).toBe('Made Ayu Pertiwi');
  });

  it('leaves capitals that are no initials of the next cell, and a short name, alone', () => {
    expect(isAvatarInitials('QA', 'Sari Wulandari')).toBe(false);
    expect(isAvatarInitials('Li', 'Wei Zhang')).toBe(false);
    expect(isAvatarInitials('IT', 'Support')).toBe(false);
    expect(isAvatarInitials('SW', undefined)).toBe(false);
  });
});
