import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DEMO_DATA: bool,
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_SERVER: bool,
  /** Sign-in attempts one address may make per 10 minutes (all accounts together). */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(300),
  /** State-changing requests one address may send per minute (a classroom shares one address). */
  WRITE_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Origin for links in mail (https://coach.example); default: the request's own. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  KAKAO_AUTH_BASE: z.string().url().optional(),
  KAKAO_API_BASE: z.string().url().optional(),
  NAVER_CLIENT_ID: z.string().optional(),
  NAVER_CLIENT_SECRET: z.string().optional(),
  NAVER_AUTH_BASE: z.string().url().optional(),
  NAVER_API_BASE: z.string().url().optional(),
  /** An OpenAI-compatible endpoint (https://api.openai.com/v1); without it the built-in composer writes. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; isProduction: boolean };

/** Secrets the server refuses to start without in production. */
const REQUIRED_IN_PRODUCTION = ['SESSION_SECRET'] as const;

const DEV_SESSION_SECRET = 'development-only-secret-do-not-use-in-production';

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((k) => !env[k]);
    if (missing.length) {
      throw new EnvError(`Missing required configuration in production: ${missing.join(', ')}`);
    }
  }
  return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET, isProduction };
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Demo data: on by default on the embedded database, only on request on an external one. */
export function wantsDemoData(e: Env = env()): boolean {
  return e.DEMO_DATA ?? !e.DATABASE_URL;
}
