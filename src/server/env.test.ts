import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseEnv, paymentProviderOf, productionWarnings } from './env';
import { serverMain } from './test/child-server';

describe('configuration', () => {
  it('has working defaults: the global edition on an embedded database in ./data', () => {
    const parsed = parseEnv({});
    expect(parsed.ok && parsed.env).toMatchObject({
      EDITION: 'global',
      DATA_DIR: './data',
      PORT: 8080,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 180,
      MAIL_PROVIDER: 'outbox',
      SMS_PROVIDER: 'outbox',
    });
    expect(parsed.ok && parsed.env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    const parsed = parseEnv({ DATABASE_URL: '', EDITION: '', PORT: '' });
    expect(parsed.ok && [parsed.env.DATABASE_URL, parsed.env.EDITION, parsed.env.PORT]).toEqual([
      undefined,
      'global',
      8080,
    ]);
  });

  it('says what is wrong with each bad setting', () => {
    const parsed = parseEnv({
      EDITION: 'moon',
      PORT: '99999',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
    });
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems.join('\n');
    expect(problems).toContain('EDITION');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL must start with postgres://');
    expect(problems).toContain('JWT_SECRET must be at least 32 characters');
  });

  it('needs the relay address when a provider is a webhook', () => {
    const parsed = parseEnv({
      MAIL_PROVIDER: 'webhook',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'ftp://x',
    });
    const problems = parsed.ok ? '' : parsed.problems.join('\n');
    expect(problems).toContain('MAIL_PROVIDER=webhook needs MAIL_WEBHOOK_URL');
    expect(problems).toContain('SMS_WEBHOOK_URL');
    expect(parseEnv({ MAIL_PROVIDER: 'webhook', MAIL_WEBHOOK_URL: 'https://relay.example/mail' }).ok).toBe(
      true,
    );
  });

  it('trusts only the proxy hops it is told, never every hop of X-Forwarded-For', () => {
    const trust = (value: string) => {
      const parsed = parseEnv({ TRUST_PROXY: value });
      return parsed.ok ? parsed.env.TRUST_PROXY : parsed.problems.join('\n');
    };
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    // `1` used to mean "trust every hop"; it is one proxy now.
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.5, 10.1.0.0/16 ,loopback,fd00::/8')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
    for (const everything of ['true', 'TRUE', 'all', '*', '0.0.0.0/0', '10.0.0.1,::/0']) {
      expect(trust(everything)).toContain('would trust every address in X-Forwarded-For');
    }
    expect(trust('proxy.example')).toContain('is not an address');
    expect(trust('10.0.0.0/33')).toContain('no valid prefix length');
    expect(trust('11')).toContain('at most 10 proxies');
  });

  it('runs payments through the sandbox in production only with the explicit switch, and Stripe only with its keys', () => {
    // The checklist's mail line is let through here: only the payment lines are read.
    const production = { NODE_ENV: 'production', UNSAFE_LOG_CODES: '1' };
    const problems = (source: Record<string, string>) => {
      const parsed = parseEnv(source);
      return parsed.ok ? '' : parsed.problems.join('\n');
    };
    expect(problems({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toContain(
      'PAYMENT_SANDBOX_IN_PRODUCTION=1',
    );
    expect(problems({ ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: '1' })).toBe(
      '',
    );
    const stripe = problems({ ...production, PAYMENT_PROVIDER: 'stripe' });
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL'])
      expect(stripe).toContain(`PAYMENT_PROVIDER=stripe needs ${name}`);
    // Unset: the sandbox outside production; in production Stripe when its key is set, else purchases off.
    const chosen = (source: Record<string, string>) => {
      const parsed = parseEnv(source);
      return parsed.ok ? paymentProviderOf(parsed.env) : parsed.problems.join('\n');
    };
    expect(chosen({})).toBe('sandbox');
    expect(chosen(production)).toBe('none');
    expect(
      chosen({
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        PUBLIC_URL: 'https://keyquest.example',
      }),
    ).toBe('stripe');
    // Started anyway, it says so in the start-up log.
    const warned = (source: Record<string, string>) => {
      const parsed = parseEnv(source);
      return parsed.ok ? productionWarnings(parsed.env).join('\n') : parsed.problems.join('\n');
    };
    expect(
      warned({ ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: '1' }),
    ).toContain('no money is taken');
    expect(warned(production)).toContain('purchases are off');
  });

  it('the server prints a clear message and exits with status 1 on a bad configuration', () => {
    const result = spawnSync(process.execPath, [serverMain()], {
      env: { ...process.env, EDITION: 'moon', DATABASE_URL: 'mysql://nope', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('KeyQuest cannot start: the configuration is not valid.');
    expect(result.stderr).toContain('EDITION');
    expect(result.stderr).toContain('DATABASE_URL must start with postgres://');
  });

  it('the server exits with a clear message when PostgreSQL does not answer', () => {
    const result = spawnSync(process.execPath, [serverMain()], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('KeyQuest cannot start.');
    expect(result.stderr).toContain('the PostgreSQL database in DATABASE_URL could not be opened');
  });

  describe('production checklist: the server refuses to start on an unsafe combination', () => {
    /** A production configuration that passes the checklist; each case below breaks one line of it. */
    const safe = {
      NODE_ENV: 'production',
      MAIL_PROVIDER: 'webhook',
      MAIL_WEBHOOK_URL: 'https://relay.example/mail',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://relay.example/sms',
    };
    const problemsOf = (changes: Record<string, string | undefined>) => {
      const parsed = parseEnv({ ...safe, ...changes });
      return parsed.ok ? [] : parsed.problems;
    };

    it('a safe production configuration starts', () => {
      expect(problemsOf({})).toEqual([]);
    });

    it('the default outbox (codes in the log) is refused in production, named with its fix', () => {
      const problems = problemsOf({ MAIL_PROVIDER: undefined, MAIL_WEBHOOK_URL: undefined });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^MAIL_PROVIDER: .*MAIL_WEBHOOK_URL.*UNSAFE_LOG_CODES=1/);
      expect(problemsOf({ SMS_PROVIDER: 'outbox' })[0]).toMatch(/^SMS_PROVIDER: /);
      // Named on purpose, it starts (and the start-up log says so).
      expect(problemsOf({ MAIL_PROVIDER: 'outbox', SMS_PROVIDER: 'outbox', UNSAFE_LOG_CODES: '1' })).toEqual(
        [],
      );
      const env = parseEnv({ ...safe, MAIL_PROVIDER: 'outbox', UNSAFE_LOG_CODES: '1' });
      expect(env.ok && productionWarnings(env.env).join('\n')).toContain('UNSAFE_LOG_CODES=1');
      // Development and tests keep the outbox without a word.
      expect(parseEnv({}).ok).toBe(true);
    });

    it('a relay reached over plain HTTP is refused unless it runs on this machine', () => {
      expect(problemsOf({ SMS_WEBHOOK_URL: 'http://relay.example/sms' })[0]).toMatch(
        /^SMS_WEBHOOK_URL: .*https:\/\//,
      );
      expect(problemsOf({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9000/sms' })).toEqual([]);
    });

    it('a TRUST_PROXY that trusts every hop is refused in production, with the safe settings named', () => {
      for (const everything of ['true', 'all', '0.0.0.0/0']) {
        const problems = problemsOf({ TRUST_PROXY: everything });
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(/^TRUST_PROXY: .*every address in X-Forwarded-For.*TRUST_PROXY=1/);
      }
      expect(problemsOf({ TRUST_PROXY: '1' })).toEqual([]);
      expect(problemsOf({ TRUST_PROXY: '10.0.0.5,10.0.1.0/24' })).toEqual([]);
    });

    it('the built server prints the refusal and exits with status 1', () => {
      const result = spawnSync(process.execPath, [serverMain()], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '1' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('KeyQuest cannot start');
      expect(result.stderr).toContain('MAIL_PROVIDER');
      expect(result.stderr).toContain('SMS_PROVIDER');
      expect(result.stderr).toContain('Production checklist');
    });
  });
});
