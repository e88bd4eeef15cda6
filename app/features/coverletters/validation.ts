// Client-side validation of the result screen's question form: the schema the action uses, loaded once
// the page is interactive (see useLazyValidation) so zod is not part of the page's first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { questionSchema } from './schemas';

export const validateQuestion = validateWith(questionSchema);
