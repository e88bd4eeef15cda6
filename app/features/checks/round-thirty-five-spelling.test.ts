// Round thirty-five (issue 36): the rules of fresh22's spelling misses, both ways on made-up sentences (not the
// set's own): each finds its slip with its correction and leaves the right look-alikes.
import { describe, expect, it } from 'vitest';
import { hitsOf } from './context-rule-hits';
import { EN_NOUN_VERB_ALIKES } from './english-noun-verb-alikes';
import { KO_LIFTED_REVEALED } from './korean-lifted-revealed';
import { KO_FORMS } from './spelling-ko-forms';
import { ID_DI_WORK } from './indonesian-di-work';
import { spelt } from './spelling-findings-of';

describe('round thirty-five: English noun and verb sound-alikes by the words around them', () => {
  const hits = hitsOf(EN_NOUN_VERB_ALIKES);
  it('advice where only a noun stands; advise as a verb stays', () => {
    expect(
      hits(
        'I sought the advise of a mentor, took his advise, got a piece of advise and asked for advise twice.',
      ),
    ).toEqual([
      'asked for advise>asked for advice',
      'piece of advise>piece of advice',
      'sought the advise>sought the advice',
      'took his advise>took his advice',
    ]);
    expect(hits('We would advice clients early and I advice them on tax.')).toEqual([
      'I advice>I advise',
      'would advice>would advise',
    ]);
    expect(
      hits(
        'I advise clients on tax, we would advise against it, good advice helps and I took advice from her.',
      ),
    ).toEqual([]);
  });

  it('fair for what is just, fare for what a trip costs', () => {
    expect(
      hits('Everyone got a fare share, it felt fare to them, a very fare deal, and the bus fair rose twice.'),
    ).toEqual(['a fare>a fair', 'bus fair>bus fare', 'felt fare>felt fair', 'very fare>very fair']);
    expect(
      hits('The fare rose, rail fares fell, a job fair was held, a fair price was set and the fare is fair.'),
    ).toEqual([]);
  });

  it('site for a place named by its use, sight in the phrases of seeing', () => {
    expect(
      hits(
        'We checked the nesting sight, mapped each burial sight, and never lost site of the goal or bought site unseen.',
      ),
    ).toEqual([
      'burial sight>burial site',
      'lost site>lost sight',
      'nesting sight>nesting site',
      'site>sight',
    ]);
    expect(
      hits(
        'It was a welcome sight, the site office opened, I worked on site, the landing site was clear and in sight of the coast.',
      ),
    ).toEqual([]);
  });
});

describe('round thirty-five: Korean look-alike verbs by what they are said of', () => {
  const revealed = hitsOf(KO_LIFTED_REVEALED);
  it('드러내다 for what is shown; 들어내다 for what is carried out stays', () => {
    expect(revealed('불만을 겉으로 들어내지 않았고 감정을 함부로 들어내며 두각을 들어냈습니다.')).toEqual([
      '감정을 함부로 들어내>감정을 함부로 드러내',
      '겉으로 들어내>겉으로 드러내',
      '두각을 들어냈>두각을 드러냈',
    ]);
    expect(revealed('창고의 짐을 들어내고 낡은 가구를 들어냈으며 흙을 들어낸 뒤 속을 드러냈습니다.')).toEqual(
      [],
    );
  });

  const started = hitsOf(KO_FORMS);
  it('벌이다 for work started, with 도 or 까지 after it; 벌리다 for a gap or a mouth stays', () => {
    expect(started('방역 사업도 새로 벌여 두었고 공사까지 크게 벌려 놓았으며 행사도 벌렸습니다.')).toEqual([
      '공사까지 크게 벌려>공사까지 크게 벌여',
      '행사도 벌렸>행사도 벌였',
    ]);
    expect(started('격차도 크게 벌려 놓았고 입까지 벌렸으며 간격도 벌렸습니다.')).toEqual([]);
  });
});

describe('round thirty-five: Indonesian di- by what follows it', () => {
  const hits = hitsOf(ID_DI_WORK);
  it('the passive di- joined to a trade root; the preposition apart from a farm or water place', () => {
    expect(
      hits(
        'Meja di amplas lalu di cat, ikan di timbang sebelum di lelang, padi ditanam disawah dan bebek dikandang.',
      ),
    ).toEqual([
      'di amplas>diamplas',
      'di cat>dicat',
      'di lelang>dilelang',
      'di timbang>ditimbang',
      'dikandang>di kandang',
      'disawah>di sawah',
    ]);
    expect(
      hits(
        'Meja diamplas di bengkel, ikan dijual di lelang pagi, cat di cat tembok, padi ditanam di sawah, mesin dijalankan di lahan.',
      ),
    ).toEqual([]);
  });
});

describe('round thirty-five: trade words the speller lacked', () => {
  it('mushroom, filter, ward, pest-control and survey words pass; their misspellings stay flagged', async () => {
    expect(
      await spelt('새송이버섯을 키우며 헤파 필터와 울파 필터를 갈았고 새송히도 봤습니다.', 'ko'),
    ).toEqual(['새송히도']);
    expect(
      await spelt('On the neuro ward I logged each biocide and two rodenticides, never a biocyde.', 'en'),
    ).toEqual(['biocyde']);
    expect(await spelt('Kumbung berisi baglog, jalon dipegang tegak, bukan baglok.', 'id')).toEqual([
      'baglok',
    ]);
  }, 180_000);
});
