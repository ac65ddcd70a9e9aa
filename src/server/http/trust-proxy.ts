import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which `X-Forwarded-For` hops the server believes (Fastify's `trustProxy`): none, the nearest `n` (the proxies in
 * front of the server, counted from it), or the hops whose address is one of the proxies' own addresses or
 * networks. Never every hop: the left of the header is whatever the client wrote, so trusting it gives each try a
 * made-up address and a fresh rate-limit budget. docs/SERVER.md, "Behind a proxy".
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, accepted as they are. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['0', 'false', 'off', 'no']);
const EVERYTHING = new Set(['true', 'yes', 'on', 'all', '*']);
const MAX_HOPS = 10;

const trustsEverything =
  'would trust every address in X-Forwarded-For, which any client can write. Give the number of proxies in ' +
  'front of the server (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)';

/** One entry of an address list: an address, a network (address/prefix) or a range name; else what is wrong. */
function entryProblem(entry: string): string | null {
  if (RANGE_NAMES.has(entry)) return null;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return `"${entry}" is not an address, a network or a range name`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return `"${entry}" has no valid prefix length`;
  if (bits === 0) return `"${entry}" ${trustsEverything}`;
  return null;
}

/** Reads TRUST_PROXY; what it cannot accept is an issue with the fix in words. */
export const TrustProxySchema = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '' || OFF.has(text)) return false;
    if (EVERYTHING.has(text)) {
      context.addIssue({ code: 'custom', message: `TRUST_PROXY=${text} ${trustsEverything}` });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > MAX_HOPS) {
        context.addIssue({ code: 'custom', message: `TRUST_PROXY=${text}: at most ${MAX_HOPS} proxies` });
        return z.NEVER;
      }
      return hops;
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const problem = entryProblem(entry);
      if (problem) context.addIssue({ code: 'custom', message: `TRUST_PROXY: ${problem}` });
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for a setting. A hop count is a function: Fastify treats a bare number as "trust
 * nothing" (it cannot check the nearest peer), so the count trusts the nearest `n` hops whoever they are, which
 * is right only when the server can be reached through its proxies alone (docs/SERVER.md).
 */
export function trustProxyOption(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
