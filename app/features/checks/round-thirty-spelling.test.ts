// Round thirty (issue 36): the rules and kinds of fresh19's and the ninth set's misses and wrong flags,
// both ways on made-up sentences and words (not the sets' own): each finds its slip and leaves the correct
// look-alikes.
import { describe, expect, it } from 'vitest';
import { hitsOf } from './context-rule-hits';
import { EN_PAST_WASTE_COMPLEMENT } from './english-past-waste-complement';
import { EN_WARY_WEARY } from './english-wary-weary';
import { ID_COVERAGE } from './spelling-coverage-id';
import { KO_LOAN_AGE } from './korean-loan-age';
import { acidNamed } from './english-term-shapes';
import { ID_KAUS, listedWithClitic, sharedEvent } from './indonesian-informal-forms';
import { KO_BOUND_SPACING } from './korean-bound-spacing';
import { KO_FOLK_FORMS } from './korean-folk-forms';
import { KO_LOAN_PALATAL } from './korean-loan-palatal';
import { KO_NEGATION_ADVERBS } from './korean-negation-adverbs';
import { KO_SHORT_STEMS } from './korean-short-stems';
import { spellInThread } from './speller-worker';
import { tokens } from './text';

describe('round thirty: Korean rules', () => {
  it('일절 before a negation; the noun 일체 stays', () => {
    const hits = hitsOf(KO_NEGATION_ADVERBS);
    expect(hits('외부 반출은 일체 없었고 선물도 일체 받지 않았습니다.')).toEqual(['일체>일절', '일체>일절']);
    expect(hits('장비 일체를 넘겼고 일체의 비용과 일체형 설비, 비용 일체 포함 견적을 냈습니다.')).toEqual([]);
  });

  it('-ㄹ수록 glued, 만큼 apart after an auxiliary or a stem; 만큼 after a noun and 수록곡 stay', () => {
    const hits = hitsOf(KO_BOUND_SPACING);
    expect(hits('배울 수록 재밌었고 도와줄만큼 여유가 있었으며 먹을만큼 덜어 드렸습니다.')).toEqual([
      '먹을만큼>먹을 만큼',
      '배울 수록>배울수록',
      '줄만큼>줄 만큼',
    ]);
    expect(
      hits('갈수록 늘었고 앨범 수록곡과 글 수록 작업, 우리 둘만큼 친한 동료, 마을만큼 큰 단지였습니다.'),
    ).toEqual([]);
  });

  it('short stems take no vowel ending; 갖은 and consonant endings stay', () => {
    const hits = hitsOf(KO_SHORT_STEMS);
    expect(hits('첫발을 딛었고 자격증을 갖었으며 창고에 머물었습니다.')).toEqual([
      '갖었>가졌',
      '딛었>디뎠',
      '머물었>머물렀',
    ]);
    expect(hits('갖은 노력 끝에 첫발을 딛고 자격을 갖는 동안 현장에 머물고 디뎠습니다.')).toEqual([]);
  });

  it('ㅈ/ㅊ with ㅕ/ㅛ in loanwords; native 져, 쳐, 죠 stay', () => {
    const hits = hitsOf(KO_LOAN_PALATAL);
    expect(hits('메신져로 픽쳐를 보냈고 비젼과 쵸코 음료, 죠깅 모임을 만들었습니다.')).toEqual(
      ['비젼과>비전과', '메신져로>메신저로', '쵸코>초코', '죠깅>조깅', '픽쳐를>픽처를'].sort(),
    );
    expect(
      hits('공구를 가져와 고쳐 썼고 바람이 스쳐 지나갔죠. 불이 꺼졌고 비가 그쳤습니다. 레저와 매니저.'),
    ).toEqual([]);
  });

  it('쉽상 and 곤욕스럽다 by their look-alikes; 십상 and 곤욕 stay', () => {
    const hits = hitsOf(KO_FOLK_FORMS);
    expect(hits('놓치기 쉽상이었고 곤욕스러운 일이었습니다.')).toEqual(['곤욕스러>곤혹스러', '쉽상>십상']);
    expect(hits('놓치기 십상이었고 곤욕을 치렀으며 곤혹스러웠습니다.')).toEqual([]);
    expect(hits('남여 직원 모두와 남여노소 고객을 만났습니다.')).toEqual(['남여>남녀', '남여>남녀']);
    expect(hits('남녀 회원과 남여(藍輿)를 전시한 박물관입니다.')).toEqual([]);
  });
});

describe('round thirty: English rules', () => {
  const hits = hitsOf(EN_PAST_WASTE_COMPLEMENT);
  it('passed, past, waste and complement by their context', () => {
    expect(
      hits('The inspection was past without issues. For the passed two years we cut paper waist.'),
    ).toEqual(['For the passed>For the past', 'paper waist>paper waste', 'was past>was passed']);
    expect(
      hits('The herbs are a natural compliment to lamb, and the two teams compliment each other.'),
    ).toEqual(['a natural compliment>a natural complement', 'compliment>complement']);
  });

  it('leaves the right uses alone', () => {
    const clean =
      'It was past noon and the storm was past. I have past experience, passed the exam in the past, measured ' +
      'her waist size around the waist and paid a compliment to the chef. We complement the menu with wine.';
    expect(hits(clean)).toEqual([]);
  });
});

