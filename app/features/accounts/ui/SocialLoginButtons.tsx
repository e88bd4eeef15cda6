import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';

/** "Continue with Kakao / Naver": one form per configured provider, posting to its start (works without JavaScript). */
export function SocialLoginButtons({ providers, redirectTo }: { providers: string[]; redirectTo: string }) {
  const { t } = useTranslation('accounts');
  const domain = useDomain();
  if (!providers.length) return null;
  return (
    <div className="mt-6 space-y-2">
      {providers.map((id) => (
        <Form key={id} method="post" action={tenantPath(domain, `/login/${id}`)}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className={`btn w-full ${id === 'kakao' ? 'bg-[#FEE500] text-gray-900' : 'bg-[#03C75A] text-gray-900'}`}
          >
            {t(`social.${id}`)}
          </button>
        </Form>
      ))}
    </div>
  );
}
