import { Form, Link, useActionData, useSearchParams } from '@remix-run/react';
import type { CheckReply } from '~/features/checks';
import { useTranslation } from '~/lib/i18n-react';
import { ConfirmForm } from '~/features/profiles';
import { formatDate } from '~/lib/format';
import { countBy, type LimitType, type TextCounts } from '../counting';
import { LetterBody, factsLine, type LetterTrace } from './LetterBody';
import { LetterCounts } from './LetterCounts';
import { LetterEditor } from './LetterEditor';
import { Pager } from '~/ui/Pager';

type Item = {
  id: number;
  content: string;
  checked: boolean;
  createdAt: string | Date;
  counts: TextCounts;
  maxLetter: number;
  limitType: LimitType;
  findings:
    | ({
        withinLength: boolean;
        languageOk: boolean;
        unsupported: string[];
        advice?: string[];
        style?: { kind: string; count: number; ranges: [number, number][] }[];
      } & LetterTrace)
    | null;
};
export type GroupView = {
  questionId: number;
  questionName: string;
  questionType: 'GENERAL' | 'MAJOR' | 'CUSTOM';
  total: number;
  totalPage: number;
  currentPage: number;
  isSelected: boolean;
  isWriting: boolean;
  /** The check panel's blind-hiring switches (null: no application; the question follows it). */
  blindApp?: boolean | null;
  blindQuestion?: boolean | null;
  items: Item[];
};

/** A yes/no toggle as a tiny form: works as a plain post, and as a navigation with JavaScript. */
function Toggle({
  intent,
  fields,
  on,
  label,
}: {
  intent: string;
  fields: Record<string, number>;
  on: boolean;
  label: string;
}) {
  return (
    <Form method="post" preventScrollReset className="inline">
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name={intent === 'check' ? 'checked' : 'selected'} value={String(!on)} />
      <button
        type="submit"
        name="intent"
        value={intent}
        role="checkbox"
        aria-checked={on}
        aria-label={label}
        className="flex items-center gap-2 text-sm"
      >
        <span
          className={`grid size-5 place-items-center rounded border ${on ? 'border-primary-600 bg-primary-600 text-white' : 'border-gray-400'}`}
          aria-hidden
        >
          {on ? '✓' : ''}
        </span>
      </button>
    </Form>
  );
}

