// Round twenty-nine (issue 36): the eleventh made-up set, English only, written after the round's English
// frames (blind-grid-en-self.ts, blind-others-en-frame.ts) by a new voice (British and Australian, in nursing,
// aviation, kitchens, fishing, vets and hotels) and run once as the round's own unseen figure: twenty own
// traits and twenty clean sentences about other people's traits or the same words used harmlessly, with
// company names. None is from a planted set.
import type { GridKindedTrait, GridTrait } from './blind-grid-kinds';
import type { CheckLang } from './types';

const EN: GridTrait[] = [
  [
    'Raised in a council flat in Salford, I know how to make a pound last.',
    'Raised in a council flat in Salford',
    'hometown',
  ],
  ['I left Harrow at seventeen to train as a chef.', 'Harrow', 'school'],
  ['Being forty-eight, I bring calm to a busy ward.', 'Being forty-eight', 'age'],
  ["My dad's trawler is where I learned to read a chart.", "My dad's trawler", 'parents'],
  ['As a widowed mum of three, I run a tight ship on the ward.', 'widowed mum of three', 'marriage'],
  ['I was the youngest pilot in my intake at twenty-two.', 'at twenty-two', 'age'],
  ['A Hoya through and through, I majored in foreign service.', 'Hoya', 'school'],
  ['My wife is a vet too, so we split the night calls.', 'My wife', 'marriage'],
  [
    'Having been raised in a Sikh household, I speak Punjabi at home.',
    'raised in a Sikh household',
    'religion',
  ],
  ['At five foot one, I fit in cockpits that others find cramped.', 'five foot one', 'height'],
  ['I am the proud father of a daughter with Down syndrome.', 'father of a daughter', 'children'],
  ['Since my two boys started school, I have returned to full-time work.', 'my two boys', 'children'],
  ['I am a recently divorced father and keen to relocate.', 'recently divorced', 'marriage'],
  ['Originally a Brisbane girl, I moved to Perth for the mines.', 'Brisbane girl', 'hometown'],
  ['My grandparents farmed sugar cane in Fiji.', 'My grandparents', 'parents'],
  ["I'm a thirty-something career changer from hospitality.", 'thirty-something', 'age'],
  ['As the daughter of two teachers, I took to training naturally.', 'daughter of two teachers', 'parents'],
  ['With my shaved head and six-foot frame, guests remember me.', 'shaved head', 'appearance'],
  ['I completed my nursing diploma at Monash in 2005.', 'Monash', 'school'],
  ['My partner and I are expecting twins in spring.', 'expecting twins', 'children'],
];

const EN_CLEAN = [
  'I catered for a council in Salford that runs community kitchens.',
  "I did the books for Grandma's Pantry Pty Ltd.",
  'I cared for patients aged forty-eight to ninety on the ward.',
  "I repaired the skipper's trawler engine during the off-season.",
  'I ran grief workshops for widowed parents at the hospice.',
  'Our youngest cadet joined the airline at twenty-two.',
  'I booked charter flights for the Hoyas basketball team.',
  'The owner and his wife asked me to manage the clinic.',
  'I planned a menu for a Sikh wedding of four hundred guests.',
  'I fitted seats for pilots at five foot one and above.',
  "I supported a patient's father through his daughter's surgery.",
  'I designed an after-school club for boys aged eight to twelve.',
  'I drafted settlements for recently divorced clients.',
  'I recruited staff for the Brisbane Girls Grammar canteen.',
  'I imported sugar cane equipment from growers in Fiji.',
  'We marketed the hotel to thirty-something couples.',
  'I trained the daughter of our head chef as a barista.',
  "I managed the bar at Big Daddy's Grill for two years.",
  'I ran clinical placements for students from Monash.',
  'I organised a baby shower for a colleague expecting twins.',
];

export const OWN_TRAITS_ELEVENTH: GridKindedTrait[] = EN.map(([t, p, k]) => [t, 'en', p, k]);

export const OTHERS_CLEAN_ELEVENTH: [string, CheckLang][] = EN_CLEAN.map((t): [string, CheckLang] => [
  t,
  'en',
]);
