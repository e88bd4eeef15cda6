// Round twenty-six (issue 36): the families of spelling-coverage-ko/en/id.ts and the lexicons of
// korean-sai-siot-more.ts and ID_BAKU_MORE, each both ways on made-up sentences (not the development set's):
// the slip is found with its fix, and the right use of the same words is left alone.
import { describe, expect, it } from 'vitest';
import { contextHits } from './spelling-rules';
import { knownKo } from './spelling';
import { KNOWN_MISSPELLINGS } from './spelling-lists';

const fixes = (text: string, lang: 'ko' | 'en' | 'id') =>
  contextHits(text, lang).map((h) => `${h.found.trim()}→${h.fix.trim()}`);

describe('round twenty-six: Korean families', () => {
  it('-ㄹ게/-ㄹ 거 with ㄲ; the honorific 께 after a plural stays', () => {
    expect(fixes('내일까지 도면을 고칠께요.', 'ko')).toContain('고칠께요→고칠게요');
    expect(fixes('무엇을 바꿀껀지 먼저 물었습니다.', 'ko')).toContain('바꿀껀지→바꿀 건지');
    expect(fixes('부모님들께 결과를 알려 드렸고 연말께 마쳤습니다.', 'ko')).toEqual([]);
    expect(fixes('내일까지 도면을 고칠게요.', 'ko')).toEqual([]);
  });
  it('-든지 of a choice and -던지 after 얼마나; the right endings stay', () => {
    expect(fixes('어느 매장을 맡던지 청소부터 했습니다.', 'ko')).toContain(
      '어느 매장을 맡던지→어느 매장을 맡든지',
    );
    expect(fixes('얼마나 바빴든지 점심을 걸렀습니다.', 'ko')).toContain('얼마나 바빴든지→얼마나 바빴던지');
    expect(
      fixes(
        '어느 매장을 맡든지 청소부터 했고, 얼마나 바빴던지 점심을 걸렀습니다. 어느 분이 했던지 기억합니다.',
        'ko',
      ),
    ).toEqual([]);
  });
  it('계발 of a thing made, 지향 of what is avoided; 능력 계발 and 지향하는 가치 stay', () => {
    expect(fixes('앱 계발 일정을 관리했습니다.', 'ko')).toContain('앱 계발→앱 개발');
    expect(fixes('밤샘 근무는 지향하자고 말했습니다.', 'ko')).toContain('밤샘 근무는 지향→밤샘 근무는 지양');
    expect(fixes('능력 계발을 돕고 회사가 지향하는 가치를 지켰습니다.', 'ko')).toEqual([]);
  });
  it('부치다, 드러나다, 가르치다; 라벨을 붙이다 and pointing at a door stay', () => {
    expect(fixes('소포를 붙이러 우체국에 갔고 안건은 심의에 붙였습니다.', 'ko')).toEqual([
      '소포를 붙이→소포를 부치',
      '심의에 붙였→심의에 부쳤',
    ]);
    expect(fixes('약점이 들어날까 봐 연습했습니다.', 'ko')).toContain('들어날→드러날');
    expect(fixes('신입에게 운전을 가리켰습니다.', 'ko')).toContain('운전을 가리켰→운전을 가르쳤');
    expect(fixes('상자에 라벨을 붙이고 손으로 출구를 가리켰습니다. 약점이 드러났습니다.', 'ko')).toEqual([]);
  });
  it('것 after an adnominal, 대로/만큼 after a noun; 날것 and 한 대로 stay', () => {
    expect(fixes('제가 맡은것은 검수였습니다.', 'ko')).toContain('맡은것→맡은 것');
    expect(fixes('설명서 대로 조립했고 선배 만큼 빨랐습니다.', 'ko')).toEqual([
      '설명서 대로→설명서대로',
      '선배 만큼→선배만큼',
    ]);
    expect(fixes('날것은 따로 두고, 배운 대로 할 만큼 했습니다.', 'ko')).toEqual([]);
  });
  it('염두하다, -에요 after a vowel, a kept noun before the copula; the right forms stay', () => {
    expect(fixes('일정을 염두해 두고 움직였습니다.', 'ko')).toContain('염두해→염두에');
    expect(fixes('제 꿈은 요리사에요.', 'ko')).toContain('요리사에요→요리사예요');
    expect(fixes('그게 제 바램이었습니다.', 'ko')).toContain('바램이었습니다→바람이었습니다');
    expect(
      fixes('일정을 염두에 두고, 제 꿈은 요리사예요. 그게 아니에요, 제 바람이었고 담당이에요.', 'ko'),
    ).toEqual([]);
  });
  it('사이시옷 and other kept forms of the lists; the right forms stay', () => {
    expect(knownKo('월세집을')).toBe('월셋집을');
    expect(knownKo('이사짐')).toBe('이삿짐');
    expect(knownKo('윗쪽에')).toBe('위쪽에');
    expect(knownKo('월셋집을')).toBeUndefined();
    expect(knownKo('위쪽에')).toBeUndefined();
    // Two Sino-Korean parts take no ㅅ: the forms without it are right, those with it the slips.
    expect(knownKo('조회수가')).toBeUndefined();
    expect(knownKo('전세방을')).toBeUndefined();
    expect(knownKo('월세방')).toBeUndefined();
    expect(knownKo('조횟수가')).toBe('조회수가');
    expect(knownKo('전셋방을')).toBe('전세방을');
  });
});

