// Round thirty-two (issue 36): the rules and kinds of fresh20's spelling misses and wrong flags, both ways on
// made-up sentences and words (not the set's own): each finds its slip with its correction and leaves the
// right look-alikes.
import { describe, expect, it } from 'vitest';
import { hitsOf } from './context-rule-hits';
import { EN_HOMOPHONES } from './english-homophones';
import { EN_NEAR_HOMOPHONES } from './english-near-homophones';
import { KO_AIMED_AVOIDED } from './korean-aimed-avoided';
import { movedSiot } from './korean-moved-final';
import { spellInThread } from './speller-worker';
import { wordsToSpell } from './spelling';
import { KO_VERB_PAIRS } from './spelling-verb-pairs';

describe('round thirty-two: English near-homophones by their role', () => {
  const hits = hitsOf(EN_NEAR_HOMOPHONES);
  it('wander where one walks or drifts, wonder where one asks', () => {
    expect(
      hits(
        'Visitors would wonder around the depot, my thoughts tended to wonder. I wander whether it helped; no wander.',
      ),
    ).toEqual([
      'I wander>I wonder',
      'no wander>no wonder',
      'thoughts tended to wonder>thoughts tended to wander',
      'wonder>wander',
    ]);
    expect(hits('I wonder about the cost, wonder whether it works and like to wander the hills.')).toEqual(
      [],
    );
  });

  it('quite before what it grades, quiet for a stillness', () => {
    expect(
      hits('It was quiet a challenge and I was not quiet certain. We kept a quite corner and stayed quite.'),
    ).toEqual(['a quite>a quiet', 'quiet>quite', 'quiet>quite', 'stayed quite>stayed quiet']);
    expect(hits('The ward was quiet at night, a quiet word helped, and it was quite a shock.')).toEqual([]);
  });

  it('pique as the verb of interest; peak interest rates and a sneak peek stay', () => {
    expect(
      hits(
        "The stall peaked my interest and the demo peeks the buyers' curiosity; it should peak their interest.",
      ),
    ).toEqual(['peaked>piqued', 'peeks>piques', 'should peak>should pique']);
    expect(
      hits('Orders peaked in May, at peak interest rates; it piqued my interest after a sneak peek.'),
    ).toEqual([]);
  });

  it('breathe before any adverb in -ly after to', () => {
    const breath = hitsOf(EN_HOMOPHONES);
    expect(breath('Divers learn to breath slowly underwater.')).toEqual(['to breath>to breathe']);
    expect(breath('I held my breath slowly counting to ten; a breath of fresh air.')).toEqual([]);
  });
});

describe('round thirty-two: Korean verbs and nouns by what they are said of', () => {
  it('늘리다 after a count or a grown thing with how much between; a length stays 늘이다', () => {
    const hits = hitsOf(KO_VERB_PAIRS);
    expect(hits('거래처를 매년 평균 20곳씩 늘였고 상담 창구를 3개로 늘여 대기를 줄였습니다.')).toEqual([
      '20곳씩 늘였>20곳씩 늘렸',
      '3개로 늘여>3개로 늘려',
      '거래처를 매년 평균 20곳씩 늘였>거래처를 매년 평균 20곳씩 늘렸',
    ]);
    expect(hits('치마 길이를 5cm 늘였고 고무줄을 두 번 늘여 보았습니다. 인원을 두 배로 늘렸습니다.')).toEqual(
      [],
    );
  });

  it('지향 of a virtue or an aim; 지양 of a fault stays', () => {
    const hits = hitsOf(KO_AIMED_AVOIDED);
    expect(
      hits('신속한 응대를 지양하고 소통과 협업을 지양했으며 우리가 지양하는 가치를 지켰습니다.'),
    ).toEqual([
      '소통과 협업을 지양>소통과 협업을 지향',
      '신속한 응대를 지양>신속한 응대를 지향',
      '지양>지향',
    ]);
    expect(hits('불필요한 회의를 지양하고 과장된 약속은 지양했으며 고객 만족을 지향했습니다.')).toEqual([]);
  });
});

describe('round thirty-two: words by their kind', () => {
  it('a ㅅ under the wrong syllable is flagged with the word; right words pass', async () => {
    expect([...movedSiot('구렛나루')]).toContain('구레나룻');
    const right = ['구레나룻', '나룻배', '햇살을'];
    const slips = ['구렛나루', '구렛나루를'];
    const { unknown } = await spellInThread({ lang: 'ko', words: [...right, ...slips] });
    expect(Object.keys(unknown).sort()).toEqual([...slips].sort());
  }, 180_000);

  it('an acronym after a lower-case letter and Indonesian bound forms pass; slips stay', async () => {
    const en = await spellInThread({ lang: 'en', words: ['eCRF', 'qPCR', 'eGFRs', 'recieve'] });
    expect(Object.keys(en.unknown)).toEqual(['recieve']);
    const id = await spellInThread({ lang: 'id', words: ['probiotik', 'hiperaktif', 'eKTP', 'prodak'] });
    expect(Object.keys(id.unknown)).toEqual(['prodak']);
  }, 180_000);

  it('Scottish and Welsh landscape words and farmed shrimp are not asked about', () => {
    const asked = wordsToSpell('The farm sits on a sea loch below the strath and a cwm.', 'en', []);
    expect(asked.filter((w) => ['loch', 'strath', 'cwm'].includes(w))).toEqual([]);
    expect(wordsToSpell('Tambak udang vaname', 'id', [])).not.toContain('vaname');
  });
});
