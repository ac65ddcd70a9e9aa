import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PRICES, type Character, type DiscountCard, type LoginResult, type Order } from '../../contracts';
import {
  callServer,
  migratedDataFolder,
  runDataScript,
  startServer,
  type ChildServer,
} from '../test/child-server';

/**
 * Where a parent's discount card comes from (docs/MEMBERSHIP.md): the operator's documented command makes
 * campaign codes in the server's database; a parent enters one and pays 76 % of a card. The command and the
 * server run as an operator runs them, each in its own process, on one data folder.
 */
const dataDir = migratedDataFolder('kq-campaign-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const codes = (args: string[]) => runDataScript('codes.ts', dataDir, args);

const call = <T>(server: ChildServer, method: 'GET' | 'POST', path: string, payload = {}, token = '') =>
  callServer<T>(server, method, path, { deviceId: 'campaign-device-01', ...payload }, token);

describe('npm run codes -- --discount: a campaign code a parent redeems and pays with', () => {
  it('refuses a percent outside 76 to 95', async () => {
    await expect(codes(['--discount', '50', '--count', '2'])).rejects.toThrow(/--discount <76-95>/);
  }, 60_000);

  it('prints codes once; a parent claims one, and an annual card costs 76 % of its price', async () => {
    const made = await codes(['--discount', '76', '--count', '3', '--batch', 'spring-fair']);
    const printed = made.stdout.trim().split('\n');
    expect(printed).toHaveLength(3);
    for (const code of printed) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(made.stderr).toContain('3 discount code(s) paying 76 %');

    const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    try {
      const registered = await call<LoginResult>(server, 'POST', '/user/auth/register', {
        username: `parent${Date.now().toString(36)}`,
        password: 'abc123',
        confirmPassword: 'abc123',
        agreeTerms: true,
      });
      const token = registered.body.accessToken;
      const child = await call<Character>(
        server,
        'POST',
        '/character/create',
        { avatar: 'avatar-student-1', nickname: 'Mia', type: 'STUDENT' },
        token,
      );
      const card = await call<DiscountCard>(
        server,
        'POST',
        '/economy/discount/redeem',
        { characterId: child.body.characterId, code: printed[0]!.toLowerCase() },
        token,
      );
      expect(card.body).toMatchObject({ percent: 76, source: 'campaign:spring-fair', state: 'received' });
      const placed = await call<Order>(
        server,
        'POST',
        '/membership/order/create',
        { card: 'year', discountCode: printed[0]! },
        token,
      );
      expect(placed.body).toMatchObject({
        state: 'WAITING_PAYMENT',
        amount: Math.round(PRICES.global.cards.year * 0.76),
        discountPercent: 76,
      });
      const paymentId = placed.body.paymentUrl!.split('/').pop()!;
      const paid = await call<{ status: string }>(server, 'POST', '/membership/sandbox/act', {
        paymentId,
        action: 'complete',
      });
      expect(paid.body.status).toBe('paid');
      const membership = await call<{ state: string }>(server, 'GET', '/membership', {}, token);
      expect(membership.body.state).toBe('ACTIVE');
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);
});
