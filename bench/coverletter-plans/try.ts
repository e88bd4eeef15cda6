import fs from 'node:fs';
import { composePlanned } from '../../app/features/coverletters/writer/planned';
const [file, qtext, min, max, type] = process.argv.slice(2);
const p = JSON.parse(fs.readFileSync(file!, 'utf8'));
const r = composePlanned({
  lang: p.lang, temperature: 0.7, minLetter: Number(min ?? 300), maxLetter: Number(max ?? 1000), limitType: (type as never) ?? 'with-spaces',
  question: { text: qtext!, type: 'CUSTOM', intent: 'competency' }, profile: { name: p.name, sections: p.sections },
  target: { companyName: 'X', postingTitle: null, cultureTags: [], industry: null }, motives: p.motives, culture: null, seed: 1,
});
if (r.ok) { console.log(r.text); console.log(r.sentences.map((s) => `${s.part}:${s.field}`).join(' ')); console.log([...r.text].length); }
else console.log(JSON.stringify(r));
