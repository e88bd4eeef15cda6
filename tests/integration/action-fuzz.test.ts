// Every route action, fuzzed (issue 26, finding 4): each route module under app/routes that exports an
// `action` (found by reading the files, so a new route is fuzzed without touching this test) gets hostile
// POSTs as an anonymous visitor, a signed-in member, an institution's staff (on its own domain) and an
// operator: odd Unicode (bidi overrides, zero-width and
// format characters, astral and combining characters, a lone surrogate), 36-character ids that are not
// UUIDs, huge, negative and non-finite numbers, a field sent several times or as a list or as a file
// where one value is expected, missing fields, bad intents, hostile `redirectTo` targets and hostile
// path parameters. No answer may be a server error (status >= 500, or an exception Remix would answer
// with 500).
//
// The forms' vocabulary (field names and intents) is read from each route file and the feature modules
// it imports, so every intent a route knows is reached with hostile fields, not only the refusal of an
// unknown one.
//
// Checked to fail without the protections: with safeRedirectPath (app/lib/redirect.ts) back to its
// issue-26 version (refusing only C0 controls), /main/language, /main/promotion and /main/welcome-gift
// answered 500 to `redirectTo=/\u202e…` (a Location header that is not ASCII); with the isUuid check in
// emailVerificationState (app/features/accounts/signup.server.ts) back to /^[0-9a-f-]{36}$/, the
// sign-up's Join with authId `------------------------------------` answered 500 (PostgreSQL refused the
// uuid cast).
import fs from 'node:fs';
import path from 'node:path';
import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '#db/seed';
import { admins } from '#db/schema';
import { resolveSession, startSession } from '~/features/accounts/session.server';
import { pendingSignUpCookie } from '~/features/accounts/social.server';
import { signUpTicket } from '~/features/agencies/signup.server';
import { db } from '~/lib/db.server';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { honeypotToken } from '~/lib/honeypot.server';
import { createAgency, createMember, validBizNo } from './agency-helpers';
import { withTestDatabase } from './test-database';

const ROUTES_DIR = path.resolve('app/routes');

/** Route files exporting an action, and the URL and params each answers at (Remix flat routes). */
function actionRoutes() {
  return fs
    .readdirSync(ROUTES_DIR)
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) =>
      /export\s+(async\s+)?(function|const|let)\s+action\b|export\s*\{[^}]*\baction\b/.test(
        fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8'),
      ),
    )
    .sort();
}

/** The URL segments of a flat-route file name: `($domain)._member.order.$orderNumber_.x[.]csv`. */
function routePath(file: string, paramValue: string, domain = 'main') {
  const segments = file.replace(/\.tsx?$/, '').match(/(\[[^\]]*\]|[^.])+/g) ?? [];
  const params: Record<string, string> = {};
  const parts: string[] = [];
  for (const raw of segments) {
    const segment = raw.replace(/\[([^\]]*)\]/g, '$1');
    if (segment === '($domain)') {
      params.domain = domain;
      parts.push(domain);
    } else if (segment.startsWith('_')) continue;
    else if (segment === '$') {
      params['*'] = paramValue;
      parts.push(encodeURIComponent(paramValue));
    } else if (segment.startsWith('$')) {
      params[segment.slice(1).replace(/_$/, '')] = paramValue;
      parts.push(encodeURIComponent(paramValue));
    } else parts.push(segment.replace(/_$/, ''));
  }
  return { url: `http://localhost/${parts.join('/')}`, params };
}

/** The feature modules a route imports (and theirs, one level down), read for the form's vocabulary. */
function sourcesOf(file: string): string[] {
  const seen = new Set<string>();
  const read = (abs: string, depth: number) => {
    if (seen.has(abs) || !fs.existsSync(abs)) return;
    seen.add(abs);
    if (depth === 0) return;
    const text = fs.readFileSync(abs, 'utf8');
    for (const [, spec] of text.matchAll(/from\s+'([^']+)'/g)) {
      const base = spec.startsWith('~/')
        ? path.resolve('app', spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(abs), spec)
          : null;
      if (!base || !base.includes(`${path.sep}features${path.sep}`)) continue;
      for (const ext of ['.ts', '.tsx', '/index.ts']) read(base + ext, depth - 1);
    }
  };
  read(path.join(ROUTES_DIR, file), 3);
  return [...seen].map((abs) => fs.readFileSync(abs, 'utf8'));
}

