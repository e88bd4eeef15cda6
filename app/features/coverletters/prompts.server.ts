// Prompts for an OpenAI-compatible model (sent by `writer/model-writer.server.ts` through the plain client in
// `~/integrations/ai/model.server`). The facts travel as structured data, each source of the resume on its
// own line labelled with its ref ([episode:0], [work:1] …) so the generation's plan can name what this
// answer tells and what it only mentions; the question's own text is the thing to answer (its category
// only a hint); the rules ask for the chosen language, the length in the letter's unit, 두괄식, the style
// Korean reviewers expect, nothing invented (and what to do when no episode fits). The culture result
// travels as traits only: its type and the test itself are never given to be cited. Address and birth
// date are not sent. The cleaning, intent and culture words are the built-in writer's own (one way).
import type { ResumeSections } from '#db/schema/profiles';
import type { CoverLetterRequest, ResumeRequest, SourceRef } from '~/integrations/ai/types';
import type { LimitType } from './counting';
import { cultureTagWord } from './writer/target-words';
import { recognizeIntent, type LetterIntent } from './writer/intent';
import { introLanguage } from './writer/intro';
import { roleName } from './writer/role-name';

const LANGUAGE = { ko: 'Korean', en: 'English', id: 'Indonesian' } as const;

/** What each kind of question asks for, as a hint next to the question's own text. */
const INTENT: Record<LetterIntent, string> = {
  motivation:
    'why the applicant wants this role at this company: the company or posting, then their fit, then what they will do',
  growth: 'how the applicant has grown and what they learned, in time order',
  strengths: 'the applicant’s strengths (and a weakness, if asked), each shown through an episode',
  goals: 'what the applicant wants to achieve after joining, step by step, resting on their experience',
  failure:
    'a failure or hardship: the situation, what went wrong, what they did, the result, what they learned',
  teamwork: 'a conflict or teamwork episode: the situation, how they worked it out with others, the result',
  problem: 'a problem they solved: the problem, its cause, what they did, the result with numbers',
  data: 'a decision made from data: what the numbers showed, what they decided, the result',
  leadership: 'a time they led others: the situation, what they did to lead, the result',
  customer:
    'a problem solved from the customer’s side: what customers struggled with, what they did, the result',
  ethics: 'a time accuracy, safety or principles mattered: the situation, what they kept to, the result',
  competency: 'the skills the role needs and the experience that proves them',
};

const UNIT: Record<LimitType, string> = {
  'with-spaces': 'characters, counting spaces and line breaks',
  'without-spaces': 'characters, not counting spaces or line breaks',
  bytes: 'bytes, counting each Hangul (or any non-ASCII) character as 2 and each ASCII character as 1',
};

const STYLE = {
  ko: 'Korean style: 합니다체 (formal -습니다 endings) throughout; tell one or two concrete episodes rather than a list; no enumeration such as 첫째/둘째/셋째; no stock phrases (책임감이 강한, 성실한 사람, 열정적인, 최선을 다하겠습니다); every claim backed by a fact or number from RESUME.',
  en: 'Style: first person, plain and concrete; tell one or two concrete episodes rather than a list; no "Firstly/Secondly" lists; no stock phrases (hard-working, team player, passionate); every claim backed by a fact or number from RESUME.',
} as const;

/** What the answer may never make up (the checker traces every claim to RESUME; an invented one is marked). */
const NO_INVENTION =
  'Use only facts found in RESUME and TARGET. Never invent events, circumstances, episodes, numbers, percentages, dates, employers, schools, certificates or awards, and never invent weaknesses, habits, feelings or motives: write a weakness, feeling or lesson only when RESUME states it (an episode’s "learned", for example). If a fact is missing, write without it.';

/** What to do when the resume has no story the question asks for. */
const NO_EPISODE =
  'When no source in RESUME shows what the QUESTION asks for (for example no failure or conflict story for a failure or conflict question), do not write a substitute story and do not recast a success as a failure or a conflict: answer from the closest real source as exactly what RESUME says it was, say plainly in one clause what it was (for example the hardest part of that work rather than a failure), and claim nothing RESUME does not state.';

/** 두괄식: the answer first, as Korean hiring managers read; an optional 소제목 in Korean. */
const ANSWER_FIRST = {
  ko: '두괄식: the first sentence answers the QUESTION directly (the point, then the story that proves it). You may open with one short 소제목 line: that point in a few words, in square brackets ([…]); it counts toward the length.',
  en: 'Answer first: the first sentence answers the QUESTION directly, then the story that proves it. No title line.',
} as const;

/** The product's own questionnaire informs which traits to show, and is never cited to the employer. */
const TRAITS_RULE =
  'APPLICANT_TRAITS may guide which real sources to show; show a trait only through a source in RESUME. Never mention any test, survey, questionnaire, type, score or assessment result in the answer.';

