import { Link, useActionData, useFetcher, type FetcherWithComponents } from '@remix-run/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Alert';
import { Spinner } from '~/ui/Spinner';
import { useCheckedForm, type FormReply } from '~/ui/useCheckedForm';
import { useHydrated } from '~/ui/useHydrated';
import { LETTER_DEFAULTS, MAX_LETTER, MAX_QUESTIONS } from '../constants';
import { LIMIT_TYPES } from '../counting';
import type { CoachAsk } from '../coach/view';
import { CompanyQuestions, useBandLabel, type OwnQuestion } from './CompanyQuestions';
import { LiveLetters, useLiveLetters, type StartedLetter } from './LiveLetters';
import * as ReplyParts from './reply-parts';
import type { UnsupportedView } from './UnsupportedQuestions';
import { keepDigits } from './keep-digits';

const loadValidation = () => import('../validation').then((m) => m.validateGenerate);

// What shows only after a reply or a click (the coach's asks, a refusal's questions, the two dialogs): the
// browser loads it when it first shows, so the result screen's first visit does not (issue 39); the server
// renders it in place, as a page without JavaScript needs.
const parts = () => import('./reply-parts');
const { CoachQuestions, GenerationFailedDialog, PositionRequiredDialog, UnsupportedQuestions } = import.meta
  .env.SSR
  ? ReplyParts
  : {
      CoachQuestions: lazy(() => parts().then((m) => ({ default: m.CoachQuestions }))),
      GenerationFailedDialog: lazy(() => parts().then((m) => ({ default: m.GenerationFailedDialog }))),
      PositionRequiredDialog: lazy(() => parts().then((m) => ({ default: m.PositionRequiredDialog }))),
      UnsupportedQuestions: lazy(() => parts().then((m) => ({ default: m.UnsupportedQuestions }))),
    };

export type PanelQuestion = {
  id: number;
  type: 'GENERAL' | 'MAJOR' | 'CUSTOM';
  text: string;
  /** A member's own question: the company's limit its letters are written to. */
  limit?: OwnQuestion['limit'];
};
type ActionData = {
  intent?: string;
  letters?: StartedLetter[];
  error?: unknown;
  /** Without JavaScript: the message of a letter that could not be written. */
  failed?: string;
  next?: 'position' | 'goods';
  goods?: string;
  /** Refused before payment: the questions this resume cannot answer yet. */
  unsupported?: UnsupportedView[];
  /** The coach's asks before anything is written (ADR 0038), and the parts left empty when declined. */
  coach?: CoachAsk[];
  emptyParts?: string[];
  /** The coach's answers were saved: the panel offers to write. */
  coached?: boolean;
};

/**
 * The cover-letter generation panel: the resume, its position, up to three questions and the
 * settings. With JavaScript the letters stream in question by question; without it the same form
 * posts and the page comes back with the letters written.
 */