function vocabulary(file: string) {
  const fields = new Set<string>(['intent', 'redirectTo', 'id']);
  const intents = new Set<string>();
  for (const text of sourcesOf(file)) {
    for (const [, name] of text.matchAll(/\.get(?:All)?\(\s*'([\w.[\]-]{1,40})'\s*\)/g)) fields.add(name);
    for (const [, name] of text.matchAll(/\bname="([\w.[\]-]{1,40})"/g)) fields.add(name);
    for (const [, name] of text.matchAll(/^\s{2,}([a-zA-Z]\w{0,30})\s*:\s*(?:z\.|[a-z]\w*Schema\b)/gm))
      fields.add(name);
    for (const [, intent] of text.matchAll(/intent\s*(?:===?|!==?)\s*'([\w-]{1,40})'/g)) intents.add(intent);
    for (const [, intent] of text.matchAll(/\bintent="([\w-]{1,40})"/g)) intents.add(intent);
    for (const [, intent] of text.matchAll(/name="intent"\s+value="([\w-]{1,40})"/g)) intents.add(intent);
    for (const [, intent] of text.matchAll(/z\.literal\('([\w-]{1,40})'\)/g)) intents.add(intent);
  }
  return { fields: [...fields].slice(0, 80), intents: [...intents].slice(0, 20) };
}

const HOSTILE_STRINGS = [
  '\u202eevil\u202c\u200b\ufeff\u2066𝒜e\u0301한\ud83d\ude00',
  '\ud800\udfff\udc00',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '-'.repeat(36),
  'a'.repeat(36),
  '99999999999999999999999999',
  '2147483648',
  '1e309',
  '-1',
  '-9999999999',
  '0x10',
  'NaN',
  '1.5',
  '',
  'x'.repeat(9_000),
  "' OR 1=1 --",
];
const HOSTILE_REDIRECTS = [
  '/\u202e/main',
  '/main/\u2028x',
  '//evil.example',
  '/\\evil.example',
  '/a/..//evil.example',
  'javascript:alert(1)',
  '/main/%E0%A4%A',
  `/${'é'.repeat(1990)}`,
];
const HOSTILE_PARAMS = [
  '1',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '99999999999999999999',
  '-1',
  '\u202e한',
  '00000000-0000-0000-0000-000000000000',
];

/** Values a real form would post, mixed with the hostile ones. */
const PLAUSIBLE = ['1', '2', 'on', 'true', 'KR', '+82', 'ko', '1999', '3', '01012345678', 'kim@example.com'];
const MIXED = [...PLAUSIBLE, 'Passw0rd!', 'Hanbit', ...HOSTILE_STRINGS, ...HOSTILE_REDIRECTS];
const MIXES = 6;

type Payload = { name: string; body: FormData };

function payloads(fields: string[], intents: string[]): Payload[] {
  const out: Payload[] = [];
  const honeypot = honeypotToken(Date.now() - 60_000);
  const form = (entries: [string, string | Blob][]) => {
    const body = new FormData();
    body.set(HONEYPOT_TIME_FIELD, honeypot);
    for (const [k, v] of entries) body.append(k, v);
    return body;
  };
  const withIntent = (intent: string | null, entries: [string, string | Blob][]) =>
    form([...(intent === null ? [] : ([['intent', intent]] as [string, string][])), ...entries]);
  const others = fields.filter((f) => f !== 'intent');
  for (const intent of [null, 'bogus\u202e', '', ...intents]) {
    HOSTILE_STRINGS.forEach((value, i) =>
      out.push({
        name: `intent=${intent} all fields=${JSON.stringify(value.slice(0, 40))}`,
        body: withIntent(intent, [
          ...others.filter((f) => f !== 'redirectTo').map((f): [string, string] => [f, value]),
          ['redirectTo', HOSTILE_REDIRECTS[i % HOSTILE_REDIRECTS.length]],
        ]),
      }),
    );
    // Plausible values for most fields and a hostile one for the rest, so validation of one field does
    // not stop a payload before the hostile value of another is used.
    for (let k = 0; k < MIXES; k++)
      out.push({
        name: `intent=${intent} mixed #${k}`,
        body: withIntent(
          intent,
          others.map((f, i): [string, string] => [f, MIXED[(i * 7 + k * 5) % MIXED.length]]),
        ),
      });
    out.push({ name: `intent=${intent} no fields`, body: withIntent(intent, []) });
    out.push({
      name: `intent=${intent} every field twice`,
      body: withIntent(
        intent,
        others.flatMap((f): [string, string][] => [
          [f, '1'],
          [f, '2'],
        ]),
      ),
    });
    out.push({
      name: `intent=${intent} fields as lists`,
      body: withIntent(
        intent,
        others.map((f): [string, string] => [`${f}[0]`, '1']),
      ),
    });
    out.push({
      name: `intent=${intent} files for fields`,
      body: withIntent(
        intent,
        others.map((f): [string, Blob] => [
          f,
          new File(['%PDF-1.4 x'], 'x.pdf', { type: 'application/pdf' }),
        ]),
      ),
    });
  }
  return out;
}

const database = withTestDatabase();
// The reference data every deployment has (tenants, survey bank, companies, questions, goods).
beforeAll(async () => {
  await seedReference(database().db);
});

let ipN = 0;
function context(viewer: AppLoadContext['viewer'], domain: string): AppLoadContext {
  ipN += 1;
  return {
    tenant: { domain, displayName: domain, kind: domain === 'main' ? 'MAIN' : 'INSTITUTION' },
    requestId: 'fuzz',
    nonce: 'n',
    viewer,
    sessionExpired: false,
    clientIp: `10.${(ipN >> 16) & 255}.${(ipN >> 8) & 255}.${ipN & 255}`,
  } as AppLoadContext;
}

