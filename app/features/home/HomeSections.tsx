import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath } from '~/lib/root-data';
import { goodsPath } from '~/features/layout';
import { isStaff, type Viewer } from '~/lib/viewer';
import { Carousel } from '~/ui/Carousel';

const SLIDES = [
  { id: 'coverLetter', path: '/profile/group', needsLogin: true, tone: 'from-primary-600 to-primary-800' },
  { id: 'culture', path: '/culture', needsLogin: true, tone: 'from-indigo-600 to-primary-700' },
  { id: 'resume', path: '/profile/group', needsLogin: true, tone: 'from-fuchsia-600 to-primary-700' },
  { id: 'institution', path: '/signup-intro', needsLogin: false, tone: 'from-violet-700 to-slate-800' },
] as const;

/**
 * The slides a viewer is offered, each with where it leads. The institution slide leads visitors to
 * sign up (an institution account is made there), an institution's staff to its passes; a personal
 * member has no use for it (sign-up is for visitors only), so the slide is left out for them.
 */
type Slide = { id: string; path: string; needsLogin: boolean; tone: string };

function slidesFor(viewer: Viewer): Slide[] {
  return SLIDES.flatMap((s): Slide[] => {
    if (s.id !== 'institution' || !viewer) return [s];
    return isStaff(viewer) ? [{ ...s, path: goodsPath(viewer.role) }] : [];
  });
}

/** Where a feature link leads: the feature for members, the login page (coming back after) for visitors. */
export function featureHref(domain: string, path: string, viewer: Viewer, needsLogin = true): string {
  if (viewer || !needsLogin) return tenantPath(domain, path);
  return `${tenantPath(domain, '/login')}?redirectTo=${encodeURIComponent(tenantPath(domain, path))}`;
}

export function HomeCarousel({ domain, viewer }: { domain: string; viewer: Viewer }) {
  const { t } = useTranslation('home');
  const slides = slidesFor(viewer).map((s) => (
    <div
      key={s.id}
      className={`flex min-h-56 flex-col justify-center rounded-2xl bg-gradient-to-br px-8 py-10 text-white sm:min-h-64 sm:px-12 ${s.tone}`}
    >
      <h2 className="text-2xl font-bold sm:text-3xl">{t(`carousel.slides.${s.id}.title`)}</h2>
      <p className="mt-3 max-w-xl text-white/85">{t(`carousel.slides.${s.id}.body`)}</p>
      <Link
        to={featureHref(domain, s.path, viewer, s.needsLogin)}
        className="btn mt-6 w-fit bg-white text-primary-700 hover:bg-primary-50"
      >
        {t(`carousel.slides.${s.id}.cta`)}
      </Link>
    </div>
  ));
  return <Carousel label={t('carousel.label')} slides={slides} />;
}

export function HomeBanners({ domain, viewer }: { domain: string; viewer: Viewer }) {
  const { t } = useTranslation('home');
  const banners = [
    {
      id: 'resume',
      to: featureHref(domain, '/profile/group', viewer),
      icon: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
    },
    {
      id: 'culture',
      to: featureHref(domain, '/culture', viewer),
      icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {banners.map((b) => (
        <Link
          key={b.id}
          to={b.to}
          data-testid={`banner-${b.id}`}
          className="group flex items-center gap-4 rounded-2xl border border-gray-200 bg-white p-6 transition hover:border-primary-300 hover:shadow-md"
        >
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            >
              <path d={b.icon} />
            </svg>
          </span>
          <span>
            <span className="block text-lg font-bold">{t(`banners.${b.id}.title`)}</span>
            <span className="mt-1 block text-sm text-gray-600">{t(`banners.${b.id}.body`)}</span>
            <span className="mt-2 block text-sm font-semibold text-primary-700 group-hover:underline">
              {t(`banners.${b.id}.cta`)} →
            </span>
          </span>
        </Link>
      ))}
    </div>
  );
}

/** Visitors see what signing up gives; members see the passes. */
export function HomePrompt({ domain, viewer }: { domain: string; viewer: Viewer }) {
  const { t } = useTranslation('home');
  const kind = viewer ? 'goods' : 'signup';
  const to = viewer ? tenantPath(domain, goodsPath(viewer.role)) : tenantPath(domain, '/login');
  return (
    <section
      className="flex flex-col items-start justify-between gap-4 rounded-2xl bg-primary-50 p-6 sm:flex-row sm:items-center"
      data-testid={`prompt-${kind}`}
    >
      <div>
        <h2 className="text-lg font-bold text-primary-900">{t(`prompt.${kind}.title`)}</h2>
        <p className="mt-1 text-sm text-primary-800">{t(`prompt.${kind}.body`)}</p>
      </div>
      <Link to={to} className="btn-primary shrink-0">
        {t(`prompt.${kind}.cta`)}
      </Link>
    </section>
  );
}
