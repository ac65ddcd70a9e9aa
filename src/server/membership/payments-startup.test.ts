import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Plans } from '../../contracts';
import {
  freePort,
  migratedDataFolder,
  spawnServer,
  startServer,
  type ChildServer,
} from '../test/child-server';

/**
 * A production server started with the sandbox on purpose (PAYMENT_SANDBOX_IN_PRODUCTION=1) says so in its
 * start-up log at warn level and tells the app that payments are tests; without the switch it does not start.
 */
describe('the sandbox on a production server', () => {
  const dataDir = migratedDataFolder('kq-pay-');
  let server: ChildServer | undefined;
  afterAll(async () => {
    server?.process.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without the switch, and warns when it is set', async () => {
    const port = String(await freePort());
    // The production checklist's other lines (the mail sender) are let through: only payments are tested here.
    const settings = { PORT: port, DATA_DIR: dataDir, UNSAFE_LOG_CODES: '1' };
    const refused = spawnServer({ ...settings, PAYMENT_PROVIDER: 'sandbox' });
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toContain('PAYMENT_SANDBOX_IN_PRODUCTION=1');

    server = await startServer(
      { ...settings, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: '1' },
      280_000,
    );
    const warning = server
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.includes('sandbox'));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning?.msg).toContain('no money is taken');
    const plans = (await (
      await fetch(`${server.url}/api/membership/plans?deviceId=test-device-0001`)
    ).json()) as Plans;
    expect(plans.payments).toBe('test');
  }, 400_000);
});
