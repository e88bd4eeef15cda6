import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { HomeBanners, HomeCarousel, HomePrompt } from '~/features/home/HomeSections';
import { PromotionDialog } from '~/features/home/PromotionDialog';
import { isPromotionVisible } from '~/features/home/promotion.server';
import { now } from '~/lib/clock.server';
import { getFixedT } from '~/lib/i18n.server';
import { useRootData } from '~/lib/root-data';

export const handle = { i18n: ['home'], pageCache: true };

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
      {showPromotion ? <PromotionDialog /> : null}
    </div>
  );
}
