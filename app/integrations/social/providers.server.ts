import { env } from '~/lib/env.server';

/** Kakao and Naver sign-in, each enabled by its client id and secret (their endpoints overridable for tests). */
export type SocialProviderId = 'kakao' | 'naver';

export type SocialProviderConfig = {
  id: SocialProviderId;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Kakao: kapi.kakao.com; Naver: openapi.naver.com. */
  apiBase: string;
};

type ProviderSettings = Partial<
  Record<
    | 'KAKAO_CLIENT_ID'
    | 'KAKAO_CLIENT_SECRET'
    | 'KAKAO_AUTH_BASE'
    | 'KAKAO_API_BASE'
    | 'NAVER_CLIENT_ID'
    | 'NAVER_CLIENT_SECRET'
    | 'NAVER_AUTH_BASE'
    | 'NAVER_API_BASE',
    string
  >
>;

/** The enabled providers, from the validated configuration (tests may pass their own settings). */
export function socialProviders(source: ProviderSettings = env()): SocialProviderConfig[] {
  const list: SocialProviderConfig[] = [];
  if (source.KAKAO_CLIENT_ID && source.KAKAO_CLIENT_SECRET) {
    const auth = source.KAKAO_AUTH_BASE ?? 'https://kauth.kakao.com';
    list.push({
      id: 'kakao',
      clientId: source.KAKAO_CLIENT_ID,
      clientSecret: source.KAKAO_CLIENT_SECRET,
      authorizeUrl: `${auth}/oauth/authorize`,
      tokenUrl: `${auth}/oauth/token`,
      apiBase: source.KAKAO_API_BASE ?? 'https://kapi.kakao.com',
    });
  }
  if (source.NAVER_CLIENT_ID && source.NAVER_CLIENT_SECRET) {
    const auth = source.NAVER_AUTH_BASE ?? 'https://nid.naver.com';
    list.push({
      id: 'naver',
      clientId: source.NAVER_CLIENT_ID,
      clientSecret: source.NAVER_CLIENT_SECRET,
      authorizeUrl: `${auth}/oauth2.0/authorize`,
      tokenUrl: `${auth}/oauth2.0/token`,
      apiBase: source.NAVER_API_BASE ?? 'https://openapi.naver.com',
    });
  }
  return list;
}

export function socialProvider(id: string): SocialProviderConfig | null {
  return socialProviders().find((p) => p.id === id) ?? null;
}
