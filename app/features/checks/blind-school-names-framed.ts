// Round thirty (issue 36, ADR 0039): an English school known by its bare name (Eton, Georgetown, Yale,
// Juilliard) in a frame that says the writer went there — "Since leaving Eton,", "Four years at Georgetown
// gave me", "My time at Princeton", "I boarded at Harrow", "As a Vassar graduate" — from the last round's
// first-person misses, by kind. Korean and Indonesian schools have their bare short names in the kept
// lists (고려대, UGM, ITB); English had only the five best known. A name that is a firm's (Yale Appliance,
// Princeton Instruments: a capitalised word after it), others' schools ("I placed Vassar and Georgetown
// graduates") and names that are also towns or words (Rugby, Winchester, Durham, Brown, Duke) are left alone.
import type { BlindRule } from './blind-lists';

/** Schools written by a bare name that is neither a common word nor a town people work in. */
export const EN_BARE_SCHOOLS =
  '(?:Eton|Harrow|Charterhouse|Gordonstoun|Roedean|Wycombe Abbey|Fettes|Stowe|Yale|Princeton|Georgetown|Dartmouth|Cornell|Vassar|Wellesley|Spelman|Morehouse|Juilliard|Caltech|Berkeley|UCLA|NYU|Columbia Law|LSE|UCL|Sciences Po|Sorbonne|INSEAD|Wharton|McGill|Bryn Mawr|Swarthmore|Amherst|Bowdoin|Oberlin|Exeter|Andover|Choate|Groton|Phillips Academy)';
const NAME = `${EN_BARE_SCHOOLS}(?![\\w-]| (?:[A-Z][a-z]|&))`;

export const SCHOOL_NAMES_FRAMED: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [],
  en: [
    {
      why: 'school',
      re: new RegExp(
        [
          `\\b(?:[Ss]ince|[Aa]fter|[Oo]n|[Bb]efore|[Uu]pon) (?:leaving|graduating from|finishing at|finishing|coming down from) ${NAME}`,
          `(?<=^|[.!?]\\s+)(?:[A-Z][a-z]+|\\d+) (?:years?|terms?|semesters?|summers?) (?:at|in) ${NAME}`,
          `\\b(?:[Mm]y|I spent (?:[a-z]+ )?) ?(?:time|years?|days|terms?|semesters?) (?:at|in) ${NAME}`,
          `\\bI (?:went to|attended|was at|studied at|boarded at|graduated from|left|got into|was accepted (?:in)?to|read [A-Za-z]+ at|did my (?:degree|MBA|masters?|PhD|BA|BSc) at) ${NAME}`,
          `(?<=^|[.!?]\\s+)(?:[Aa]fter|[Ss]ince) ${NAME}(?=,? I\\b)`,
          `\\b(?:I am|I'm|[Aa]s|[Bb]eing) an? ${EN_BARE_SCHOOLS} (?:graduate|grad|alumna|alumnus|alum|old boy|old girl|man|woman)\\b(?!s)`,
        ].join('|'),
        'g',
      ),
    },
  ],
  id: [],
};
