import { Link, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants';
import type { ApplicationListRow } from './ApplicationList';
import { DeadlineBadge } from './DeadlineBadge';
import { StatusForm } from './StatusForm';

/**
 * A column per status. Each card moves by its own plain form (works without JavaScript); with
 * JavaScript a card can also be dragged onto another column, which posts the same form. Below the
 * small-screen breakpoint the columns stack into one list.
 */
export function ApplicationBoard({ rows, today }: { rows: ApplicationListRow[]; today: string }) {
  const { t } = useTranslation('applications');
  const submit = useSubmit();
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  const drop = (status: ApplicationStatus, id: string) => {
    setOver(null);
    if (!/^\d+$/.test(id)) return;
    submit({ intent: 'status', applicationId: id, status }, { method: 'post', preventScrollReset: true });
  };
  return (
    <div className="mt-6 flex flex-col gap-4 md:flex-row md:overflow-x-auto" data-testid="application-board">
      {APPLICATION_STATUSES.map((status) => {
        const cards = rows.filter((r) => r.status === status);
        return (
          <section
            key={status}
            aria-labelledby={`column-${status}`}
            data-testid={`column-${status}`}
            className={`rounded-2xl border p-3 md:w-60 md:shrink-0 ${over === status ? 'border-primary-500 bg-primary-50' : 'border-gray-200 bg-gray-50'}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(status);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(e) => {
              e.preventDefault();
              drop(status, e.dataTransfer.getData('text/plain'));
            }}
          >
            <h2 id={`column-${status}`} className="text-sm font-semibold">
              {t(`status.${status}`)} <span className="text-gray-500">({cards.length})</span>
            </h2>
            <ul className="mt-2 space-y-2">
              {cards.map((a) => (
                <li
                  key={a.id}
                  draggable
                  onDragStart={(e) => e.dataTransfer.setData('text/plain', String(a.id))}
                  className="rounded-xl border border-gray-200 bg-white p-3"
                  data-testid="board-card"
                >
                  <Link to={String(a.id)} className="font-semibold break-keep">
                    {a.companyName}
                  </Link>
                  <div className="mt-1">
                    <DeadlineBadge deadline={a.deadline} today={today} />
                  </div>
                  <div className="mt-2">
                    <StatusForm
                      applicationId={a.id}
                      status={a.status}
                      label={t('moveLabel', { company: a.companyName })}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
