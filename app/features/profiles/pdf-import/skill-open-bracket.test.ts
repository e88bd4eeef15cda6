import { describe, expect, it } from 'vitest';
import { closesOpenBracket } from './skill-brackets';
import { parseSkills } from './skills';

describe('a bulleted skill wrapped inside its bracket', () => {
  it('is one skill with the line that closes the bracket', () => {
    expect(
      parseSkills(['• Survei batimetri', '• Pengolahan data LiDAR (Riegl VUX', '240)', '• Global Mapper']),
    ).toEqual(['Survei batimetri', 'Pengolahan data LiDAR (Riegl VUX 240)', 'Global Mapper']);
  });

  it('leaves a line that closes nothing, and an item with its bracket closed', () => {
    expect(closesOpenBracket('Excel (Pivot)', 'VLOOKUP)')).toBe(false);
    expect(closesOpenBracket('Total Station (Leica', 'Topcon')).toBe(false);
    expect(parseSkills(['• Excel (Pivot)', 'Tableau'])).toEqual(['Excel (Pivot)', 'Tableau']);
  });
});
