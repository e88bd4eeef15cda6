import { describe, expect, it } from 'vitest';
import { indonesianAffixed, nasalRoots } from './indonesian-affixes';

const dictionary = (words: string[]) => {
  const set = new Set(words);
  return (w: string) => set.has(w);
};

describe('Indonesian nasal prefixes (meN-, peN-)', () => {
  it('undoes the nasal the way Indonesian makes it', () => {
    expect(nasalRoots('memverifikasi')).toContain('verifikasi');
    expect(nasalRoots('memakai')).toContain('pakai');
    expect(nasalRoots('menulis')).toContain('tulis');
    expect(nasalRoots('mengirim')).toContain('kirim');
    expect(nasalRoots('mengenal')).toContain('kenal');
    expect(nasalRoots('menyusun')).toContain('susun');
    expect(nasalRoots('pengemulsi')).toContain('emulsi');
    expect(nasalRoots('mengecat')).toContain('cat');
    expect(nasalRoots('melatih')).toContain('latih');
    expect(nasalRoots('memperbaiki')).toContain('baiki');
  });

  it('passes an affixed word of a dictionary root and flags a slip of its root', () => {
    const correct = dictionary(['verifikasi', 'emulsi', 'susun', 'arsip']);
    for (const w of ['memverifikasi', 'pengemulsi', 'penyusunan', 'pengarsipan'])
      expect(indonesianAffixed(w, correct), w).toBe(true);
    for (const w of ['memverifkasi', 'pengemulsy', 'menyusn'])
      expect(indonesianAffixed(w, correct), w).toBe(false);
  });
});
