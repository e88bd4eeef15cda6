// A local stand-in for Kakao and Naver sign-in that speaks their endpoints and response shapes:
// authorize (auto-approves the configured person), token exchange, profile, and Kakao's service terms.
import crypto from 'node:crypto';
import http from 'node:http';

export type FakePerson = {
  id: string;
  email: string | null;
  name: string;
  birthyear: string;
  terms?: string[];
};
type Grant = {
  provider: 'kakao' | 'naver';
  clientId: string;
  redirectUri: string;
  state: string;
  challenge: string | null;
  person: FakePerson;
};

export const FAKE_CLIENT = { id: 'fake-client-id', secret: 'fake-client-secret' };

export async function startFakeOAuth(port = 0) {
  const people: Record<'kakao' | 'naver', FakePerson> = {
    kakao: {
      id: '4100000001',
      email: 'kakao.user@example.com',
      name: '카카오사용자',
      birthyear: '1997',
      terms: ['serviceTerms', 'privacyRequired'],
    },
    naver: { id: 'naver-abc-123', email: 'naver.user@example.com', name: 'Naver User', birthyear: '1995' },
  };
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, { provider: 'kakao' | 'naver'; person: FakePerson }>();
  const calls: { path: string; body: Record<string, string>; authorization?: string }[] = [];

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });
  const bearer = (req: http.IncomingMessage) =>
    tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body = Object.fromEntries(
      new URLSearchParams(req.headers['content-type']?.includes('json') ? '' : raw),
    );
    const params = { ...Object.fromEntries(url.searchParams), ...body };
    calls.push({ path: url.pathname, body: params, authorization: req.headers.authorization });

    // Test control: who signs in next.
    const control = url.pathname.match(/^\/__person\/(kakao|naver)$/);
    if (control && req.method === 'POST') {
      people[control[1] as 'kakao' | 'naver'] = JSON.parse(raw);
      return json(res, 200, { ok: true });
    }

    const authorize = url.pathname.match(
      /^\/(kakao)-auth\/oauth\/authorize$|^\/(naver)-auth\/oauth2\.0\/authorize$/,
    );
    if (authorize) {
      const provider = (authorize[1] ?? authorize[2]) as 'kakao' | 'naver';
      const redirectUri = params.redirect_uri;
      if (params.client_id !== FAKE_CLIENT.id || !redirectUri || params.response_type !== 'code')
        return json(res, 400, { error: 'invalid_request' });
      const back = new URL(redirectUri);
      if (params.deny === '1' || people[provider].id === 'deny') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', params.state ?? '');
      } else {
        const code = crypto.randomBytes(12).toString('hex');
        codes.set(code, {
          provider,
          clientId: params.client_id,
          redirectUri,
          state: params.state ?? '',
          challenge: params.code_challenge ?? null,
          person: people[provider],
        });
        back.searchParams.set('code', code);
        back.searchParams.set('state', params.state ?? '');
      }
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }

    if (url.pathname === '/kakao-auth/oauth/token') {
      if (req.method !== 'POST') return json(res, 405, { error: 'method_not_allowed' });
      // Kakao reads the client secret from the form body.
      if (body.client_id !== FAKE_CLIENT.id || body.client_secret !== FAKE_CLIENT.secret)
        return json(res, 401, { error: 'invalid_client', error_code: 'KOE010' });
      const grant = codes.get(body.code);
      codes.delete(body.code);
      if (!grant || grant.provider !== 'kakao' || grant.redirectUri !== body.redirect_uri)
        return json(res, 400, { error: 'invalid_grant', error_code: 'KOE320' });
      if (grant.challenge) {
        const expected = crypto
          .createHash('sha256')
          .update(body.code_verifier ?? '')
          .digest('base64url');
        if (expected !== grant.challenge)
          return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      const token = crypto.randomBytes(16).toString('hex');
      tokens.set(token, { provider: 'kakao', person: grant.person });
      return json(res, 200, {
        token_type: 'bearer',
        access_token: token,
        expires_in: 21599,
        refresh_token: 'r-' + token,
        refresh_token_expires_in: 5183999,
        scope: 'account_email name birthyear',
      });
    }

    if (url.pathname === '/naver-auth/oauth2.0/token') {
      if (params.client_id !== FAKE_CLIENT.id || params.client_secret !== FAKE_CLIENT.secret)
        return json(res, 200, { error: 'invalid_client', error_description: 'client authentication failed' });
      const grant = codes.get(params.code);
      codes.delete(params.code);
      // Naver wants the same state on the token call.
      if (!grant || grant.provider !== 'naver' || grant.state !== params.state)
        return json(res, 200, { error: 'invalid_request', error_description: 'no valid data in session' });
      const token = crypto.randomBytes(16).toString('hex');
      tokens.set(token, { provider: 'naver', person: grant.person });
      return json(res, 200, {
        access_token: token,
        refresh_token: 'r-' + token,
        token_type: 'bearer',
        expires_in: '3600',
      });
    }

    if (url.pathname === '/kakao-api/v2/user/me') {
      const t = bearer(req);
      if (!t || t.provider !== 'kakao')
        return json(res, 401, { msg: 'this access token does not exist', code: -401 });
      const p = t.person;
      return json(res, 200, {
        id: Number(p.id),
        connected_at: new Date().toISOString(),
        kakao_account: {
          has_email: Boolean(p.email),
          email_needs_agreement: false,
          is_email_valid: true,
          is_email_verified: true,
          ...(p.email ? { email: p.email } : {}),
          name_needs_agreement: false,
          name: p.name,
          birthyear_needs_agreement: false,
          birthyear: p.birthyear,
        },
      });
    }

    if (url.pathname === '/kakao-api/v2/user/service_terms') {
      const t = bearer(req);
      if (!t || t.provider !== 'kakao')
        return json(res, 401, { msg: 'this access token does not exist', code: -401 });
      return json(res, 200, {
        id: Number(t.person.id),
        service_terms: (t.person.terms ?? []).map((tag) => ({
          tag,
          required: true,
          agreed: true,
          revocable: false,
          agreed_at: new Date().toISOString(),
        })),
      });
    }

    if (url.pathname === '/naver-api/v1/nid/me') {
      const t = bearer(req);
      if (!t || t.provider !== 'naver')
        return json(res, 401, { resultcode: '024', message: 'Authentication failed / 인증에 실패했습니다.' });
      const p = t.person;
      return json(res, 200, {
        resultcode: '00',
        message: 'success',
        response: { id: p.id, email: p.email, name: p.name, birthyear: p.birthyear, mobile: '010-1234-5678' },
      });
    }

    json(res, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    base,
    calls,
    setPerson: (provider: 'kakao' | 'naver', person: FakePerson) => {
      people[provider] = person;
    },
    env: {
      KAKAO_CLIENT_ID: FAKE_CLIENT.id,
      KAKAO_CLIENT_SECRET: FAKE_CLIENT.secret,
      KAKAO_AUTH_BASE: `${base}/kakao-auth`,
      KAKAO_API_BASE: `${base}/kakao-api`,
      NAVER_CLIENT_ID: FAKE_CLIENT.id,
      NAVER_CLIENT_SECRET: FAKE_CLIENT.secret,
      NAVER_AUTH_BASE: `${base}/naver-auth`,
      NAVER_API_BASE: `${base}/naver-api`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
