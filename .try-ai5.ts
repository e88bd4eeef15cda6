import fs from 'node:fs';
import { composeLetter } from '~/integrations/ai/composer';
import { checkLetter } from '~/integrations/ai/checker';
import type { CoverLetterRequest, QuestionIntent } from '~/integrations/ai/types';
const files = fs.readdirSync('tests/fixtures/resumes');
const intents: QuestionIntent[] = ['motivation', 'growth', 'strengths', 'goals', 'company'];
const [min, max] = JSON.parse(process.argv[2]);
for (const file of files) for (const lang of ['ko', 'en'] as const) {
  let bad = 0, n = 0, minLen = 1e9;
  const r = JSON.parse(fs.readFileSync('tests/fixtures/resumes/' + file, 'utf8'));
  for (const intent of intents) for (let seed = 1; seed <= 10; seed++) {
    const req: CoverLetterRequest = { lang, temperature: 0.7, minLetter: min, maxLetter: max,
      question: { text: 'Q', type: 'GENERAL', intent }, profile: { name: r.name, sections: r.sections },
      target: { companyName: 'Acme Corp', postingTitle: 'Backend Engineer', cultureTags: ['flat'], industry: null }, culture: null, seed };
    const t = composeLetter(req); const c = checkLetter(t, req); n++; minLen = Math.min(minLen, c.length);
    if (!c.withinLength || !c.languageOk || c.unsupported.length) { bad++; if (process.argv[3] && bad < 3) console.log(JSON.stringify(c)); }
  }
  console.log(file, lang, 'bad', bad, '/', n, 'shortest', minLen);
}
