import { type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { requestedPrintJob } from '~/features/coverletters/print.server';
import { renderCoverLettersPdf } from '~/integrations/pdf/coverletters-pdf.server';
import { renderResumePdf } from '~/integrations/pdf/resume-pdf.server';
import { getLanguage } from '~/lib/i18n.server';

/** The same print as a PDF download (Pretendard embedded: Hangul shows and stays text). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const job = await requestedPrintJob(viewer.id, context.tenant.domain, new URL(request.url));
  const pdf =
    job.kind === 'resume'
      ? await renderResumePdf(job, { lang: await getLanguage(request) })
      : await renderCoverLettersPdf(job);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${job.kind === 'resume' ? 'resume' : 'cover-letters'}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
