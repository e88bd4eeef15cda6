// Client-side validation of the applications pages' typed forms: the schemas their action parses with,
// loaded once the page is interactive (useCheckedForm) so zod is not part of first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { answerSchema, applicationQuestionSchema, applicationSchema, materialSchema } from './schemas';

export const validateApplication = validateWith(applicationSchema);
export const validateQuestion = validateWith(applicationQuestionSchema);
export const validateAnswer = validateWith(answerSchema);
export const validateMaterial = validateWith(materialSchema);
