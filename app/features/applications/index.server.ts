// The applications feature's server entry for other features (ADR 0018).
export { findApplication, startApplicationFromResume, type FoundApplication } from './applications.server';
export { answersOf } from './questions.server';
export { chosenLetter, documentDownload } from './export.server';
