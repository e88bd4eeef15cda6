import { describe, expect, it } from 'vitest';
import { isCopyrightLine } from './copyright-line';
import { parseResumeText } from './parse';

describe("a template's copyright footer", () => {
  it('is no line of the résumé (en, id, ko)', () => {
    expect(isCopyrightLine('© Cedefop 2019\tPage 2 / 2')).toBe(true);
    expect(isCopyrightLine('Copyright © 2025 Karir.com')).toBe(true);
    expect(isCopyrightLine('(c) 2024 잡플래닛')).toBe(true);
    expect(isCopyrightLine('Copyright 2023 Kalibrr')).toBe(true);
  });

  it('leaves a © inside a line and the word "copyright" in a duty alone', () => {
    expect(isCopyrightLine('Zemax© OpticStudio, MATLAB')).toBe(false);
    expect(isCopyrightLine('Copyright clearance for 40 catalogue images')).toBe(false);
    expect(isCopyrightLine('• © 표기 검수 및 저작권 관리')).toBe(false);
  });

  it('no longer closes the last section as an award', () => {
    const parsed = parseResumeText(
      ['Awards', 'Best Paper Award — IEEE ICRA, 2021', '', '© Cedefop 2019, 2002-2020\tPage 1 / 1'].join(
        '\n',
      ),
    );
    expect(parsed.sections.awards.map((a) => a.awardName)).toEqual(['Best Paper Award']);
  });
});
