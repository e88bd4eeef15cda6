// Round eighteen (ADR 0039): families of the round-sixteen set's leftovers (fresh13.ts, seen) — English
// sound-alikes told by their idiom or neighbour, a double letter put on the wrong consonant, and a percentage
// with a Korean particle as a repeated figure — each both ways on made-up sentences with other words.
import { describe, expect, it } from 'vitest';
import { movedDouble } from './english-moved-double';
import { repetitionWithin } from './repetition';
import { contextHits } from './spelling-rules';

const hits = (text: string) => contextHits(text, 'en').map((h) => [h.found, h.fix] as [string, string]);

describe('English sound-alikes by their idiom or neighbour, round eighteen', () => {
  it('corrects each family in sentences the sets do not hold', () => {
    for (const [text, fix] of [
      ['When the supervisor left, I took over the reigns of the night shift.', 'reins'],
      ['The director handed me the reigns for the touring season.', 'reins'],
      ['My manager gave me free reign over the rota.', 'free rein'],
      ['We had to reign in overtime costs that winter.', 'rein in'],
      ['The forklift must remain stationery while it is loaded.', 'stationary'],
      ['A stationery vehicle blocked the loading bay.', 'stationary'],
      ['I reordered the office stationary for the whole floor.', 'stationery'],
      ['I handled the complaint in a discrete manner.', 'discreet'],
      ['We split the audit into discreet steps.', 'discrete'],
      ['The storm wrecked havoc on the delivery schedule.', 'wreaked havoc'],
      ['Not everyone was willing to tow the line on safety.', 'toe the line'],
      ['We waited with baited breath for the inspection result.', 'bated breath'],
      ['I poured over the maintenance logs for a week.', 'pored over'],
      ['The tasting menu wet their appetite for the full dinner.', 'whet'],
      ['By then the question was a mute point.', 'moot point'],
      ['There was a deep-seeded distrust between the two shifts.', 'deep-seated'],
      ['Our bid looked like a shoe-in for the contract.', 'shoo-in'],
      ['We tried in vein to restart the compressor.', 'in vain'],
      ['The council agreed to wave the late fees.', 'waive'],
      ['Drivers were not aloud to enter the yard after dark.', 'allowed'],
      ['Please bare with me while I explain the change.', 'bear'],
      ['Our response times became lightening fast.', 'lightning'],
      ['I chose a calmer colour pallet for the wards.', 'palette'],
      ['After the first sale we were on a role.', 'roll'],
      ['I played a key roll in the merger.', 'role'],
      ['I led on sight inspections at every depot.', 'on-site'],
      ['With the new fans the crew could breath easier.', 'breathe'],
    ])
      expect(
        hits(text).some(([, f]) => f.includes(fix)),
        `${text} ${JSON.stringify(hits(text))}`,
      ).toBe(true);
  });
  it('leaves each word in its own sense', () => {
    for (const text of [
      'The queen reigns over a small island.',
      'I ordered new stationery for the office.',
      'Our stationery supplier delivered late.',
      'The stationary bike sat in the staff gym.',
      'We broke the process into discrete stages.',
      'She gave discreet advice to the new hires.',
      'The car was a wreck after the crash.',
      'We had to tow the van to the depot.',
      'Pour the batter over the fruit.',
      'The wet floor sign stayed up all day.',
      'Please mute the microphone when not speaking.',
      'I did not waver when the fees rose.',
      'She read the poem aloud to the group.',
      'We stripped the walls bare before painting.',
      'The pallets were stacked by colour.',
      'My role in the team was planning.',
      'I took a deep breath and called the client.',
      'I led the inspection on site at every depot.',
      'I waved the lorry into the bay.',
    ])
      expect(hits(text), text).toEqual([]);
  });
});

describe('a double letter put on the wrong consonant, round eighteen', () => {
  const words = new Set(['disappoint', 'professional', 'tomorrow', 'recommend', 'necessary', 'vacuum']);
  const correct = (w: string) => words.has(w);
  it('finds the known word with the double moved', () => {
    for (const w of ['dissapoint', 'proffesional', 'tommorow', 'reccomend', 'neccesary', 'vaccum'])
      expect(movedDouble(w, correct), w).toBe(true);
  });
  it('leaves words whose doubles are their own', () => {
    for (const w of ['bookkeeper', 'succeed', 'dissuade', 'planning', 'committee'])
      expect(movedDouble(w, correct), w).toBe(false);
  });
});

describe('a percentage with a Korean particle is a figure, round eighteen', () => {
  it('finds the percentage told twice with its particle', () => {
    const text = '불량률을 7%에서 3%로 낮췄습니다. 장비를 바꾸었습니다. 한 해 뒤 불량률은 7%에서 3%로 내려가 있었습니다.';
    const found = repetitionWithin(text).filter((f) => f.message === 'repetition.figure');
    expect(found.map((f) => text.slice(...f.range))).toContain('7%');
  });
  it('leaves two different percentages', () => {
    const text = '불량률을 7%에서 3%로 낮췄습니다. 반품은 12%에서 5%로 줄었습니다.';
    expect(repetitionWithin(text).filter((f) => f.message === 'repetition.figure')).toEqual([]);
  });
});
