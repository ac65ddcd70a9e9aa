import { z } from 'zod';
import { DEFAULT_CUSTOM_COURSE_LIMIT, EDITIONS } from '../contracts';
import { TrustProxySchema } from './http/trust-proxy';

/** An unset variable and an empty one mean the same: use the default. */
const blank = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blank, z.string().optional());
const flag = z.preprocess(
  (value) => (value === undefined || value === '' ? false : value === '1' || value === 'true'),
  z.boolean(),
);
const int = (min: number, max: number, fallback: number) =>
  z.preprocess(blank, z.coerce.number().int().min(min).max(max).default(fallback));
const provider = z.preprocess(blank, z.enum(['outbox', 'webhook']).default('outbox'));
const webhookUrl = z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional());

/** The server's configuration, read from the environment and validated at boot. See docs/SERVER.md. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(blank, z.enum(['development', 'production', 'test']).default('development')),
    PORT: int(1, 65535, 8080),
    HOST: z.preprocess(blank, z.string().min(1).default('0.0.0.0')),
    /** The edition this server runs: `global` (English) or `cn` (the China-region edition). */
    EDITION: z.preprocess(blank, z.enum(EDITIONS).default('global')),
    /**
     * Host names served as the China-region edition when both editions run on one server (comma-separated,
     * e.g. `cn.keyquest.example`); every other host gets EDITION.
     */
    CN_HOSTS: z.preprocess(
      blank,
      z
        .string()
        .default('')
        .transform((text) =>
          text
            .split(',')
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean),
        ),
    ),
    /** The ICP filing number the Chinese edition's footer shows (unset: none shown). */
    SITE_FILING_NUMBER: optionalText,
    /** Folder of the embedded PGlite database; ignored when DATABASE_URL is set. */
    DATA_DIR: z.preprocess(blank, z.string().min(1).default('./data')),
    /** postgres://… runs the same server on PostgreSQL instead of the embedded database. */
    DATABASE_URL: z.preprocess(
      blank,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    /**
     * postgres://… of a streaming replica of DATABASE_URL: reads that may be a second stale (reports, boards,
     * class statistics) go there, except for a user who wrote in the last seconds (docs/SCALING.md).
     */
    DATABASE_REPLICA_URL: z.preprocess(
      blank,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** Connections each server keeps to PostgreSQL. */
    DATABASE_POOL_SIZE: int(1, 200, 10),
    /** Folder of the built browser app. */
    CLIENT_DIR: z.preprocess(blank, z.string().min(1).default('./dist/client')),
    /**
     * Key that signs access tokens, at least 32 characters. When unset, one is generated once and kept in the
     * database, so restarts (and every server on one PostgreSQL) keep the sessions.
     */
    JWT_SECRET: z.preprocess(
      blank,
      z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ),
    /**
     * Key that seals the secrets the server keeps for schools (their OpenID client secrets), at least 32
     * characters. When unset, one is generated once and kept in the database; set it in production so that a copy
     * of the database alone does not open them.
     */
    SECRETS_KEY: z.preprocess(
      blank,
      z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
    ),
    ACCESS_TOKEN_TTL_SECONDS: int(60, 24 * 3600, 15 * 60),
    REFRESH_TOKEN_TTL_DAYS: int(1, 365, 180),
    /**
     * Months after its last activity that a school's class is deleted with the accounts the school opened in it
     * (docs/PRIVACY.md); 0 turns the daily sweep off.
     */
    RETENTION_MONTHS: int(0, 120, 12),
    /** Sign-in, sign-up and code calls allowed per minute for one address and one account or device. */
    RATE_LIMIT_PER_MINUTE: int(1, 100_000, 10),
    /**
     * redis://… (or rediss://…): the rate limits' counters in Redis, shared by every server that names it (several
     * servers behind a load balancer). Unset: each server counts in its own memory.
     */
    REDIS_URL: z.preprocess(
      blank,
      z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
        .optional(),
    ),
    /** Put before the live races' Redis keys and channels: several installations (or tests) share one Redis. */
    REDIS_KEY_PREFIX: z.preprocess(blank, z.string().max(64).default('')),
    /**
     * Behind proxies: how many hops of X-Forwarded-For to believe (`1` for one load balancer) or the proxies'
     * addresses and networks, comma-separated. Never every hop (`true` is refused). docs/SERVER.md.
     */
    TRUST_PROXY: TrustProxySchema,
    /** How verification codes are sent: `outbox` (the server log; development) or `webhook` (an HTTP relay). */
    MAIL_PROVIDER: provider,
    MAIL_WEBHOOK_URL: webhookUrl,
    MAIL_WEBHOOK_TOKEN: optionalText,
    SMS_PROVIDER: provider,
    SMS_WEBHOOK_URL: webhookUrl,
    SMS_WEBHOOK_TOKEN: optionalText,
    /**
     * Production only: lets the server start with MAIL_PROVIDER or SMS_PROVIDER `outbox`, which writes every
     * verification code to the log. Unsafe (whoever reads the log can take the accounts); for a trial run.
     */
    UNSAFE_LOG_CODES: flag,
    LOG_LEVEL: z.preprocess(
      blank,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /**
     * Who takes payments (docs/MEMBERSHIP.md): `stripe` (Stripe Checkout), `sandbox` (the built-in test payment
     * page: no money moves, and its pay call needs no sign-in) or `none` (purchases off). Unset: the sandbox
     * outside production; in production Stripe when STRIPE_SECRET_KEY is set, else none.
     */
    PAYMENT_PROVIDER: z.preprocess(blank, z.enum(['stripe', 'sandbox', 'none']).optional()),
    /** The explicit switch a production server needs to run the sandbox (a staging server, a demo). */
    PAYMENT_SANDBOX_IN_PRODUCTION: flag,
    /** Stripe's secret API key (`sk_live_…`, `sk_test_…`). */
    STRIPE_SECRET_KEY: optionalText,
    /** The signing secret of the Stripe webhook endpoint (`whsec_…`) that posts to /api/membership/stripe/webhook. */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Where Stripe's API answers (a proxy in front of it; the tests' local fake). */
    STRIPE_API_BASE: z.preprocess(blank, z.url({ protocol: /^https?$/ }).default('https://api.stripe.com')),
    /** The site's address as payers open it (`https://keyquest.example`): Stripe sends the payer back there. */
    PUBLIC_URL: webhookUrl,
    /** Custom courses a character may keep (per membership tier later). */
    CUSTOM_COURSE_LIMIT: int(1, 100_000, DEFAULT_CUSTOM_COURSE_LIMIT),
    /**
     * An OpenAI-compatible endpoint (base URL, e.g. `https://api.example.com/v1`) that writes themed practice
     * passages. Unset: the built-in offline writer serves every passage.
     */
    PASSAGE_WRITER_URL: webhookUrl,
    /** The model asked (required with PASSAGE_WRITER_URL). */
    PASSAGE_WRITER_MODEL: optionalText,
    /** Sent as `Authorization: Bearer …` to the endpoint. */
    PASSAGE_WRITER_API_KEY: optionalText,
    /** How long to wait for the model before the built-in writer serves instead. */
    PASSAGE_WRITER_TIMEOUT_MS: int(500, 120_000, 8000),
  })
  .superRefine((env, context) => {
    if (env.PASSAGE_WRITER_URL && !env.PASSAGE_WRITER_MODEL) {
      context.addIssue({
        code: 'custom',
        path: ['PASSAGE_WRITER_MODEL'],
        message: 'PASSAGE_WRITER_URL needs PASSAGE_WRITER_MODEL',
      });
    }
    const payments = paymentProviderOf(env);
    if (payments === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL'] as const) {
        if (!env[name])
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `PAYMENT_PROVIDER=stripe needs ${name}`,
          });
      }
    }
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message: 'DATABASE_REPLICA_URL needs DATABASE_URL (the primary it replicates)',
      });
    }
    for (const [kind, url] of [
      ['MAIL', env.MAIL_WEBHOOK_URL],
      ['SMS', env.SMS_WEBHOOK_URL],
    ] as const) {
      if (env[`${kind}_PROVIDER`] === 'webhook' && !url) {
        context.addIssue({
          code: 'custom',
          path: [`${kind}_WEBHOOK_URL`],
          message: `${kind}_PROVIDER=webhook needs ${kind}_WEBHOOK_URL`,
        });
      }
    }
  });
