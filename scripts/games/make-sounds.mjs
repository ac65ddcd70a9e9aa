// Synthesises the games' sound effects and music loop into audio/ as small mono WAV files: our own
// additive/subtractive synthesiser (oscillators, noise, envelopes, a one-pole low-pass), no samples.
// Deterministic: the noise comes from a seeded generator. Run: node scripts/games/make-sounds.mjs
import { writeFileSync } from 'node:fs';

function wav(samples, rate) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), i * 2),
  );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

let seed = 7;
const noise = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return (seed / 0x7fffffff) * 2 - 1;
};
const waves = {
  sine: (p) => Math.sin(2 * Math.PI * p),
  square: (p) => (p % 1 < 0.5 ? 1 : -1),
  triangle: (p) => 1 - 4 * Math.abs((p % 1) - 0.5),
  saw: (p) => 2 * (p % 1) - 1,
};

/** A note: a wave whose frequency slides from `from` to `to`, with attack and exponential decay. */
function tone({ rate, seconds, wave, from, to = from, attack = 0.005, decay = 6, gain = 0.6 }) {
  const out = new Float32Array(Math.round(rate * seconds));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    const frequency = from * Math.pow(to / from, t / seconds);
    phase += frequency / rate;
    const envelope = Math.min(1, t / attack) * Math.exp(-decay * t);
    out[i] = waves[wave](phase) * envelope * gain;
  }
  return out;
}

function mix(length, parts) {
  const out = new Float32Array(length);
  for (const { samples, at } of parts)
    for (let i = 0; i < samples.length && at + i < length; i++) out[at + i] += samples[i];
  return out;
}

const FX_RATE = 22050;
const effects = {
  'key-hit': tone({
    rate: FX_RATE,
    seconds: 0.07,
    wave: 'square',
    from: 880,
    to: 1320,
    decay: 40,
    gain: 0.25,
  }),
  miss: tone({ rate: FX_RATE, seconds: 0.16, wave: 'saw', from: 150, to: 90, decay: 14, gain: 0.35 }),
  explosion: (() => {
    const seconds = 0.55;
    const out = new Float32Array(Math.round(FX_RATE * seconds));
    let low = 0;
    for (let i = 0; i < out.length; i++) {
      const t = i / FX_RATE;
      // The low-pass closes as the blast fades: a bang that turns into a rumble.
      const cutoff = 0.5 * Math.exp(-5 * t) + 0.03;
      low += cutoff * (noise() - low);
      out[i] = low * Math.exp(-5.5 * t) * 1.6;
    }
    return out;
  })(),
  'level-up': (() => {
    const notes = [523.25, 659.25, 783.99, 1046.5];
    const step = Math.round(FX_RATE * 0.085);
    return mix(
      step * notes.length + FX_RATE * 0.25,
      notes.map((from, i) => ({
        samples: tone({ rate: FX_RATE, seconds: 0.3, wave: 'triangle', from, decay: 9, gain: 0.45 }),
        at: i * step,
      })),
    );
  })(),
  'game-over': (() => {
    const notes = [392, 329.63, 261.63, 196];
    const step = Math.round(FX_RATE * 0.22);
    return mix(
      step * notes.length + FX_RATE * 0.4,
      notes.map((from, i) => ({
        samples: tone({
          rate: FX_RATE,
          seconds: 0.45,
          wave: 'triangle',
          from,
          to: from * 0.97,
          decay: 5,
          gain: 0.45,
        }),
        at: i * step,
      })),
    );
  })(),
};

// The music loop: 4 bars at 112 beats a minute, a bass line and an arpeggio in C major / A minor / F / G.
const MUSIC_RATE = 11025;
const beat = 60 / 112;
const bars = [
  [130.81, [261.63, 329.63, 392.0]],
  [110.0, [220.0, 261.63, 329.63]],
  [87.31, [174.61, 220.0, 261.63]],
  [98.0, [196.0, 246.94, 293.66]],
];
const barSamples = Math.round(MUSIC_RATE * beat * 4);
const parts = [];
bars.forEach(([bass, chord], bar) => {
  const start = bar * barSamples;
  for (let b = 0; b < 4; b++) {
    parts.push({
      samples: tone({
        rate: MUSIC_RATE,
        seconds: beat * 0.9,
        wave: 'triangle',
        from: bass,
        decay: 3,
        gain: 0.32,
      }),
      at: start + Math.round(b * beat * MUSIC_RATE),
    });
  }
  for (let e = 0; e < 8; e++) {
    const note = chord[e % 3] * (e >= 4 ? 2 : 1);
    parts.push({
      samples: tone({
        rate: MUSIC_RATE,
        seconds: beat * 0.45,
        wave: 'square',
        from: note,
        decay: 9,
        gain: 0.07,
      }),
      at: start + Math.round((e * beat * MUSIC_RATE) / 2),
    });
  }
});
const music = mix(barSamples * bars.length, parts);
// Fade the last few milliseconds into the first so the loop has no click.
const fade = Math.round(MUSIC_RATE * 0.01);
for (let i = 0; i < fade; i++) music[music.length - 1 - i] *= i / fade;

for (const [name, samples] of Object.entries(effects))
  writeFileSync(`audio/${name}.wav`, wav(samples, FX_RATE));
writeFileSync('audio/music-loop.wav', wav(music, MUSIC_RATE));
console.log(`audio/: ${Object.keys(effects).join(', ')}, music-loop`);
