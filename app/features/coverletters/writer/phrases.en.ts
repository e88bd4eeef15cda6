// English phrase bank: first person, plain and warm.
import { parseYearMonth } from './facts';
import type { Phrases } from './phrases';

const TAGS: Record<string, string> = {
  flat: 'flat, open communication',
  flexible: 'flexible working',
  remote: 'remote work',
  growth: 'fast growth',
  stable: 'stability',
  global: 'a global outlook',
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
  return ym ? `${MONTHS[ym.month - 1]} ${ym.year}` : v.trim();
};
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const at = (f: { company: string; posting: string | null }) =>
  f.posting ? `the ${f.posting} role at ${f.company}` : `${f.company}`;
const as = (pos: string | null) => (pos ? ` as ${pos}` : '');

// Resume lines often start with a past-tense verb and no subject: "Led the redesign ...".
const IRREGULAR = new Set(
  'led built ran wrote made won took grew cut set began drove brought taught sold kept held found gave got put spoke chose rebuilt rewrote oversaw'.split(
    ' ',
  ),
);
function prose(s: string): string {
  const first = s.split(/\s/)[0] ?? '';
  const w = first.toLowerCase();
  if (/^[A-Z][a-z]+$/.test(first) && (IRREGULAR.has(w) || (w.endsWith('ed') && w.length > 4))) {
    return `I ${w}${s.slice(first.length)}`;
  }
  return s;
}

