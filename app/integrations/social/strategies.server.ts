import { OAuth2Tokens } from 'arctic';
import { OAuth2Strategy } from 'remix-auth-oauth2';
import type { SocialProviderConfig, SocialProviderId } from './providers.server';

/** What a provider tells us about a person, in our terms. */
export type SocialProfile = {
  provider: SocialProviderId;
  providerUserId: string;
  email: string | null;
  name: string | null;
  birthYear: number | null;
  /** Our term codes the person already agreed to at the provider (Kakao service terms). */
  agreedTerms: string[];
};

/** Kakao service-term tags mapped to our terms (configured in the Kakao developer console). */
const KAKAO_TERM_TAGS: Record<string, string> = {
  serviceTerms: 'serviceTerms',
  privacyRequired: 'privacyRequired',
  privacyOptional: 'privacyOptional',
  marketing: 'marketing',
  ageCheck: 'userAgeCheck',
};

async function postForm(url: string, body: Record<string, string>): Promise<OAuth2Tokens> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
      Accept: 'application/json',
    },
    body: new URLSearchParams(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !json || typeof json.access_token !== 'string')
    throw new Error(`token exchange failed (${res.status})`);
  return new OAuth2Tokens(json);
}

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`profile request failed (${res.status})`);
  return (await res.json()) as Record<string, unknown>;
}

/** The OAuth2 endpoints and client of a provider's configuration, for either strategy. */
function strategyOptions(
  config: SocialProviderConfig,
  redirectURI: string,
  cookie: OAuth2Strategy.ConstructorOptions['cookie'],
): OAuth2Strategy.ConstructorOptions {
  return {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationEndpoint: config.authorizeUrl,
    tokenEndpoint: config.tokenUrl,
    redirectURI,
    cookie,
  };
}

/**
 * Kakao: comma-joined scopes (account_email, name, birthyear) and the client secret in the token
 * request body, not in a Basic header. PKCE (S256) is supported and used.
 */
export class KakaoStrategy extends OAuth2Strategy<SocialProfile> {
  name = 'kakao';
  constructor(
    private config: SocialProviderConfig,
    redirectURI: string,
    cookie: OAuth2Strategy.ConstructorOptions['cookie'],
  ) {
    super(strategyOptions(config, redirectURI, cookie), async ({ tokens }) =>
      fetchKakaoProfile(config, tokens.accessToken()),
    );
  }

  protected authorizationParams(params: URLSearchParams): URLSearchParams {
    const next = new URLSearchParams(params);
    next.set('scope', 'account_email,name,birthyear');
    return next;
  }

  protected validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    return postForm(this.config.tokenUrl, {
      grant_type: 'authorization_code',
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      redirect_uri: String(this.options.redirectURI),
      code,
      code_verifier: codeVerifier,
    });
  }
}

export async function fetchKakaoProfile(
  config: SocialProviderConfig,
  accessToken: string,
): Promise<SocialProfile> {
  const me = await getJson(`${config.apiBase}/v2/user/me`, accessToken);
  const account = (me.kakao_account ?? {}) as Record<string, unknown>;
  const terms = await getJson(`${config.apiBase}/v2/user/service_terms`, accessToken).catch(() => ({
    service_terms: [],
  }));
  const agreed = ((terms.service_terms ?? []) as { tag?: string; agreed?: boolean }[])
    .filter((t) => t.agreed && t.tag && KAKAO_TERM_TAGS[t.tag])
    .map((t) => KAKAO_TERM_TAGS[t.tag!]);
  return {
    provider: 'kakao',
    providerUserId: String(me.id),
    email: typeof account.email === 'string' && account.is_email_verified !== false ? account.email : null,
    name: typeof account.name === 'string' ? account.name : null,
    birthYear: account.birthyear ? Number(account.birthyear) : null,
    agreedTerms: agreed,
  };
}

/** Naver: no PKCE; the token call carries the state, with client id and secret as parameters. */
export class NaverStrategy extends OAuth2Strategy<SocialProfile> {
  name = 'naver';
  private lastState = '';
  constructor(
    private config: SocialProviderConfig,
    redirectURI: string,
    cookie: OAuth2Strategy.ConstructorOptions['cookie'],
  ) {
    super(strategyOptions(config, redirectURI, cookie), async ({ tokens }) =>
      fetchNaverProfile(config, tokens.accessToken()),
    );
  }

  async authenticate(request: Request): Promise<SocialProfile> {
    this.lastState = new URL(request.url).searchParams.get('state') ?? '';
    return super.authenticate(request);
  }

  protected authorizationParams(params: URLSearchParams): URLSearchParams {
    const next = new URLSearchParams(params);
    next.delete('code_challenge');
    next.delete('code_challenge_method');
    next.delete('scope');
    return next;
  }

  protected validateAuthorizationCode(code: string): Promise<OAuth2Tokens> {
    return postForm(this.config.tokenUrl, {
      grant_type: 'authorization_code',
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      code,
      state: this.lastState,
    });
  }
}

export async function fetchNaverProfile(
  config: SocialProviderConfig,
  accessToken: string,
): Promise<SocialProfile> {
  const body = await getJson(`${config.apiBase}/v1/nid/me`, accessToken);
  if (body.resultcode !== '00') throw new Error(`naver profile: ${String(body.message)}`);
  const p = (body.response ?? {}) as Record<string, unknown>;
  return {
    provider: 'naver',
    providerUserId: String(p.id),
    email: typeof p.email === 'string' ? p.email : null,
    name: typeof p.name === 'string' ? p.name : null,
    birthYear: p.birthyear ? Number(p.birthyear) : null,
    agreedTerms: [],
  };
}

/** The strategy of a configured provider; one instance per request (Naver keeps the request's state). */
export function strategyFor(
  config: SocialProviderConfig,
  origin: string,
  secure: boolean,
): KakaoStrategy | NaverStrategy {
  const redirectURI = `${origin}/auth/${config.id}`;
  const cookie = {
    name: `oauth_${config.id}`,
    path: '/',
    httpOnly: true as const,
    sameSite: 'Lax' as const,
    maxAge: 600,
    ...(secure ? { secure: true as const } : {}),
  };
  return config.id === 'kakao'
    ? new KakaoStrategy(config, redirectURI, cookie)
    : new NaverStrategy(config, redirectURI, cookie);
}
