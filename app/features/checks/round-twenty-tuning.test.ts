// Round twenty, tuning after fresh15 (ADR 0039): each family both ways on made-up sentences no planted set
// holds — Korean company names of a word and a trade name part, Korean welfare and medicine words.
import { describe, expect, it } from 'vitest';
import { openingFinding } from './cliches';
import { judge, wordsToSpell } from './spelling';

describe('round twenty tuning: Korean company names of a word and a trade name part', () => {
  it('passes a made-up firm name with a trade part, also with a particle', () => {
    const text =
      '납품은 대진메디컬, 포장재는 해솔포장과 협의했고 선적은 동백마린에서, 원단은 금강물산을 통해 받았으며 한울로지스와 운송 계약을 맺었습니다.';
    const asked = wordsToSpell(text, 'ko', []);
    for (const w of ['대진메디컬', '해솔포장과', '동백마린에서', '금강물산을', '한울로지스와'])
      expect(asked, w).not.toContain(w);
  });

  it('leaves a word without a trade part, or a part after one syllable, to the dictionary', () => {
    const asked = wordsToSpell('해솔포잔과 협의했고 재포장도 하며 대진메디를 찾았습니다.', 'ko', []);
    expect(asked).toEqual(expect.arrayContaining(['해솔포잔과', '재포장도', '대진메디를']));
  });

  it('still flags a kept misspelling written before a trade word', () => {
    expect(wordsToSpell('몇일씩 걸렸습니다.', 'ko', [])).not.toContain('몇일씩');
  });
});

describe('round twenty tuning: Korean welfare and medicine words', () => {
  it('passes the words with a particle and in compounds', () => {
    const asked = wordsToSpell('환아를 돌보고 영유아와 한부모 가구, 차상위 가정을 도왔습니다.', 'ko', []);
    for (const w of ['환아를', '영유아와', '한부모', '차상위']) expect(asked, w).not.toContain(w);
    const correct = (w: string) => ['가정', '계층', '아동', '중증'].includes(w);
    for (const w of ['한부모가정', '차상위계층', '요보호아동', '중증환아'])
      expect(judge('ko', w, correct), w).toBe(true);
  });

  it('leaves a slip of the same words to the dictionary', () => {
    const asked = wordsToSpell('환야를 돌보고 영유야와 한부무 가구를 도왔습니다.', 'ko', []);
    expect(asked).toEqual(expect.arrayContaining(['환야를', '영유야와', '한부무']));
    const correct = (w: string) => ['가정', '계층'].includes(w);
    expect(judge('ko', '한부무가정', correct)).toBe(false);
  });
});

describe('round twenty tuning: Indonesian English terms and affixed forms', () => {
  const dict = new Set([
    'clean',
    'room',
    'wafer',
    'chiller',
    'server',
    'baru',
    'peraga',
    'decontamination',
    'kontan',
    'kontainer',
    'recalibration',
  ]);
  const correct = (w: string) => dict.has(w);

  it('passes English compounds, a clitic after a hyphen and affixes on a loan or a per- root', () => {
    for (const w of [
      'cleanroom',
      'chiller-nya',
      'server-ku',
      'mendekontaminasi',
      'direkalibrasi',
      'perbarui',
      'diperbarui',
      'memperbarui',
      'memperagakan',
    ])
      expect(judge('id', w, correct), w).toBe(true);
  });

  it('leaves slips of the same shapes flagged', () => {
    for (const w of ['cleenroom', 'chiler-nya', 'mendekontaminsi', 'perbarai', 'memperagakn', 'kontaner'])
      expect(judge('id', w, correct), w).toBe(false);
  });

  it('KBBI water-treatment words and English plant words pass; a slip of them is asked', () => {
    const asked = wordsToSpell(
      'Kami memakai klor dan flokulasi, turbidimeter, bonder dan disinfector.',
      'id',
      [],
    );
    for (const w of ['klor', 'flokulasi', 'turbidimeter', 'bonder', 'disinfector'])
      expect(asked, w).not.toContain(w);
    expect(wordsToSpell('Kami memakai klorr dan flokulsi.', 'id', [])).toEqual(
      expect.arrayContaining(['klorr', 'flokulsi']),
    );
  });
});

describe('round twenty tuning: English -ation of an -ate verb and water-treatment words', () => {
  it('passes -ation of a known -ate verb; a slip of -ation is refused', () => {
    const correct = (w: string) => ['ozonate', 'separate', 'separation'].includes(w);
    expect(judge('en', 'ozonation', correct)).toBe(true);
    expect(judge('en', 'seperation', correct)).toBe(false);
  });

  it('passes exceedances and flocculation as listed; a slip of them is asked', () => {
    const asked = wordsToSpell(
      'We logged exceedances after flocculation and fixed the maintainance plan.',
      'en',
      [],
    );
    expect(asked).not.toContain('exceedances');
    expect(asked).not.toContain('flocculation');
    expect(wordsToSpell('We logged exceedences after floculation.', 'en', [])).toEqual(
      expect.arrayContaining(['exceedences', 'floculation']),
    );
  });
});

describe('round twenty tuning: an opening that only announces the applicant', () => {
  const empty = (text: string, question: string) => openingFinding(text, question) !== null;

  it('flags the announcement in three languages, though it shares the question words', () => {
    expect(
      empty(
        '저는 물류 직무에 지원하게 된 박하늘입니다. 창고에서 3년간 일했습니다.',
        '물류 직무 지원 동기를 쓰세요.',
      ),
    ).toBe(true);
    expect(
      empty('저는 금번 공개채용의 응시자입니다. 창고에서 일했습니다.', '지원 동기와 공개채용 응시 이유'),
    ).toBe(true);
    expect(
      empty(
        "I'm a candidate for the warehouse lead role. I ran two shifts.",
        'Why this warehouse lead role?',
      ),
    ).toBe(true);
    expect(empty('I am applying for the position of lab analyst. I ran assays.', 'Why this position?')).toBe(
      true,
    );
    expect(
      empty('Saya melamar untuk posisi analis laboratorium. Saya menguji air.', 'Mengapa posisi analis?'),
    ).toBe(true);
    expect(empty('Saya adalah kandidat untuk jabatan ini. Saya menguji air.', 'Mengapa jabatan ini?')).toBe(
      true,
    );
  });

  it('leaves a first sentence that goes on to what the applicant did', () => {
    expect(
      empty(
        '저는 창고에서 3년간 재고 오차를 줄인 경험으로 물류 직무에 지원한 박하늘입니다.',
        '물류 직무 지원 동기를 쓰세요.',
      ),
    ).toBe(false);
    expect(
      empty(
        'I am applying for the lab analyst role because I cut assay errors by 40% at Tirta.',
        'Why this role?',
      ),
    ).toBe(false);
    expect(
      empty('Saya melamar posisi ini karena tiga tahun menguji air di PDAM.', 'Mengapa posisi ini?'),
    ).toBe(false);
  });
});
