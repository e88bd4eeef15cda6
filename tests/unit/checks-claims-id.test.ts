// Round nine (ADR 0039): the claims check traces an Indonesian answer as Indonesian (claims.ts passed it to
// the tracer as Korean, where no sentence without 저/제 is a first-person claim), with the tracer's
// Indonesian sentence patterns (saya …, saya akan …) — the round-seven set's missed claim, both ways.
import { describe, expect, it } from 'vitest';
import { claimFindings } from '~/features/checks/claims';
import { idFinance } from '~/features/coverletters/writer/__fixtures__/resumes';

describe('Indonesian claims', () => {
  it('traces Indonesian as itself: a first-person claim no entry backs is shown', () => {
    const text =
      'Glosarium buatan saya sendiri melipatgandakan pendapatan perusahaan sepuluh kali dalam sebulan.';
    expect(claimFindings(text, 'id', idFinance).map((f) => f.message)).toEqual(['claim.claim']);
  });

  it('leaves a promise alone (saya akan …): it claims nothing happened', () => {
    expect(claimFindings('Saya akan belajar dengan cepat di tim Anda.', 'id', idFinance)).toEqual([]);
  });
});
