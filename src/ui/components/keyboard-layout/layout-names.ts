import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LayoutId } from '../../../keyboard';

const messages = defineMessages({
  us: { id: 'keyboard.layout.us', defaultMessage: 'US (QWERTY)' },
  uk: { id: 'keyboard.layout.uk', defaultMessage: 'United Kingdom (QWERTY)' },
  usIntl: { id: 'keyboard.layout.us-intl', defaultMessage: 'US International (dead keys)' },
  fr: { id: 'keyboard.layout.fr', defaultMessage: 'French (AZERTY)' },
  be: { id: 'keyboard.layout.be', defaultMessage: 'Belgian (AZERTY)' },
  de: { id: 'keyboard.layout.de', defaultMessage: 'German (QWERTZ)' },
  chDe: { id: 'keyboard.layout.ch-de', defaultMessage: 'Swiss German (QWERTZ)' },
  es: { id: 'keyboard.layout.es', defaultMessage: 'Spanish' },
  latam: { id: 'keyboard.layout.latam', defaultMessage: 'Latin American' },
  pt: { id: 'keyboard.layout.pt', defaultMessage: 'Portuguese' },
  it: { id: 'keyboard.layout.it', defaultMessage: 'Italian' },
  sv: { id: 'keyboard.layout.sv', defaultMessage: 'Swedish (Nordic)' },
  jis: { id: 'keyboard.layout.jis', defaultMessage: 'Japanese (JIS)' },
  dvorak: { id: 'keyboard.layout.dvorak', defaultMessage: 'Dvorak' },
  colemak: { id: 'keyboard.layout.colemak', defaultMessage: 'Colemak' },
  colemakDh: { id: 'keyboard.layout.colemak-dh', defaultMessage: 'Colemak-DH' },
});

/** The message naming a keyboard layout in the learner's language ("French (AZERTY)"). */
export const LAYOUT_NAMES: Readonly<Record<LayoutId, MessageDescriptor>> = {
  us: messages.us,
  uk: messages.uk,
  'us-intl': messages.usIntl,
  fr: messages.fr,
  be: messages.be,
  de: messages.de,
  'ch-de': messages.chDe,
  es: messages.es,
  latam: messages.latam,
  pt: messages.pt,
  it: messages.it,
  sv: messages.sv,
  jis: messages.jis,
  dvorak: messages.dvorak,
  colemak: messages.colemak,
  'colemak-dh': messages.colemakDh,
};
