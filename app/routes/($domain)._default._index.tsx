import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { HomeBanners, HomeCarousel, HomePrompt } from '~/features/home/HomeSections';
import * as Promotion from '~/features/home/PromotionDialog';
import { isPromotionVisible } from '~/features/home/promotion.server';
import { now } from '~/lib/clock.server';
import { getFixedT } from '~/lib/i18n.server';
import { useRootData } from '~/lib/root-data';

export const handle = { i18n: ['home'], pageCache: true };

// The promotion shows on few visits (until its end date, to a visitor who has not closed it): the browser
// loads its code (and the dialog's) only when it is on the page, as root.tsx does with the session
// dialogs; the server renders it in place, so it is there and works without JavaScript.
const PromotionDialog = import.meta.env.SSR
  ? Promotion.PromotionDialog
  : lazy(() => import('~/features/home/PromotionDialog').then((m) => ({ default: m.PromotionDialog })));

export async function loader({ request }: LoaderFunctionArgs) {
  const [t, showPromotion] = await Promise.all([
    getFixedT(request, 'home'),
    isPromotionVisible(request, now()),
  ]);
  return { title: t('title'), description: t('description'), showPromotion };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: 'description', content: data.description }] : [];

export default function Home() {
  const { showPromotion } = useLoaderData<typeof loader>();
  const root = useRootData();
  const domain = root?.tenant.domain ?? 'main';
  const viewer = root?.viewer ?? null;
  return (
    <div className="container-page flex flex-col gap-8 py-6 sm:py-10">
      <HomeCarousel domain={domain} viewer={viewer} />
      <HomeBanners domain={domain} viewer={viewer} />
      <HomePrompt domain={domain} viewer={viewer} />
      <Suspense fallback={null}>{showPromotion ? <PromotionDialog /> : null}</Suspense>
    </div>
  );
}
