import fs from 'node:fs';
import { composeLetter } from '~/integrations/ai/composer';
import { checkLetter } from '~/integrations/ai/checker';
import type { CoverLetterRequest, QuestionIntent } from '~/integrations/ai/types';
const files = fs.readdirSync('tests/fixtures/resumes');
const intents: QuestionIntent[] = ['motivation', 'growth', 'strengths', 'goals', 'company'];
const show = process.argv[2];
let bad = 0, n = 0;
for (const file of files) {
  const r = JSON.parse(fs.readFileSync('tests/fixtures/resumes/' + file, 'utf8'));
  for (const lang of ['ko', 'en'] as const) for (const intent of intents) for (let seed = 1; seed <= 20; seed++) {
    const req: CoverLetterRequest = { lang, temperature: 0.7, minLetter: 300, maxLetter: 1000,
      question: { text: 'Q', type: 'GENERAL', intent }, profile: { name: r.name, sections: r.sections },
      target: { companyName: lang === 'ko' ? '(주)한빛소프트' : 'Acme Corp', postingTitle: 'Backend Engineer', cultureTags: ['flat', 'growth'], industry: null },
      culture: { typeTitle: lang === 'ko' ? '꾸준한 실행가' : 'The Steady Doer', strengths: lang === 'ko' ? ['주도성', '책임감'] : ['Initiative', 'Responsibility'] }, seed };
    const t = composeLetter(req); const c = checkLetter(t, req); n++;
    if (!c.withinLength || !c.languageOk || c.unsupported.length) { bad++; if (bad < 15) console.log(file, lang, intent, seed, c); }
    if (show && file.startsWith(show) && seed === 1 && (intent === 'motivation' || intent==='growth')) console.log(`--- ${file} ${lang} ${intent}\n${t}\n`, c);
  }
}
console.log('bad', bad, 'of', n);
