// English frames: first person, plain and concrete, one or two episodes; frames add wording, never facts.
import type { Episode } from './episodes';
import { parseYearMonth } from './facts';
import type { Ctx, F, Frames } from './frames';
import { enLowerFirst } from './prose';

const TAGS: Record<string, string> = {
  flat: 'open, flat communication',
  flexible: 'flexible hours',
  remote: 'remote work',
  growth: 'fast growth',
  stable: 'a stable environment',
  global: 'a global stage',
  learning: 'a culture of learning',
  reward: 'rewards that follow results',
  balance: 'work-life balance',
  mission: 'a clear mission',
};
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
const date = (v: string) => {
  const ym = parseYearMonth(v);
  return ym ? `${MONTHS[ym.month - 1]} ${ym.year}` : null;
};
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const name = (e: Episode) => (e.kind === 'work' ? e.name : `the “${e.name}” project`);
const at = (e: Episode) => (e.kind === 'work' ? `at ${e.name}` : `on the “${e.name}” project`);
const At = (e: Episode) => (e.kind === 'work' ? `At ${e.name}` : `On the “${e.name}” project`);
const joined = (e: Episode) => {
  if (e.kind === 'project') return `On the “${e.name}” project`;
  const d = date(e.start);
  const as = e.position ? ` as ${e.position}` : '';
  return d ? `After I joined ${e.name}${as} in ${d}` : `Working ${at(e)}${as}`;
};
const target = (c: Ctx) => (c.role ? `the ${c.role} role at ${c.co}` : c.co);
const inTarget = (c: Ctx) => (c.role ? `in the ${c.role} role at ${c.co}` : `at ${c.co}`);
const skill = (c: Ctx, i = 0) => c.skills[i] ?? null;
const ep =
  (f: (e: Episode, c: Ctx) => string | null): F =>
  (c) =>
    c.ep ? f(c.ep, c) : null;

const NOUN = {
  failure: 'the way I recover from setbacks',
  teamwork: 'the way I work with a team',
  problem: 'the way I solve problems',
  data: 'the habit of deciding from data',
  leadership: 'the way I lead',
  customer: 'starting from the customer',
  ethics: 'keeping to principles',
  growth: 'the habit of learning by doing',
  strengths: 'this strength',
  competency: 'these skills',
  motivation: 'this experience',
  goals: 'this experience',
} as const;

const links = (noun: string): F[] => [
  ep((e, c) => `In ${target(c)}, I would bring ${noun}, learned ${at(e)}, from the first week.`),
  ep(
    (e, c) =>
      `What I built ${at(e)} carries straight into ${c.role ? `the ${c.role} work` : 'the work'} at ${c.co}.`,
  ),
  (c) =>
    skill(c)
      ? `At ${c.co}, I would put ${skill(c)} and ${noun} to work for ${c.role ? `the ${c.role} team` : 'the team'}.`
      : null,
];

