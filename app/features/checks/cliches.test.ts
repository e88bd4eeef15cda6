import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';

describe('clichés and openings', () => {
  it('finds the kept clichés per language', () => {
    expect(
      clicheFindings('저는 어려서부터 최선을 다하는 사람이었습니다.', 'ko').map((f) => f.values?.phrase),
    ).toEqual(['저는 어려서부터', '최선을 다하는']);
    expect(clicheFindings('I am a hard-working team player.', 'en')).toHaveLength(1);
    expect(clicheFindings('Saya pekerja keras.', 'id')).toHaveLength(1);
  });

  it('flags a first sentence that does not answer the question’s kind', () => {
    const q = '지원 동기를 기술해 주십시오.';
    expect(openingFinding('저는 1남 1녀의 장남입니다. 물류에 관심이 많습니다.', q)?.values).toEqual({
      kind: 'intents.motivation',
    });
    expect(openingFinding('배차가 기사의 하루를 바꾼다는 점에 끌려 지원했습니다.', q)).toBeNull();
    expect(
      openingFinding(
        'The failure I learned most from was a pricing test.',
        'Tell us about a time you failed.',
      ),
    ).toBeNull();
  });
});

describe('openings: only an empty one is flagged', () => {
  it('flags a greeting, a preamble or a general self-description that does not answer', () => {
    const cases: [string, string][] = [
      [
        '안녕하십니까, 항상 배우는 자세로 살아온 지원자입니다. 현장에서 일했습니다.',
        '입사 후 포부를 기술해 주십시오.',
      ],
      [
        'I am writing to express my interest in this position. I led a team.',
        'What is your biggest achievement?',
      ],
      [
        'Perkenalkan, saya adalah pelamar untuk posisi ini. Saya bekerja di gudang.',
        'Apa rencana Anda lima tahun ke depan?',
      ],
      [
        'Saya adalah orang yang teliti. Saya bekerja di gudang.',
        'Ceritakan masalah yang pernah Anda selesaikan.',
      ],
    ];
    for (const [text, q] of cases) expect(openingFinding(text, q)?.kind, text).toBe('opening');
  });

  it('never flags a first sentence that sets the scene of a story, whatever words it shares', () => {
    const cases: [string, string][] = [
      [
        '재활병원에서 물리치료사로 일하며 뇌졸중 환자의 보행 훈련을 맡았습니다.',
        '전문성을 발휘한 경험을 기술해 주십시오.',
      ],
      [
        'As a physiotherapist at a rehabilitation hospital, I led gait training.',
        'Describe a time your expertise made a difference.',
      ],
      ['I joined a telecoms contact centre as an agent.', 'What is your main strength?'],
      [
        'Sebagai pustakawan di perpustakaan umum kota, saya mengelola ruang baca anak.',
        'Ceritakan pengalaman Anda melayani pengguna.',
      ],
      ['저는 물류센터에서 3년간 입고 검수를 맡았습니다.', '직무 관련 경험을 기술해 주십시오.'],
    ];
    for (const [text, q] of cases) expect(openingFinding(text, q), text).toBeNull();
  });
});

describe('clichés, round four', () => {
  it('finds the added phrases, and not the plain words around them', () => {
    expect(clicheFindings('열정만큼은 누구에게도 뒤지지 않는 사람입니다.', 'ko')).toHaveLength(2);
    expect(clicheFindings('She thrives in fast-paced environments.', 'en')).toHaveLength(1);
    expect(clicheFindings('Saya mampu bekerja dalam tim maupun individu.', 'id')).toHaveLength(1);
    expect(clicheFindings('We moved to a fast release cycle.', 'en')).toEqual([]);
  });
});

describe('clichés, round five', () => {
  it('finds "hit the ground running" and "bekerja di bawah tekanan", not the plain words', () => {
    expect(clicheFindings('I can hit the ground running.', 'en').map((f) => f.values?.phrase)).toEqual([
      'hit the ground running',
    ]);
    expect(clicheFindings('Saya siap bekerja di bawah tekanan.', 'id')).toHaveLength(1);
    expect(clicheFindings('The ground team was running late.', 'en')).toEqual([]);
    expect(clicheFindings('Saya bekerja di bawah pengawasan manajer.', 'id')).toEqual([]);
  });
});

describe('clichés, round six', () => {
  it('finds "go the extra mile" and "mampu bekerja dalam tim", not the plain words', () => {
    expect(clicheFindings('I always go the extra mile for clients.', 'en')).toHaveLength(1);
    expect(clicheFindings('Saya mampu bekerja dalam tim.', 'id')).toHaveLength(1);
    expect(clicheFindings('The extra mile of track opened in May.', 'en')).toEqual([]);
    expect(clicheFindings('Saya mampu bekerja dengan mesin CNC.', 'id')).toEqual([]);
  });
});

describe('clichés, round seven: virtues listed without a story', () => {
  it('finds two or more stock virtues in a row, in each language, once', () => {
    expect(
      clicheFindings('Saya orang yang jujur, disiplin, dan bertanggung jawab.', 'id').map(
        (f) => f.values?.phrase,
      ),
    ).toEqual(['jujur, disiplin, dan bertanggung jawab']);
    expect(clicheFindings('Saya siap bekerja keras.', 'id')).toHaveLength(1);
    expect(clicheFindings('I am honest, reliable and punctual.', 'en').map((f) => f.values?.phrase)).toEqual([
      'honest, reliable and punctual',
    ]);
    expect(clicheFindings('저는 성실하고 꼼꼼한 사람입니다.', 'ko').map((f) => f.values?.phrase)).toEqual([
      '성실하고 꼼꼼',
    ]);
  });

  it('leaves one virtue in a sentence with its story, and words that only contain one', () => {
    expect(clicheFindings('Tim saya teliti memeriksa 300 dokumen.', 'id')).toEqual([]);
    expect(clicheFindings('The report was honest about the delay and the cost.', 'en')).toEqual([]);
    expect(
      clicheFindings('We were responsible for dishonest-vendor audits and loyalty cards.', 'en'),
    ).toEqual([]);
  });
});

describe('clichés, round eight: kept phrase families', () => {
  it('finds a stock pair of virtues, an idiom in any form of its verb and "never give up"', () => {
    expect(
      clicheFindings('저는 패기와 열정으로 뭉친 인재입니다.', 'ko').map((f) => f.values?.phrase),
    ).toEqual(['패기와 열정']);
    expect(clicheFindings('She thinks outside the box.', 'en').map((f) => f.values?.phrase)).toEqual([
      'thinks outside the box',
    ]);
    expect(clicheFindings('I went the extra mile for every client.', 'en')).toHaveLength(1);
    expect(clicheFindings('Saya tidak mudah menyerah.', 'id').map((f) => f.values?.phrase)).toEqual([
      'tidak mudah menyerah',
    ]);
  });

  it('leaves one such word with its story, and the words outside the idiom', () => {
    expect(clicheFindings('물류 자동화에 대한 열정으로 3개월간 WMS를 공부했습니다.', 'ko')).toEqual([]);
    expect(clicheFindings('We shipped the box outside the usual route.', 'en')).toEqual([]);
    expect(clicheFindings('Vendor itu akhirnya menyerah pada tenggat kami.', 'id')).toEqual([]);
  });
});
