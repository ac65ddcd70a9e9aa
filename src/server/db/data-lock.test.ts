import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, migratedDataFolder, spawnServer, waitUntilUp } from '../test/child-server';
import { LOCK_FILE } from './data-lock';
import { openDatabase } from './database';

const folders: string[] = [];
function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'kq-lock-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(ended.stdout.toString());
}

describe('one server per data folder', () => {
  it('refuses to start a second server on the same data folder, with a clear message, and frees it at exit', async () => {
    const folder = migratedDataFolder('kq-lock-');
    folders.push(folder);
    const first = spawnServer({ DATA_DIR: folder, PORT: String(await freePort()) });
    try {
      await waitUntilUp(first);
      const second = spawnServer({ DATA_DIR: folder, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain('Another KeyQuest server');
      expect(second.stderr()).toContain(`process ${first.process.pid}`);
      // The first one still answers.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      first.process.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
  }, 90_000);

  it('refuses a second open of the folder in the same process too', async () => {
    const folder = dataFolder();
    const database = await openDatabase({ dataDir: folder });
    try {
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/Another KeyQuest server/);
    } finally {
      await database.close();
    }
    const again = await openDatabase({ dataDir: folder });
    await again.close();
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const folder = dataFolder();
    const stale = { pid: deadPid(), host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' };
    writeFileSync(join(folder, LOCK_FILE), JSON.stringify(stale));
    const database = await openDatabase({ dataDir: folder });
    try {
      const holder = JSON.parse(readFileSync(join(folder, LOCK_FILE), 'utf8')) as { pid: number };
      expect(holder.pid).toBe(process.pid);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('says what is wrong when the data folder cannot be written', async () => {
    const folder = dataFolder();
    // A file where the folder should be: nothing can be created inside it.
    const blocked = join(folder, 'not-a-folder');
    writeFileSync(blocked, '');
    await expect(openDatabase({ dataDir: join(blocked, 'data') })).rejects.toThrow(
      /cannot be (created|written).*DATA_DIR/,
    );
  });

  it('several processes starting at the same instant: exactly one holds the folder, every time', async () => {
    // Four processes, each ready to lock on a word; every round sends the word to all four at once, on a fresh
    // folder, half of them with a lock left by a process that died (so all four race to take it over).
    const racer = fileURLToPath(new URL('../test/lock-racer.ts', import.meta.url));
    const racers = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', racer], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    const answers = racers.map((child) => {
      const queue: string[] = [];
      const waiting: ((line: string) => void)[] = [];
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const next = waiting.shift();
        if (next) next(line);
        else queue.push(line);
      });
      return () =>
        new Promise<string>((resolve) => {
          const line = queue.shift();
          if (line !== undefined) resolve(line);
          else waiting.push(resolve);
        });
    });
    const all = async (command: string) => {
      for (const child of racers) child.stdin!.write(`${command}\n`);
      return Promise.all(answers.map((next) => next()));
    };
    const stop = (child: ChildProcess) => child.stdin!.end();
    try {
      expect(await Promise.all(answers.map((next) => next()))).toEqual(['ready', 'ready', 'ready', 'ready']);
      const stale = JSON.stringify({
        pid: deadPid(),
        host: hostname(),
        startedAt: '2026-01-01T00:00:00.000Z',
      });
      const holders: number[] = [];
      const deadline = Date.now() + 30_000;
      for (let round = 0; round < 150 && Date.now() < deadline; round++) {
        const folder = dataFolder();
        if (round % 2 === 1) writeFileSync(join(folder, LOCK_FILE), stale);
        const taken = await all(`take ${folder}`);
        holders.push(taken.filter((answer) => answer === 'held').length);
        await all('release');
      }
      expect(holders.length).toBeGreaterThanOrEqual(20);
      expect(holders.filter((count) => count !== 1)).toEqual([]);
    } finally {
      racers.forEach(stop);
    }
  }, 120_000);
});
