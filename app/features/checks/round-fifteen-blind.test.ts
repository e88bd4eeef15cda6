// Round fifteen (ADR 0039): English blind-hiring phrasings from the round-fifteen set's misses (fresh12.ts,
// seen since its one blind run), each family both ways with examples the set does not hold — a school one
// attended named by its own word, an age or a height in words, one's build or stature, a family's means
// with "we were", being a parent of a child, a graduation dated "the same year as" an event.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'en', []).map((f) => text.slice(...f.range));

describe('English blind hiring, round fifteen', () => {
  it('flags what a reader could infer school, age, looks, wealth or family from', () => {
    for (const [text, part] of [
      ['I went to Hazelwood Grammar School before my apprenticeship.', 'Hazelwood Grammar School'],
      ['She knows I attended St Aidan’s College in the nineties.', 'St Aidan’s College'],
      ['At thirty-eight, I still enjoy night shifts.', 'At thirty-eight'],
      ['Aged 52 and fit, I run the warehouse floor.', 'Aged 52'],
      ['Being five foot one, I use the step ladder often.', 'five foot one'],
      ['As a short woman in a warehouse, I learned to ask for help.', 'a short woman'],
      ['I have a stocky frame that suits lifting work.', 'a stocky frame'],
      ['We were hard up when I was at school, so I worked weekends.', 'We were hard up'],
      ['I am a mother of two, so I plan my week carefully.', 'a mother of two'],
      ['As the dad of three young boys, I know patience.', 'the dad of three young boys'],
      ['I finished school the same year as the Sydney Olympics.', 'the same year as'],
    ] as const)
      expect(
        found(text).some((f) => f.includes(part) || part.includes(f)),
        text,
      ).toBe(true);
  });

  it('leaves rates, distances, others’ schools and children, and numbers of things alone', () => {
    for (const text of [
      'We ran the line at forty percent of capacity during the refit.',
      'At 45 degrees the conveyor jams, so we lowered it.',
      'The pallets were stacked six feet high in aisle four.',
      'The cable ran five feet of conduit to the panel.',
      'We worked with a partner school to run a careers day.',
      'I helped the father of a lost child find the information desk.',
      'The parents of two pupils asked for a tour of the depot.',
      'We were poor at forecasting until we changed the model.',
      'The new crane has a strong frame and a long reach.',
      'Our team of fifty handled 3,000 orders a day.',
    ])
      expect(found(text), text).toEqual([]);
  });
});