describe('round thirty: Indonesian rules and kinds', () => {
  it('kaus for clothing; kaos as chaos stays', () => {
    const hits = hitsOf(ID_KAUS);
    expect(hits('Kami mengenakan kaos putih dan kaos kaki tebal.')).toEqual([
      'kaos>kaus',
      'mengenakan kaos>mengenakan kaus',
    ]);
    expect(hits('Situasi pasar menjadi kaos setelah banjir.')).toEqual([]);
    expect(hits('Saya memfotocopy KTP dan foto copy ijazah.')).toEqual([
      'foto copy>fotokopi',
      'memfotocopy>memfotokopi',
    ]);
    expect(hits('Saya memfotokopi KTP dan membuat fotokopi ijazah.')).toEqual([]);
  });

  it('a listed word with a clitic passes; an unlisted one does not', () => {
    expect(listedWithClitic('autisnya')).toBe(true);
    expect(listedWithClitic('imsakiyahnya')).toBe(true);
    expect(listedWithClitic('imsakyahnya')).toBe(false);
    expect(listedWithClitic('autis')).toBe(false);
  });

  it('an informal verb before bareng is left; alone it is not', () => {
    const at = (s: string, w: string) => {
      const t = tokens(s);
      return sharedEvent(
        t,
        t.findIndex((x) => x.word === w),
      );
    };
    expect(at('Ada jadwal nonton bareng lansia.', 'nonton')).toBe(true);
    expect(at('Saya suka nonton film.', 'nonton')).toBe(false);
  });
});

describe('round thirty: English term shapes', () => {
  it('an -ic acid is named by context', () => {
    const t = tokens('We used formic acid and citric cleaner.');
    expect(
      acidNamed(
        t,
        t.findIndex((x) => x.word === 'formic'),
      ),
    ).toBe(true);
    expect(
      acidNamed(
        t,
        t.findIndex((x) => x.word === 'citric'),
      ),
    ).toBe(false);
  });

  it('chemical names and -kini swimwear pass; their slips stay flagged', async () => {
    const right = ['methacrylate', 'diisocyanate', 'tankinis', 'facekini'];
    const slips = ['acheived', 'goverment', 'recieve'];
    const { unknown } = await spellInThread({ lang: 'en', words: [...right, ...slips] });
    expect(Object.keys(unknown).sort()).toEqual([...slips].sort());
  }, 180_000);
});

describe('round thirty: Korean wrong flags by kind', () => {
  it('particle 랑, prefix 가 (假), one-syllable heads, grain grades pass; slips stay', async () => {
    const right = [
      '인바디랑',
      '가계약을',
      '가편집',
      '방청소',
      '싸라기를',
      '완전미가',
      '홈레코딩을',
      '펫시터',
    ];
    const slips = ['역활을', '몇일', '댓가', '헤멨습니다', '됬습니다', '홈레코딘'];
    const { unknown } = await spellInThread({ lang: 'ko', words: [...right, ...slips] });
    expect(Object.keys(unknown).sort()).toEqual([...slips].sort());
  }, 180_000);
});

describe('round thirty: wary, bound prefixes and -age loanwords', () => {
  it('wary for a danger one is told of; weary of what tires stays', () => {
    const hits = hitsOf(EN_WARY_WEARY);
    expect(hits('We warned staff to be weary of phishing, and buyers were weary of fake tickets.')).toEqual(
      ['warned staff to be weary>warned staff to be wary', 'weary>wary'].sort(),
    );
    expect(
      hits('By June I grew weary of the commute and was weary after night shifts. Stay wary of scams.'),
    ).toEqual([]);
  });

  it('Indonesian bound forms written together; antar, super and names stay', () => {
    const hits = hitsOf(ID_COVERAGE);
    expect(
      hits('Dana dikirim ke sub bidang gizi untuk program pasca panen dan pembayaran non tunai.'),
    ).toEqual(['non tunai>nontunai', 'pasca panen>pascapanen', 'sub bidang>subbidang']);
    expect(
      hits('Kurir antar barang dengan layanan super cepat bagi warga non-Muslim dan subbagian umum.'),
    ).toEqual([]);
  });

  it('English -age as 이지 in a loanword; native 거세지 stays', () => {
    const hits = hitsOf(KO_LOAN_AGE);
    expect(hits('패케지 상품과 마일레지를 안내하고 이메지 파일을 보냈습니다.')).toEqual([
      '마일레지>마일리지',
      '이메지>이미지',
      '패케지>패키지',
    ]);
    expect(hits('바람이 거세지고 억세지 않은 메시지와 패키지, 마일리지를 챙겼습니다.')).toEqual([]);
  });
});
