/**
 * A random UUID (version 4), for the device id and the keys of calls the server must do once. The browser's
 * `crypto.randomUUID` exists only on HTTPS and localhost (not on a school's plain-HTTP address), so without
 * it the same form is built from `crypto.getRandomValues`, or from Math.random where there is no Web Crypto.
 */
export function randomId(): string {
  const webCrypto = typeof crypto === 'undefined' ? undefined : crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof webCrypto?.getRandomValues === 'function') webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