export type Env = z.infer<typeof EnvSchema>;

/** A relay on this machine may be reached over plain HTTP; any other one needs HTTPS. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}

/**
 * The production checklist (docs/SERVER.md, "Production checklist") as the server checks it: every combination
 * of settings that is unsafe under NODE_ENV=production, each a line naming the setting to change. The server
 * refuses to start while any remains. Every refusal lives here, in this one function.
 */
export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];

  // Mail and SMS: the outbox writes every code to the log.
  for (const kind of ['MAIL', 'SMS'] as const) {
    if (env[`${kind}_PROVIDER`] === 'outbox' && !env.UNSAFE_LOG_CODES) {
      problems.push(
        `${kind}_PROVIDER: 'outbox' writes every verification code to the log. Set ${kind}_PROVIDER=webhook ` +
          `with ${kind}_WEBHOOK_URL (a real sender), or, for a trial run only, UNSAFE_LOG_CODES=1.`,
      );
    }
    const url = env[`${kind}_WEBHOOK_URL`];
    if (env[`${kind}_PROVIDER`] === 'webhook' && url && url.startsWith('http:') && !isLoopback(url)) {
      problems.push(
        `${kind}_WEBHOOK_URL: codes would travel unencrypted to ${new URL(url).host}. Use an https:// address.`,
      );
    }
  }

  // Payments: the sandbox's pay call needs no sign-in, so anyone could take a membership without paying.
  if (paymentProviderOf(env) === 'sandbox' && !env.PAYMENT_SANDBOX_IN_PRODUCTION) {
    problems.push(
      'PAYMENT_PROVIDER: the sandbox lets anyone take a membership without paying. Configure Stripe ' +
        '(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PUBLIC_URL), set PAYMENT_PROVIDER=none to start with ' +
        'purchases off, or, for a staging or demo server only, PAYMENT_SANDBOX_IN_PRODUCTION=1.',
    );
  }

  return problems;
}

