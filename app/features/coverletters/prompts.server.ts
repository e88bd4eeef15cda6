// Prompts for an OpenAI-compatible model (sent by `writer/model-writer.server.ts` through the plain client in
// `~/integrations/ai/model.server`). The facts travel as structured data; the question's own text is the
// thing to answer (its category only a hint); the rules ask for the chosen language, the length in the
// letter's unit, the style Korean reviewers expect, and nothing beyond those facts. Address and birth
// date are not sent. The cleaning, intent and culture words are the built-in writer's own (one way).
import type { ResumeSections } from '../../../db/schema/profiles';
import type { CoverLetterRequest, ResumeRequest } from '~/integrations/ai/types';
import type { LimitType } from './counting';
import { en } from './writer/frames.en';
import { ko } from './writer/frames.ko';
import { recognizeIntent, type LetterIntent } from './writer/intent';
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
  ko: 'Korean style: 합니다체 (formal -습니다 endings) throughout; tell one or two concrete episodes rather than a list; no enumeration such as 첫째/둘째/셋째; no stock phrases (책임감이 강한, 성실한 사람, 열정적인, 최선을 다하겠습니다); every claim backed by a fact or number from PROFILE.',
  en: 'Style: first person, plain and concrete; tell one or two concrete episodes rather than a list; no "Firstly/Secondly" lists; no stock phrases (hard-working, team player, passionate); every claim backed by a fact or number from PROFILE.',
} as const;

/** The counting rule the prompt states: min and max in the letter's unit, aiming at 80–90 % of the max. */
export function countingRule(req: Pick<CoverLetterRequest, 'minLetter' | 'maxLetter' | 'limitType'>) {
  const unit = UNIT[req.limitType ?? 'with-spaces'];
  const low = Math.max(req.minLetter, Math.round(req.maxLetter * 0.8));
  const high = Math.max(low, Math.round(req.maxLetter * 0.9));
  return `between ${req.minLetter} and ${req.maxLetter} ${unit}, counted after Unicode NFC normalisation (aim for ${low}–${high})`;
}

/** The profile without personal details a letter never needs. */
export function profileData(name: string | null, s: ResumeSections) {
  return {
    name,
    country: s.person.country || undefined,
    educations: s.educations,
    works: s.works,
    skills: s.skills,
    certifications: s.certifications,
    languages: s.languages,
    projects: s.projects,
    awards: s.awards,
  };
}

export function letterPrompt(req: CoverLetterRequest): { system: string; prompt: string } {
  const lang = LANGUAGE[req.lang];
  const intent = recognizeIntent(req.question.text, req.question.intent);
  const role = roleName(req.target.postingTitle, req.target.companyName);
  const words = req.lang === 'ko' ? ko : en;
  const system = [
    'You write answers to cover-letter questions (자기소개서 문항) for job seekers.',
    'Rules:',
    `1. Answer the QUESTION itself, as it is worded. It appears to ask for ${INTENT[intent]}; that reading is only a hint, the question's text decides.`,
    `2. Write in ${lang} only.`,
    `3. The answer must be ${countingRule(req)}.`,
    '4. Use only facts found in PROFILE, TARGET and CULTURE_FIT. Never invent employers, schools, certificates, awards, numbers, percentages or dates. If a fact is missing, write without it.',
    `5. Name the target as TARGET gives it: the company "${req.target.companyName}"${role ? ` and the role "${role}" (never the raw posting title)` : ''}.`,
    `6. ${STYLE[req.lang]}`,
    '7. Plain text in a few paragraphs: no title, no greeting line, no signature, no markdown, no placeholders.',
  ].join('\n');
  const prompt = [
    `QUESTION (answer this): ${req.question.text}`,
    `QUESTION_CATEGORY (a hint only): ${req.question.type}, ${intent}`,
    `TARGET: ${JSON.stringify({
      companyName: req.target.companyName,
      role,
      postingTitle: req.target.postingTitle,
      industry: req.target.industry,
      cultureTags: req.target.cultureTags.map(words.tag),
    })}`,
    `CULTURE_FIT: ${JSON.stringify(req.culture)}`,
    `PROFILE: ${JSON.stringify(profileData(req.profile.name, req.profile.sections))}`,
  ].join('\n');
  return { system, prompt };
}

/** The one follow-up request when an answer stopped under the minimum: go on, without repeating. */
export function continuationPrompt(req: CoverLetterRequest, have: number): string {
  return [
    `Your answer is ${have} long by the counting rule, under the minimum of ${req.minLetter}.`,
    `Continue it: write only the text that follows, in ${LANGUAGE[req.lang]}, so the whole answer is ${countingRule(req)}.`,
    'Use other facts from PROFILE (another episode, its result and what it taught); do not repeat what you wrote, do not start over, no closing formula.',
  ].join(' ');
}

export function resumePrompt(req: ResumeRequest): { system: string; prompt: string } {
  const system = [
    'You polish resumes. Reply with one JSON object only: {"intro": string, "sections": object}.',
    `- "intro": a self-introduction of 2 to 4 sentences in ${LANGUAGE[req.lang]}, using only facts from PROFILE (and TARGET when given).`,
    '- "sections": the same shape, entries and order as PROFILE.sections (without "person"). Keep every name, title, date, number, company, school, certificate, award and skill exactly as given.',
    '- You may only rephrase "achievements" and "projectDescription" for clarity, one sentence per line, in their original language, adding no facts.',
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
