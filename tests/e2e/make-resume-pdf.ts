// Renders a resume fixture to a PDF file, for the upload e2e test: tsx make-resume-pdf.ts <fixture> <out>
import fs from 'node:fs';
import { renderResumePdf } from '../../app/integrations/pdf/resume-pdf.server';

const [fixture, out] = process.argv.slice(2);
const resume = JSON.parse(fs.readFileSync(fixture, 'utf8'));
fs.writeFileSync(out, await renderResumePdf(resume, { lang: resume.lang, layout: resume.layout }));
