// Round twenty-seven (issue 36): two English families of slips fresh18 missed —
// - brakes (a vehicle's) written breaks, checked, fitted or serviced, in an answer about vehicles (checking
//   the breaks on every vehicle; break pads and hand break were round sixteen's);
// - led (the past of lead) written lead after a relative or a pronoun in a sentence told in the past
//   (resurfaced the ice, which lead to fewer falls; this lead to a 20% rise): "this lead to" is never a
//   present, and "which lead to" is one only in a sentence with no past verb before it.
// Tested both ways in round-twenty-seven-spelling.test.ts.
import type { ContextRule } from './context-rule';

const VEHICLE =
  /\b(?:vehicles?|cars?|vans?|lorr(?:y|ies)|trucks?|bus(?:es)?|coach(?:es)?|bikes?|bicycles?|motorbikes?|trailers?|tyres?|tires?|wheels?|fleet|MOT|forklifts?|trains?)\b/i;
const PAST_VERB =
  /\b(?:[a-z]{3,}ed|was|were|had|did|made|took|cut|set|put|began|brought|built|ran|gave|saw|won|got)\b/i;

export const EN_BRAKES_LED: ContextRule[] = [
  {
    id: 'sound-alike',
    re: /\b((?:check|checked|checking|checks|test|tested|testing|fit|fitted|fitting|replace|replaced|replacing|adjust|adjusted|adjusting|service|serviced|servicing|bleed|bled|bleeding|repair|repaired|repairing|inspect|inspected|inspecting) (?:the |its |their |all |worn |faulty )?)breaks\b(?= (?:on|of|and|before|after|for)\b|[,.;]|$)/gi,
    when: (m) => VEHICLE.test(m.input),
    fix: (m) => `${m[1]}brakes`,
  },
  {
    id: 'sound-alike',
    re: /\b([Tt]his|[Ii]t|[Ww]hich|[Tt]hat) lead to\b/g,
    when: (m) =>
      /^[Tt]his|^[Ii]t/.test(m[1]) ||
      PAST_VERB.test(
        m.input
          .slice(0, m.index)
          .split(/[.!?]\s/)
          .pop() ?? '',
      ),
    fix: (m) => `${m[1]} led to`,
  },
];
