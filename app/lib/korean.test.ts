import { describe, expect, it } from 'vitest';
import { finalOf, resolveParticles } from './korean';
import { translate, loadNamespaces } from './i18n-react';

describe('Korean particles after a word known only when shown', () => {
  it('reads the final consonant of Hangul, digits and upper-case codes', () => {
    expect(['쿠폰', '이용권', '9,900원', '환영'].map(finalOf)).toEqual([
      'consonant',
      'consonant',
      'consonant',
      'consonant',
    ]);
    expect(['학교', '카드', '2', 'ABC', 'ABN'].map(finalOf)).toEqual([
      'none',
      'none',
      'none',
      'none',
      'consonant',
    ]);
    expect(['WELCOME10', 'FREE100', 'SALE7', 'XY'].map(finalOf)).toEqual([
      'consonant',
      'consonant',
      'consonant',
      'none',
    ]);
    expect(['Soft', 'Apple', 'Google', 'x', ''].map(finalOf)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });

  it('reads a Latin word by its last letters where Korean spells such words regularly', () => {
    // 테크놀로지, 메디카, 랩스, 센터, 시나르 end open; 프리미엄, 코틀린, 디지털, 로지스틱, 반둥 close.
    expect(['PT Mitra Teknologi', 'Medika', 'Labs', 'Center', 'Sinar'].map(finalOf)).toEqual([
      'none',
      'none',
      'none',
      'none',
      'none',
    ]);
    expect(['Premium', 'Kotlin', 'PT Cahaya Digital', 'Logistik', 'Bandung'].map(finalOf)).toEqual([
      'consonant',
      'consonant',
      'consonant',
      'consonant',
      'consonant',
    ]);
  });

  it('keeps the particle that fits and both forms where the word cannot be told', () => {
    expect(resolveParticles('쿠폰 번호 WELCOME10을(를) 등록합니다.')).toBe(
      '쿠폰 번호 WELCOME10을 등록합니다.',
    );
    expect(resolveParticles('쿠폰 번호 ABCD을(를) 등록합니다.')).toBe('쿠폰 번호 ABCD를 등록합니다.');
    expect(resolveParticles('3일 이용권이(가) 2026.12.31에 종료됩니다.')).toBe(
      '3일 이용권이 2026.12.31에 종료됩니다.',
    );
    expect(resolveParticles('웰컴 패스이(가) 끝납니다')).toBe('웰컴 패스가 끝납니다');
    expect(resolveParticles('하늘랩스와(과) 나의 차이')).toBe('하늘랩스와 나의 차이');
    expect(resolveParticles('한양대학교은(는)')).toBe('한양대학교는');
    expect(resolveParticles('Premium pass이(가) 끝납니다')).toBe('Premium pass가 끝납니다');
    expect(resolveParticles('Microsoft이(가) 끝납니다')).toBe('Microsoft이(가) 끝납니다');
    expect(resolveParticles('no markers (here)')).toBe('no markers (here)');
  });

  it("picks 와 or 과 for the company in the culture report's comparison caption", async () => {
    await loadNamespaces('ko', ['culture']);
    const caption = (name: string) => translate('ko', 'culture', 'result.gaps', { name });
    expect(caption('하늘랩스')).toBe('하늘랩스와 나의 차이');
    expect(caption('푸른금융')).toBe('푸른금융과 나의 차이');
    expect(caption('한빛건설')).toBe('한빛건설과 나의 차이');
    expect(caption('PT Mitra Teknologi')).toBe('PT Mitra Teknologi와 나의 차이');
    expect(caption('PT Cahaya Digital')).toBe('PT Cahaya Digital과 나의 차이');
    expect(caption('Microsoft')).toBe('Microsoft와(과) 나의 차이');
  });

  it('applies to translated Korean text with its values', async () => {
    await loadNamespaces('ko', ['coupons']);
    expect(translate('ko', 'coupons', 'wallet.confirmBody', { code: 'FREE100' })).toContain('FREE100을 ');
    expect(translate('ko', 'coupons', 'wallet.confirmBody', { code: 'HELLO' })).toContain('HELLO를 ');
  });
});
