import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Spinner } from '~/ui/Spinner';

export type Live = { id: number; question: string; text: string; state: 'writing' | 'done' | 'failed' };
export type StartedLetter = { id: number; questionId: number; questionText: string };

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
 * Streams the started letters one after another into `live`; when a letter ends, its question's list
 * is loaded again at page 1 (spec). A failure's message goes to `failure`.
 */
export function useLiveLetters(letters: StartedLetter[] | undefined) {
  const { t } = useTranslation('coverletters');
  const domain = useDomain();
  const navigate = useNavigate();
  const location = useLocation();
  const [live, setLive] = useState<Live[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  // Refreshing the list between letters must not restart or cancel the streams: read these through refs.
  const latest = useRef({ navigate, location, t, domain });
  latest.current = { navigate, location, t, domain };
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

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

  return { live, writing: live.some((l) => l.state === 'writing'), failure, setFailure };
}

/**
 * The letters as they are written. A finished letter leaves this list once the refreshed list of saved
 * letters (`saved`, their ids) holds it, so each letter shows once: here while written, there after.
 * The streamed text is not read out as it arrives (the list is `aria-busy` while a letter is written):
 * a live region kept on the page says that a letter is being written, then reads the finished letter once.
 */
export function LiveLetters({ live, saved }: { live: Live[]; saved: ReadonlySet<number> }) {
  const { t } = useTranslation('coverletters');
  const shown = live.filter((l) => l.state !== 'done' || !saved.has(l.id));
  const writing = live.find((l) => l.state === 'writing');
  const finished = [...live].reverse().find((l) => l.state === 'done');
  const news = writing
    ? t('generation.announceWriting', { question: writing.question })
    : finished
      ? t('generation.announceDone', { question: finished.question, text: finished.text })
      : '';
  return (
    <>
      <p role="status" className="sr-only" data-testid="letter-announcer">
        {news}
      </p>
      {shown.length ? (
        <ol className="mt-5 space-y-4" aria-busy={writing ? true : undefined} data-testid="live-letters">
          {shown.map((l) => (
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
    </>
  );
}
