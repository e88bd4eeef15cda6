// Round thirty-four (issue 36): the rules and kinds of fresh21's spelling misses and the seen sets' wrong
// flags, both ways on made-up sentences and words (not the sets' own): each finds its slip with its
// correction and leaves the right look-alikes.
import { describe, expect, it } from 'vitest';
import { hitsOf } from './context-rule-hits';
import { EN_TENSE_SOUND_ALIKES } from './english-tense-sound-alikes';
import { KO_CARRIED_FORMS } from './korean-carried-forms';
import { absentAdjective } from './korean-absent-adjectives';
import { britishDoubledL } from './english-derived-forms';
import { spellInThread } from './speller-worker';
import { kbbiLoan } from './indonesian-loan-sounds';

describe('round thirty-four: English sound-alikes by tense and by what they are said of', () => {
  const hits = hitsOf(EN_TENSE_SOUND_ALIKES);
  it('passed after has/have/had before what was passed; past as an adjective stays', () => {
    expect(
      hits('Once a trainee has past the first module and we had already past our audit, I moved on.'),
    ).toEqual(['had already past>had already passed', 'has past>has passed']);
    expect(
      hits('She has past experience in retail, we have past records, and the deadline has passed.'),
    ).toEqual([]);
  });

  it('led after a subject in a sentence opening on a time gone by', () => {
    expect(
      hits(
        'Last summer we lead a recall drill. In 2021 I lead the move to a new site. Two years ago, she lead a team.',
      ),
    ).toEqual(['I lead>I led', 'she lead>she led', 'we lead>we led']);
    expect(
      hits(
        'I lead a team of six. Next year I lead the audit. Every week we lead a huddle. Last year I led a trial.',
      ),
    ).toEqual([]);
  });

  it('complement as a verb said of a thing; a compliment paid to a person stays', () => {
    expect(
      hits(
        'I pick a trim that will compliment the fabric, colours which compliment each other, chosen to compliment the room.',
      ),
    ).toEqual([
      'chosen to compliment>chosen to complement',
      'colours which compliment>colours which complement',
      'trim that will compliment>trim that will complement',
    ]);
    expect(
      hits(
        'Customers complimented the food, a guest who complimented our staff, a diner that complimented the chef.',
      ),
    ).toEqual([]);
  });
});

describe('round thirty-four: Korean look-alikes by what they are said of', () => {
  const hits = hitsOf(KO_CARRIED_FORMS);
  it('메다 for what is carried on the shoulder or back; 매다 for what is tied stays', () => {
    expect(hits('배낭을 매고 올랐고 카메라를 어깨에 맨 채 걸었으며 등에 맸습니다.')).toEqual([
      '등에 맸>등에 멨',
      '배낭을 매고>배낭을 메고',
      '카메라를 어깨에 맨>카메라를 어깨에 멘',
    ]);
    expect(
      hits('가방 끈을 매고 넥타이를 맨 채 안전띠를 맸고 배낭을 맨손으로 들었으며 가방을 매일 챙겼습니다.'),
    ).toEqual([]);
  });

  it('걷잡다 before its negation; 겉잡다 (to reckon) stays', () => {
    expect(hits('불량이 겉잡을 수 없이 늘었고 소문은 겉잡지 못할 만큼 퍼졌습니다.')).toEqual([
      '겉잡>걷잡',
      '겉잡>걷잡',
    ]);
    expect(hits('겉잡아 100명쯤 왔고 겉잡아도 사흘은 걸리며 걷잡을 수 없는 불길이었습니다.')).toEqual([]);
  });

  it('ㅜ the standard keeps written ㅗ (단출, 깡충, 오뚝, -둥이); 동이 and 물동이 stay', () => {
    expect(hits('살림이 단촐했고 깡총 뛰며 오똑한 코의 쌍동이와 막동이가 왔습니다.')).toEqual([
      '깡총>깡충',
      '단촐>단출',
      '동이>둥이',
      '동이>둥이',
      '오똑>오뚝',
    ]);
    expect(hits('단출한 살림에 물동이와 동이 하나, 쌍둥이와 오뚝이가 있었습니다.')).toEqual([]);
  });
});

describe('round thirty-four: kinds of correct words the speller did not know', () => {
  it('a noun+없다 adjective whose -없이 adverb is a word; a slip in the noun stays', () => {
    const known = new Set(['말없이', '없는', '없었고', '쓸데없이']);
    const correct = (w: string) => known.has(w);
    expect(['말없는', '말없었고', '쓸데없는'].filter((w) => absentAdjective(w, correct))).toEqual([
      '말없는',
      '말없었고',
      '쓸데없는',
    ]);
    expect(['쓸때없는', '말없이', '말없', '없는'].filter((w) => absentAdjective(w, correct))).toEqual([]);
  });

  it('a British doubled l of a known single-l form; no single-l word, no pass', () => {
    const correct = (w: string) => ['marshaling', 'signaled', 'traveler'].includes(w);
    expect(['marshalling', 'signalled', 'traveller'].filter((w) => britishDoubledL(w, correct))).toHaveLength(
      3,
    );
    expect(
      ['modellling', 'fulling', 'marshall', 'callling'].filter((w) => britishDoubledL(w, correct)),
    ).toEqual([]);
  });

  it("KBBI's -men for English -ment, with the doubles it drops; a slip of an Indonesian word stays", () => {
    const correct = (w: string) => ['assessment', 'segment', 'menggunakan'].includes(w);
    expect(['asesmen', 'segmen'].filter((w) => kbbiLoan(w, [w], correct))).toEqual(['asesmen', 'segmen']);
    expect(['asesmem', 'mengunakan', 'asesmens'].filter((w) => kbbiLoan(w, [w], correct))).toEqual([]);
  });

  it('the owner suffix 주, trade words (보압, 선외기, 본편, 통번역), 말없다, -ll-, pyro- and KBBI -men pass; slips stay', async () => {
    const ko = await spellInThread({
      lang: 'ko',
      words: [
        '목장주',
        '상가주의',
        '보압',
        '취출',
        '말없는',
        '어의없는',
        '몫장주',
        '선외기',
        '본편에서',
        '통번역대학원을',
        '본펀에서',
      ],
    });
    expect(Object.keys(ko.unknown).sort()).toEqual(['몫장주', '본펀에서', '어의없는'].sort());
    const en = await spellInThread({
      lang: 'en',
      words: ['pyrometric', 'tachometer', 'pyrometic', 'recieve'],
    });
    expect(Object.keys(en.unknown).sort()).toEqual(['pyrometic', 'recieve']);
    const id = await spellInThread({
      lang: 'id',
      words: ['marshalling', 'travelling', 'asesmen', 'komisi', 'praktek', 'aktifitas', 'prodak'],
    });
    expect(Object.keys(id.unknown).sort()).toEqual(['aktifitas', 'praktek', 'prodak']);
  }, 180_000);
});