/** The letters, one group per question: left the groups to select and filter, right their letters. */
export function LetterGroups({ groups }: { groups: GroupView[] }) {
  const { t } = useTranslation('coverletters');
  const [params] = useSearchParams();
  const only = Number(params.get('q')) || null;
  const reply = useActionData<CheckReply | { form?: string }>();
  const checked = reply?.form === 'check' && 'letterId' in reply ? (reply as CheckReply) : undefined;
  const link = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v === null) next.delete(k);
      else next.set(k, v);
    return `?${next}`;
  };
  if (!groups.length)
    return (
      <p className="mt-6 rounded-2xl bg-gray-50 p-8 text-center text-gray-600" data-testid="no-coverletters">
        {t('letters.none')}
      </p>
    );
  const shown = groups.filter((g) => !only || g.questionId === only);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-12">
      <aside
        className="space-y-2 lg:col-span-5"
        aria-label={t('letters.selection')}
        data-testid="group-selection"
      >
        <p className="text-sm font-semibold">{t('letters.selection')}</p>
        {groups.map((g) => (
          <div key={g.questionId} className="flex items-start gap-2 rounded-xl border border-gray-200 p-3">
            <Toggle
              intent="select-group"
              fields={{ questionId: g.questionId }}
              on={g.isSelected}
              label={t('letters.selectGroup', { name: g.questionName })}
            />
            <Link
              to={link({ q: only === g.questionId ? null : String(g.questionId) })}
              className="min-w-0 flex-1 text-sm hover:underline"
              aria-current={only === g.questionId ? 'true' : undefined}
            >
              {g.questionName} <span className="text-gray-500">({g.total})</span>
            </Link>
          </div>
        ))}
        {only ? (
          <Link to={link({ q: null })} className="text-sm text-primary-700">
            {t('letters.showAll')}
          </Link>
        ) : null}
      </aside>
      <div className="space-y-6 lg:col-span-7">
        {shown.map((g) => (
          // Each group is expanded at first and can be folded (the spec's isExpanded), with or without JS.
          <details
            key={g.questionId}
            open
            className="rounded-2xl border border-gray-200 p-4"
            data-testid="letter-group"
            aria-label={g.questionName}
          >
            <summary className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">
                <span className="mr-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-normal">
                  {t(`types.${g.questionType}`)}
                </span>
                {g.questionName}
              </h3>
              <span className="text-xs text-gray-500">
                {t('letters.total', { count: g.total })}
                {g.isSelected ? ` · ${t('letters.selected')}` : ''}
                {g.isWriting ? ` · ${t('letters.writing')}` : ''}
              </span>
            </summary>
            <ul className="mt-3 space-y-4">
              {g.items.map((item) => (
                <li key={item.id} className="rounded-xl bg-gray-50 p-4" data-testid="letter">
                  <div className="flex items-center justify-between gap-2">
                    <Toggle
                      intent="check"
                      fields={{ letterId: item.id }}
                      on={item.checked}
                      label={t('letters.check')}
                    />
                    <span className="text-xs text-gray-500">{formatDate(item.createdAt)}</span>
                  </div>
                  <LetterBody
                    id={item.id}
                    trace={item.findings}
                    content={item.content}
                    style={item.findings?.style}
                    advice={item.findings?.advice}
                  />
                  <LetterCounts counts={item.counts} max={item.maxLetter} limitType={item.limitType} />
                  <Quality item={item} />
                  {/* One form edits and checks the letter: its text is in the page once as a field. */}
                  <details className="mt-2" open={checked?.letterId === item.id}>
                    <summary className="cursor-pointer text-sm font-medium text-primary-700">
                      {t('letters.editPanel')}
                    </summary>
                    <LetterEditor
                      id={item.id}
                      content={item.content}
                      max={item.maxLetter}
                      limitType={item.limitType}
                      blindApp={g.blindApp ?? false}
                      blindQuestion={g.blindQuestion ?? null}
                      hasApplication={g.blindApp !== null && g.blindApp !== undefined}
                      reply={checked?.letterId === item.id ? checked : undefined}
                    />
                  </details>
                  <div className="mt-3 flex flex-wrap gap-4 text-sm">
                    <ConfirmForm
                      intent="delete"
                      fields={{ letterId: item.id }}
                      label={t('letters.delete')}
                      question={t('letters.deleteConfirm')}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              page={g.currentPage}
              hasNext={g.currentPage < g.totalPage}
              href={(page) => link({ [`p${g.questionId}`]: String(page) })}
              status={t('letters.page', { page: g.currentPage, total: g.totalPage })}
              label={t('letters.pages')}
              className="mt-3"
              preventScrollReset
            />
          </details>
        ))}
      </div>
    </div>
  );
}

/** The checker's findings as one small line: length, language, facts not found in the resume. */
export function Quality({ item }: { item: Item }) {
  const { t } = useTranslation('coverletters');
  const f = item.findings;
  if (!f) return null;
  const parts = [
    // The count of the rule the letter is held to (공백 제외 counts no spaces), in its unit.
    t(f.withinLength ? 'quality.length' : 'quality.lengthOff', {
      count: countBy(item.counts, item.limitType),
      unit: t(`questions.units.${item.limitType}`),
    }),
    t(f.languageOk ? 'quality.language' : 'quality.languageOff'),
    factsLine(t, item.content, f),
  ];
  return (
    <p className="mt-2 text-xs text-gray-500" data-testid="quality">
      {parts.join(' · ')}
    </p>
  );
}
