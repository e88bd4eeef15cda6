import { describe, expect, it } from 'vitest';
import { latinName, romanize } from './romanize';

describe('Revised Romanization of Korean', () => {
  it('spells syllables by the standard', () => {
    expect(romanize('한빛')).toBe('hanbit');
    expect(romanize('새솔')).toBe('saesol');
    expect(romanize('부산 해운대구')).toBe('busan haeundaegu');
    expect(romanize('푸른금융')).toBe('pureungeumyung');
    expect(romanize('청운')).toBe('cheongun');
    expect(romanize('꽃')).toBe('kkot');
  });

  it('writes the sound where syllables meet', () => {
    expect(romanize('하늘랩스')).toBe('haneullaepseu');
    expect(romanize('신라')).toBe('silla');
    expect(romanize('설날')).toBe('seollal');
    expect(romanize('종로')).toBe('jongno');
    expect(romanize('백마')).toBe('baengma');
    expect(romanize('협력')).toBe('hyeomnyeok');
    expect(romanize('읽어')).toBe('ilgeo');
    expect(romanize('좋아')).toBe('joa');
    expect(romanize('한국')).toBe('hanguk');
  });

  it('leaves what is not Hangul as it is', () => {
    expect(romanize('PT Mitra 2호점 (주)')).toBe('PT Mitra 2hojeom (ju)');
    expect(romanize('')).toBe('');
  });
});

describe('a company name for an English or Indonesian reader', () => {
  it('is the English name when there is one, else the romanised name with capitals', () => {
    expect(latinName('하늘랩스', 'Haneul Labs')).toBe('Haneul Labs');
    expect(latinName('하늘랩스', '  ')).toBe('Haneullaepseu');
    expect(latinName('하늘랩스', null)).toBe('Haneullaepseu');
    expect(latinName('(주)한빛 솔루션')).toBe('Hanbit Sollusyeon');
    expect(latinName('주식회사 누리')).toBe('Nuri');
    expect(latinName('PT Mitra Digital')).toBe('PT Mitra Digital');
  });
});

describe('the seeded Korean companies', () => {
  it('have English names that begin with their name romanised', async () => {
    const { generateCompanies, KR_PREFIX } = await import('#db/seed/data/companies');
    for (const [korean, english] of KR_PREFIX) expect(latinName(korean)).toBe(english);
    const seeded = generateCompanies().filter((c) => c.country === 'KR');
    expect(seeded).toHaveLength(200);
    for (const c of seeded)
      expect(KR_PREFIX.some(([ko, en]) => c.name.startsWith(ko) && c.nameEn!.startsWith(`${en} `))).toBe(
        true,
      );
  });
});
