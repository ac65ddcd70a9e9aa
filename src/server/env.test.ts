import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

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
      KEYQUEST_E2E: false,
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

  it('the server prints a clear message and exits with status 1 on a bad configuration', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('KeyQuest cannot start.');
    expect(result.stderr).toContain('the PostgreSQL database in DATABASE_URL could not be opened');
  });
});
