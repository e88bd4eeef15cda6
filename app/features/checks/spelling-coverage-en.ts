// Round twenty-six (issue 36): English families from the lists of commonly confused pairs, found missing by
// the fifth development set (spelling-dev-fifth-en.ts): there (a place) before what one owns (there work,
// there team); their (owning) before a state (their happy, their ready); it's (it is) before what a thing owns
// (it's logo, it's staff); principal/principle by their company (the principle of fairness, a school
// principal, in principle); led (the past of lead) after a past time or a perfect (last year I lead, had
// lead); accept written except as a verb; you're written your before a state; too written to after a form
// of be; whether written weather after a verb of asking or knowing; discreet written discrete of a person;
// council written counsel of a body; morale written moral of a team; personnel written personal of HR
// records; all ready written already after a form of be; break written brake of splitting a job.
// Tested both ways in round-twenty-six-spelling.test.ts.
import type { ContextRule } from './context-rule';

const cased = (found: string, fix: string) =>
  /^[A-Z]/.test(found) ? fix[0].toUpperCase() + fix.slice(1) : fix;

/** What a person or a group owns or does at work. */
const OWNED =
  'work|job|jobs|team|teams|own|office|offices|staff|clients|customers|products|services|business|company|families|family|homes?|children|kids|needs|goals|careers?|skills|manager|managers|colleagues|data|accounts?|orders?|projects?|feedback|concerns|questions|experience|budgets?|best|way|time|lives|health|money|students|patients';
/** A state one is in. */
const STATE =
  'happy|ready|able|going|not|always|never|right|sure|satisfied|interested|looking|welcome|available|responsible|aware|proud|pleased|glad|unhappy|likely|unable|getting|doing|working|coming|trying|still';
const BE =
  "was|were|is|are|am|be|been|being|felt|feel|feels|seemed|seems|get|got|getting|I'm|it's|you're|we're|they're";

