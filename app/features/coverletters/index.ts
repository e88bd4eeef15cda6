// The cover-letters feature's entry for other features (both sides: no server-only code): what they may use
// of it. Inside the feature, import files directly; from another feature, only this file or index.server.ts
// (ADR 0018).

export { useLiveCounts } from './ui/useLiveCounts';
export { countBy, fillRatio, LIMIT_TYPES, measure, normalizeText, type LimitType } from './counting';
export { CUSTOM_LIMITS, MAX_EDIT, MAX_QUESTION_TEXT, outsideCustomLimit } from './constants';
export { checkQuestionLimit, companyQuestionFields } from './question-fields';
export { LetterCounts } from './ui/LetterCounts';
export { splitSentences } from './writer/text';
