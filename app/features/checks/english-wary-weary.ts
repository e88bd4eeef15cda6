// Round thirty (issue 36): wary (watchful of a danger) written weary (tired of) when one is told or taught
// to be it, or before what one guards against (be weary of scams, counterfeit goods, strangers). Weary of
// what tires one stays (grew weary of the commute).
// Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';

const DANGERS =
  'scams?|scammers|fraud|fraudsters|counterfeits?|counterfeit \\w+|fakes?|fake \\w+|phishing|strangers|pickpockets|risks?|dangers?|hazards?|thieves|theft|cons?|forgeries|imitations?';

export const EN_WARY_WEARY: ContextRule[] = [
  {
    id: 'confusable',
    re: new RegExp(
      `\\b((?:warn|warns|warned|warning|teach|teaches|taught|teaching|tell|tells|told|telling|advise|advised|advising|remind|reminded|reminding|train|trained|training)(?: \\w+)? to be |always be |be )weary(?= of\\b)|\\bweary(?= of (?:${DANGERS})\\b)`,
      'gi',
    ),
    fix: (m) => `${m[1] ?? ''}wary`,
  },
];
