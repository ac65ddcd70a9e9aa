import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Character, LoginResult } from '../../contracts';
import {
  callServer,
  migratedDataFolder,
  runDataScript,
  startServer,
  type ChildServer,
} from '../test/child-server';
import { typeText } from '../test/typing';
import { listBackups, writeBackup } from './backup';
import { openDatabase } from './database';

const folders: string[] = [];
function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'kq-backup-'));
  folders.push(made);
  return made;
}
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

const post = <T>(server: ChildServer, path: string, payload: Record<string, unknown>, token?: string) =>
  callServer<T>(server, 'POST', path, { deviceId: 'backup-device-01', ...payload }, token);

const script = runDataScript;

describe('backup and restore of the embedded database', () => {
  it('backs up a running server and restores a folder holding every attempt it had acknowledged', async () => {
    const dataDir = migratedDataFolder('kq-backup-');
    folders.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    const keys: string[] = [];
    try {
      const { body: guest } = await post<LoginResult>(server, '/user/auth/visitor', { clientType: 'web' });
      const { body: character } = await post<Character>(
        server,
        '/character/create',
        { avatar: 'avatar-student-1', nickname: 'Saved', type: 'STUDENT' },
        guest.accessToken,
      );
      const submit = async () => {
        const key = randomUUID();
        const answer = await post(
          server,
          '/attempt/submit',
          {
            characterId: character.characterId,
            idempotencyKey: key,
            kind: 'practice',
            practiceId: 'english-words',
            mode: 'free',
            text: 'a cat',
            keystrokes: typeText('a cat'),
            startedAt: Date.now() - 5000,
            timeZone: 'UTC',
          },
          guest.accessToken,
        );
        expect(answer.status).toBe(200);
        return key;
      };
      for (let index = 0; index < 6; index++) keys.push(await submit());

      // While the server runs: it writes the dump itself.
      const backup = await script('backup.ts', dataDir);
      expect(backup.stdout).toContain('Backup written');
      expect(listBackups(dataDir)).toHaveLength(1);
      // Written after the backup: not in it.
      const later = await submit();

      // A restore refuses while a server holds the folder.
      await expect(script('restore.ts', dataDir, ['latest'])).rejects.toThrow(/Another KeyQuest server/);

      const restored = folder();
      const restore = await script('restore.ts', restored, [listBackups(dataDir)[0]!]);
      expect(restore.stdout).toContain('Restored');
      const database = await openDatabase({ dataDir: restored });
      try {
        const { rows } = (await database.db.execute(
          sql`select idempotency_key from attempts where character_id = ${character.characterId}`,
        )) as unknown as { rows: { idempotency_key: string }[] };
        const found = rows.map((row) => row.idempotency_key).sort();
        expect(found).toEqual([...keys].sort());
        expect(found).not.toContain(later);
      } finally {
        await database.close();
      }
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);

  describe('a damaged backup leaves the live database as it was', () => {
    /** A data folder whose database holds one account with a known name, and a good backup of it. */
    async function liveFolderWithBackup(): Promise<{ dataDir: string; backup: string }> {
      const dataDir = folder();
      const database = await openDatabase({ dataDir });
      try {
        await database.migrate();
        await database.db.execute(sql`create table restore_marker (note text)`);
        await database.db.execute(sql`insert into restore_marker values ('the live data')`);
        const backup = await writeBackup(database.client!, dataDir);
        return { dataDir, backup };
      } finally {
        await database.close();
      }
    }

    /** What the next start sees: the server's own open of the folder, migrations and all. */
    async function liveNote(dataDir: string): Promise<string | undefined> {
      const database = await openDatabase({ dataDir });
      try {
        await database.migrate();
        const { rows } = (await database.db.execute(sql`select note from restore_marker`)) as unknown as {
          rows: { note: string }[];
        };
        return rows[0]?.note;
      } finally {
        await database.close();
      }
    }

    const damages: [string, (bytes: Buffer) => Buffer][] = [
      ['truncated', (bytes) => bytes.subarray(0, Math.floor(bytes.length / 2))],
      [
        'corrupt',
        (bytes) => {
          const copy = Buffer.from(bytes);
          for (let index = Math.floor(copy.length / 3); index < copy.length - 16; index += 97)
            copy[index] = copy[index]! ^ 0x5a;
          return copy;
        },
      ],
      ['not a backup at all', () => Buffer.from('hello, this is not a backup')],
    ];
    it('a truncated, a corrupt and a foreign backup: each restore exits 1, the next start serves the live data', async () => {
      const { dataDir, backup } = await liveFolderWithBackup();
      const before = readdirSync(dataDir).sort();
      for (const [name, damage] of damages) {
        const damaged = join(folder(), `${name.replace(/ /g, '-')}.tar.gz`);
        writeFileSync(damaged, damage(readFileSync(backup)));
        const failed = (await script('restore.ts', dataDir, [damaged]).then(
          () => ({ code: 0, stderr: '' }),
          (error: unknown) => error,
        )) as { code: number; stderr: string };
        expect(failed.code, name).toBe(1);
        // Everything as it was: no folder moved aside, none half-made, the lock released.
        expect(readdirSync(dataDir).sort(), name).toEqual(before);
        expect(failed.stderr, name).toContain('the live database was not touched');
      }
      expect(await liveNote(dataDir)).toBe('the live data');
    }, 600_000);
  });
});
