/**
 * npm run codes -- --card month --count 20 [--batch spring-fair] [--expires-days 365]
 *
 * Makes activation codes of a membership card (docs/MEMBERSHIP.md) in the database the server uses
 * (DATABASE_URL, else the PGlite folder DATA_DIR, which the server must not hold at that moment) and prints
 * them once, one a line: only their hashes are stored, so they cannot be shown again.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { MEMBERSHIP_CARDS, type MembershipCard } from '../../src/contracts';
import { openDatabase } from '../../src/server/db/database';
import { createActivationCodes } from '../../src/server/membership/codes';

const { values } = parseArgs({
  options: {
    card: { type: 'string' },
    count: { type: 'string', default: '1' },
    batch: { type: 'string', default: 'manual' },
    'expires-days': { type: 'string' },
  },
});
const card = values.card as MembershipCard;
const count = Number(values.count);
const days = values['expires-days'] === undefined ? null : Number(values['expires-days']);
if (!MEMBERSHIP_CARDS.includes(card) || !Number.isInteger(count) || count < 1 || count > 10_000) {
  console.error(`Usage: npm run codes -- --card <${MEMBERSHIP_CARDS.join('|')}> --count <1-10000> [--batch name]`);
  console.error('       [--expires-days n]');
  process.exit(1);
}
if (days !== null && (!Number.isInteger(days) || days < 1)) {
  console.error('--expires-days takes a whole number of days.');
  process.exit(1);
}

try {
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { dataDir: resolve(process.env.DATA_DIR || './data') },
  );
  try {
    await database.migrate();
    const now = new Date();
    const codes = await createActivationCodes(database.db, {
      card,
      count,
      name: values.batch,
      now,
      expiresAt: days === null ? null : new Date(now.getTime() + days * 86_400_000),
    });
    console.error(`${codes.length} ${card} code(s), batch "${values.batch}". They are shown only this once:`);
    for (const code of codes) console.log(code.replace(/(.{4})(?=.)/g, '$1-'));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`No codes were made: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
