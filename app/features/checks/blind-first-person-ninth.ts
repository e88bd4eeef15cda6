// Round twenty-seven (issue 36): the ninth made-up set, English only, written before the round's fixes
// from fresh18 and run once after them as the round's unseen figure: twenty-four own traits (school,
// hometown, birthplace, age, gender, family, marriage, children, looks) in phrasings the sets before it and
// fresh18 did not use, and sixteen clean sentences about other people's traits. None is from a planted set.
import type { GridKindedTrait, GridTrait } from './blind-grid-kinds';
import type { CheckLang } from './types';

const EN: GridTrait[] = [
  ['My alma mater, Vassar, taught me to argue on paper.', 'Vassar', 'school'],
  ['Four years at Georgetown gave me my first job in policy.', 'Georgetown', 'school'],
  ['As a Wellesley grad, I mentor first-year students.', 'Wellesley grad', 'school'],
  ['I was raised on a cattle ranch outside Amarillo.', 'raised on a cattle ranch outside Amarillo', 'hometown'],
  ['Small-town Ohio is where my work ethic comes from.', 'Small-town Ohio', 'hometown'],
  ['Growing up in the Bronx taught me to listen fast.', 'Growing up in the Bronx', 'hometown'],
  ['My birth certificate says Manila.', 'My birth certificate says Manila', 'birthplace'],
  ['I was delivered at a base hospital in Okinawa.', 'delivered at a base hospital in Okinawa', 'birthplace'],
  ['I turn fifty-two this spring.', 'turn fifty-two', 'age'],
  ["Now in my late thirties, I'm ready to lead.", 'late thirties', 'age'],
  ['Born in 1961, I have seen every office tool come and go.', 'Born in 1961', 'age'],
  ['Being one of two women in my cohort pushed me harder.', 'one of two women in my cohort', 'gender'],
  ['As a transgender man, I value inclusive teams.', 'transgender man', 'gender'],
  ['My mother cleans houses and my father lays brick.', 'My mother cleans houses', 'parents'],
  ['I was raised by my grandparents after my parents divorced.', 'my parents divorced', 'parents'],
  ['My twin sister and I both went into nursing.', 'My twin sister', 'siblings'],
  ['My husband and I run a food truck on weekends.', 'My husband', 'marriage'],
  ['Since my divorce last year, I have more time for travel.', 'my divorce', 'marriage'],
  ["I'm a widower and a former Marine.", 'widower', 'marriage'],
  ['I have two toddlers at home.', 'two toddlers', 'children'],
  ['I am expecting my first child in June.', 'expecting my first child', 'children'],
  ["I'm a stepmom to three teenagers.", 'stepmom', 'children'],
  ['I have a prosthetic leg and freckles everywhere.', 'prosthetic leg', 'health'],
  ['With my dreadlocks and tattoos, I stand out at trade shows.', 'dreadlocks and tattoos', 'appearance'],
];

const EN_CLEAN = [
  'I placed Vassar and Georgetown graduates in paralegal roles.',
  'I sold feed to cattle ranches outside Amarillo.',
  'I ran a job fair for veterans growing up in the Bronx.',
  'I translated birth certificates from Manila for a law firm.',
  'I trained nurses at a base hospital in Okinawa.',
  'I planned a retirement party for a colleague turning fifty-two.',
  'I interviewed women in their late thirties for a study on career changes.',
  'I recruited two women for a cohort of twenty engineers.',
  'I wrote guidance for managers supporting transgender employees.',
  'My client cleans houses and needed a simple invoicing app.',
  'I helped divorced parents schedule custody handoffs in our app.',
  'Our study enrolled twin sisters who both work in nursing.',
  'A customer and her husband ordered catering for their food truck launch.',
  'I set up a day care program for employees with toddlers.',
  'I trained a new hire who was expecting her first child.',
  'I fitted prosthetic legs for veterans at a rehab clinic.',
];

const tag = (lang: CheckLang, rows: GridTrait[]): GridKindedTrait[] =>
  rows.map(([t, p, k]) => [t, lang, p, k]);

export const OWN_TRAITS_NINTH: GridKindedTrait[] = tag('en', EN);

export const OTHERS_CLEAN_NINTH: [string, CheckLang][] = EN_CLEAN.map((t): [string, CheckLang] => [t, 'en']);