export const en: Phrases = {
  list,
  tag: (id) => TAGS[id] ?? id,
  prose,
  opening: {
    motivation: [
      (_, f) =>
        `I am applying for ${at(f)} because it is the place where my experience can do the most good.`,
      (_, f) =>
        `When I read about ${at(f)}, I recognised the work I have been doing and the work I want to do next.`,
      (_, f) =>
        `My reason for applying to ${f.company} is simple: what I have done so far leads naturally to this role.`,
    ],
    growth: [
      () => 'I have grown less through big leaps than through steady, daily improvement.',
      () =>
        'Looking back, I have grown most whenever I put something I had just learned to work straight away.',
      () => 'My path so far has been a cycle of learning something, using it and learning again.',
    ],
    strengths: [
      () => 'My greatest strength is following a problem through until it turns into a real result.',
      () => 'My strength is breaking work into clear parts and owning the outcome I promised.',
      () => 'If I had to name one strength, it would be steady work that shows in results.',
    ],
    goals: [
      (_, f) => `I see ${f.company} as the right place to reach my next goals.`,
      (_, f) => `If I join ${f.company}, I know clearly what I want to achieve.`,
      (_, f) => `I have thought through, step by step, what I want to build at ${f.company}.`,
    ],
    company: [
      (_, f) =>
        `I am applying to ${f.company} because the direction it is taking matches the way I like to work.`,
      (_, f) =>
        `${f.company} was the first company that came to mind when I thought about the next step in my career.`,
      (_, f) => `Let me explain, through my own experience, why I am applying to ${f.company}.`,
    ],
  },
  focus: {
    motivation: [
      () => 'Let me explain why through the work I have actually done.',
      () => 'Here is how my experience connects with this role.',
    ],
    growth: [
      () => 'Here is how I became the person I am today, step by step.',
      () => 'My experience shows what I learned along the way.',
    ],
    strengths: [
      () => 'Here is how that strength has shown itself in practice.',
      () => 'I would rather let my results explain it than my words.',
    ],
    goals: [
      () => 'Before I describe those goals, let me briefly share the experience behind them.',
      () => 'My goals grow out of the experience I describe below.',
    ],
    company: [
      () => 'Here is where my experience and this company meet.',
      () => 'This is why I want to work here rather than anywhere else.',
    ],
  },
  tags: [
    (tags, f) =>
      `The ${tags} that ${f.company} values are exactly the conditions in which I do my best work.`,
    (tags, f) => `In particular, the culture of ${tags} at ${f.company} fits the way I have always worked.`,
    (tags) => `In a place that offers ${tags}, I believe my experience can count for even more.`,
  ],
  industry: [
    (ind) => `The ${ind} field is where I want to keep building my career.`,
    (ind) => `I want to turn my interest in ${ind} into everyday work.`,
  ],
  posting: [
    (p) => `Reading what the ${p} role asks for, I found a great deal of overlap with what I have done.`,
    (p) => `The ${p} role is where my experience can be put to use most directly.`,
  ],
  culture: [
    (c) =>
      `In the culture-fit assessment, my type came out as “${c.typeTitle}”${c.strengths.length ? `, with high scores in ${list(c.strengths)}` : ''}.`,
    (c) =>
      `My work-style assessment describes me as “${c.typeTitle}”${c.strengths.length ? `, and my strongest traits were ${list(c.strengths)}` : ''}.`,
  ],
  cultureEcho: [
    () => 'That matches what I have seen of myself at work.',
    () => 'The experience below shows the same traits.',
  ],
  workLead: [
    (w) =>
      w.start &&
      `${w.end ? `From ${date(w.start)} to ${date(w.end)}` : `Since ${date(w.start)}`}, I ${w.end ? 'worked' : 'have worked'} at ${w.company}${as(w.position)}.`,
    (w) =>
      `At ${w.company}, where I ${w.end ? 'worked' : 'work'}${as(w.position)}, I learned a great deal by doing.`,
    (w) => `My time at ${w.company}${as(w.position)} is the experience I value most.`,
  ],
  workBridge: {
    motivation: [
      (_, f) => `This experience made it clearer what I want to do at ${f.company}.`,
      (_, f) => `I want to carry this kind of work further, and on a larger scale, at ${f.company}.`,
    ],
    growth: [
      () => 'Along the way I learned to break problems down and check each part before moving on.',
      () => 'Looking back, this was the period in which I learned and grew the most.',
    ],
    strengths: [
      () => 'This is where my strength showed in results rather than in words.',
      () => 'As this shows, I can point to facts when I talk about my work.',
    ],
    goals: [
      (_, f) => `With this experience, I am confident I can contribute quickly at ${f.company}.`,
      () => 'The habits I formed there are the basis of the goals I set for myself.',
    ],
    company: [
      (_, f) => `This is experience that ${f.company} could put to use from the first day.`,
      () => 'I believe this experience fits the direction the company is taking.',
    ],
  },
  projectLead: [
    (p) => `The “${p.name}” project was also an important experience for me.`,
    (p) => `I also worked on the “${p.name}” project.`,
    (p) => `I would also like to mention the “${p.name}” project.`,
  ],
  projectTech: [
    (p) => (p.tech.length ? `For this project I used ${list(p.tech)}.` : null),
    (p) => (p.tech.length ? `The work was built with ${list(p.tech)}.` : null),
  ],
  skills: [
    (s) => `I work with ${list(s)} every day.`,
    (s) => `The tools and skills I rely on most are ${list(s)}.`,
    (s) => `On the technical side, I am at home with ${list(s)}.`,
  ],
  certs: [
    (c) => `I hold the ${list(c)}.`,
    (c) => `Earning the ${list(c)} gave my practical work a solid theoretical base.`,
  ],
  award: [
    (a) =>
      `${a.year ? `In ${a.year}, ` : ''}I received the “${a.name}”${a.issuer ? ` from ${a.issuer}` : ''}.`,
    (a) => `The “${a.name}”${a.year ? ` (${a.year})` : ''} remains a sign that my effort was recognised.`,
  ],
  languages: [(l) => `As for languages, I can offer ${list(l)}.`, (l) => `I can work in ${list(l)}.`],
  education: [
    (e) =>
      e.major
        ? `I ${e.current ? 'am studying' : 'studied'} ${e.major} at ${e.school}.`
        : `I ${e.current ? 'am studying at' : e.graduated ? 'graduated from' : 'studied at'} ${e.school}.`,
    (e) => `My studies at ${e.school}${e.major ? ` in ${e.major}` : ''} gave me a firm foundation.`,
  ],
  thesis: [
    (e) => (e.thesis ? `My thesis was titled “${e.thesis}”.` : null),
    (e) =>
      e.thesis ? `Writing my thesis, “${e.thesis}”, taught me how to dig deep into one question.` : null,
  ],
  goals: {
    motivation: [
      (_, f) =>
        `After joining, I will quickly learn how ${f.company} works so that my experience turns into team results.`,
      () => 'My first goal is to become someone the team can rely on.',
      (_, f) => `At ${f.company}, I want to use what I have learned on bigger problems.`,
      () => 'I will make sure the results I deliver are something the team can be proud of.',
      () => 'Above all, I will not forget why I applied for this role in the first place.',
    ],
    growth: [
      () => 'I will keep learning, applying and reflecting.',
      (_, f) => `At ${f.company}, I want to take on a wider range of problems and grow another step.`,
      () => 'When I am given a new role, I will treat it as a chance to learn rather than something to fear.',
      () => 'I want to share what I learn with colleagues and help build a culture of growing together.',
    ],
    strengths: [
      (_, f) => `I will turn this strength into team results at ${f.company}.`,
      () => 'After joining, I will keep earning trust the same way: through results.',
      () => 'I will build on my strengths and learn from colleagues where I am weaker.',
      () => 'I will aim to deliver a step more than expected in everything I take on.',
    ],
    goals: [
      (_, f) =>
        `In my first year, I will focus on understanding the products and the way of working at ${f.company}, and on delivering results people can count on.`,
      () => 'Next, I want to leave my experience behind in documents and tools the whole team can use.',
      (_, f) => `In the long run, I want to be someone who opens up new areas for ${f.company}.`,
      (_, f) =>
        `Building on my expertise${f.posting ? ` in the ${f.posting} role` : ''}, I also want to help colleagues grow faster.`,
      () => 'Above all, I will judge my work by the change customers can feel.',
      (_, f) =>
        `I will keep the goals of ${f.company} and my own side by side, so that its growth is also mine.`,
    ],
    company: [
      (_, f) => `I want to grow together with ${f.company} over many years.`,
      (_, f) => `After joining, my aim is to understand the customers of ${f.company} better than anyone.`,
      (_, f) => `I will learn the culture of ${f.company} quickly and help make it even better.`,
      () => 'I want to be someone the company can rely on, in difficult times as well as good ones.',
    ],
  },
  closing: [
    (_, f) =>
      `If you give me the chance to bring my experience to ${f.company}, I will repay it with results beyond expectations.`,
    (_, f) => `Thank you for reading. I look forward to working with you at ${f.company}.`,
    (_, f) => `I would like to add my experience to the next stage of growth at ${f.company}. Thank you.`,
  ],
  filler: {
    motivation: [
      () => 'I find the most meaning in moments when something I built changes someone’s day for the better.',
      () => 'When I choose work, I look first at what I can build and who I will build it with.',
      () => 'I do my best work when I know clearly where it will be used.',
      () => 'Before deciding to apply, I thought hard about what I do well and what I want to do.',
    ],
    growth: [
      () => 'I keep notes on what went wrong, so that I do not repeat the same mistake.',
      () =>
        'When I learn a new tool or method, I try it on something small first and widen its use once it proves itself.',
      () =>
        'I believe growth comes not only from learning new things but from doing what I know, consistently.',
      () => 'I have tried to take what I learned from strong colleagues and make it my own.',
      () => 'Whenever I found a gap in my skills, I set small goals and closed it step by step.',
    ],
    strengths: [
      () => 'The harder the problem, the more carefully I try to define its cause first.',
      () => 'I write down my steps and decisions so that others can pick up my work easily.',
      () => 'I make the scope of my work clear and treat agreed deadlines as the most basic promise.',
      () => 'I am good at turning complicated work into something simple that others can follow.',
      () => 'When a result falls short, I find the cause and make sure the next one is better.',
    ],
    goals: [
      () => 'I will set ambitious goals but break the daily work into small, clear steps.',
      () => 'I will review my goals and results regularly and correct course when needed.',
      () => 'I will share what I learn while pursuing these goals with the team.',
      () => 'I will aim for results that can be seen and for trust from colleagues, which cannot.',
      () => 'In a few years, I want to be the first person people think of in my area.',
    ],
    company: [
      () => 'I believe a company’s culture is made by the people who work in it.',
      () => 'I want to be one of the people who shape that culture.',
      () => 'A good company, to me, is one where good people choose to stay.',
      () => 'I will first understand where the company wants to go, and then find my role within that.',
    ],
    any: [
      () => 'Before I start a piece of work, I make its goal and standard clear.',
      () => 'When colleagues and I disagree, we look at the evidence together to find a better answer.',
      () => 'I believe that keeping small promises is where trust begins.',
      () => 'I look not only at the result of my work but also at how the process affects others.',
      () => 'I ask openly about what I do not know, and I gladly share what I learn.',
      () =>
        'Experience has taught me that keeping to the basics, even when busy, is the fastest way in the end.',
      () => 'When a piece of work is done, I take a little time to ask what went well and what to change.',
      () => 'I always try to understand what my part means for the whole.',
      () => 'Even with unfamiliar work, I first understand the whole flow before going into detail.',
      () =>
        'When something goes wrong, I ask how to keep it from happening again before asking whose fault it was.',
      () => 'The tighter the schedule, the more clearly I set priorities and share what others need early.',
      () => 'I see explaining my work clearly to others as part of the work itself.',
      () => 'Even with familiar methods, I regularly check whether there is a better way.',
      () => 'I believe saving colleagues’ time is one of the surest ways to raise a team’s results.',
      () => 'Feedback is worth more the earlier it comes, so I share work in progress often.',
      () => 'I finish what I start, and I leave it tidy so the next person can pick it up easily.',
    ],
  },
};
