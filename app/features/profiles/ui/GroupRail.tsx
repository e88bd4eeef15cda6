import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';
import { COLOR_CLASSES, GroupForm, type GroupReply } from './GroupForm';
import { GroupMenu, type RailGroup } from './GroupEditDialog';
import { DRAG_TYPE } from './ResumeCard';

/**
 * The group view's folder cards, led by the add-group card. A scroll-snapping row that shows the
 * spec's slides per breakpoint (CSS); with JavaScript, previous/next arrows that are disabled at the
 * ends, and each folder accepts a dragged resume card.
 */
export function GroupRail({
  groups,
  activeId,
  hrefFor,
  createReply,
}: {
  groups: RailGroup[];
  activeId: number | null;
  hrefFor: (groupId: number) => string;
  /** The refused create form's reply: the form opens again with its message and what was typed. */
  createReply?: GroupReply;
}) {
  const { t } = useTranslation('profiles');
  const hydrated = useHydrated();
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  const measure = () => {
    const el = track.current;
    if (el) setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  };
  useEffect(measure, [groups.length]);
  const step = (dir: 1 | -1) => {
    const el = track.current;
    const card = el?.querySelector('li');
    if (el && card) el.scrollBy({ left: dir * card.getBoundingClientRect().width, behavior: 'smooth' });
  };

  return (
    <section aria-label={t('group.railLabel')} className="relative">
      <ul
        ref={track}
        onScroll={measure}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2"
        data-testid="group-rail"
      >
        <li className="group-slide snap-start">
          {/* Keyed by the number of groups: a created group closes and empties the form. */}
          <details
            key={groups.length}
            className="h-full rounded-2xl border-2 border-dashed border-gray-300 p-4"
            open={!!createReply}
          >
            <summary className="flex h-24 flex-col items-center justify-center text-gray-600">
              <span className="text-2xl" aria-hidden>
                +
              </span>
              <span className="text-sm font-semibold">{t('group.add')}</span>
            </summary>
            <div className="mt-3">
              <GroupForm intent="create-group" lastResult={createReply} idPrefix="new-group" />
            </div>
          </details>
        </li>
        {groups.map((g) => (
          <FolderCard key={g.id} group={g} active={g.id === activeId} href={hrefFor(g.id)} />
        ))}
      </ul>
      {/* The row is there from the first paint (empty until JavaScript runs): nothing below moves. */}
      <div className="mt-2 flex min-h-[42px] justify-end gap-2">
        {hydrated ? (
          <>
            <button
              type="button"
              className="btn-secondary px-3"
              onClick={() => step(-1)}
              disabled={ends.start}
              aria-label={t('group.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className="btn-secondary px-3"
              onClick={() => step(1)}
              disabled={ends.end}
              aria-label={t('group.next')}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}

function FolderCard({ group, active, href }: { group: RailGroup; active: boolean; href: string }) {
  const { t } = useTranslation('profiles');
  const mover = useFetcher();
  const [over, setOver] = useState(false);
  return (
    <li
      className={`group-slide snap-start rounded-2xl border p-4 ${active ? 'border-primary-600 ring-2 ring-primary-200' : 'border-gray-200'} ${over ? 'bg-primary-50' : ''}`}
      data-testid="group-card"
      data-group-id={group.id}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const profileId = e.dataTransfer.getData(DRAG_TYPE);
        if (!profileId) return;
        e.preventDefault();
        mover.submit({ intent: 'move', profileId, groupId: String(group.id) }, { method: 'post' });
      }}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={href} className="min-w-0 flex-1" aria-current={active ? 'true' : undefined}>
          <span className={`mb-2 block h-2 w-10 rounded-full ${COLOR_CLASSES[group.color]}`} aria-hidden />
          <span className="block truncate font-semibold">{group.name}</span>
          <span className="text-xs text-gray-500">{t('group.count', { count: group.profileCount })}</span>
        </Link>
        <GroupMenu group={group} />
      </div>
    </li>
  );
}