/** The counting rule the prompt states: min and max in the letter's unit, aiming at 80–90 % of the max. */
export function countingRule(req: Pick<CoverLetterRequest, 'minLetter' | 'maxLetter' | 'limitType'>) {
  const unit = UNIT[req.limitType ?? 'with-spaces'];
  const low = Math.max(req.minLetter, Math.round(req.maxLetter * 0.8));
  const high = Math.max(low, Math.round(req.maxLetter * 0.9));
  return `between ${req.minLetter} and ${req.maxLetter} ${unit}, counted after Unicode NFC normalisation (aim for ${low}–${high})`;
}

/** The sources a letter may draw on, each labelled with its ref so the plan (and the model) can name it. */
export function labelledSources(s: ResumeSections): { ref: SourceRef; data: Record<string, unknown> }[] {
  const period = (start: string, end: string) => (start || end ? `${start}–${end}` : undefined);
  const out: { ref: SourceRef; data: Record<string, unknown> }[] = [];
  (s.episodes ?? []).forEach((e, i) =>
    out.push({
      ref: `episode:${i}`,
      data: {
        title: e.title,
        where: e.org || undefined,
        period: period(e.start, e.end),
        situation: e.situation || undefined,
        action: e.action || undefined,
        result: e.result || undefined,
        learned: e.learned || undefined,
        tags: e.tags.length ? e.tags : undefined,
      },
    }),
  );
  s.works.forEach((w, i) =>
    out.push({
      ref: `work:${i}`,
      data: {
        company: w.company,
        position: w.position,
        period: period(w.start, w.end),
        achievements: w.achievements,
      },
    }),
  );
  s.projects.forEach((p, i) => out.push({ ref: `project:${i}`, data: { ...p } }));
  s.educations.forEach((e, i) =>
    out.push({
      ref: `education:${i}`,
      data: {
        level: e.gradLevel,
        status: e.graduated === false ? 'not finished' : 'graduated',
        school: e.school,
        major: e.major,
        gpa: e.gpa || undefined,
        thesis: e.thesis || undefined,
        period: period(e.start, e.end),
      },
    }),
  );
  s.awards.forEach((a, i) => out.push({ ref: `award:${i}`, data: { ...a } }));
  s.certifications.forEach((c, i) => out.push({ ref: `cert:${i}`, data: { ...c } }));
  s.languages.forEach((l, i) => out.push({ ref: `language:${i}`, data: { ...l } }));
  if (s.skills.length) out.push({ ref: 'skills', data: { skills: s.skills } });
  return out;
}

/** The plan's refs that name a source this resume has ("target" always does). */
function knownRefs(refs: SourceRef[] | undefined, known: Set<string>): SourceRef[] {
  return [...new Set(refs ?? [])].filter((r) => r === 'target' || known.has(r));
}

/** The plan for this answer as lines of the prompt, or the writer's own choice when there is none. */
function planLines(req: CoverLetterRequest, known: Set<string>): string[] {
  const tell = knownRefs(req.plan?.tell, known);
  const mention = knownRefs(req.plan?.mention, known).filter((r) => !tell.includes(r));
  if (!req.plan || (!tell.length && !mention.length))
    return [
      'PLAN: none given. Tell one or two sources from RESUME that answer the QUESTION best (an episode first when one fits).',
    ];
  return [
    'PLAN (this application has up to three answers; each story is told in one answer only):',
    `- TELL in this answer: ${tell.length ? tell.join(', ') : '(nothing assigned: use TARGET and the MENTION sources briefly)'}`,
    `- MENTION ONLY, in at most one clause each (told in another answer): ${mention.length ? mention.join(', ') : '(none)'}`,
    '- Every other source in RESUME: do not tell it as a story here; names such as a school or a skill may still appear.',
  ];
}

/** The applicant's work-style traits (from the product's own questionnaire, which the employer never sees). */
function traitsLine(req: CoverLetterRequest): string {
  const traits = req.culture?.strengths.filter((s) => s.trim()) ?? [];
  return `APPLICANT_TRAITS: ${traits.length ? traits.join(', ') : '(none)'}`;
}