export function GenerationPanel({
  profileId,
  applicationId = null,
  target,
  questions,
  eligible,
  goods,
  writerKind,
  languages,
  companyQuestions,
  editable = true,
  saved,
}: {
  /** The ids of the saved letters the page lists: a streamed letter gives way to its saved copy. */
  saved: ReadonlySet<number>;
  /** Whether the resume can still be edited (else a copy takes what the check before payment asks for). */
  editable?: boolean;
  /** Whether the member's own questions of this resume are offered (with their form). */
  companyQuestions?: boolean;
  /** The letter languages offered, and why (the built-in writer offers the resume's own). */
  languages: { langs: ('ko' | 'en')[]; reason: 'resume' | 'indonesian' | 'model' };
  profileId: number;
  /** The application the letters are for (the result screen's `?app=`, or its target's). */
  applicationId?: number | null;
  target: string | null;
  questions: PanelQuestion[];
  eligible: boolean;
  /** The goods page for the user's role. */
  goods: string;
  writerKind: 'builtin' | 'model';
}) {
  const { t } = useTranslation('coverletters');
  const band = useBandLabel();
  const domain = useDomain();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ActionData>();
  const [chosen, setChosen] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // Spec order: without a position the write button asks for one first (a dialog with JavaScript).
  const [askPosition, setAskPosition] = useState(false);

  // Without JavaScript the form posts as a page, and its answer comes back as the page's action data.
  const pageResult = useActionData<ActionData>();
  const result = fetcher.data ?? (pageResult?.intent === 'generate' ? pageResult : undefined);
  const [pageFailureClosed, setPageFailureClosed] = useState(false);
  const pageFailure = !pageFailureClosed && pageResult?.failed ? pageResult.failed : null;
  const { live, writing, failure, setFailure } = useLiveLetters(result?.letters);

  const toggle = (id: number) => {
    setNotice(null);
    setChosen((list) => {
      if (list.includes(id)) return list.filter((q) => q !== id);
      if (list.length >= MAX_QUESTIONS) {
        setNotice(t('validation.maxQuestions'));
        return list;
      }
      return [...list, id];
    });
  };
  // A refused post comes back with what was sent, so nothing typed or chosen is lost.
  const sent = (result as { initialValue?: Record<string, unknown> } | undefined)?.initialValue ?? {};
  const sentIds = ([] as unknown[]).concat(sent.questionIds ?? []).map(String);
  const initial = (name: 'lang' | 'temperature' | 'minLetter' | 'maxLetter') =>
    typeof sent[name] === 'string' ? (sent[name] as string) : String(LETTER_DEFAULTS[name]);
  const lang = languages.langs.includes(initial('lang') as 'ko' | 'en')
    ? initial('lang')
    : languages.langs[0];
  const limitType = typeof sent.limitType === 'string' ? sent.limitType : LIMIT_TYPES[0];
  const error = result && typeof result.error === 'string' ? result.error : null;
  // The form's check: the action's schema on the page once it runs (nothing posted while it refuses),
  // the server's reply by field otherwise. A refusal that is not about a field (a string) is `error`.
  const fieldReply = result && result.error && typeof result.error === 'object' ? result : undefined;
  const checked = useCheckedForm(fieldReply as FormReply | undefined, loadValidation);
  const firstFieldError = Object.values(checked.errors).flat()[0] ?? null;
  const invalid = (name: string) => (checked.errors[name] ? true : undefined);
  const busy = fetcher.state !== 'idle' || writing;

  return (
    <section
      className="rounded-2xl border border-gray-200 p-5"
      aria-labelledby="generate-heading"
      data-testid="generation-panel"
    >
      <h2 id="generate-heading" className="text-lg font-semibold">
        {t('generation.title')}
      </h2>
      <p className="mt-1 text-xs text-gray-500" data-testid="writer-kind">
        {t(writerKind === 'model' ? 'generation.byModel' : 'generation.byBuiltin')}
      </p>

      {/* Said once: after a refused post (no JavaScript) the message stands by the write button instead. */}
      {!target && result?.next !== 'position' ? (
        <div className="mt-4" data-testid="needs-position">
          <Alert tone="info">
            {t('generation.noPosition')}{' '}
            <Link
              className="font-semibold underline"
              to={tenantPath(domain, `/profile/position?id=${profileId}`)}
            >
              {t('generation.toPosition')}
            </Link>
          </Alert>
        </div>
      ) : null}
      {!eligible ? (
        <div className="mt-4" data-testid="payment-required">
          <Alert tone="info">
            {t('generation.paymentRequired')}{' '}
            <Link className="font-semibold underline" to={goods}>
              {t('generation.toGoods')}
            </Link>
          </Alert>
        </div>
      ) : null}

      {companyQuestions ? (
        <CompanyQuestions
          profileId={profileId}
          applicationId={applicationId}
          questions={questions.flatMap((q) => (q.limit ? [{ id: q.id, text: q.text, limit: q.limit }] : []))}
        />
      ) : null}

      <fetcher.Form method="post" className="mt-4 space-y-4" {...checked.props}>
        <input type="hidden" name="profileId" value={profileId} />
        {applicationId ? <input type="hidden" name="applicationId" value={applicationId} /> : null}
        {hydrated ? <input type="hidden" name="stream" value="true" /> : null}
        <fieldset>
          <legend className="text-sm font-medium">{t('generation.questions', { max: MAX_QUESTIONS })}</legend>
          <ul className="mt-2 space-y-2">
            {questions.map((q) => (
              <li key={q.id}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="questionIds"
                    value={q.id}
                    className="mt-0.5 size-4"
                    checked={hydrated ? chosen.includes(q.id) : undefined}
                    defaultChecked={hydrated ? undefined : sentIds.includes(String(q.id))}
                    onChange={() => toggle(q.id)}
                  />
                  <span>
                    <span className="mr-1 rounded bg-gray-100 px-1.5 py-0.5 text-xs">
                      {t(`types.${q.type}`)}
                    </span>
                    <span className="whitespace-pre-line">{q.text}</span>
                    {q.limit ? (
                      <span className="mt-0.5 block text-xs text-gray-500" data-testid="question-band">
                        {band(q.limit)}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {questions.some((q) => q.limit) ? (
          <p className="text-xs text-gray-600" data-testid="settings-note">
            {t('questions.settingsNote')}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <fieldset>
            <legend className="text-sm font-medium">{t('generation.lang')}</legend>
            <div className="mt-1 flex gap-4 text-sm">
              {languages.langs.map((l) => (
                <label key={l} className="flex items-center gap-1">
                  <input type="radio" name="lang" value={l} defaultChecked={l === lang} />
                  {t(`langs.${l}`)}
                </label>
              ))}
            </div>
            {languages.reason !== 'model' ? (
              <p className="mt-1 text-xs text-gray-600" data-testid="lang-note">
                {t(`generation.langNote.${languages.reason}`)}
              </p>
            ) : null}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium">{t('generation.limitType')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {LIMIT_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-1">
                  <input type="radio" name="limitType" value={type} defaultChecked={type === limitType} />
                  {t(`generation.limitTypes.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="text-sm">
            {t('generation.temperature')}
            <input
              name="temperature"
              type="number"
              min={10}
              max={100}
              step={10}
              aria-invalid={invalid('temperature')}
              defaultValue={initial('temperature')}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
          <label className="text-sm">
            {t('generation.minLetter')}
            <input
              name="minLetter"
              inputMode="numeric"
              onInput={keepDigits()}
              aria-invalid={invalid('minLetter')}
              defaultValue={initial('minLetter')}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
          <label className="text-sm">
            {t('generation.maxLetter', { max: MAX_LETTER })}
            <input
              name="maxLetter"
              inputMode="numeric"
              onInput={keepDigits(MAX_LETTER)}
              aria-invalid={invalid('maxLetter')}
              defaultValue={initial('maxLetter')}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
        </div>
        {result?.coached ? (
          <p
            className="rounded-lg bg-green-50 p-3 text-sm text-green-900"
            role="status"
            data-testid="coach-saved"
          >
            {t('coach.saved')}
          </p>
        ) : null}
        {notice || error || firstFieldError ? (
          <Alert testId="generation-error">
            {notice ?? t(error ?? firstFieldError ?? '')}
            {result?.next === 'position' ? (
              <>
                {' '}
                <Link
                  className="font-semibold underline"
                  to={tenantPath(domain, `/profile/position?id=${profileId}`)}
                >
                  {t('generation.toPosition')}
                </Link>
              </>
            ) : null}
            {result?.unsupported?.length ? (
              <Suspense fallback={null}>
                <UnsupportedQuestions profileId={profileId} editable={editable} items={result.unsupported} />
              </Suspense>
            ) : null}
            {result?.next === 'goods' && result.goods ? (
              <>
                {' '}
                <Link className="font-semibold underline" to={result.goods}>
                  {t('generation.toGoods')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="generate"
          className="btn-primary w-full"
          disabled={busy}
          onClick={(event) => {
            if (target) return;
            event.preventDefault();
            setAskPosition(true);
          }}
        >
          {busy ? <Spinner className="size-4" /> : null}
          {t(busy ? 'generation.writing' : 'generation.submit')}
        </button>
      </fetcher.Form>

      {result?.coach?.length ? (
        <Suspense fallback={null}>
          <CoachQuestions
            fetcher={fetcher as FetcherWithComponents<unknown>}
            asks={result.coach}
            sent={sent}
            emptyParts={result.emptyParts}
          />
        </Suspense>
      ) : null}
      <LiveLetters live={live} saved={saved} />
      <Suspense fallback={null}>
        {failure || pageFailure ? (
          <GenerationFailedDialog
            message={failure ?? t(pageFailure ?? 'generation.failed')}
            onClose={() => {
              setFailure(null);
              setPageFailureClosed(true);
            }}
          />
        ) : null}
        {askPosition ? (
          <PositionRequiredDialog profileId={profileId} onClose={() => setAskPosition(false)} />
        ) : null}
      </Suspense>
    </section>
  );
}
