// The admin feature's entry for other features (both sides: no server-only code): what they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.server.ts (ADR 0018).

export { AdminInput } from './AdminInput';
export { AdminNav, DetailLine } from './AdminNav';
export { OperatorLogSection } from './OperatorLog';
export { TranslationFields } from './TranslationFields';
export { namedTexts, translationFields, translationValues, type TranslationValues } from './translations';
