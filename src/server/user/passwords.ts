import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (memory-hard), @node-rs/argon2's default algorithm and parameters
 * (19 MiB, 2 passes), off the event loop.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}