export function letterPrompt(req: CoverLetterRequest): { system: string; prompt: string } {
  const lang = LANGUAGE[req.lang];
  const intent = recognizeIntent(req.question.text, req.question.intent);
  const role = roleName(req.target.postingTitle, req.target.companyName);
  const sources = labelledSources(req.profile.sections);
  const known = new Set<string>(sources.map((s) => s.ref));
  const system = [
    'You write answers to cover-letter questions (자기소개서 문항) for job seekers.',
    'Rules:',
    `1. Answer the QUESTION itself, as it is worded. It appears to ask for ${INTENT[intent]}; that reading is only a hint, the question's text decides.`,
    `2. Write in ${lang} only.`,
    `3. The answer must be ${countingRule(req)}.`,
    `4. ${NO_INVENTION}`,
    `5. ${NO_EPISODE}`,
    `6. ${ANSWER_FIRST[req.lang === 'ko' ? 'ko' : 'en']}`,
    '7. Follow PLAN: tell the sources it assigns to this answer (each source in RESUME is labelled with its ref, e.g. [episode:0], [work:1]); sources marked MENTION ONLY get one clause at most. Never write a ref label in the answer.',
    `8. Name the target as TARGET gives it: the company "${req.target.companyName}"${role ? ` and the role "${role}" (never the raw posting title)` : ''}. Reasons for applying rest on TARGET (its posting, industry and culture) and on what RESUME shows the applicant has done.`,
    `9. ${TRAITS_RULE}`,
    `10. ${STYLE[req.lang === 'ko' ? 'ko' : 'en']}`,
    `11. Plain text in a few paragraphs${req.lang === 'ko' ? ' (after the optional 소제목 line)' : ''}: no greeting line, no signature, no markdown, no placeholders, at most one closing sentence.`,
  ].join('\n');
  const prompt = [
    `QUESTION (answer this): ${req.question.text}`,
    `QUESTION_CATEGORY (a hint only): ${req.question.type}, ${intent}`,
    `TARGET: ${JSON.stringify({
      companyName: req.target.companyName,
      role,
      postingTitle: req.target.postingTitle,
      industry: req.target.industry,
      cultureTags: req.target.cultureTags.map((tag) => cultureTagWord(req.lang === 'ko' ? 'ko' : 'en', tag)),
    })}`,
    traitsLine(req),
    `APPLICANT: ${JSON.stringify({ name: req.profile.name, country: req.profile.sections.person.country || undefined })}`,
    'RESUME (the only facts about the applicant; episodes are the applicant’s own stories):',
    ...(sources.length ? sources.map((s) => `[${s.ref}] ${JSON.stringify(s.data)}`) : ['(empty)']),
    ...planLines(req, known),
  ].join('\n');
  return { system, prompt };
}

/**
 * The follow-up request when the answer so far (`have`, by the counting rule) is under the minimum: go
 * on with more of the resume's real content, without repeating or starting over.
 */
export function continuationPrompt(req: CoverLetterRequest, have: number): string {
  const unit = UNIT[req.limitType ?? 'with-spaces'];
  const need = Math.max(1, req.minLetter - have);
  const room = Math.max(need, req.maxLetter - have);
  return [
    `Your answer is ${have} long by the counting rule, under the minimum of ${req.minLetter}.`,
    `Continue it: write only the text that follows, in ${LANGUAGE[req.lang]}, between ${need} and ${room} more ${unit}, so the whole answer is ${countingRule(req)}.`,
    'Add more of RESUME’s real content that answers the QUESTION (another part of the sources PLAN assigns, its result with the figures RESUME gives, what RESUME says it taught), following every rule above.',
    'Do not repeat a sentence you wrote, do not start over, no closing formula. If RESUME has nothing more that answers the QUESTION, reply with nothing rather than invent.',
  ].join(' ');
}

export function resumePrompt(req: ResumeRequest): { system: string; prompt: string } {
  const intro = introLanguage(req).lang;
  const system = [
    'You polish resumes. Reply with one JSON object only: {"intro": string, "sections": object}.',
    `- "intro": a self-introduction of 2 to 4 sentences in ${LANGUAGE[intro]}, using only facts from PROFILE (and TARGET when given): the latest job, the highest education, main skills. Write every name exactly as PROFILE does; never translate or transliterate it. No traits, feelings or motives PROFILE does not state.`,
    '- "sections": the same shape, entries and order as PROFILE.sections (without "person"), every entry kept, none merged or dropped. Keep every name, title, date, number, company, school, certificate, award, skill and episode exactly as given.',
    '- You may only rephrase "achievements" and "projectDescription" for clarity, one sentence per line, in their original language (never translated), keeping every fact and adding none.',
  ].join('\n');
  const prompt = [
    `TARGET: ${JSON.stringify(req.target)}`,
    `PROFILE: ${JSON.stringify({ name: req.profile.name, sections: { ...req.profile.sections, person: undefined } })}`,
  ].join('\n');
  return { system, prompt };
}

/** Structuring a PDF resume's text: values copied verbatim, nothing inferred. */
export function readResumePrompt(text: string): { system: string; prompt: string } {
  const system = [
    'You read resumes. Reply with one JSON object only: {"name": string|null, "sections": object}.',
    '- "sections" has: person {country: "KR"|"ID"|"", region, address, birthYear "YYYY", birthMonth "1"-"12"},',
    '  educations [{gradLevel: middle_school|high_school|university|grad_school|phd|"", graduated: boolean, school, major, gpa, thesis, start "YYYY.MM", end "YYYY.MM"}],',
    '  works [{company, position, achievements, start, end}], skills [string],',
    '  certifications [{certificationName, certificationIssuedBy, issueDate}], languages [{languageName, languageDetail, languageLevel: beginner|intermediate|advanced|professional|""}],',
    '  projects [{projectName, projectDescription, technologiesUsed}], awards [{awardName, awardIssuedBy, awardYear "YYYY"}].',
    '- Copy every value exactly as it is written in RESUME. Leave a field empty when RESUME does not say it. Never guess or add anything.',
  ].join('\n');
  return { system, prompt: `RESUME:\n${text.slice(0, 20_000)}` };
}
