import { describe, expect, it, vi } from 'vitest';
import { createMessageRegistry, fetchMissing, type Messages } from './messages';

/** Built files as the split writes them: `messages-<CODE>-<key>.js`. */
const FILES: Record<string, Messages> = {
  'messages-ENG-entry.js': { 'app.title': 'KeyQuest' },
  'messages-CHS-entry.js': { 'app.title': '键盘探险' },
  'messages-ENG-lesson.js': { 'lesson.start': 'Start' },
  'messages-CHS-lesson.js': { 'lesson.start': '开始' },
};

function fakeLoad() {
  return vi.fn(async (file: string) => {
    const messages = FILES[file];
    if (!messages) throw new Error(`no file ${file}`);
    return messages;
  });
}

describe('the messages registry', () => {
  it('loads the sets of the chunks that ran before it for the first language', async () => {
    const load = fakeLoad();
    const registry = createMessageRegistry(load, ['entry']);
    expect(await registry.loadMessages('ENG')).toEqual({ 'app.title': 'KeyQuest' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.languages()).toEqual(['ENG']);
  });

  it("adds a later chunk's messages to the same object before the chunk runs, in every language asked for", async () => {
    const load = fakeLoad();
    const registry = createMessageRegistry(load, ['entry']);
    const english = await registry.loadMessages('ENG');
    await registry.chunkNeeds('lesson');
    expect(english['lesson.start']).toBe('Start');
    // A second language gets every set loaded so far, the chunk's included.
    expect(await registry.loadMessages('CHS')).toEqual({ 'app.title': '键盘探险', 'lesson.start': '开始' });
    // Back to the first language: nothing is fetched twice, and it is the same object.
    expect(await registry.loadMessages('ENG')).toBe(english);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('a chunk that loads while a language change is under way brings both languages', async () => {
    const load = fakeLoad();
    const registry = createMessageRegistry(load, ['entry']);
    const english = await registry.loadMessages('ENG');
    const chinese = registry.loadMessages('CHS');
    await registry.chunkNeeds('lesson');
    expect(english['lesson.start']).toBe('Start');
    expect((await chinese)['lesson.start']).toBe('开始');
  });

  it('a chunk whose messages cannot load still runs, and the load is tried again later', async () => {
    const load = fakeLoad();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = createMessageRegistry(load, []);
    await registry.loadMessages('ENG');
    await expect(registry.chunkNeeds('missing')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    await expect(registry.loadMessages('ENG')).rejects.toThrow('no file messages-ENG-missing.js');
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('keeping the message files for offline', () => {
  const files = [
    '/a/messages-ENG-1.js',
    '/a/messages-ENG-2.js',
    '/a/messages-ENG-3.js',
    '/a/messages-ENG-4.js',
  ];

  it('fetches each file the cache does not hold yet, and no other', async () => {
    const kept = new Set(['/a/messages-ENG-2.js']);
    const get = vi.fn(async (url: string) => {
      kept.add(url);
      return new Response('export default {};');
    });
    await fetchMissing(
      files,
      { match: async (url) => (kept.has(String(url)) ? new Response() : undefined) },
      get,
      2,
    );
    expect(get.mock.calls.map(([url]) => url).sort()).toEqual([files[0], files[2], files[3]]);
    expect([...kept].sort()).toEqual(files);
  });

  it('fails when a file cannot be fetched, so that a later page load tries again', async () => {
    const get = vi.fn(async () => new Response('', { status: 503 }));
    await expect(fetchMissing(files, { match: async () => undefined }, get)).rejects.toThrow('503');
  });
});
