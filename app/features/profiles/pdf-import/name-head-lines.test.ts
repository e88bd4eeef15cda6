import { describe, expect, it } from 'vitest';
import { isLinkStrip, spacedNameCells } from './name-head-lines';
import { parseResumeText } from './parse';

describe('a strip of links over the name', () => {
  it('is no name', () => {
    expect(isLinkStrip('Portfolio · LinkedIn · GitHub')).toBe(true);
    expect(isLinkStrip('Website | Behance | Dribbble')).toBe(true);
    expect(
      parseResumeText(['LinkedIn • GitHub', 'Tomas Rivera', 'Data Analyst', '', 'EXPERIENCE', 'x'].join('\n')).name,
    ).toBe('Tomas Rivera');
  });

  it('leaves a name and a headline alone', () => {
    expect(isLinkStrip('Tomas Rivera')).toBe(false);
    expect(isLinkStrip('Data Analyst · Python · SQL')).toBe(false);
  });
});

describe('a letter-spaced name read one word a cell', () => {
  it('is the name whole', () => {
    expect(spacedNameCells('ELENA\tMARTIN')).toBe('ELENA MARTIN');
    expect(spacedNameCells('Anna\tMarie\tLopez-Garcia')).toBe('Anna Marie Lopez-Garcia');
    expect(parseResumeText(['TOMAS\tRIVERA', 'Data Analyst', '', 'EXPERIENCE', 'x'].join('\n')).name).toBe(
      'TOMAS RIVERA',
    );
  });

  it('leaves a name with its contact, a one-word line and mixed cells alone', () => {
    expect(spacedNameCells('Tomas Rivera\ttomas@example.com')).toBeNull();
    expect(spacedNameCells('RESUME')).toBeNull();
    expect(spacedNameCells('ELENA\tMartin')).toBeNull();
    expect(spacedNameCells('Product Manager\t2021')).toBeNull();
  });
});
