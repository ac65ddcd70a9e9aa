import { isIPv6 } from 'node:net';

/** The hex groups of an IPv6 address, `::` expanded (an IPv4 tail as two groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) =>
    text
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [group];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * Whom an address stands for in a budget: an IPv4 address itself; an IPv6 address's /64, the block one
 * connection is given (a client holds all of it, so counting each address would give it 2^64 budgets).
 */
export function clientKey(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1]!;
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return address;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}
