import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { printJob } from '~/features/coverletters/print.server';
import { renderCoverLettersPdf } from '~/integrations/pdf/coverletters-pdf.server';
import { renderResumePdf } from '~/integrations/pdf/resume-pdf.server';
import { httpError } from '~/lib/http.server';
import { getLanguage } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { flashToast } from '~/lib/toast.server';

/** The same print as a PDF download (Pretendard embedded: Hangul shows and stays text). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const id = Number(params.get('id'));
  const tab = params.get('tab') === 'resume' ? 'resume' : 'coverletter';
  const job = await printJob(viewer.id, id, tab);
  if (job === 'not-found') throw httpError(404);
  if (job === 'no-resume')
    throw redirect(tenantPath(context.tenant.domain, `/profile/result?id=${id}&tab=resume`), {
      headers: { 'Set-Cookie': await flashToast({ type: 'error', key: 'coverletters:print.noResume' }) },
    });
  const pdf =
    job.kind === 'resume'
      ? await renderResumePdf(job, { lang: await getLanguage(request) })
      : await renderCoverLettersPdf(job);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${job.kind === 'resume' ? 'resume' : 'cover-letters'}-${id}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
