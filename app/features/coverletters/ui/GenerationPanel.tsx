import { Link, useActionData, useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Field';
import { Spinner } from '~/ui/Spinner';
import { useHydrated } from '~/ui/useHydrated';
import { LETTER_DEFAULTS, MAX_LETTER, MAX_QUESTIONS } from '../constants';
import { LIMIT_TYPES } from '../counting';
import { CompanyQuestions, useBandLabel, type OwnQuestion } from './CompanyQuestions';
import { GenerationFailedDialog } from './GenerationFailedDialog';
import { UnsupportedQuestions, type UnsupportedView } from './UnsupportedQuestions';
import { keepDigits } from './keep-digits';

export type PanelQuestion = {
  id: number;
  type: 'GENERAL' | 'MAJOR' | 'CUSTOM';
  text: string;
  /** A member's own question: the company's limit its letters are written to. */
  limit?: OwnQuestion['limit'];
};
type Live = { id: number; question: string; text: string; state: 'writing' | 'done' | 'failed' };
type ActionData = {
  intent?: string;
  letters?: { id: number; questionId: number; questionText: string }[];
  error?: unknown;
  /** Without JavaScript: the message of a letter that could not be written. */
  failed?: string;
  next?: 'position' | 'goods';
  goods?: string;
  /** Refused before payment: the questions this resume cannot answer yet. */
  unsupported?: UnsupportedView[];
};

/** A stream that failed, with the `coverletters` key of its message. */
class StreamFailure extends Error {}

const STREAM_FAILURES: Record<string, string> = {
  unavailable: 'generation.errors.unavailable',
  interrupted: 'generation.errors.interrupted',
  refused: 'generation.errors.refused',
};

/** Reads one letter's stream into the panel; resolves when it ends, rejects with a StreamFailure. */
async function readStream(url: string, onText: (chunk: string) => void, signal: AbortSignal) {
  const res = await fetch(url, { signal });
  if (!res.ok || !res.body) {
    const reason = await res.text().catch(() => '');
    throw new StreamFailure(
      res.status === 409
        ? 'generation.errors.busy'
        : res.status === 404
          ? 'letters.notFound'
          : (STREAM_FAILURES[reason] ?? 'generation.failed'),
    );
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      onText(value);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new StreamFailure('generation.errors.interrupted');
  }
}

/**
 * The cover-letter generation panel: the resume, its position, up to three questions and the
 * settings. With JavaScript the letters stream in question by question; without it the same form
 * posts and the page comes back with the letters written.
 */
export function GenerationPanel({
  profileId,
  target,
  questions,
  eligible,
  goods,
  writerKind,
  languages,
  companyQuestions,
  editable = true,
}: {
  /** Whether the resume can still be edited (else a copy takes what the check before payment asks for). */
  editable?: boolean;
  /** The member's own questions of this resume and their form's constraints (absent: not offered). */
  companyQuestions?: { constraint: Parameters<typeof CompanyQuestions>[0]['constraint'] };
  /** The letter languages offered, and why (the built-in writer offers the resume's own). */
  languages: { langs: ('ko' | 'en')[]; reason: 'resume' | 'indonesian' | 'model' };
  profileId: number;
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
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [live, setLive] = useState<Live[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  // Refreshing the list between letters must not restart or cancel the streams: read these through refs.
  const latest = useRef({ navigate, location, t, domain });
  latest.current = { navigate, location, t, domain };
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  // Without JavaScript the form posts as a page, and its answer comes back as the page's action data.
  const pageResult = useActionData<ActionData>();
  const result = fetcher.data ?? (pageResult?.intent === 'generate' ? pageResult : undefined);
  const [pageFailureClosed, setPageFailureClosed] = useState(false);
  const pageFailure = !pageFailureClosed && pageResult?.failed ? pageResult.failed : null;
  const letters = result?.letters;
  useEffect(() => {
    if (!letters?.length) return;
    const key = letters.map((l) => l.id).join(',');
    if (started.current === key) return;
    started.current = key;
    const streams = new AbortController();
    controller.current = streams;
    setLive(letters.map((l) => ({ id: l.id, question: l.questionText, text: '', state: 'writing' })));
    void (async () => {
      for (const letter of letters) {
        const update = (patch: Partial<Live>) =>
          setLive((all) => all.map((l) => (l.id === letter.id ? { ...l, ...patch } : l)));
        try {
          await readStream(
            tenantPath(latest.current.domain, `/profile/coverletters/${letter.id}/stream`),
            (chunk) =>
              setLive((all) => all.map((l) => (l.id === letter.id ? { ...l, text: l.text + chunk } : l))),
            streams.signal,
          );
          update({ state: 'done' });
        } catch (error) {
          if (streams.signal.aborted) return;
          update({ state: 'failed' });
          setFailure(latest.current.t(error instanceof StreamFailure ? error.message : 'generation.failed'));
        }
        // When a letter ends, its question's list is loaded again at page 1.
        const { location: at } = latest.current;
        const params = new URLSearchParams(at.search);
        params.delete(`p${letter.questionId}`);
        latest.current.navigate(`${at.pathname}?${params}`, { replace: true, preventScrollReset: true });
      }
    })();
  }, [letters]);

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
  const fieldErrors =
    result && result.error && typeof result.error === 'object'
      ? (result.error as Record<string, string[]>)
      : null;
  const firstFieldError = fieldErrors ? Object.values(fieldErrors).flat()[0] : null;
  const busy = fetcher.state !== 'idle' || live.some((l) => l.state === 'writing');

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

      {!target ? (
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
          questions={questions.flatMap((q) => (q.limit ? [{ id: q.id, text: q.text, limit: q.limit }] : []))}
          constraint={companyQuestions.constraint}
        />
      ) : null}

      <fetcher.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="profileId" value={profileId} />
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
              aria-invalid={fieldErrors?.maxLetter ? true : undefined}
              defaultValue={initial('maxLetter')}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
        </div>
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
              <UnsupportedQuestions profileId={profileId} editable={editable} items={result.unsupported} />
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
        <button type="submit" name="intent" value="generate" className="btn-primary w-full" disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {t(busy ? 'generation.writing' : 'generation.submit')}
        </button>
      </fetcher.Form>

      {live.length ? (
        <ol className="mt-5 space-y-4" aria-live="polite" data-testid="live-letters">
          {live.map((l) => (
            <li
              key={l.id}
              className="rounded-xl bg-gray-50 p-4"
              data-state={l.state}
              data-testid="live-letter"
            >
              <p className="text-sm font-semibold">{l.question}</p>
              <p className="mt-2 whitespace-pre-line text-sm">{l.text}</p>
              {l.state === 'writing' ? <Spinner className="mt-2 size-4" /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {failure || pageFailure ? (
        <GenerationFailedDialog
          message={failure ?? t(pageFailure ?? 'generation.failed')}
          onClose={() => {
            setFailure(null);
            setPageFailureClosed(true);
          }}
        />
      ) : null}
    </section>
  );
}
