/**
 * ARPAbet (the CMU Pronouncing Dictionary's phone set) to IPA, US pronunciation, as learners' dictionaries
 * print it: /ˈræbɪt/. Stress marks go before the stressed syllable, whose start is found by giving the
 * syllable the longest run of consonants before its vowel that can begin an English word ("ex-tra", "a-pple").
 * One-syllable words carry no mark.
 */

const VOWELS: Readonly<Record<string, string>> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  ER: 'ɜr',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
};

/** Unstressed vowels that learners' dictionaries write differently from their stressed forms. */
const UNSTRESSED: Readonly<Record<string, string>> = { AH: 'ə', ER: 'ər' };

const CONSONANTS: Readonly<Record<string, string>> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'g',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/** Consonant clusters that can begin an English syllable (single consonants other than NG always can). */
const ONSETS = new Set([
  'P R',
  'P L',
  'B R',
  'B L',
  'T R',
  'D R',
  'K R',
  'K L',
  'G R',
  'G L',
  'F R',
  'F L',
  'TH R',
  'SH R',
  'S P',
  'S T',
  'S K',
  'S M',
  'S N',
  'S L',
  'S W',
  'T W',
  'D W',
  'K W',
  'G W',
  'TH W',
  'P Y',
  'B Y',
  'F Y',
  'V Y',
  'K Y',
  'M Y',
  'HH Y',
  'S P R',
  'S T R',
  'S K R',
  'S P L',
  'S K W',
  'S K Y',
]);

function isOnset(cluster: readonly string[]): boolean {
  if (cluster.length === 0) return true;
  if (cluster.length === 1) return cluster[0] !== 'NG';
  return ONSETS.has(cluster.join(' '));
}

interface Phone {
  base: string;
  stress: number | null;
}

function parse(arpabet: string): Phone[] {
  return arpabet
    .trim()
    .split(/\s+/)
    .map((phone) => {
      const match = /^([A-Z]+)([012])?$/.exec(phone);
      if (!match || (!(match[1]! in VOWELS) && !(match[1]! in CONSONANTS))) {
        throw new Error(`Unknown ARPAbet phone "${phone}"`);
      }
      return { base: match[1]!, stress: match[2] === undefined ? null : Number(match[2]) };
    });
}

/** The IPA of an ARPAbet pronunciation ("R AE1 B AH0 T" -> "ˈræbət"), without slashes. */
export function arpabetToIpa(arpabet: string): string {
  const phones = parse(arpabet);
  const vowelAt = phones.flatMap((phone, i) => (phone.stress === null ? [] : [i]));
  // Where each syllable starts: after the previous vowel, past the consonants that cannot begin it.
  const starts = new Map<number, number>();
  vowelAt.forEach((vowel, n) => {
    if (n === 0) return;
    const previous = vowelAt[n - 1]!;
    let start = previous + 1;
    while (start < vowel && !isOnset(phones.slice(start, vowel).map((phone) => phone.base))) start++;
    starts.set(start, phones[vowel]!.stress!);
  });
  const marked = vowelAt.length > 1;
  let ipa = '';
  phones.forEach((phone, i) => {
    const syllableStress = i === 0 ? phones[vowelAt[0] ?? 0]?.stress : starts.get(i);
    if (marked && (i === 0 || starts.has(i))) {
      if (syllableStress === 1) ipa += 'ˈ';
      else if (syllableStress === 2) ipa += 'ˌ';
    }
    if (phone.stress === null) ipa += CONSONANTS[phone.base];
    else if (phone.stress === 0 && phone.base in UNSTRESSED) ipa += UNSTRESSED[phone.base];
    else ipa += VOWELS[phone.base];
  });
  return ipa;
}