describe('round twenty-six: English families', () => {
  it("there/their/it's before what is owned or a state; the right uses stay", () => {
    expect(fixes('The drivers loaded there trucks by six.', 'en')).toEqual([]);
    expect(fixes('The nurses shared there concerns with me.', 'en')).toContain(
      'there concerns→their concerns',
    );
    expect(fixes('Customers told us their ready to order.', 'en')).toContain("their ready→they're ready");
    expect(fixes("The charity doubled it's staff in a year.", 'en')).toContain("it's staff→its staff");
    expect(fixes("I went there. Their concerns were fair, and it's ready.", 'en')).toEqual([]);
  });
  it('principal/principle, led, accept; the right uses stay', () => {
    expect(fixes('I follow the principal of transparency.', 'en')).toContain(
      'the principal of transparency→the principle of transparency',
    );
    expect(fixes('I reported to the deputy principle.', 'en')).toContain('deputy principle→deputy principal');
    expect(fixes('In 2021 we lead the merger.', 'en')).toContain('In 2021 we lead→In 2021 we led');
    expect(fixes('I learned to except criticism.', 'en')).toContain('to except→to accept');
    expect(
      fixes('The principal of the school agreed in principle; I lead a team now, except on Fridays.', 'en'),
    ).toEqual([]);
  });
  it("you're, too, whether, discreet, council, morale, personnel, all ready, break; the right uses stay", () => {
    expect(fixes('I will make sure your welcome.', 'en')).toContain("your welcome→you're welcome");
    expect(fixes('The queue was to long at noon.', 'en')).toContain('was to long→was too long');
    expect(fixes('We asked weather the van was free.', 'en')).toContain('asked weather→asked whether');
    expect(fixes('I am very discrete about pay.', 'en')).toContain('very discrete→very discreet');
    expect(fixes('I advised the parish counsel.', 'en')).toContain('parish counsel→parish council');
    expect(fixes('Crew moral rose after the rota change.', 'en')).toContain('Crew moral→Crew morale');
    expect(fixes('The personal department hired twelve people.', 'en')).toContain(
      'personal department→personnel department',
    );
    expect(fixes('The stand was already to open at nine.', 'en')).toContain('was already→was all ready');
    expect(fixes('We had to brake the audit into stages.', 'en')).toContain('brake→break');
    expect(
      fixes(
        'Your idea was to go early. We checked weather forecasts, kept discrete categories, sought legal counsel and a moral duty; I brake gently.',
        'en',
      ),
    ).toEqual([]);
  });
});

