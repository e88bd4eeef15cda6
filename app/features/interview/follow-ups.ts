// Two or three tail questions chosen from what an answer says: a figure it gives, a "we" to take apart,
// a person whose view to ask for, a lesson to ask where it was used, and what it leaves out (the outcome,
// what the member would change). At generation the answer is the question's sentence; after practice,
// the member's typed answer, so two answers to one question get different follow-ups.
import { cueIn, cpOffset, excerpt, figuresOf, type InterviewLang } from './text';
import { FOLLOW_UP_TEMPLATES, fill, type FollowUpKind, type QuestionKind } from './templates';

export function followUpsFor(answer: string, kind: QuestionKind, lang: InterviewLang): string[] {
  const t = FOLLOW_UP_TEMPLATES[lang];
  const picked: string[] = [];
  const add = (k: FollowUpKind, x = '') => {
    const text = fill(t[k], { x });
    if (picked.length < 3 && !picked.includes(text)) picked.push(text);
  };
  const figure = figuresOf(answer, lang)[0];
  if (figure && kind !== 'figure') add('figure', figure.text);
  const aboutJoining = kind === 'why-here' || kind === 'why-now' || kind === 'what-first';
  const we = aboutJoining ? null : cueIn('we', answer, lang);
  if (we) add('own-part', excerpt(answer, cpOffset(answer, we.index), 24));
  const person = cueIn('people', answer, lang);
  if (person) add('other-view', person[0]);
  if (!cueIn('result', answer, lang) && kind !== 'why-here' && kind !== 'why-now') add('outcome');
  if (aboutJoining) add('first-months');
  if (kind === 'lesson' || cueIn('lesson', answer, lang)) add('since');
  if (kind !== 'result') add('differently');
  add('example');
  if (picked.length < 2) add('since');
  return picked;
}