/**
 * What the start-up log says about a configuration that runs but is not what production should be (a switch
 * turned on on purpose), one line each.
 */
export function productionWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && env.UNSAFE_LOG_CODES) {
    warnings.push(
      'UNSAFE_LOG_CODES=1: verification codes are written to the log (addresses masked). Set a real ' +
        'MAIL_PROVIDER and SMS_PROVIDER and unset it.',
    );
  }
  if (env.NODE_ENV === 'production' && paymentProviderOf(env) === 'sandbox') {
    warnings.push(
      'Payments run through the sandbox (PAYMENT_SANDBOX_IN_PRODUCTION=1): no money is taken and anyone can ' +
        'complete a payment. Use it for a staging or demo server only.',
    );
  }
  if (env.NODE_ENV === 'production' && paymentProviderOf(env) === 'none') {
    warnings.push(
      'No payment provider is configured (PAYMENT_PROVIDER, STRIPE_SECRET_KEY): purchases are off.',
    );
  }
  return warnings;
}

/**
 * Who takes this server's payments: the setting, else the sandbox outside production and, in production, Stripe
 * when its key is set, else none (purchases off).
 */
export function paymentProviderOf(
  env: Pick<Env, 'PAYMENT_PROVIDER' | 'NODE_ENV' | 'STRIPE_SECRET_KEY'>,
): 'stripe' | 'sandbox' | 'none' {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  if (env.NODE_ENV !== 'production') return 'sandbox';
  return env.STRIPE_SECRET_KEY ? 'stripe' : 'none';
}

/** Parses the environment; on failure, the lines that say what is wrong. */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: Env } | { ok: false; problems: string[] } {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) {
    const problems = productionProblems(parsed.data);
    return problems.length === 0 ? { ok: true, env: parsed.data } : { ok: false, problems };
  }
  return {
    ok: false,
    problems: parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    ),
  };
}

/** Parses the environment, or prints what is wrong and exits. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseEnv(source);
  if (parsed.ok) return parsed.env;
  console.error('KeyQuest cannot start: the configuration is not valid.');
  for (const problem of parsed.problems) console.error(`  ${problem}`);
  console.error('See docs/SERVER.md for every setting (and its "Production checklist").');
  process.exit(1);
}
