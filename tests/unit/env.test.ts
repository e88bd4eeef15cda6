import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, wantsDemoData } from '~/lib/env.server';

describe('configuration', () => {
  it('runs in development with safe defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.isProduction).toBe(false);
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses production without a session secret and names it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses a short secret and a bad port', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses production without its public origin and names it', () => {
    const source = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PAYMENTS_DISABLED: 'true' };
    expect(() => parseEnv(source)).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ ...source, PUBLIC_URL: 'https://coach.example/app' })).toThrow(/PUBLIC_URL/);
    expect(parseEnv({ ...source, PUBLIC_URL: 'https://coach.example/' }).PUBLIC_URL).toBe(
      'https://coach.example',
    );
  });

  it('refuses to take payments in test mode in production unless payments are disabled', () => {
    const source = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://coach.example',
    };
    expect(() => parseEnv(source)).toThrow(/TOSS_CLIENT_KEY/);
    expect(() => parseEnv({ ...source, TOSS_SECRET_KEY: 'live_sk' })).toThrow(/PAYMENTS_DISABLED/);
    expect(parseEnv({ ...source, TOSS_CLIENT_KEY: 'live_ck', TOSS_SECRET_KEY: 'live_sk' }).isProduction).toBe(
      true,
    );
    expect(parseEnv({ ...source, PAYMENTS_DISABLED: 'true' }).PAYMENTS_DISABLED).toBe(true);
  });

  it('allows production on the embedded database', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://coach.example',
      PAYMENTS_DISABLED: 'true',
    });
    expect(env.isProduction).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('seeds demo data on the embedded database unless told not to, and on an external one only when asked', () => {
    expect(wantsDemoData(parseEnv({}))).toBe(true);
    expect(wantsDemoData(parseEnv({ DEMO_DATA: 'false' }))).toBe(false);
    expect(wantsDemoData(parseEnv({ DATABASE_URL: 'postgres://x@h/db' }))).toBe(false);
    expect(wantsDemoData(parseEnv({ DATABASE_URL: 'postgres://x@h/db', DEMO_DATA: 'true' }))).toBe(true);
  });
});

describe('integration settings', () => {
  it('refuses malformed SMTP and provider URLs at start', () => {
    expect(() => parseEnv({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ KAKAO_AUTH_BASE: 'kauth' })).toThrow(/KAKAO_AUTH_BASE/);
  });
});
