// Round twenty-seven (ADR 0039): fresh18's English families (blind-grid-en-more.ts), both ways on made-up
// sentences other than the set's.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-seven: English self-descriptions', () => {
  it('a demonym one calls oneself', () => {
    expectFlagged("I'm a born-and-bred Mancunian, so I talk to anyone.", 'en', 'Mancunian');
    expectFlagged('As a Scouser, I never lose my sense of humour.', 'en', 'Scouser');
    expectFlagged('Being a native Hoosier, I know every county road.', 'en', 'Hoosier');
    expectLeft('I served Scousers and Mancunians at the away end.', 'en');
    expectLeft('As a proud Partner at the firm, I signed off every audit.', 'en');
  });
  it('years at a named school spent reading, or an alumnus of one', () => {
    expectFlagged('Two years at Durham studying law taught me to read contracts.', 'en', 'years at Durham');
    expectFlagged('I am an alumna of Bryn Mawr, and I still row.', 'en', 'alumna of Bryn Mawr');
    expectLeft('I spent two years at Deloitte auditing banks.', 'en');
    expectLeft('I hired a graduate of Bryn Mawr as my deputy.', 'en');
  });
  it('a birth dated by what was happening', () => {
    expectFlagged('I was born amid the 1997 Asian financial crisis, so I save.', 'en', 'born amid');
    expectFlagged('Born during the Gulf War, I grew up with the news on.', 'en', 'Born during');
    expectLeft('Our startup was born during the pandemic, and I joined it in 2021.', 'en');
    expectLeft('My idea for the rota was born during a long night shift.', 'en');
  });
  it('a height at so many foot, a weight in stone', () => {
    expectFlagged('Tall at six foot four, I reach every shelf.', 'en', 'Tall at six foot four');
    expectFlagged('I weigh 14 stone and run every morning.', 'en', 'weigh 14 stone');
    expectLeft('I laid over 20 stone slabs a day in the garden.', 'en');
    expectLeft('I ordered a ladder that reaches six foot.', 'en');
  });
  it('the first or only woman', () => {
    expectFlagged('I became the only woman on the night shift.', 'en', 'only woman');
    expectFlagged('I was the first girl in my class to learn welding.', 'en', 'first girl');
    expectLeft('I trained the first woman we hired as a welder.', 'en');
    expectLeft('I interviewed the only woman on the board about her career.', 'en');
  });
});
