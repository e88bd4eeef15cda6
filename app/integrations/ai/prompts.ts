// Prompts for an OpenAI-compatible model. The facts travel as structured data; the rules ask for the
// chosen language, the length, and nothing beyond those facts. Address and birth date are not sent.
import type { ResumeSections } from '../../../db/schema/profiles';
import type { CoverLetterRequest, QuestionIntent, ResumeRequest } from './types';

const LANGUAGE = { ko: 'Korean', en: 'English', id: 'Indonesian' } as const;

const INTENT: Record<QuestionIntent, string> = {
  motivation: 'why the applicant wants this role',
  growth: 'how the applicant has grown and what they learned',
  strengths: 'the applicant’s strengths, shown through their own experience',
  goals: 'what the applicant wants to achieve after joining',
  company: 'why this company in particular, and what the applicant would bring to it',
};

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
  const aim = Math.round((req.minLetter + req.maxLetter) / 2);
  const system = [
    'You write answers to cover-letter questions for job seekers.',
    'Rules:',
    `1. Write in ${lang} only.`,
    `2. The answer must be between ${req.minLetter} and ${req.maxLetter} characters long, counting spaces (aim for about ${aim}).`,
    '3. Use only facts found in PROFILE, TARGET and CULTURE_FIT. Never invent employers, schools, certificates, awards, numbers, percentages or dates. If a fact is missing, write without it.',
    `4. Answer the QUESTION directly; it asks about ${INTENT[req.question.intent]}.`,
    '5. Plain text in a few paragraphs: no title, no greeting line, no signature, no markdown, no placeholders.',
  ].join('\n');
  const prompt = [
    `QUESTION: ${req.question.text}`,
    `QUESTION_TYPE: ${req.question.type}`,
    `TARGET: ${JSON.stringify(req.target)}`,
    `CULTURE_FIT: ${JSON.stringify(req.culture)}`,
    `PROFILE: ${JSON.stringify(profileData(req.profile.name, req.profile.sections))}`,
  ].join('\n');
  return { system, prompt };
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
