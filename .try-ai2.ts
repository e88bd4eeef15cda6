import fs from 'node:fs';
import { composeLetter } from '~/integrations/ai/composer';
import { checkLetter } from '~/integrations/ai/checker';
import type { CoverLetterRequest, QuestionIntent } from '~/integrations/ai/types';
const [file, lang, intent, min, max, temp] = process.argv.slice(2);
const r = JSON.parse(fs.readFileSync('tests/fixtures/resumes/' + file + '.json', 'utf8'));
const req: CoverLetterRequest = { lang: lang as 'ko', temperature: +(temp ?? 0.7), minLetter: +min, maxLetter: +max,
  question: { text: 'Q', type: 'GENERAL', intent: intent as QuestionIntent }, profile: { name: r.name, sections: r.sections },
  target: { companyName: 'Acme Corp', postingTitle: null, cultureTags: ['learning'], industry: null }, culture: null, seed: 7 };
const t = composeLetter(req); console.log(t); console.log(checkLetter(t, req));
