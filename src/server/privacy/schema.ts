import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The receipts of deletions (docs/PRIVACY.md, "Deletion"): which account number, when, how many rows of which
 * table. No personal data: the account's row is gone, and nothing here names the person.
 */
export const deletionReceipts = pgTable('deletion_receipts', {
  receiptId: text('receipt_id').primaryKey(),
  accountId: integer('account_id').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  /** Who asked: `account` (the account's holder, a parent) or `school:<school id>`. */
  requestedBy: text('requested_by').notNull(),
  tables: jsonb('tables').$type<Record<string, number>>().notNull(),
  digest: text('digest').notNull(),
});
