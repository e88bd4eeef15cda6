import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireViewer } from '~/features/accounts/guards.server';
import { prepSheetPrintPage } from '~/features/interview/prep-sheet.server';
import { PrepSheetPrint } from '~/features/interview/ui/PrepSheetPrint';
import { getLanguage } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['interview'] };
export const meta = titleMeta;

/** The prep sheet as a page to print (issue 40 item 3): 404 for an application that is not the member's. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  return prepSheetPrintPage(viewer.id, params.id, await getLanguage(request));
}

export default function InterviewPrepSheetPrint() {
  return <PrepSheetPrint sheet={useLoaderData<typeof loader>()} />;
}
