// Client-side validation of the applications pages' typed forms: the schemas their action parses with,
// loaded once the page is interactive (useCheckedForm) so zod is not part of first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { answerSchema, applicationQuestionSchema, applicationSchema, materialSchema } from './schemas';

export const validateApplication = validateWith(applicationSchema);
export const validateQuestion = validateWith(applicationQuestionSchema);
export const validateAnswer = validateWith(answerSchema);
export const validateMaterial = validateWith(materialSchema);

/**
 * An answer's one form: Save answer is checked as its action parses it; Check and a suggestion's button
 * post as they are (an empty box checks the newest answer).
 */
export const validateAnswerForm = ({ formData }: { formData: FormData }) =>
  formData.get('intent') === 'answer' ? validateAnswer({ formData }) : { status: 'success' as const, error: null };