describe('round twenty-six: Indonesian families', () => {
  it('bound forms, closed compounds, pun, -nya, reduplication, ke-; the right forms stay', () => {
    expect(fixes('Saya mengurus kartu pra kerja dan dana non tunai.', 'id')).toEqual([
      'pra kerja→prakerja',
      'non tunai→nontunai',
    ]);
    expect(fixes('Kami membuka rute antar pulau.', 'id')).toContain('antar pulau→antarpulau');
    expect(fixes('Saya mendapat bea siswa apa bila lulus.', 'id')).toEqual([
      'bea siswa→beasiswa',
      'apa bila→apabila',
    ]);
    expect(fixes('Bagaimana pun caranya, kami selesai.', 'id')).toContain('Bagaimana pun→Bagaimanapun');
    expect(fixes('Saya membaca laporan nya setiap hari.', 'id')).toContain('laporan nya→laporannya');
    expect(fixes('Kami menjual buku buku bekas.', 'id')).toContain('buku buku→buku-buku');
    expect(fixes('Saya terpilih sebagai ke tua kelas.', 'id')).toContain('sebagai ke tua→sebagai ketua');
    expect(
      fixes(
        'Saya mengantar paket antar jemput, menjual ikan tuna segar, ekspor ke tiga negara, dan sekali pun tidak absen; beasiswa, buku-buku, laporannya.',
        'id',
      ),
    ).toEqual([]);
  });
  it('kept non-standard forms of KBBI; the baku forms are not listed', () => {
    expect(KNOWN_MISSPELLINGS.id.telpon).toBe('telepon');
    expect(KNOWN_MISSPELLINGS.id.mesjid).toBe('masjid');
    expect(KNOWN_MISSPELLINGS.id.telepon).toBeUndefined();
    expect(KNOWN_MISSPELLINGS.id.masjid).toBeUndefined();
  });
});

describe('round twenty-six, after the sixth set: more families', () => {
  it('Korean -ㅁ으로써, 유례없다, 실제로, dishes and illnesses; the right uses stay', () => {
    expect(fixes('꾸준히 운동함으로서 체력을 길렀습니다.', 'ko')).toContain('운동함으로서→운동함으로써');
    expect(fixes('유래가 없는 폭우였습니다.', 'ko')).toContain('유래→유례');
    expect(fixes('실재로는 두 배가 걸렸습니다.', 'ko')).toContain('실재로는→실제로는');
    expect(knownKo('된장찌게를')).toBe('된장찌개를');
    expect(knownKo('폐염으로')).toBe('폐렴으로');
    expect(
      fixes(
        '간호사로서 일하며 유래를 조사했고, 신이 실재한다고 믿는 사람으로서 실제로 운동함으로써 나아졌습니다.',
        'ko',
      ),
    ).toEqual([]);
  });
  it('English role, averse, proceed; roll call and preceded by stay', () => {
    expect(fixes('She was a roll model for new starters.', 'en')).toContain('roll model→role model');
    expect(fixes('The client was change adverse.', 'en')).toContain('change adverse→change-averse');
    expect(fixes('We then preceded to the next site.', 'en')).toContain('preceded to→proceeded to');
    expect(
      fixes('I took the roll call; the talk was preceded by lunch despite adverse weather.', 'en'),
    ).toEqual([]);
  });
  it('Indonesian compounds closed under affixes and kept forms; the right forms stay', () => {
    expect(fixes('Kontrak itu ditanda tangani direktur.', 'id')).toContain('ditanda tangani→ditandatangani');
    expect(fixes('Kami menyebar luaskan informasi itu sekali gus.', 'id')).toEqual([
      'menyebar luaskan→menyebarluaskan',
      'sekali gus→sekaligus',
    ]);
    expect(KNOWN_MISSPELLINGS.id.pengrajin).toBe('perajin');
    expect(
      fixes(
        'Kontrak itu ditandatangani, kami menggunakan tanda tangan basah dan tindak lanjut sekaligus.',
        'id',
      ),
    ).toEqual([]);
  });
});
