import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a skills heading paired with the equipment ("보유 기술 및 장비")', () => {
  it('heads the skills, and its list is no certificate', () => {
    const parsed = parseResumeText(
      [
        '최바다',
        '',
        'Ⅲ. 자격 및 어학',
        '· 용접기능사 / 한국산업인력공단 / 2014.05',
        '',
        'Ⅳ. 보유 기술 및 장비',
        '',
        'TIG 용접, 초음파 두께 측정기, AutoCAD',
      ].join('\n'),
    );
    expect(parsed.sections.skills).toEqual(['TIG 용접', '초음파 두께 측정기', 'AutoCAD']);
    expect(parsed.sections.certifications.map((c) => c.certificationName)).toEqual(['용접기능사']);
  });
});
