import { type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { requestedPdfJob } from '~/features/coverletters/print.server';
import { renderCoverLettersPdf } from '~/integrations/pdf/coverletters-pdf.server';
import { PdfExportBusyError, renderResumePdf } from '~/integrations/pdf/resume-pdf.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';

/**
 * The same print as a PDF download (Pretendard embedded: Hangul shows and stays text), rendered in a
 * worker of the PDF render pool. With every renderer taken: 503, "try again in a moment".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const job = await requestedPdfJob(viewer.id, context.tenant.domain, new URL(request.url));
  let pdf: Buffer;
  try {
    pdf =
      job.kind === 'resume'
        ? await renderResumePdf(job, { lang: await getLanguage(request) })
        : await renderCoverLettersPdf(job);
  } catch (error) {
    if (!(error instanceof PdfExportBusyError)) throw error;
    const t = await getFixedT(request, 'coverletters');
    return new Response(t('print.busy'), {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Language': await getLanguage(request),
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      },
    });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${job.kind === 'resume' ? 'resume' : 'cover-letters'}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
