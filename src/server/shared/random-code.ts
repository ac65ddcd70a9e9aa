import { randomInt } from 'node:crypto';

/** Capitals and digits without 0/O or 1/I: a code a child or a parent copies by hand from a card. */
export const CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The digits: a code read from an e-mail or a text message. */
export const DIGITS = '0123456789';

/** Lower-case letters and digits without look-alikes (i, l, o, 0, 1): a generated sign-in name. */
export const USERNAME_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `length` characters drawn uniformly (crypto-random) from `alphabet`: the server's generated codes. */
export function randomCode(alphabet: string, length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/**
 * A generated sign-in name of a school's account, pseudonymous: its school's number, then six random characters,
 * nothing of the child's name.
 */
export function schoolUsername(schoolId: number): string {
  return `s${schoolId}-${randomCode(USERNAME_ALPHABET, 6)}`;
}
