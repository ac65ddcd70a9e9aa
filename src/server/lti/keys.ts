import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../db/database';
import { serverSecrets } from '../shared/schema';

/** KeyQuest's signing key as an LTI tool (RS256): its deep-linking answers and its token requests. */
export interface ToolKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const NAME = 'lti-tool-key';
const cache = new WeakMap<Database, Promise<ToolKey>>();

/**
 * The tool's key pair, made once and kept in server_secrets (every server on the database signs with the same
 * one, and the platforms' cached key sets stay right after a restart).
 */
export function toolKey(db: Database): Promise<ToolKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrMake(db);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

async function loadOrMake(db: Database): Promise<ToolKey> {
  const made = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(made.privateKey)), kid: `kq-${Date.now().toString(36)}` };
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: JSON.stringify(jwk) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('The LTI tool key could not be stored.');
  const stored = JSON.parse(row.value) as JWK & { kid: string };
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = stored;
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored, 'RS256')) as CryptoKey,
    publicJwk: { ...publicPart, alg: 'RS256', use: 'sig' },
  };
}
