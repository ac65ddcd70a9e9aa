import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Character, ImportStudentsResult, LoginResult, SchoolOverview } from '../../contracts';
import { registered } from '../groups/test-helpers';
import { call } from '../test/harness';

/** A PNG of a size in one colour, made here (a school's logo in the tests). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A school (its administrator's token and SCHOOL character) with one class opened from a CSV and one child in
 * it, signed in: the child's token, STUDENT character and the class's id.
 */
export async function schoolWithChild(app: FastifyInstance, schoolName: string, className: string) {
  const account = await registered(app);
  const opened = await call<SchoolOverview>(app, 'POST', '/school/open', {
    token: account.token,
    payload: { name: schoolName, nickname: 'Office' },
  });
  const characterId = opened.body.characterId;
  const imported = await call<ImportStudentsResult>(app, 'POST', '/school/students/import', {
    token: account.token,
    payload: { characterId, csv: `name,class\nChild One,${className}` },
  });
  const child = imported.body.accounts[0]!;
  const login = await call<LoginResult>(app, 'POST', '/user/auth/login', {
    payload: { username: child.username, password: child.password },
  });
  const own = await call<Character[]>(app, 'GET', '/character/list', {
    token: login.body.accessToken,
    payload: {},
  });
  const overview = await call<SchoolOverview>(app, 'GET', '/school/overview', {
    token: account.token,
    payload: { characterId },
  });
  return {
    admin: { token: account.token, characterId, password: 'abc123' },
    child: { token: login.body.accessToken, characterId: own.body[0]!.characterId, username: child.username },
    groupId: overview.body.classes.find((row) => row.name === className)!.groupId,
  };
}
