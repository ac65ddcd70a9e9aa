import { Howl } from 'howler';
import explosionUrl from '../../../audio/explosion.wav?url';
import gameOverUrl from '../../../audio/game-over.wav?url';
import keyHitUrl from '../../../audio/key-hit.wav?url';
import levelUpUrl from '../../../audio/level-up.wav?url';
import missUrl from '../../../audio/miss.wav?url';
import musicUrl from '../../../audio/music-loop.wav?url';
import type { GameSystem } from './systems';
import type { AudioSettings } from './types';

export type SoundEffect = 'key-hit' | 'miss' | 'explosion' | 'level-up' | 'game-over';

const EFFECT_URLS: Record<SoundEffect, string> = {
  'key-hit': keyHitUrl,
  miss: missUrl,
  explosion: explosionUrl,
  'level-up': levelUpUrl,
  'game-over': gameOverUrl,
};

/** Music plays under the effects. */
const MUSIC_SHARE = 0.35;

export const DEFAULT_AUDIO: AudioSettings = { muted: false, volume: 0.7 };

/**
 * The games' sounds through howler. Nothing is loaded or played before `unlock()`, which the game calls on
 * the learner's first key or click: browsers refuse sound before a user gesture, and a child should never
 * be surprised by noise on arrival.
 */
export class GameAudio implements GameSystem {
  private readonly effects = new Map<SoundEffect, Howl>();
  private music: Howl | null = null;
  private unlocked = false;
  private musicWanted = false;

  constructor(
    private settings: AudioSettings = DEFAULT_AUDIO,
    private readonly enabled = true,
  ) {}

  get isUnlocked(): boolean {
    return this.unlocked;
  }

  unlock(): void {
    if (this.unlocked || !this.enabled) return;
    this.unlocked = true;
    for (const [effect, src] of Object.entries(EFFECT_URLS) as [SoundEffect, string][]) {
      this.effects.set(effect, new Howl({ src: [src], volume: this.settings.volume }));
    }
    this.music = new Howl({ src: [musicUrl], loop: true, volume: this.settings.volume * MUSIC_SHARE });
    this.apply();
  }

  play(effect: SoundEffect): void {
    if (!this.unlocked || this.settings.muted) return;
    this.effects.get(effect)?.play();
  }

  startMusic(): void {
    this.musicWanted = true;
    if (this.music && !this.settings.muted && !this.music.playing()) this.music.play();
  }

  stopMusic(): void {
    this.musicWanted = false;
    this.music?.pause();
  }

  /** Play begins: the learner's key made sound possible; the music starts. */
  begin(): void {
    this.unlock();
    this.startMusic();
  }

  pause(): void {
    this.stopMusic();
  }

  resume(): void {
    this.startMusic();
  }

  /** The round ended: the music stops and the ending plays. */
  end(outcome: 'won' | 'lost'): void {
    this.stopMusic();
    this.play(outcome === 'won' ? 'level-up' : 'game-over');
  }

  setSettings(settings: AudioSettings): void {
    this.settings = settings;
    this.apply();
  }

  destroy(): void {
    for (const howl of this.effects.values()) howl.unload();
    this.effects.clear();
    this.music?.unload();
    this.music = null;
  }

  private apply() {
    const volume = Math.max(0, Math.min(1, this.settings.volume));
    for (const howl of this.effects.values()) howl.volume(volume);
    if (!this.music) return;
    this.music.volume(volume * MUSIC_SHARE);
    if (this.settings.muted) this.music.pause();
    else if (this.musicWanted && !this.music.playing()) this.music.play();
  }
}
