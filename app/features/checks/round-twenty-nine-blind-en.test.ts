// Round twenty-nine (ADR 0039): the English self frames (blind-grid-en-self.ts) and the frames that make a
// trait another's or a thing's (blind-others-en-frame.ts), both ways on made-up sentences other than the
// tenth set's.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-nine: English self frames', () => {
  it('a school noun in apposition to I, with any describing words', () => {
    expectFlagged(
      'As a scholarship-funded graduate of Amherst, I tutor at night.',
      'en',
      'graduate of Amherst',
    );
    expectFlagged('A proud, stubborn alumna of Bryn Mawr, I argue well.', 'en', 'alumna of Bryn Mawr');
    expectLeft('I hired a first-generation graduate of Amherst as my deputy.', 'en');
    expectLeft('A recent graduate of Amherst, Maria joined my team in May.', 'en');
  });
  it('a life stage or kin noun in apposition to I', () => {
    expectFlagged('Now a proud grandfather, I still work the early shift.', 'en', 'grandfather');
    expectFlagged('I am a newly minted stepdad and a keen cyclist.', 'en', 'stepdad');
    expectFlagged('Already an empty nester, I can travel for work.', 'en', 'empty nester');
    expectLeft('I built a savings app for grandfathers and empty nesters.', 'en');
    expectLeft('As a father figure to the apprentices, I ran the induction.', 'en');
  });
  it('a body word before a person noun', () => {
    expectFlagged('Being a short, stocky guy, I was always the goalkeeper.', 'en', 'short, stocky guy');
    expectFlagged('As a very tall woman, I notice badly placed shelves.', 'en', 'tall woman');
    expectLeft('As a small business owner, I kept my own books.', 'en');
    expectLeft('I coached a tall, athletic guy who became our captain.', 'en');
  });
  it("one's own kin after my and a describing word", () => {
    expectFlagged('I moved home to look after my ailing father.', 'en', 'my ailing father');
    expectFlagged('My two teenage sons keep me current on apps.', 'en', 'My two teenage sons');
    expectLeft('I moved the files to our new sister company in Leeds.', 'en');
    expectLeft("I drove my manager's elderly mother to the airport.", 'en');
  });
  it('a school named with its class year, and a mascot at the start of a sentence', () => {
    expectFlagged("I'm a Howard man, class of 1998, and proud of it.", 'en', 'Howard');
    expectFlagged('A proud Buckeye, I still follow every game.', 'en', 'Buckeye');
    expectLeft('I organised the Class of 2019 reunion dinner for a client.', 'en');
    expectLeft('A proud sponsor of the Buckeyes, my firm funds scholarships.', 'en');
  });
});

describe('round twenty-nine: English frames from the eleventh set (its own unseen run)', () => {
  it('an age in words in apposition to I', () => {
    expectFlagged('At fifty-one, I still fly long haul.', 'en', 'fifty-one');
    expectLeft('I served guests aged fifty-one to ninety at the lodge.', 'en');
  });
  it('a parent of a child counted by an article, a pregnancy of the writer', () => {
    expectFlagged('I am the mother of a toddler and work nights.', 'en', 'mother of a toddler');
    expectFlagged("We're expecting a baby in March, so I want a steady roster.", 'en', 'expecting a baby');
    expectLeft('I rostered cover for a nurse expecting a baby in March.', 'en');
    expectLeft('I treated the mother of a patient for shock.', 'en');
  });
  it("a home place before girl, lad or native, and one's boys", () => {
    expectFlagged('Originally a Cairns lad, I moved south for work.', 'en', 'Cairns lad');
    expectFlagged('My three girls keep me organised.', 'en', 'My three girls');
    expectLeft('I coached a Cairns lad who became our head chef.', 'en');
    expectLeft('I ran a training day for the Cairns Girls netball club.', 'en');
  });
  it('a named place left at a school-leaving age', () => {
    expectFlagged('I left Marlborough at sixteen to start an apprenticeship.', 'en', 'Marlborough');
    expectLeft('I left Qantas in 2019 to start my own charter firm.', 'en');
  });
});

describe('round twenty-nine: English traits of another or of a thing', () => {
  it('a trait that describes the next noun, a single client or a market', () => {
    expectLeft('I handled a family business account with twelve branches.', 'en');
    expectLeft('I onboarded a divorced client who needed a new budget.', 'en');
    expectFlagged('I grew up in a family business and learned sales young.', 'en', 'family business');
  });
  it('an age said by a participle after another person', () => {
    expectLeft('I organised a surprise for our director turning fifty.', 'en');
    expectLeft('I wrote a card for a colleague who just turned 60.', 'en');
    expectFlagged('Turning fifty this year, I want one more big project.', 'en', 'Turning fifty');
  });
  it('a height given to a thing', () => {
    expectLeft('I lowered the counters to four foot two for wheelchair users.', 'en');
    expectFlagged('Standing six foot two, I was picked to reach the top racks.', 'en', 'six foot two');
  });
});