/** The status Remix would answer with: a Response's or data()'s, or 500 for anything else thrown. */
async function statusOf(run: () => Promise<unknown>): Promise<{ status: number; error?: unknown }> {
  const read = async (value: unknown) => {
    if (value instanceof Response) {
      await value.body?.cancel().catch(() => {});
      return { status: value.status };
    }
    const init = (value as { init?: ResponseInit | null } | null)?.init;
    return { status: init?.status ?? 200 };
  };
  try {
    return await read(await run());
  } catch (thrown) {
    if (thrown instanceof Response) return read(thrown);
    const init = (thrown as { init?: ResponseInit | null; type?: string } | null)?.init;
    if (init && typeof init.status === 'number') return { status: init.status };
    return { status: 500, error: thrown };
  }
}

const cookieOf = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

/** A signed-in person as the host resolves them from their cookies. */
async function signedIn(user: Parameters<typeof startSession>[0]) {
  const cookie = cookieOf(await startSession(user));
  return { cookie, viewer: (await resolveSession(cookie)).viewer };
}

/**
 * Who sends the payloads: a visitor (holding the signed cookies of the two sign-up flows that need
 * one, so their forms are reached too), a member, an institution's staff on its own domain, and an
 * operator.
 */
async function whoFor() {
  const flows = cookieOf([
    await signUpTicket().serialize(validBizNo()),
    await pendingSignUpCookie({
      provider: 'kakao',
      providerUserId: `fuzz-${++ipN}`,
      email: null,
      name: null,
      birthYear: null,
      agreedTerms: [],
    }),
  ]);
  const member = await signedIn(await createMember());
  const { staff, domain } = await createAgency();
  const operatorUser = await createMember();
  await db().insert(admins).values({ userId: operatorUser.id });
  return [
    { who: 'visitor', viewer: null, cookie: flows, domain: 'main' },
    { who: 'member', ...member, domain: 'main' },
    { who: 'staff', ...(await signedIn(staff.user)), domain },
    { who: 'operator', ...(await signedIn(operatorUser)), domain: 'main' },
  ];
}

describe('hostile POSTs to every route action', () => {
  const routes = actionRoutes();
  const modules = import.meta.glob<{ action?: (args: ActionFunctionArgs) => Promise<unknown> }>(
    '/app/routes/*.{ts,tsx}',
  );

  it('finds the routes with an action', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContain('($domain).language.tsx');
  });

  // Sequential by design (each route with fresh accounts); its time grows with the routes, so the bound
  // is generous: what it asserts is that no hostile post gets a 5xx, not how fast they are answered.
  it('answers none of them with a server error, whoever sends them', async () => {
    const started = Date.now();
    /** Server errors by route, viewer and message, with the first payload that caused each. */
    const failures = new Map<string, { count: number; example: string }>();
    let sent = 0;
    /** Statuses answered per route (printed with FUZZ_VERBOSE=1, to see how deep the payloads reach). */
    const statuses: Record<string, Record<number, number>> = {};
    for (const file of routes) {
      const mod = await modules[`/app/routes/${file}`]();
      if (typeof mod.action !== 'function') continue;
      const { fields, intents } = vocabulary(file);
      // Fresh accounts per route, so what one route's payloads did (a withdrawal, a new password)
      // does not decide another's.
      const people = await whoFor();
      // Every hostile path parameter (a real-looking id among them) reaches everyone in turn.
      for (const [n, payload] of payloads(fields, intents).entries()) {
        for (const { who, viewer, cookie, domain } of people) {
          const { url, params } = routePath(file, HOSTILE_PARAMS[n % HOSTILE_PARAMS.length], domain);
          const request = new Request(url, {
            method: 'POST',
            body: payload.body,
            headers: { 'accept-language': 'en', cookie },
          });
          const outcome = await statusOf(() =>
            mod.action!({ request, params, context: context(viewer, domain) }),
          );
          sent += 1;
          statuses[file] ??= {};
          statuses[file][outcome.status] = (statuses[file][outcome.status] ?? 0) + 1;
          if (outcome.status >= 500) {
            const message =
              outcome.error instanceof Error
                ? outcome.error.message.split('\n')[0].slice(0, 160)
                : JSON.stringify(outcome.error ?? null);
            const key = `${file} [${who}] → ${outcome.status} ${message}`;
            const seen = failures.get(key);
            if (seen) seen.count += 1;
            else failures.set(key, { count: 1, example: `${payload.name} params=${JSON.stringify(params)}` });
          }
        }
      }
    }
    if (process.env.FUZZ_VERBOSE)
      for (const [file, counts] of Object.entries(statuses)) console.log(file, JSON.stringify(counts));
    console.log(`fuzzed ${routes.length} route actions with ${sent} requests in ${Date.now() - started} ms`);
    expect([...failures].map(([key, { count, example }]) => `${key} (×${count}, e.g. ${example})`)).toEqual(
      [],
    );
  }, 600_000);
});
