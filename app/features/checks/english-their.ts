// Round twenty-two (ADR 0039): "their" and "there" written for "they're" before what follows a subject and
// its verb — going/trying/planning/about/able to (their going to visit: they're going to visit), and "not"
// or "also" before an -ing form or a state (their not sure: they're not sure). "Is there going to be" and
// "their training was" are left alone. Tested both ways in round-twenty-two-spelling.test.ts.
import type { ContextRule } from './context-rule';

const TO_AFTER =
  '(?:going|trying|planning|hoping|looking|working|starting|waiting|about|able|unable|due|likely|happy|ready|willing) to';

export const EN_THEIR: ContextRule[] = [
  {
    id: 'confusable',
    re: new RegExp(
      `\\b([Tt])heir (?=(?:${TO_AFTER}|(?:not|also) (?:[a-z]+ing|sure|happy|able|ready))\\b)`,
      'g',
    ),
    fix: (m) => `${m[1]}hey're `,
  },
  {
    id: 'confusable',
    re: new RegExp(
      `(?<!\\b(?:is|was|are|were|be|been|will|isn't|wasn't|aren't|Is|Was|Are|Were|Will) )\\b([Tt])here (?=${TO_AFTER}\\b(?! be\\b))`,
      'g',
    ),
    fix: (m) => `${m[1]}hey're `,
  },
];
