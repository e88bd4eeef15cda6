import { useState, type ReactNode } from 'react';
import { useTranslation, type TFunction } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';

type StyleFinding = { kind: string; count: number; ranges: [number, number][] };

type Traced = { range: [number, number]; source: string | null };
/** What the checker traced: each sentence's source, and the length of the text it was computed on. */
export type LetterTrace = { sentences?: Traced[]; untraced?: number; checkedLength?: number };

/** The sentences no resume entry supports, when the trace belongs to this very text. */
export function untracedRanges(
  content: string,
  trace: LetterTrace | null | undefined,
): [number, number][] | null {
  if (!trace?.sentences || trace.checkedLength !== content.length) return null;
  return trace.sentences
    .filter(
      (s) => s.source === null && s.range[0] >= 0 && s.range[1] <= content.length && s.range[0] < s.range[1],
    )
    .map((s) => s.range);
}

type Segment = { text: string; kind?: string; untraced: boolean };

/** The text split at the style line's ranges (when shown) and at the untraced sentences. */
function segments(text: string, style: StyleFinding[], untraced: [number, number][]): Segment[] {
  const marks = style
    .flatMap((f) => f.ranges.map(([a, b]) => ({ a, b, kind: f.kind })))
    .filter((m) => m.a >= 0 && m.b <= text.length && m.a < m.b)
    .sort((x, y) => x.a - y.a || y.b - x.b);
  const styled: { a: number; b: number; kind?: string }[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.a < at) continue; // overlapping: the earlier, longer mark wins
    if (m.a > at) styled.push({ a: at, b: m.a });
    styled.push(m);
    at = m.b;
  }
  if (at < text.length) styled.push({ a: at, b: text.length });
  // Cut the runs again where an untraced sentence starts or ends.
  const cuts = untraced.flat();
  const out: Segment[] = [];
  for (const run of styled) {
    const points = [run.a, ...cuts.filter((c) => c > run.a && c < run.b), run.b];
    for (let i = 0; i + 1 < points.length; i++) {
      const [a, b] = [points[i], points[i + 1]];
      out.push({
        text: text.slice(a, b),
        kind: run.kind,
        untraced: untraced.some(([x, y]) => a >= x && b <= y),
      });
    }
  }
  return out;
}

const MARK: Record<string, string> = {
  cliche: 'bg-amber-100',
  enumeration: 'bg-sky-100',
  unbacked: 'bg-rose-100',
  repeated: 'bg-violet-100',
  long: 'bg-gray-200',
};

/**
 * A letter's text, with the sentences the checker could not trace to the resume marked (rendered on the
 * server, so the marks and their legend read without JavaScript; not printed), and its style line (each
 * check with its count). With JavaScript the style findings can be marked in the text too.
 */
export function LetterBody({
  id,
  content,
  style,
  advice,
  trace,
}: {
  id: number;
  content: string;
  style: StyleFinding[] | undefined;
  advice: string[] | undefined;
  trace?: LetterTrace | null;
}) {
  const { t } = useTranslation('coverletters');
  const hydrated = useHydrated();
  const [marked, setMarked] = useState(false);
  const flagged = (style ?? []).filter((f) => f.count > 0);
  const untraced = untracedRanges(content, trace) ?? [];
  const legendId = `untraced-legend-${id}`;
  const parts = segments(content, marked && style ? style : [], untraced);
  // Consecutive pieces of one untraced sentence go into one outer mark.
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length;) {
    const inner = (p: Segment, k: number) =>
      p.kind ? (
        <mark
          key={k}
          className={`${MARK[p.kind] ?? 'bg-yellow-100'} rounded-sm print:bg-transparent`}
          data-kind={p.kind}
        >
          {p.text}
        </mark>
      ) : (
        p.text
      );
    if (!parts[i].untraced) {
      nodes.push(inner(parts[i], i));
      i++;
      continue;
    }
    const run: ReactNode[] = [];
    const start = i;
    for (; i < parts.length && parts[i].untraced; i++) run.push(inner(parts[i], i));
    nodes.push(
      <mark
        key={`u${start}`}
        data-untraced=""
        data-label={t('quality.trace.markLabel')}
        aria-describedby={legendId}
        className="mark-untraced"
      >
        {run}
      </mark>,
    );
  }
  return (
    <>
      <p className="mt-2 whitespace-pre-line text-sm" data-testid="letter-content">
        {nodes}
      </p>
      {untraced.length ? (
        <p id={legendId} className="mt-1 text-xs text-orange-800 print:hidden" data-testid="untraced-legend">
          <span
            aria-hidden="true"
            className="mr-1 inline-block rounded-sm bg-orange-50 px-1 underline decoration-orange-500 decoration-wavy underline-offset-4"
          >
            {t('quality.trace.sample')}
          </span>
          {t('quality.trace.legend')}
        </p>
      ) : null}
      {advice?.length ? (
        <p className="mt-2 text-xs text-amber-800" data-testid="quality-advice">
          {t('quality.advice.title')} {advice.map((a) => t(`quality.advice.${a}`)).join(', ')}
        </p>
      ) : null}
      {style ? (
        <p
          className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-gray-600"
          data-testid="style-line"
        >
          <span className="font-medium">{t('quality.style.title')}:</span>
          {flagged.length
            ? flagged.map((f) => (
                <span key={f.kind} data-kind={f.kind}>
                  {t(`quality.style.${f.kind}`, { count: f.count })}
                </span>
              ))
            : t('quality.style.clean')}
          {hydrated && flagged.length ? (
            <button
              type="button"
              className="text-primary-700 underline"
              aria-pressed={marked}
              onClick={() => setMarked((m) => !m)}
              data-testid="style-marks"
            >
              {t(marked ? 'quality.style.hide' : 'quality.style.highlight')}
            </button>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

/**
 * The quality line's part about facts, computed sentence by sentence: how many sentences could not be
 * traced, names and figures the resume lacks, and "every claim traced" only when every claim sentence
 * was. A letter checked before sentence tracing (or edited since) says it was not traced.
 */
export function factsLine(
  t: TFunction,
  content: string,
  findings: LetterTrace & { unsupported: string[] },
): string {
  const parts: string[] = [];
  const untraced = untracedRanges(content, findings);
  if (untraced === null) parts.push(t('quality.trace.notChecked'));
  else if (untraced.length) parts.push(t('quality.trace.untraced', { count: untraced.length }));
  if (findings.unsupported.length)
    parts.push(t('quality.unsupported', { list: findings.unsupported.join(', ') }));
  if (untraced && !untraced.length && !findings.unsupported.length) parts.push(t('quality.trace.allTraced'));
  return parts.join(' · ');
}
