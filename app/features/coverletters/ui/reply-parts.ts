// The generation panel's parts that show only after a reply or a click: the coach's asks, the questions
// a resume cannot answer yet, the failure dialog and the position-first dialog (with the dialog's code).
// The browser loads them together, as one chunk, the first time one shows (GenerationPanel, issue 39);
// the server renders each in place.
export { CoachQuestions } from './CoachQuestions';
export { GenerationFailedDialog } from './GenerationFailedDialog';
export { PositionRequiredDialog } from './PositionRequiredDialog';
export { UnsupportedQuestions } from './UnsupportedQuestions';
