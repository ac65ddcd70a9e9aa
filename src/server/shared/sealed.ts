import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server keeps for others (a school's OpenID client secret): sealed with AES-256-GCM under a key
 * derived from the server's secret (SECRETS_KEY, else the one kept in the database), so a copy of the table alone
 * does not give them away. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url); a value stored before
 * sealing existed is read as it is.
 */
const PREFIX = 'v1.';

export interface SecretBox {
  seal(plain: string): string;
  open(stored: string): string;
}

export function secretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'keyquest', 'sealed-secrets v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `${PREFIX}${parts.join('.')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, body] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('A sealed secret is malformed.');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