export const EN_COVERAGE: ContextRule[] = [
  {
    id: 'sound-alike',
    re: new RegExp(`\\b([Tt])here (${OWNED})\\b(?! (?:is|are|was|were)\\b)`, 'g'),
    when: (m) =>
      !/\b(?:over|in|out|from|up|down|back|get|got|go|went|be|been|was|were|is|are|work|worked|live|lived|stayed?|here and) $/i.test(
        m.input.slice(0, m.index),
      ),
    fix: (m) => `${m[1]}heir ${m[2]}`,
  },
  {
    id: 'sound-alike',
    re: new RegExp(`\\b([Tt])heir (${STATE})\\b`, 'g'),
    fix: (m) => `${m[1]}hey're ${m[2]}`,
  },
  {
    id: 'sound-alike',
    re: /\b([Ii])t's (own|logo|name|staff|team|members|customers|clients|products|services|website|brand|mission|values|goals|policy|policies|budget|revenue|profits|share|employees|headquarters|branches|doors|reputation|founder|owners?|users|workforce)\b/g,
    fix: (m) => `${m[1]}ts ${m[2]}`,
  },
  {
    id: 'sound-alike',
    re: /\b(the |a |core |guiding |basic |key |first |moral |ethical |design |lean |agile |accounting )?principal(s?) (of (?:fairness|honesty|equality|transparency|integrity|accountability|respect|safety|privacy|confidentiality|least|good|continuous|lean|sound))\b|\b(?:core|guiding|basic|key|moral|ethical|design|lean|agile|accounting|engineering|scientific|first) principals\b|\b(in|on) principal\b/gi,
    fix: (m) =>
      m[4]
        ? `${m[4]} principle`
        : m[3]
          ? `${m[1] ?? ''}principle${m[2]} ${m[3]}`
          : m[0].replace(/principal/i, 'principle'),
  },
  {
    id: 'sound-alike',
    re: /\b(school|head|assistant|deputy|vice|acting|high school|elementary school|primary school|the school's|our school's) principle\b|\bprinciple (investigator|engineer|consultant|architect|designer|analyst|partner|dancer|amount|sum|balance|payment|payments|owner|shareholder|officer|scientist|researcher|author|sponsor)\b/gi,
    fix: (m) => (m[1] ? `${m[1]} principal` : `principal ${m[2]}`),
  },
  {
    id: 'sound-alike',
    re: /(\b(?:last (?:year|month|quarter|summer|spring|autumn|fall|winter|week|season)|in (?:19|20)\d\d|previously|\d+ (?:years|months) ago|at my (?:last|previous) (?:job|role|company|employer)),? (?:I|we|she|he|they) )lead\b|\b((?:had|has|have|was|were) )lead(?= (?:by|a|an|the|our|my|teams?|projects?|efforts?|workshops?|training)\b)/gi,
    fix: (m) => `${m[1] ?? m[2]}led`,
  },
  {
    id: 'sound-alike',
    re: /\b((?:to|will|would|could|should|can|cannot|can't|did not|didn't|never|always|gladly|happily|willing to|I|we) )except\b(?= (?:feedback|responsibility|criticism|the (?:offer|role|position|job|challenge|change|risk)|changes?|payments?|returns|deliveries|help|advice|new|it|them|that|this)\b)/gi,
    fix: (m) => `${m[1]}accept`,
  },
  {
    id: 'sound-alike',
    re: new RegExp(`\\b([Yy])our (${STATE}|the best|in good hands|in safe hands)\\b`, 'g'),
    fix: (m) => `${m[1]}ou're ${m[2]}`,
  },
  {
    id: 'sound-alike',
    re: new RegExp(
      `\\b((?:${BE}|far|way|much|not|a bit|a little|simply|just|became|become|grew|grown) )to (busy|late|early|tired|small|big|expensive|complex|complicated|hard|difficult|slow|fast|quick|long|short|high|low|many|much|few|little|often|young|old|strict|risky|costly)\\b(?! (?:a|an|the)\\b)`,
      'gi',
    ),
    fix: (m) => `${m[1]}too ${m[2]}`,
  },
  {
    id: 'sound-alike',
    re: /\b((?:check|checked|checking|checks|ask|asked|asking|decide|decided|deciding|know|knew|knowing|see|saw|wonder|wondered|determine|determined|unsure|sure|confirm|confirmed|verify|verified|assess|assessed|regardless of|doubt|doubted|evaluate|evaluated|consider|considered|question|questioned) )weather\b(?! (?:forecasts?|conditions|data|reports?|alerts?|radar|stations?|warnings?|patterns|delays|events?|maps?|updates?)\b)|\bweather(?= or not\b)/gi,
    fix: (m) => `${m[1] ?? ''}whether`,
  },
  {
    id: 'sound-alike',
    re: /\b((?:be|am|is|was|were|very|always|remain|remained|stay|stayed|extremely|highly|tactful and|polite and|professional and|quiet and|and) )discrete(?=\s?(?:with|about|when|in|and|[,.;!?]|$))/gi,
    fix: (m) => `${m[1]}discreet`,
  },
  {
    id: 'sound-alike',
    re: /\b(student|students'|city|town|county|parish|school|works|youth|advisory|district|regional|arts|research|security|borough|village|trade|local|national|European|governing|legislative|sports) counsel\b|\b(legal|seek|sought|seeking|general|in-house|outside|defence|defense) council\b/g,
    fix: (m) => (m[1] ? `${m[1]} council` : `${m[2]} counsel`),
  },
  {
    id: 'sound-alike',
    re: /\b(staff|team|employee|employees'|crew|troop|troops'|workforce|worker|workers'|company|office|squad|ward|unit|boost(?:ed|ing)?|raise[ds]?|raising|lift(?:ed|ing)?|improve[ds]?|improving|low|high|good) moral\b(?! (?:of|and|compass|code|duty|values|standards|obligation|dilemma|support)\b)/gi,
    fix: (m) => `${m[1]} morale`,
  },
  {
    id: 'sound-alike',
    re: /\bpersonal (department|officer|officers|shortages?|costs|administration|files|records)\b/gi,
    when: (m) =>
      /\b(?:HR|human resources|staff|employees|recruitment|payroll)\b/i.test(m.input) ||
      !/files|records/.test(m[1]),
    fix: (m) => `${cased(m[0], 'personnel')} ${m[1]}`,
  },
  {
    id: 'sound-alike',
    // Round twenty-seven: not after a plan or an aim, whose content it is ("The plan was already to launch").
    re: /\b(?<!\b(?:plan|plans|idea|goal|goals|aim|aims|intention|target|decision|strategy|instruction|instructions|brief|expectation|thinking|hope|proposal|order|orders|agreement|point) )((?:was|were|is|are|am|be|been|get|got|getting) )already (?=to (?:launch|go|start|begin|ship|leave|open|sign|roll out|deploy|present|deliver)\b)/gi,
    fix: (m) => `${m[1]}all ready `,
  },
  {
    id: 'sound-alike',
    re: /\b(brak(?:e|es|ing)|braked)\b(?=(?: [\w']+){0,3} into (?:phases|parts|pieces|steps|chunks|stages|tasks|sections|groups|teams|smaller|two|three|modules|sprints)\b| (?:down|even|ground|new ground|the ice|the news|records?|barriers|silos)\b)/gi,
    fix: (m) =>
      ({ brake: 'break', brakes: 'breaks', braking: 'breaking', braked: 'broke' })[m[1].toLowerCase()] ??
      m[1],
  },
  // After the sixth set's first run: role written roll, averse written adverse, proceed written precede.
  {
    id: 'sound-alike',
    re: /\b([Rr])oll (models?|play|plays|playing|played)\b/g,
    fix: (m) => `${m[1]}ole ${m[2]}`,
  },
  { id: 'sound-alike', re: /\b(risk|change|conflict|loss)[- ]adverse\b/gi, fix: (m) => `${m[1]}-averse` },
  {
    id: 'sound-alike',
    re: /\b([Pp])reced(ed|e|es|ing) to\b/g,
    fix: (m) => `${m[1]}roceed${m[2] === 'e' ? '' : m[2] === 'es' ? 's' : m[2]} to`,
  },
];