export const en: Frames = {
  list,
  tag: (id) => TAGS[id] ?? id,
  refer: (e) =>
    e.kind === 'project' && e.name.length > 20 ? [[`the “${e.name}” project`, 'that project']] : [],
  attach: (lead, s) => {
    const rest = enLowerFirst(s);
    return rest && /^I\s/.test(rest) ? `${lead}, ${rest}` : null;
  },
  noun: NOUN,
  resultLeads: ['As a result,', 'In the end,', 'Because of that,', 'That way,'],
  result: (lead, s) => {
    const rest = enLowerFirst(s);
    return rest ? `${lead} ${rest}` : null;
  },
  bare: {
    open: [
      (c) => `I am applying for ${target(c)}, and I answer this question only with what my resume states.`,
    ],
    closing: [(c) => `Given the chance, I would prove myself ${inTarget(c)} through my work.`],
  },
  open: {
    failure: [
      ep(
        (e) =>
          `The hardest setback of my work so far came ${at(e)}, and getting through it changed how I work.`,
      ),
      ep((e) => `When I think of a time things went wrong, I think of my time ${at(e)}.`),
      ep((e) => `${At(e)}, I learned how to recover when a plan fails.`),
    ],
    teamwork: [
      ep(
        (e) =>
          `${At(e)}, I saw that agreeing on standards with colleagues changes results more than working alone.`,
      ),
      ep((e) => `I would like to describe how I worked through differences in a team ${at(e)}.`),
      ep(
        (e) => `My role in a team is to turn different views into one result, and ${name(e)} shows it best.`,
      ),
    ],
    problem: [
      ep((e) => `Let me describe one problem I solved ${at(e)}.`),
      ep((e) => `The problem I remember solving best is one I met ${at(e)}.`),
      ep((e) => `When I meet a problem, I start by narrowing down its cause, as my work ${at(e)} shows.`),
    ],
    data: [
      ep(
        (e) =>
          `I try to decide from numbers rather than instinct, and a decision I made ${at(e)} is a good example.`,
      ),
      ep((e) => `Let me describe a decision I based on data ${at(e)}.`),
      ep((e) => `${At(e)}, I looked at the data first and let the numbers decide what to do next.`),
    ],
    leadership: [
      ep((e) => `My clearest experience of leading a team came ${at(e)}.`),
      ep((e) => `${At(e)}, I learned that you can lead by moving first, not by title.`),
      ep((e) => `Leadership, for me, showed most clearly in my work ${at(e)}.`),
    ],
    customer: [
      ep((e) => `My work ${at(e)} shows best how I solve problems from the customer's side.`),
      ep((e) => `${At(e)}, I started from what users actually found hard.`),
      ep((e) => `For me a good result is a change the customer can feel, a standard I formed ${at(e)}.`),
    ],
    ethics: [
      ep((e) => `The work where accuracy and principles mattered most to me was ${at(e)}.`),
      ep((e) => `${At(e)}, I kept to the principle that a correct result comes before a fast one.`),
      ep(
        (e) =>
          `${At(e)}, a small error could become a large loss, so I built habits that keep work safe and correct.`,
      ),
    ],
    growth: [
      ep((e) => `Looking back, I have grown by putting what I learned ${at(e)} to use straight away.`),
      ep((e) => `My growth began ${at(e)} and continued as I took on a wider scope, one step at a time.`),
      ep((e) => `The starting point of how I have grown is ${name(e)}.`),
    ],
    strengths: [
      ep(
        (e) =>
          `My strength is following a problem through to a result you can measure, and my work ${at(e)} shows it.`,
      ),
      ep(
        (e) =>
          `My strength is breaking work into clear parts and owning it to the end, which showed most ${at(e)}.`,
      ),
      (c) =>
        c.ep && skill(c)
          ? `Beyond ${skill(c)}, my real strength is staying with a problem until it is solved, as I did ${at(c.ep)}.`
          : null,
    ],
    competency: [
      ep(
        (e, c) =>
          `I built the skills ${c.role ? `a ${c.role}` : 'this role'} needs through real work ${at(e)}.`,
      ),
      (c) =>
        c.skills.length >= 2
          ? `The skills I bring to this role are ${list(c.skills.slice(0, 3))}, and the results I have delivered with them.`
          : null,
      ep(
        (e, c) =>
          `My work ${at(e)} shows the skills ${c.role ? `the ${c.role} role` : 'this role'} asks for.`,
      ),
    ],
    motivation: [
      ep((e, c) =>
        c.role
          ? `I am applying for the ${c.role} role at ${c.co} because it continues the work I have done ${at(e)}.`
          : `I am applying to ${c.co} to carry the work I have done ${at(e)} onto a wider stage.`,
      ),
      ep((e, c) => `I am applying for ${target(c)} because my experience ${at(e)} would count most there.`),
      ep(
        (e, c) =>
          `${target(c).replace(/^t/, 'T')} is where the work I did ${at(e)} meets the work I want to do next, which is why I am applying.`,
      ),
    ],
    goals: [
      ep(
        (e, c) =>
          `After joining ${c.co}, I want to reach clear goals step by step, building on my work ${at(e)}.`,
      ),
      ep(
        (e, c) =>
          `My goal after joining is to become someone ${c.role ? `the ${c.role} team` : c.co} can rely on, building on my work ${at(e)}.`,
      ),
      ep(
        (e, c) =>
          `Here are the goals I want to reach after joining ${c.co}, and the experience ${at(e)} they rest on.`,
      ),
    ],
  },
  preview: [
    (c) => (c.ep && c.ep2 ? `I will show ${c.noun} through my work ${at(c.ep)} and ${at(c.ep2)}.` : null),
    (c) => (c.ep && c.ep2 ? `Below, I describe what I did ${at(c.ep)} and then ${at(c.ep2)}.` : null),
  ],
  situation: {
    failure: [
      ep((e) => `${joined(e)}, the old way of working hit its limits and I ran into real difficulty.`),
      ep((e) => `${joined(e)}, my first approach did not work as hoped, and I had to go back to the cause.`),
    ],
    teamwork: [
      ep((e) => `${joined(e)}, I worked on results many people shared, and we had to agree on one standard.`),
      ep((e) => `${joined(e)}, colleagues worked in different ways and collaboration often slowed down.`),
    ],
    problem: [
      ep((e) => `${joined(e)}, I chose not to live with a recurring problem and went after its cause.`),
      ep((e) => `${joined(e)}, I defined the cause before treating the symptoms.`),
    ],
    data: [
      ep((e) => `${joined(e)}, whenever opinions split, I gathered data first and used it to decide.`),
      ep((e) => `${joined(e)}, I set priorities by the numbers and metrics.`),
    ],
    leadership: [
      ep((e) => `${joined(e)}, I stepped forward to set a direction the team could follow.`),
      ep((e) => `${joined(e)}, I took on what the team needed without waiting to be asked.`),
    ],
    customer: [
      ep((e) => `${joined(e)}, I started my work from what customers actually struggled with.`),
      ep((e) => `${joined(e)}, I asked what had to change first from the user's side.`),
    ],
    ethics: [
      ep((e) => `${joined(e)}, any small error reached people directly, so accuracy came first.`),
      ep((e) => `${joined(e)}, I never skipped checks or principles, even on a tight schedule.`),
    ],
    growth: [
      ep((e) => `${joined(e)}, I widened my scope a step with every new task.`),
      ep((e) => `${joined(e)}, I applied what I learned straight away.`),
    ],
    strengths: [
      ep((e) => `${joined(e)}, that strength showed most clearly.`),
      ep((e) => `${joined(e)}, I owned my work to the end.`),
    ],
    competency: [
      ep((e) => `${joined(e)}, I learned the core of this job through real work.`),
      ep((e) => `${joined(e)}, I built the skills this job needs.`),
    ],
    motivation: [
      ep((e, c) => `${joined(e)}, I did work that ${c.co} needs now.`),
      ep((e) => `${joined(e)}, I have already done much of what this role asks for.`),
    ],
    goals: [
      ep((e) => `${joined(e)}, I gained the experience my goals rest on.`),
      ep((e, c) => `${joined(e)}, I started on the path I want to continue at ${c.co}.`),
    ],
  },
  lead: {
    failure: [
      'To get past it',
      'Working through the causes one by one',
      'So that it would not happen again',
      'After narrowing the problem down',
      'Owning the mistake',
    ],
    teamwork: [
      'Agreeing on standards with my colleagues',
      'Pulling the team’s views together',
      'So that the whole team could work the same way',
      'To keep our work connected',
      'To ease the friction',
    ],
    problem: [
      'Once I had found the cause',
      'To solve it',
      'Starting with the biggest bottleneck',
      'After testing a small fix first',
      'To stop the problem at its root',
    ],
    data: [
      'After checking the metrics first',
      'Narrowing the cause down with data',
      'Setting priorities by the numbers',
      'So the result could be checked in numbers',
      'Following what the data showed',
    ],
    leadership: [
      'To get the team facing one direction',
      'Stepping forward myself',
      'To change how the team worked',
      'Setting a standard others could follow',
      'Taking responsibility',
    ],
    customer: [
      'To remove friction for customers',
      'From the user’s side',
      'So customers could feel the change',
      'Listening to people on the ground',
      'To save customers time',
    ],
    ethics: [
      'Without losing accuracy',
      'Keeping to principles',
      'So errors never reached customers',
      'Following every check',
      'Putting safety first',
    ],
    growth: [
      'Along the way',
      'Applying what I had learned',
      'Going a step further',
      'Learning a new method',
      'Taking on more',
    ],
    strengths: [
      'Using that strength',
      'Owning the result',
      'Breaking the work into parts',
      'To prove it with results',
      'Refusing to give up',
    ],
    competency: [
      'Using those skills',
      'In practice',
      'With the tools I know',
      'In my own area',
      'Drawing on my expertise',
    ],
    motivation: ['There', 'With the experience this role needs', 'In practice', 'Hands-on', 'In the field'],
    goals: ['In that work', 'Back then', 'On the job', 'In my previous role', 'Over that time'],
  },
  reflect: {
    failure: [
      ep(
        (e) =>
          `That setback ${at(e)} taught me that fixing the structure before a problem costs far less than fixing it after.`,
      ),
      ep(
        (e) => `The difficulty ${at(e)} left me with a habit: I record what went wrong instead of hiding it.`,
      ),
    ],
    teamwork: [
      ep(
        (e) =>
          `Working with others ${at(e)} taught me that good teamwork comes from shared standards more than from closeness.`,
      ),
      ep(
        (e) =>
          `Since my time ${at(e)}, when conflict comes up, I talk about standards and evidence before people.`,
      ),
    ],
    problem: [
      ep((e) => `Solving this ${at(e)} taught me that one precise cause matters more than a big solution.`),
      ep((e) => `My work ${at(e)} became the basis of how I split a problem into parts and test each one.`),
    ],
    data: [
      ep(
        (e) =>
          `Because I decided from data ${at(e)}, I still check the numbers first whenever opinions differ.`,
      ),
      ep((e) => `That decision ${at(e)} showed me that numbers persuade a team faster than instinct.`),
    ],
    leadership: [
      ep(
        (e) =>
          `Leading ${at(e)} taught me that a leader's job is less to give answers than to get everyone moving by the same standard.`,
      ),
      ep((e) => `${At(e)}, I became sure that moving first can change a team, title or not.`),
    ],
    customer: [
      ep((e) => `Starting from customers ${at(e)} taught me that a good result is one customers can feel.`),
      ep((e) => `Since my work ${at(e)}, I begin every task by asking what it changes for users.`),
    ],
    ethics: [
      ep((e) => `Working ${at(e)} taught me that keeping to principles is the fastest path in the end.`),
      ep((e) => `My time ${at(e)} taught me to protect accuracy with structure, not just personal care.`),
    ],
    growth: [
      ep((e) => `My time ${at(e)} became a step up in how I work.`),
      ep((e) => `What I learned ${at(e)} became the footing for doing the next job better.`),
    ],
    strengths: [
      ep((e) => `The results ${at(e)} show this strength better than any claim.`),
      ep((e) => `My work ${at(e)} confirmed that owning a task to the end turns into results.`),
    ],
    competency: [
      ep((e, c) => `The skills I built ${at(e)} carry straight into ${target(c)}.`),
      ep((e) => `What I learned ${at(e)} is the core of the job I am applying for.`),
    ],
    motivation: [
      ep((e, c) => `I want to carry the work I did ${at(e)} further at ${c.co}.`),
      ep((e, c) => `My experience ${at(e)} is the main reason I am applying for ${target(c)}.`),
      ep((e, c) => `Because I have done this ${at(e)}, I can contribute ${inTarget(c)} from the start.`),
      ep((e, c) => `${At(e)}, I found the work I want to do at ${c.co}.`),
    ],
    goals: [
      ep((e) => `I will make what I gained ${at(e)} the base of my first goal.`),
      ep((e, c) => `My first goal is to widen my work ${at(e)} to fit what ${c.co} does.`),
    ],
  },
  reflectAny: [
    ep((e, c) => `My work ${at(e)} made ${c.noun} stronger.`),
    ep((e, c) => `Looking back, this work ${at(e)} shaped ${c.noun}.`),
    ep((e, c) => `Thanks to my time ${at(e)}, I can speak with confidence about ${c.noun}.`),
  ],
  tech: [
    ep((e) => (e.tech.length ? `${At(e)}, I used ${list(e.tech)}.` : null)),
    ep((e) => (e.tech.length ? `The tools behind ${name(e)} were ${list(e.tech)}.` : null)),
  ],
  plain: [
    ep((e) => {
      if (e.kind === 'project') return `I took part in the “${e.name}” project.`;
      const from = date(e.start);
      const to = e.end ? date(e.end) : null;
      const as = e.position ? ` as ${e.position}` : '';
      if (!from) return `I worked at ${e.name}${as}.`;
      return to
        ? `From ${from} to ${to}, I worked at ${e.name}${as}.`
        : `Since ${from}, I have worked at ${e.name}${as}.`;
    }),
  ],
  link: {
    failure: links(NOUN.failure),
    teamwork: links(NOUN.teamwork),
    problem: links(NOUN.problem),
    data: links(NOUN.data),
    leadership: links(NOUN.leadership),
    customer: links(NOUN.customer),
    ethics: links(NOUN.ethics),
    growth: links(NOUN.growth),
    strengths: links(NOUN.strengths),
    competency: links(NOUN.competency),
    motivation: links(NOUN.motivation),
    goals: links(NOUN.goals),
  },
  why: [
    ep((e, c) =>
      c.tags.length
        ? `${c.co} values ${list(c.tags)}, the kind of setting where I did my best work ${at(e)}.`
        : null,
    ),
    ep((e, c) =>
      c.industry ? `${c.industry} is the field where my experience ${at(e)} counts most directly.` : null,
    ),
    ep((e, c) => (c.role ? `Much of what a ${c.role} does overlaps with what I did ${at(e)}.` : null)),
  ],
  culture: [
    ep((e, c) =>
      c.culture
        ? `The culture-fit diagnosis placed me as “${c.culture.typeTitle}”, which matches ${c.noun} I showed ${at(e)}.`
        : null,
    ),
  ],
  weakness: [
    ep(
      (e) =>
        `My weakness used to be holding on to work alone until it was finished; ${at(e)} I learned to share progress early and often.`,
    ),
    ep(
      (e) =>
        `A weakness of mine is polishing too long before sharing; ${at(e)} I corrected it by showing work in small pieces.`,
    ),
  ],
  plans: [
    ep(
      (e, c) =>
        `Early on, I will use what I learned ${at(e)} to make small improvements in ${c.role ? `the ${c.role} work` : 'my work'} at ${c.co}.`,
    ),
    (c) =>
      `In my first year, I will learn how ${c.co} works${c.role ? ` and what the ${c.role} role needs` : ''}${skill(c) ? `, and deliver results with ${skill(c)}` : ''}.`,
    ep((e) => `Within a few years, I want to find and fix the team's problems myself, as I did ${at(e)}.`),
    (c) =>
      c.skills.length >= 2
        ? `In the medium term, I want to deepen ${list(c.skills.slice(1, 3))} and deliver more than my share at ${c.co}.`
        : null,
    (c) =>
      skill(c, 1)
        ? `In the long run, I want to be the person colleagues ask about ${skill(c, 1)} and ${c.role ? `the ${c.role} craft` : 'the field'}.`
        : null,
  ],
  skills: Object.fromEntries(
    (Object.keys(NOUN) as (keyof typeof NOUN)[]).map((k) => [
      k,
      [
        (c: Ctx) =>
          c.skills.length ? `Behind ${NOUN[k]} is hands-on work with ${list(c.skills.slice(0, 6))}.` : null,
        (c: Ctx) =>
          c.skills.length ? `${list(c.skills.slice(0, 6))} are the tools I use for ${NOUN[k]}.` : null,
      ],
    ]),
  ) as Frames['skills'],
  award: [
    (c) =>
      c.award
        ? `${c.award.name}${c.award.issuer ? ` from ${c.award.issuer}` : ''}${c.award.year ? ` in ${c.award.year}` : ''} was an early sign of ${c.noun}.`
        : null,
  ],
  certs: [
    (c) => (c.certs.length ? `I hold ${list(c.certs)}, which ground ${c.noun} in the basics.` : null),
    (c) => (c.certs.length ? `Preparing for ${list(c.certs)} gave ${c.noun} a solid base.` : null),
  ],
  languages: [
    (c) =>
      c.languages.length
        ? `I speak ${list(c.languages)}, so I can bring ${c.noun} to teams across languages.`
        : null,
  ],
  education: [
    (c) => {
      if (!c.edu) return null;
      const what = c.edu.major ? `${c.edu.major} at ${c.edu.school}` : `at ${c.edu.school}`;
      return c.edu.current
        ? `I am now studying ${what}, which keeps widening ${c.noun}.`
        : `${c.noun[0].toUpperCase()}${c.noun.slice(1)} began when I studied ${what}.`;
    },
  ],
  education2: [
    (c) =>
      c.edu2
        ? `Before that, ${c.edu2.major ? `studying ${c.edu2.major} at ${c.edu2.school}` : `my time at ${c.edu2.school}`} laid more of the ground for ${c.noun}.`
        : null,
  ],
  closing: [
    ep((e, c) => `As I did ${at(e)}, I would bring ${c.noun} ${inTarget(c)}.`),
    ep((e, c) => `I hope to carry ${c.noun}, learned ${at(e)}, on ${inTarget(c)}.`),
    ep((e, c) => `I would welcome the chance to prove what I built ${at(e)} ${inTarget(c)}.`),
  ],
};
