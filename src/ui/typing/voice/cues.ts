import { Howl } from 'howler';

/**
 * The lesson's sound cues (right, wrong, finished; a live race's countdown adds its tick and its start), made here
 * as short tones: no file and no other origin. Played through howler at the learner's own cue volume
 * (accessibility settings), apart from the games' sounds.
 */
export type Cue = 'correct' | 'wrong' | 'finished' | 'tick' | 'go';

const RATE = 22_050;

/** A mono 16-bit WAV of tones (frequency in Hz, length in seconds), each faded in and out, as a data URL. */
function toneWav(notes: readonly (readonly [number, number])[]): string {
  const samples: number[] = [];
  for (const [frequency, seconds] of notes) {
    const length = Math.round(RATE * seconds);
    for (let i = 0; i < length; i++) {
      const fade = Math.min(1, i / 200, (length - i) / 400);
      samples.push(Math.sin((2 * Math.PI * frequency * i) / RATE) * 0.6 * fade);
    }
  }
  const bytes = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => bytes.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  bytes.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  bytes.setUint32(16, 16, true);
  bytes.setUint16(20, 1, true);
  bytes.setUint16(22, 1, true);
  bytes.setUint32(24, RATE, true);
  bytes.setUint32(28, RATE * 2, true);
  bytes.setUint16(32, 2, true);
  bytes.setUint16(34, 16, true);
  text(36, 'data');
  bytes.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => bytes.setInt16(44 + i * 2, Math.round(sample * 32_767), true));
  let binary = '';
  const raw = new Uint8Array(bytes.buffer);
  for (let i = 0; i < raw.length; i++) binary += String.fromCharCode(raw[i]!);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

const TONES: Record<Cue, readonly (readonly [number, number])[]> = {
  correct: [[880, 0.05]],
  wrong: [
    [220, 0.09],
    [185, 0.12],
  ],
  finished: [
    [523, 0.12],
    [659, 0.12],
    [784, 0.22],
  ],
  tick: [[440, 0.08]],
  go: [[880, 0.25]],
};

/** The cues at a volume of 0 to 100; `play` does nothing at 0. */
export function lessonCues(volume: number): { play: (cue: Cue) => void; unload: () => void } {
  if (volume <= 0) return { play: () => undefined, unload: () => undefined };
  const sounds = Object.fromEntries(
    (Object.keys(TONES) as Cue[]).map((cue) => [
      cue,
      new Howl({ src: [toneWav(TONES[cue])], format: ['wav'], volume: volume / 100 }),
    ]),
  ) as Record<Cue, Howl>;
  return {
    play: (cue) => {
      sounds[cue].play();
    },
    unload: () => Object.values(sounds).forEach((sound) => sound.unload()),
  };
}
