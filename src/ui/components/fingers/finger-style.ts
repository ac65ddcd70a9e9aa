import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Finger } from '../../../keyboard';

/** The CSS colour of a finger (tokens in styles/global.css; both thumbs share one). */
export function fingerColour(finger: Finger): string {
  return finger.endsWith('-thumb') ? 'var(--finger-thumb)' : `var(--finger-${finger})`;
}

/** A finger's number, as music and typing teachers count them: thumb 1, index 2, middle 3, ring 4, little 5. */
export function fingerNumber(finger: Finger): number {
  if (finger.endsWith('-thumb')) return 1;
  if (finger.endsWith('-index')) return 2;
  if (finger.endsWith('-middle')) return 3;
  if (finger.endsWith('-ring')) return 4;
  return 5;
}

const messages = defineMessages({
  leftPinky: { id: 'finger.leftPinky', defaultMessage: 'left little finger' },
  leftRing: { id: 'finger.leftRing', defaultMessage: 'left ring finger' },
  leftMiddle: { id: 'finger.leftMiddle', defaultMessage: 'left middle finger' },
  leftIndex: { id: 'finger.leftIndex', defaultMessage: 'left index finger' },
  leftThumb: { id: 'finger.leftThumb', defaultMessage: 'left thumb' },
  rightThumb: { id: 'finger.rightThumb', defaultMessage: 'right thumb' },
  rightIndex: { id: 'finger.rightIndex', defaultMessage: 'right index finger' },
  rightMiddle: { id: 'finger.rightMiddle', defaultMessage: 'right middle finger' },
  rightRing: { id: 'finger.rightRing', defaultMessage: 'right ring finger' },
  rightPinky: { id: 'finger.rightPinky', defaultMessage: 'right little finger' },
});

/** The message naming a finger ("left index finger"), for labels and the next-key announcement. */
export const FINGER_NAMES: Readonly<Record<Finger, MessageDescriptor>> = {
  'left-pinky': messages.leftPinky,
  'left-ring': messages.leftRing,
  'left-middle': messages.leftMiddle,
  'left-index': messages.leftIndex,
  'left-thumb': messages.leftThumb,
  'right-thumb': messages.rightThumb,
  'right-index': messages.rightIndex,
  'right-middle': messages.rightMiddle,
  'right-ring': messages.rightRing,
  'right-pinky': messages.rightPinky,
};
