// Round twenty, tuning after fresh15 (ADR 0039): each family both ways on made-up sentences no planted set
// holds — Korean company names of a word and a trade name part, Korean welfare and medicine words.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';
import { repetitionWithin } from './repetition';
import { numbersIn } from './repetition-restated';
import { judge, wordsToSpell } from './spelling';
import { contextHits } from './spelling-rules';

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

describe('round twenty tuning: a stock pair of Korean virtue nouns', () => {
  const cliches = (text: string) => clicheFindings(text, 'ko').map((f) => text.slice(f.range[0], f.range[1]));

  it('flags two virtues joined by 과/와, a comma or 및', () => {
    expect(cliches('저는 끈기와 인내심으로 일했습니다.').join()).toContain('끈기와 인내심');
    expect(cliches('책임감과 성실성을 갖춘 사원이 되겠습니다.').join()).toContain('책임감과 성실성');
    expect(cliches('정직함, 꼼꼼함을 바탕으로 회계를 맡겠습니다.').join()).toContain('정직함, 꼼꼼함');
    expect(cliches('사명감 및 책임 의식을 가지고 임하겠습니다.').join()).toContain('사명감 및 책임 의식');
  });

  it("leaves a pair of the work's values and a virtue beside another noun", () => {
    expect(cliches('안전과 품질을 함께 챙겼습니다.')).toEqual([]);
    expect(cliches('책임감과 데이터로 설득했습니다.')).toEqual([]);
    expect(cliches('꼼꼼함과 정직성을 요구하는 재무 업무에서 3년간 결산을 맡았습니다.')).toEqual([]);
  });
});

describe('round twenty tuning: real words of another meaning, told by the words around them', () => {
  const fixes = (text: string, lang: 'ko' | 'en' | 'id') =>
    contextHits(text, lang)
      .filter((h) => ['sound-alike', 'acuh-tak-acuh'].includes(h.rule))
      .map((h) => h.fix);

  it('Korean 결재/결제: money makes it a payment, a superior an approval', () => {
    expect(fixes('카드 결재가 두 번 된 건을 환불했습니다.', 'ko')).toEqual(['카드 결제']);
    expect(fixes('결재 수단을 하나 더 늘렸습니다.', 'ko')).toEqual(['결제 수단']);
    expect(fixes('팀장님께 결제를 올렸습니다.', 'ko')).toEqual(['팀장님께 결재']);
    expect(fixes('요금 결재 누락을 줄였습니다.', 'ko')).toEqual(['요금 결제']);
    expect(fixes('We did not loose revenue.', 'en')).toEqual(['did not lose']);
    expect(fixes('The strap was not loose.', 'en')).toEqual([]);
    expect(fixes('전자결재로 품의를 올리고 카드 결제 오류를 줄였습니다.', 'ko')).toEqual([]);
  });

  it('English "loose" for "lose" before what one loses; "loose" of a fit left', () => {
    expect(fixes('We could not afford to loose customers that month.', 'en')).toEqual(['to lose']);
    expect(fixes('Without it we would loose track of the pallets.', 'en')).toEqual(['would lose']);
    expect(fixes('I found a loose bolt and tightened the loose cables.', 'en')).toEqual([]);
  });

  it('Indonesian "acuh" without its negation for not caring; "tak acuh" and "acuh tak acuh" left', () => {
    expect(fixes('Beberapa teknisi cenderung acuh terhadap prosedur.', 'id')).toEqual(['tak acuh']);
    expect(fixes('Petugas yang acuh pada keluhan pelanggan kami latih ulang.', 'id')).toEqual(['tak acuh']);
    expect(fixes('Petugas tidak acuh terhadap prosedur, sikapnya acuh tak acuh.', 'id')).toEqual([]);
  });
});

describe('round twenty tuning: a restating marker over a figure told already', () => {
  const retold = (t: string) =>
    repetitionWithin(t)
      .filter((f) => f.message === 'repetition.sentence')
      .map((f) => t.slice(f.range[0], f.range[1]));

  it('reads numbers written as words as the same figure in digits', () => {
    expect([...numbersIn('from twelve a month to twenty-five')]).toEqual([12, 25]);
    expect([...numbersIn('dari dua belas kali menjadi dua puluh tiga')]).toEqual([12, 23]);
    expect([...numbersIn('열두 번에서 다섯 대로')]).toEqual([12, 5]);
  });

  it('flags a marked sentence that tells a figure again, in three languages', () => {
    expect(
      retold(
        'Returns ran at 14 a week. I rewrote the labels. In short, we went from fourteen returns a week to three.',
      ),
    ).toHaveLength(1);
    expect(
      retold(
        'Ada 9 keluhan per minggu. Saya menata ulang jadwal. Singkatnya, keluhan turun dari sembilan menjadi dua.',
      ),
    ).toHaveLength(1);
    expect(
      retold(
        '반품이 주 12건이었습니다. 라벨을 바꿨습니다. 요약하면, 주 열두 건이던 반품을 세 건으로 줄였습니다.',
      ),
    ).toHaveLength(1);
  });

  it('leaves a marked sentence with a new figure, and a figure told again without a marker', () => {
    expect(
      retold('Returns ran at 14 a week. I rewrote the labels. In short, the team saved forty hours.'),
    ).toEqual([]);
    expect(
      retold('반품이 주 12건이었습니다. 라벨을 바꿨습니다. 요약하면, 고객 문의가 절반으로 줄었습니다.'),
    ).toEqual([]);
    expect(retold('We served 14 stores. Later the 14 stores asked for a weekly call.')).toEqual([]);
  });
});
