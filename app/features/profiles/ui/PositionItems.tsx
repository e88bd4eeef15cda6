import { Link, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';

export type PostingItemData = {
  id: number;
  title: string;
  infoUrl: string | null;
  closeDate: string;
  companyName: string;
  cultureTags: string[];
  location: string;
};

export type CompanyItemData = {
  id: number;
  name: string;
  homepage: string | null;
  address: string;
  cultureTags: string[];
  recruitCount: number;
};

type ChooseProps = { selected: boolean; onChoose: (value: string) => void; hydrated: boolean };

/**
 * A choosable row: a radio in the position form. Without JavaScript the radio itself is posted; with
 * it the choice lives in the page (a second click deselects) and one hidden field is posted.
 */
function Choosable({
  value,
  selected,
  onChoose,
  hydrated,
  children,
  testId,
}: ChooseProps & { value: string; children: ReactNode; testId: string }) {
  return (
    <li
      className={`rounded-2xl border p-4 ${selected ? 'border-primary-600 bg-primary-50' : 'border-gray-200'}`}
      data-testid={testId}
      data-selected={selected}
    >
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="radio"
          name={hydrated ? undefined : 'target'}
          value={value}
          checked={hydrated ? selected : undefined}
          defaultChecked={hydrated ? undefined : selected}
          onChange={() => {}}
          onClick={() => onChoose(value)}
          className="mt-1 size-4"
        />
        <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{children}</span>
      </label>
    </li>
  );
}

function Tags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('culture');
  return (
    <span className="mt-2 flex flex-wrap gap-1">
      {tags.map((tag) => (
        <span key={tag} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">
          {t(`tags.${tag}`)}
        </span>
      ))}
    </span>
  );
}

/** An outside link; without a usable address, a button that says so (the spec's error toast). */
function OutLink({
  href,
  label,
  missingIntent,
}: {
  href: string | null;
  label: string;
  missingIntent: string;
}) {
  if (href)
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-xs font-medium text-primary-700 hover:underline"
      >
        {label} ↗
      </a>
    );
  return (
    <button
      type="submit"
      name="intent"
      value={missingIntent}
      formNoValidate
      className="text-xs font-medium text-gray-600 hover:underline"
    >
      {label}
    </button>
  );
}

export function PostingItem({ posting, ...choose }: ChooseProps & { posting: PostingItemData }) {
  const { t } = useTranslation('profiles');
  return (
    <Choosable value={`recruit:${posting.id}`} testId="posting-item" {...choose}>
      <span className="block font-semibold">{posting.title}</span>
      <span className="block text-sm text-gray-600">
        {posting.companyName} · {posting.location} ·{' '}
        {t('position.closes', { date: posting.closeDate.replaceAll('-', '.') })}
      </span>
      <Tags tags={posting.cultureTags} />
      <span className="mt-2 block">
        <OutLink href={posting.infoUrl} label={t('position.viewPosting')} missingIntent="no-recruit-url" />
      </span>
    </Choosable>
  );
}

export function CompanyItem({ company, ...choose }: ChooseProps & { company: CompanyItemData }) {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  const postings = new URLSearchParams(params);
  postings.set('postingsOf', String(company.id));
  return (
    <Choosable value={`company:${company.id}`} testId="company-item" {...choose}>
      <span className="block font-semibold">{company.name}</span>
      <span className="block text-sm text-gray-600">{company.address}</span>
      <Tags tags={company.cultureTags} />
      <span className="mt-2 flex gap-4">
        <OutLink href={company.homepage} label={t('position.homepage')} missingIntent="no-homepage" />
        <Link
          to={`?${postings}`}
          preventScrollReset
          className="text-xs font-medium text-primary-700 hover:underline"
        >
          {t('position.postings', { count: company.recruitCount })}
        </Link>
      </span>
    </Choosable>
  );
}
