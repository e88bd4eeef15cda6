import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { surveyPageAction, surveyPageData } from '~/features/culture/survey-page.server';
import { SurveyPage } from '~/features/culture/ui/SurveyPage';
import { readFormData } from '~/lib/form.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['culture'] };

/** SURVEY step: one page per category; answers live on the server under the diagnosis code. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return surveyPageData(request, context, params.code ?? '');
}

export const meta = titleMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  return surveyPageAction(request, context, params.code ?? '', await readFormData(request));
}

export default function CultureSurvey() {
  const { page, total, current, answers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SurveyPage page={page} total={total} current={current} answers={answers} result={result} />;
}
