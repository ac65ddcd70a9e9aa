import { randomBytes } from 'node:crypto';

/**
 * A username no other test makes, also when two tests of this run sign up in the same millisecond (the tests run
 * two at a time, playwright.config.ts): the time in base 36 and four random hex digits after the prefix.
 */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
