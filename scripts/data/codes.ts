/**
 * npm run codes -- --card month --count 20 [--batch spring-fair] [--expires-days 365]
 * npm run codes -- --discount 76 --count 200 [--batch spring-fair] [--expires-days 30]
 *
 * Makes codes to hand out (docs/MEMBERSHIP.md, "Where discount cards come from") in the database the server uses
 * (DATABASE_URL, else the PGlite folder DATA_DIR, which the server must not hold at that moment) and prints them
 * once, one a line:
 * - `--card`: activation codes of a membership card; only their hashes are stored, so they cannot be shown again.
 * - `--discount`: discount codes (pay that percent, 76 to 95, of a card's price, once); a parent or learner enters
 *   one on the membership page or the toolbox, and it pays for one order. They expire after `--expires-days`
 *   (30 unless told).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import {
  DISCOUNT_CARD_DAYS,
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_PERCENT_MIN,
  MEMBERSHIP_CARDS,
  type MembershipCard,
} from '../../src/contracts';
import { openDatabase } from '../../src/server/db/database';
import { createDiscountCodes } from '../../src/server/economy/cards';
import { createActivationCodes } from '../../src/server/membership/codes';

const { values } = parseArgs({
  options: {
    card: { type: 'string' },
    discount: { type: 'string' },
    count: { type: 'string', default: '1' },
    batch: { type: 'string', default: 'manual' },
    'expires-days': { type: 'string' },
  },
});
const card = values.card as MembershipCard | undefined;
const discount = values.discount === undefined ? null : Number(values.discount);
const count = Number(values.count);
const days = values['expires-days'] === undefined ? null : Number(values['expires-days']);
const validKind =
  (card !== undefined) !== (discount !== null) &&
  (card === undefined || MEMBERSHIP_CARDS.includes(card)) &&
  (discount === null ||
    (Number.isInteger(discount) && discount >= DISCOUNT_PERCENT_MIN && discount <= DISCOUNT_PERCENT_MAX));
if (!validKind || !Number.isInteger(count) || count < 1 || count > 10_000) {
  console.error(`Usage: npm run codes -- --card <${MEMBERSHIP_CARDS.join('|')}> --count <1-10000> [--batch name]`);
  console.error('       [--expires-days n]');
  console.error(
    `       npm run codes -- --discount <${DISCOUNT_PERCENT_MIN}-${DISCOUNT_PERCENT_MAX}> --count <1-10000>`,
  );
  console.error(`       [--batch name] [--expires-days n (${DISCOUNT_CARD_DAYS} unless told)]`);
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
    const expiresAt = days === null ? null : new Date(now.getTime() + days * 86_400_000);
    if (discount !== null) {
      const codes = await createDiscountCodes(database.db, {
        percent: discount,
        count,
        name: values.batch,
        now,
        ...(expiresAt ? { expiresAt } : {}),
      });
      console.error(
        `${codes.length} discount code(s) paying ${discount} % of a card's price, batch "${values.batch}":`,
      );
      for (const code of codes) console.log(code);
    } else {
      const codes = await createActivationCodes(database.db, {
        card: card!,
        count,
        name: values.batch,
        now,
        expiresAt,
      });
      console.error(`${codes.length} ${card} code(s), batch "${values.batch}". They are shown only this once:`);
      for (const code of codes) console.log(code.replace(/(.{4})(?=.)/g, '$1-'));
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`No codes were made: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
