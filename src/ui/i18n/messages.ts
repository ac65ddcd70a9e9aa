import type { LocaleCode } from '../../contracts/locales';

export type Messages = Record<string, string>;

/** Each locale's bundle is its own chunk, loaded only when that language is chosen. */
const bundles = import.meta.glob<Messages>('../../../locales/{ENG,CHS,CHT,MSA,JA}.json', {
  import: 'default',
});

export async function loadMessages(code: LocaleCode): Promise<Messages> {
  const load = bundles[`../../../locales/${code}.json`];
  if (!load) throw new Error(`No message bundle for ${code}`);
  return load();
}
