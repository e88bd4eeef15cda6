// The coverletters feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export { aiWriter } from './writer/index.server';
export {
  addMemberLetter,
  applicationLettersFrom,
  applicationLettersJson,
  editLetter,
  type ApplicationLetter,
  type ApplicationLetterItem,
  type LetterItem,
} from './letters.server';
export { changeOwnQuestion, storedQuestion, type QuestionFields } from './questions.server';
// The answer checks (features/checks) read a question's kind and trace an answer to the resume.
export { recognizeIntent } from './writer/intent';
export { traceLetter } from './writer/trace';
export { fillRatio, measure } from './counting';
