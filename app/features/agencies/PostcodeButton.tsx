import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';

const SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

type Postcode = { zonecode: string; roadAddress: string; jibunAddress: string };
type DaumWindow = Window & {
  daum?: { Postcode: new (opts: { oncomplete: (data: Postcode) => void }) => { open: () => void } };
};

let loading: Promise<void> | null = null;
function loadScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('postcode script'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Korea's postcode search (the Kakao/Daum postcode popup), offered once JavaScript runs; its script
 * loads on first use from Daum's CDN (allowed by the CSP on this page only). Without JavaScript or when
 * the script cannot load, the zip code and address are typed by hand.
 */
export function PostcodeButton({ zipId, addressId }: { zipId: string; addressId: string }) {
  const { t } = useTranslation('agencies');
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  if (!hydrated || failed) return null;
  const open = async () => {
    try {
      await loadScript();
      const daum = (window as DaumWindow).daum;
      if (!daum) throw new Error('postcode missing');
      new daum.Postcode({
        oncomplete: (found) => {
          const zip = document.getElementById(zipId) as HTMLInputElement | null;
          const address = document.getElementById(addressId) as HTMLInputElement | null;
          if (zip) zip.value = found.zonecode;
          if (address) address.value = found.roadAddress || found.jibunAddress;
        },
      }).open();
    } catch {
      setFailed(true);
    }
  };
  return (
    <button type="button" className="btn-secondary shrink-0" onClick={() => void open()}>
      {t('signup.postcode')}
    </button>
  );
}
