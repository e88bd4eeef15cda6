import { useTranslation } from '~/lib/i18n-react';
import type { CheckedFinding, CheckReply } from '../types';

/** The checked text with each finding's excerpt marked and numbered (overlapping ones listed only). */
function Print({ text, findings }: { text: string; findings: CheckedFinding[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const f of findings) {
    const [a, b] = f.range;
    if (b <= a || a < at) continue;
    parts.push(text.slice(at, a));
    parts.push(
      <mark
        key={f.n}
        data-finding={f.n}
        data-kind={f.kind}
        className={f.severity === 'fix' ? 'rounded bg-red-100 text-red-900' : 'rounded bg-amber-100'}
      >
        {text.slice(a, b)}
        <sup className="ml-0.5 text-[0.65rem] font-semibold">{f.n}</sup>
      </mark>,
    );
    at = b;
  }
  parts.push(text.slice(at));
  return (
    <div
      className="mt-2 rounded-xl border border-gray-200 p-3 text-sm whitespace-pre-wrap break-keep"
      data-testid="check-print"
    >
      {parts}
    </div>
  );
}

/** The blind-hiring switches as the panel shows them: after a check, those it was run with. */
function switchesOf(reply: CheckReply | undefined, blindApp: boolean, blindQuestion: boolean | null) {
  return {
    appOn: reply ? reply.blindApp : blindApp,
    questionSwitch: reply
      ? reply.blindQuestion
      : blindQuestion === null
        ? 'follow'
        : blindQuestion
          ? 'on'
          : 'off',
  };
}

/**
 * A check's result (issue 36): the score line, the text with its findings marked, and the numbered list
 * of findings with quoted excerpts, why a blind-hiring one matters, and each suggestion as a button of
 * the form `formId` that applies it and checks again (`apply`). Before any check, the panel's lead.
 */
export function CheckReport({ formId, reply }: { formId: string; reply?: CheckReply }) {
  const { t } = useTranslation('checks');
  const report = reply?.report;
  if (!report) return <p className="mt-1 text-xs text-gray-600">{t('lead')}</p>;
  return (
    <div className="mt-2" role="status">
      <p className="text-sm font-semibold" data-testid="check-score">
        {report.findings.length
          ? t('score', { fix: report.score.fix, consider: report.score.consider })
          : t('clean')}
      </p>
      {!report.spelled ? <p className="text-xs text-gray-600">{t('spellingPending')}</p> : null}
      {report.blind ? <p className="text-xs text-gray-600">{t('blindOn')}</p> : null}
      <Print text={reply.content} findings={report.findings} />
      {report.findings.length ? (
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm" data-testid="check-findings">
          {report.findings.map((f) => (
            <li key={f.n} data-kind={f.kind} data-testid="check-finding">
              <span
                className={
                  f.severity === 'fix' ? 'font-semibold text-red-800' : 'font-semibold text-amber-800'
                }
              >
                {t(`kinds.${f.kind}`)} · {t(`severity.${f.severity}`)}
              </span>{' '}
              {t(f.message, translateValues(t, f.values))}
              {f.range[1] > f.range[0] ? <q className="ml-1 text-gray-700">{f.excerpt}</q> : null}
              {f.why ? <p className="text-xs text-gray-700">{t(f.why)}</p> : null}
              {f.suggestions?.length ? (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                  {t('suggestion', { fix: f.suggestions.join(', ') })}
                  {f.range[1] > f.range[0] ? (
                    <button
                      type="submit"
                      form={formId}
                      name="apply"
                      value={f.n}
                      className="btn-secondary min-h-8 px-2 text-xs"
                      data-testid="check-apply"
                    >
                      {t('apply', { fix: f.suggestions[0] })}
                    </button>
                  ) : null}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * The two blind-hiring switches of a check form: the application's box ("this company hires blind"; for
 * a result-screen letter without an application, `once`: it counts for this check only) and this
 * question's own, follow/on/off. After a check they show what it was run with.
 */
export function BlindSwitches({
  blindApp,
  blindQuestion = null,
  once = false,
  reply,
}: {
  blindApp: boolean;
  blindQuestion?: boolean | null;
  once?: boolean;
  reply?: CheckReply;
}) {
  const { t } = useTranslation('checks');
  const { appOn, questionSwitch } = switchesOf(reply, blindApp, blindQuestion);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-1">
        <input type="checkbox" name="blindApp" value="on" defaultChecked={appOn} key={String(appOn)} />
        {t(once ? 'blindOnce' : 'blindApp')}
      </label>
      <label className="flex items-center gap-1">
        {t('blindQuestion')}
        <select
          name="blindQuestion"
          defaultValue={questionSwitch}
          key={questionSwitch}
          className="rounded border border-gray-300 px-1 py-0.5"
        >
          <option value="follow">{t(once ? 'blindFollowBox' : 'blindFollow')}</option>
          <option value="on">{t('blindOnOption')}</option>
          <option value="off">{t('blindOffOption')}</option>
        </select>
      </label>
    </div>
  );
}

type T = (key: string, values?: Record<string, unknown>) => string;
/** Values that are themselves message keys (a unit, a question kind) in the reader's language. */
function translateValues(t: T, values: CheckedFinding['values']) {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' && /^(units|intents)\./.test(v) ? t(v) : v,
    ]),
  );
}
