// The frame composer is gone (issue 23: frames asserted what resumes did not say). What remains is the
// culture-tag wording the model prompt reads as `en.tag`; new code imports cultureTagWord from target-words.
import { cultureTagWord } from './target-words';

export const en = { tag: (id: string) => cultureTagWord('en', id) };
