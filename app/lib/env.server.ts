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
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** State-changing requests one address may send per minute (a classroom shares one address). */
  WRITE_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * The service's public origin (https://coach.example): links in mail use it, and in production a
   * request for any other host is refused. Required in production; in development the request's own.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\/[^/]+\/?$/.test(v), 'must be an origin (scheme and host, no path)')
    .transform((v) => v.replace(/\/$/, ''))
    .optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Career Coach <no-reply@careercoach.example>'),
  /** How long a public page a visitor got is served again to visitors (the anonymous page cache; 0: off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Public forms posted sooner than this after the page was served are refused (honeypot time check). */
  HONEYPOT_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
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
  /** PDF imports read at once per instance (one worker thread each). */
  PDF_IMPORT_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** Wall-clock limit of reading one PDF; a worker past it is terminated and replaced. */
  PDF_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Memory limit of reading one PDF (worker heap, and the process's growth while it reads). */
  PDF_IMPORT_MEMORY_MB: z.coerce.number().int().min(32).default(256),
  /** Imports that may wait for a worker, and for how long, before the user is told to try again. */
  PDF_IMPORT_QUEUE_LENGTH: z.coerce.number().int().min(0).default(16),
  PDF_IMPORT_QUEUE_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  /** PDF downloads (resumes, cover letters) rendered at once per instance (one worker thread each). */
  PDF_EXPORT_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** Wall-clock limit of rendering one PDF; a worker past it is terminated and replaced. */
  PDF_EXPORT_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Memory limit of rendering one PDF (worker heap, and the process's growth while it renders). */
  PDF_EXPORT_MEMORY_MB: z.coerce.number().int().min(64).default(256),
  /** Downloads that may wait for a worker, and for how long, before the person is told to try again. */
  PDF_EXPORT_QUEUE_LENGTH: z.coerce.number().int().min(0).default(16),
  PDF_EXPORT_QUEUE_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How long a cover letter may go without a sign of life while writing before it is failed and refunded. */
  COVER_LETTER_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** Toss Payments v2 keys; without both, buying runs in the local test-payment mode. */
  TOSS_CLIENT_KEY: z.string().optional(),
  TOSS_SECRET_KEY: z.string().optional(),
  /**
   * The payment widget's variant per currency (a key set up under 결제 UI in Toss's dashboard): KRW
   * orders render the domestic methods; USD orders the foreign-currency one (PayPal), which must exist
   * in the dashboard with that key.
   */
  TOSS_WIDGET_VARIANT_KRW: z.string().trim().min(1).max(50).default('DEFAULT'),
  TOSS_WIDGET_VARIANT_USD: z.string().trim().min(1).max(50).default('PAYPAL'),
  /** The Toss API origin (tests point it at tests/fakes/toss.ts). */
  TOSS_API_BASE: z.string().url().default('https://api.tosspayments.com'),
  /** Tests only: a hosted checkout page used instead of the browser widget (tests/fakes/toss.ts). */
  TOSS_CHECKOUT_URL: z.string().url().optional(),
  /**
   * A confirm or refund cancel at the provider with no outcome after this long is taken to have died
   * with its process: the payment-recovery job (every half of it) looks it up and finishes it.
   */
  PAYMENT_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** Switches card and easy-pay buying off (bank transfer stays); lets production start without Toss keys. */
  PAYMENTS_DISABLED: bool,
  /** The account bank transfers go to, shown on the order's success page. */
  BANK_ACCOUNT: z.string().max(200).default('KB국민은행 000000-00-000000 (주)커리어코치'),
  /** Hours a bank-transfer order waits for its deposit before it expires. */
  DEPOSIT_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /**
   * The National Tax Service's business-status API (data.go.kr service key); without it institution
   * sign-up checks the business number's checksum only.
   */
  NTS_API_KEY: z.string().optional(),
  NTS_BASE_URL: z.string().url().default('https://api.odcloud.kr'),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; isProduction: boolean };

/** Secrets the server refuses to start without in production. */
const REQUIRED_IN_PRODUCTION = ['SESSION_SECRET', 'PUBLIC_URL'] as const;

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
    if (!(env.TOSS_CLIENT_KEY && env.TOSS_SECRET_KEY) && !env.PAYMENTS_DISABLED) {
      throw new EnvError(
        'Payments would run in test mode in production: set TOSS_CLIENT_KEY and TOSS_SECRET_KEY, or PAYMENTS_DISABLED=true',
      );
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

/** Reads process.env again on the next `env()`: for tests that change it after start-up. */
export function reloadEnv(): void {
  cached = undefined;
}

/** Demo data: on by default on the embedded database, only on request on an external one. */
export function wantsDemoData(e: Env = env()): boolean {
  return e.DEMO_DATA ?? !e.DATABASE_URL;
}
