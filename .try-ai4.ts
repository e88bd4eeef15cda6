import fs from 'node:fs';
import { composeLetter } from '~/integrations/ai/composer';
import { checkLetter } from '~/integrations/ai/checker';
import type { CoverLetterRequest, QuestionIntent } from '~/integrations/ai/types';
const files = fs.readdirSync('tests/fixtures/resumes');
const intents: QuestionIntent[] = ['motivation', 'growth', 'strengths', 'goals', 'company'];
for (const [min, max] of (process.argv[2] ? JSON.parse(process.argv[2]) : [[100, 300], [300, 1000], [600, 900], [1000, 2000], [1500, 3000], [2500, 3000]])) {
  let bad = 0, n = 0; const ex: string[] = [];
  for (const file of files) {
    const r = JSON.parse(fs.readFileSync('tests/fixtures/resumes/' + file, 'utf8'));
    for (const lang of ['ko', 'en'] as const) for (const intent of intents) for (let seed = 1; seed <= 10; seed++) for (const temperature of [0.1, 0.7, 1]) {
      const req: CoverLetterRequest = { lang, temperature, minLetter: min, maxLetter: max,
        question: { text: 'Q', type: seed % 2 ? 'GENERAL' : 'MAJOR', intent }, profile: { name: r.name, sections: r.sections },
        target: { companyName: lang === 'ko' ? '(주)한빛소프트' : 'Acme Corp', postingTitle: seed % 3 ? 'Backend Engineer' : null, cultureTags: seed % 2 ? ['flat', 'growth'] : [], industry: seed % 4 ? null : 'IT' },
        culture: seed % 2 ? null : { typeTitle: lang === 'ko' ? '꾸준한 실행가' : 'The Steady Doer', strengths: lang === 'ko' ? ['주도성', '책임감'] : ['Initiative', 'Responsibility'] }, seed };
      const t = composeLetter(req); const c = checkLetter(t, req); n++;
      if (!c.withinLength || !c.languageOk || c.unsupported.length) { bad++; if (ex.length < 4 && (process.argv[3] ? file.startsWith(process.argv[3]) : true)) ex.push(`${file} ${lang} ${intent} ${seed} ${temperature} ${JSON.stringify(c)}`); }
    }
  }
  console.log(min, max, 'bad', bad, 'of', n, ex);
}
