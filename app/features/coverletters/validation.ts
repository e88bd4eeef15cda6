// Client-side validation of the result screen's question form: the schema the action uses, loaded once
// the page is interactive (see useLazyValidation) so zod is not part of the page's first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { editSchema, generateSchema, questionSchema } from './schemas';

export const validateQuestion = validateWith(questionSchema);

/** The letter editor's form (ui/LetterEditor.tsx): the edit action's schema. */
export const validateEdit = validateWith(editSchema);

/** The generation panel's form (ui/GenerationPanel.tsx): the generate action's schema. */
export const validateGenerate = validateWith(generateSchema);
