import { beforeEach, describe, expect, it, vi } from 'vitest';

const howls: {
  src: string[];
  loop?: boolean;
  play: ReturnType<typeof vi.fn>;
  pause: ReturnType<typeof vi.fn>;
  volume: ReturnType<typeof vi.fn>;
  unload: ReturnType<typeof vi.fn>;
  playing: () => boolean;
}[] = [];

vi.mock('howler', () => ({
  Howl: vi.fn().mockImplementation(function (this: unknown, options: { src: string[]; loop?: boolean }) {
    let playing = false;
    const howl = {
      src: options.src,
      loop: options.loop,
      play: vi.fn(() => (playing = true)),
      pause: vi.fn(() => (playing = false)),
      volume: vi.fn(),
      unload: vi.fn(),
      playing: () => playing,
    };
    howls.push(howl);
    return howl;
  }),
}));

const { GameAudio } = await import('./GameAudio');

describe('GameAudio', () => {
  beforeEach(() => {
    howls.length = 0;
  });

  it('loads and plays nothing before the learner’s first gesture', () => {
    const audio = new GameAudio({ muted: false, volume: 0.5 });
    audio.play('key-hit');
    audio.startMusic();
    expect(howls).toHaveLength(0);
  });

  it('after unlocking, plays effects and loops the music', () => {
    const audio = new GameAudio({ muted: false, volume: 0.5 });
    audio.unlock();
    audio.play('explosion');
    audio.startMusic();

    const explosion = howls.find((howl) => howl.src[0]!.includes('explosion'));
    const music = howls.find((howl) => howl.loop);
    expect(explosion?.play).toHaveBeenCalledTimes(1);
    expect(music?.play).toHaveBeenCalledTimes(1);
  });

  it('stays silent when muted and pauses the music, then resumes it when unmuted', () => {
    const audio = new GameAudio({ muted: true, volume: 0.5 });
    audio.unlock();
    audio.startMusic();
    audio.play('miss');
    const music = howls.find((howl) => howl.loop)!;
    expect(music.play).not.toHaveBeenCalled();
    expect(howls.find((howl) => howl.src[0]!.includes('miss'))!.play).not.toHaveBeenCalled();

    audio.setSettings({ muted: false, volume: 0.8 });
    expect(music.play).toHaveBeenCalledTimes(1);
    expect(music.volume).toHaveBeenLastCalledWith(expect.closeTo(0.8 * 0.35));
  });

  it('unloads every sound when destroyed', () => {
    const audio = new GameAudio();
    audio.unlock();
    audio.destroy();
    expect(howls.every((howl) => howl.unload.mock.calls.length === 1)).toBe(true);
  });
});
