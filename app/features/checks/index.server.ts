// The checks feature's server entry (ADR 0018): the check form's handler and the speller's warm-up.
export { handleCheckForm } from './answer-check.server';
export { handleLetterCheckForm } from './letter-check.server';
export { warmSpeller } from './speller.server';
