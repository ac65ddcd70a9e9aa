import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import {
  GroupNameSchema,
  SCHOOL_IMPORT_MAX,
  type OpenedAccount,
  type RosterImportResult,
} from '../../contracts';
import { isSafeName } from '../../content/safety';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { insertCharacter, type CharacterRow } from '../character/service';
import { deleteMembers, ensureRoom, insertMember } from '../groups/members';
import { updateGroupFromRoster } from '../groups/service';
import { memberIds } from '../groups/access';
import { randomCode, USERNAME_ALPHABET } from '../shared/random-code';
import { hashPassword } from '../user/passwords';
import { insertPasswordAccount, usernameTaken } from '../user/users';
import { rosterClasses, rosterUsers, schoolAccounts, schoolTeachers } from './schema';
import { generatedPassword } from './accounts';
import { insertSchoolClass } from './classes';
import { schoolOf } from './service';

/**
 * OneRoster 1.1 CSV (docs/API.md, "OneRoster"): orgs.csv, classes.csv, users.csv and enrollments.csv (a zip of them
 * or the files themselves), read as a whole roster (bulk): the school's classes and people are made to match it.
 * A re-import moves, adds and removes: a person the roster no longer names (or marks `tobedeleted`) leaves the
 * roster's classes, their account and results kept; someone who joined a class with their own account is left as
 * they are. Each row keeps its `sourcedId`, the key OneRoster's REST API uses too.
 */

/** The school-account username's hash the school's sign-in matches (an e-mail or the roster's username). */
export const rosterLoginKey = (login: string) =>
  createHash('sha256').update(login.trim().toLowerCase()).digest('base64url');

/** The roster's account with this login key, if any (read by the school's sign-in). */
export async function rosterAccountForLogin(
  db: Executor,
  schoolId: number,
  loginKey: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: rosterUsers.userId })
    .from(rosterUsers)
    .where(and(eq(rosterUsers.schoolId, schoolId), eq(rosterUsers.loginKey, loginKey)));
  return row?.userId;
}

type Row = Record<string, string>;

function readCsv(text: string | undefined, required: readonly string[]): Row[] {
  if (text === undefined) return [];
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  if (required.some((field) => !fields.includes(field))) throw fail('ROSTER_INVALID');
  if (parsed.errors.some((error) => error.type !== 'FieldMismatch')) throw fail('ROSTER_INVALID');
  return parsed.data.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, (value ?? '').trim()])),
  );
}

/** The files of the roster by their names (a zip's entries or the given files), the folder part dropped. */
export function rosterFiles(request: {
  zip?: string | undefined;
  files?: Record<string, string> | undefined;
}) {
  const files = new Map<string, string>();
  if (request.zip) {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(Buffer.from(request.zip, 'base64'), {
        filter: (file) => file.name.toLowerCase().endsWith('.csv') && file.originalSize < 5_000_000,
      });
    } catch {
      throw fail('ROSTER_INVALID');
    }
    for (const [name, data] of Object.entries(entries)) files.set(name.split('/').pop()!, strFromU8(data));
  }
  for (const [name, text] of Object.entries(request.files ?? {})) files.set(name.split('/').pop()!, text);
  return files;
}

const active = (row: Row) => (row.status ?? '') === '' || row.status === 'active';
const ROLES = ['student', 'teacher'] as const;

export interface Roster {
  classes: { sourcedId: string; title: string; orgSourcedId: string | null }[];
  users: { sourcedId: string; role: 'student' | 'teacher'; login: string | null; label: string }[];
  enrollments: { classSourcedId: string; userSourcedId: string; role: string; primary: boolean }[];
}

/** Reads the four files; only active rows count (a `tobedeleted` row is as good as absent). */
export function parseRoster(files: Map<string, string>): Roster {
  const users = files.get('users.csv');
  const classes = files.get('classes.csv');
  const enrollments = files.get('enrollments.csv');
  if (users === undefined || classes === undefined || enrollments === undefined) throw fail('ROSTER_INVALID');
  const orgs = readCsv(files.get('orgs.csv'), ['sourcedId', 'name', 'type']).filter(active);
  const orgIds = new Set(orgs.map((org) => org.sourcedId));
  const classRows = readCsv(classes, ['sourcedId', 'title', 'schoolSourcedId']).filter(active);
  const userRows = readCsv(users, ['sourcedId', 'role', 'username']).filter(
    (row) =>
      active(row) && row.enabledUser !== 'false' && (ROLES as readonly string[]).includes(row.role ?? ''),
  );
  if (userRows.length > SCHOOL_IMPORT_MAX * 4) throw fail('SCHOOL_IMPORT_TOO_LARGE');
  const enrollmentRows = readCsv(enrollments, [
    'sourcedId',
    'classSourcedId',
    'userSourcedId',
    'role',
  ]).filter(active);
  return {
    classes: classRows.map((row, index) => {
      const title = GroupNameSchema.safeParse(row.title ?? '');
      if (!row.sourcedId || !title.success) {
        throw fail('ROSTER_INVALID', {
          fields: [{ path: `classes.csv line ${index + 2}`, message: 'ROSTER_INVALID' }],
        });
      }
      if (!isSafeName(title.data)) {
        throw fail('NAME_NOT_ALLOWED', {
          fields: [{ path: `classes.csv line ${index + 2}`, message: 'NAME_NOT_ALLOWED' }],
        });
      }
      const org = row.schoolSourcedId ?? '';
      return {
        sourcedId: row.sourcedId,
        title: title.data,
        orgSourcedId: orgIds.size === 0 || orgIds.has(org) ? org || null : null,
      };
    }),
    users: userRows.map((row) => ({
      sourcedId: row.sourcedId!,
      role: row.role as 'student' | 'teacher',
      login: row.email || row.username || null,
      // Printed on the sign-in sheet of a new account, never stored.
      label: `${row.givenName ?? ''} ${row.familyName ?? ''}`.trim().slice(0, 60),
    })),
    enrollments: enrollmentRows.map((row) => ({
      classSourcedId: row.classSourcedId!,
      userSourcedId: row.userSourcedId!,
      role: row.role!,
      primary: row.primary === 'true',
    })),
  };
}

type RosterPerson = typeof rosterUsers.$inferSelect;
type RosterUser = Roster['users'][number];

/** The school's rostered people by their sourcedId, as stored before this import. */
interface ImportState {
  schoolId: number;
  now: Date;
  people: Map<string, RosterPerson>;
  /** The sourcedIds this roster names (the others leave their classes). */
  named: Set<string>;
}

/** Opens an account (and a character, a teacher's place at the school) for each person new to the roster. */
async function openRosterAccounts(
  tx: Executor,
  state: ImportState,
  fresh: RosterUser[],
  secrets: { passwords: string[]; hashes: string[] },
): Promise<OpenedAccount[]> {
  const { schoolId, now } = state;
  const opened: OpenedAccount[] = [];
  for (const [index, user] of fresh.entries()) {
    let username = `s${schoolId}-${randomUsername()}`;
    for (let attempt = 0; await usernameTaken(tx, username); attempt++) {
      if (attempt > 5) throw new Error('No free username.');
      username = `s${schoolId}-${randomUsername()}`;
    }
    const account = await insertPasswordAccount(tx, { username, passwordHash: secrets.hashes[index]!, now });
    await tx.insert(schoolAccounts).values({ userId: account.id, schoolId, createdAt: now });
    const teacher = user.role === 'teacher';
    const character = await insertCharacter(tx, {
      userId: account.id,
      type: teacher ? 'TEACHER' : 'STUDENT',
      avatar: teacher ? 'avatar-teacher-1' : 'avatar-student-1',
      nickname: username,
      now,
    });
    if (teacher) {
      await tx
        .insert(schoolTeachers)
        .values({ schoolId, teacherCharacterId: character.id, createdAt: now, acceptedAt: now })
        .onConflictDoNothing();
    }
    const [row] = await tx
      .insert(rosterUsers)
      .values({
        schoolId,
        sourcedId: user.sourcedId,
        role: user.role,
        userId: account.id,
        characterId: character.id,
        loginKey: user.login ? rosterLoginKey(user.login) : null,
        createdAt: now,
      })
      .returning();
    state.people.set(user.sourcedId, row!);
    opened.push({
      label: user.label,
      className: '',
      groupId: 0,
      username,
      password: secrets.passwords[index]!,
    });
  }
  return opened;
}

/**
 * The new accounts with the class the sign-in sheet files each under: the first class the roster enrolls them in
 * (a teacher's too); none for someone the roster enrolls nowhere.
 */
function placedOnSheet(
  opened: OpenedAccount[],
  fresh: RosterUser[],
  roster: Roster,
  linked: Map<string, number>,
): OpenedAccount[] {
  const titles = new Map(roster.classes.map((row) => [row.sourcedId, row.title]));
  // Each person's first linked class, in one pass over the enrollments (a district's roster has thousands).
  const firstClass = new Map<string, string>();
  for (const row of roster.enrollments) {
    if (linked.has(row.classSourcedId) && !firstClass.has(row.userSourcedId))
      firstClass.set(row.userSourcedId, row.classSourcedId);
  }
  return opened.map((account, index) => {
    const classId = firstClass.get(fresh[index]!.sourcedId);
    if (classId === undefined) return account;
    return { ...account, className: titles.get(classId) ?? '', groupId: linked.get(classId)! };
  });
}

/** Known people: active again when named, their login key kept in step; the others marked inactive. */
async function markKnownPeople(
  tx: Executor,
  state: ImportState,
  roster: Roster,
  known: RosterPerson[],
): Promise<number> {
  const knownIds = new Set(known.map((row) => row.sourcedId));
  for (const user of roster.users) {
    if (!knownIds.has(user.sourcedId)) continue;
    await tx
      .update(rosterUsers)
      .set({ active: true, loginKey: user.login ? rosterLoginKey(user.login) : null })
      .where(and(eq(rosterUsers.schoolId, state.schoolId), eq(rosterUsers.sourcedId, user.sourcedId)));
  }
  const gone = known.filter((row) => !state.named.has(row.sourcedId)).map((row) => row.sourcedId);
  if (gone.length > 0) {
    await tx
      .update(rosterUsers)
      .set({ active: false })
      .where(and(eq(rosterUsers.schoolId, state.schoolId), inArray(rosterUsers.sourcedId, gone)));
  }
  return gone.length;
}

/** Each class's teacher: the primary teacher the roster names for it, else the first. */
function classTeachers(state: ImportState, roster: Roster): Map<string, number> {
  const teacherOf = new Map<string, number>();
  for (const enrollment of roster.enrollments) {
    const person = state.people.get(enrollment.userSourcedId);
    if (!person || !state.named.has(person.sourcedId)) continue;
    if (enrollment.role !== 'teacher' || person.role !== 'teacher') continue;
    if (!teacherOf.has(enrollment.classSourcedId) || enrollment.primary) {
      teacherOf.set(enrollment.classSourcedId, person.characterId);
    }
  }
  return teacherOf;
}

/** Classes: found by sourcedId (renamed when the roster renamed them), else made. Answers sourcedId -> group. */
async function linkRosterClasses(
  tx: Executor,
  state: ImportState,
  roster: Roster,
  adminId: number,
): Promise<Map<string, number>> {
  const linked = new Map(
    (await tx.select().from(rosterClasses).where(eq(rosterClasses.schoolId, state.schoolId))).map((row) => [
      row.sourcedId,
      row.groupId,
    ]),
  );
  const teacherOf = classTeachers(state, roster);
  for (const rosterClass of roster.classes) {
    const owner = teacherOf.get(rosterClass.sourcedId) ?? adminId;
    const groupId = linked.get(rosterClass.sourcedId);
    if (groupId !== undefined) {
      await updateGroupFromRoster(tx, groupId, { name: rosterClass.title, ownerCharacterId: owner });
      continue;
    }
    const group = await insertSchoolClass(tx, state.now, state.schoolId, {
      ownerCharacterId: owner,
      name: rosterClass.title,
    });
    await tx.insert(rosterClasses).values({
      schoolId: state.schoolId,
      sourcedId: rosterClass.sourcedId,
      groupId: group.id,
      orgSourcedId: rosterClass.orgSourcedId,
      createdAt: state.now,
    });
    linked.set(rosterClass.sourcedId, group.id);
  }
  return linked;
}

/** The roster's students in the roster's classes, made to match the enrollments; answers how many changed. */
async function matchMemberships(
  tx: Executor,
  state: ImportState,
  roster: Roster,
  linked: Map<string, number>,
): Promise<number> {
  const rostered = new Set(
    [...state.people.values()].filter((row) => row.role === 'student').map((row) => row.characterId),
  );
  const wanted = new Map<number, Set<number>>();
  for (const groupId of linked.values()) wanted.set(groupId, new Set());
  const classNames = new Map(roster.classes.map((row) => [row.sourcedId, row.title]));
  for (const enrollment of roster.enrollments) {
    const person = state.people.get(enrollment.userSourcedId);
    const groupId = linked.get(enrollment.classSourcedId);
    if (!person || groupId === undefined || !state.named.has(person.sourcedId)) continue;
    if (enrollment.role !== 'student' || person.role !== 'student') continue;
    if (!classNames.has(enrollment.classSourcedId)) continue;
    wanted.get(groupId)!.add(person.characterId);
  }
  let moved = 0;
  for (const groupId of [...wanted.keys()].sort((a, b) => a - b)) {
    const members = new Set(await memberIds(tx, groupId));
    const leaving = [...members].filter((id) => rostered.has(id) && !wanted.get(groupId)!.has(id));
    const joining = [...wanted.get(groupId)!].filter((id) => !members.has(id));
    await deleteMembers(tx, groupId, leaving);
    if (joining.length > 0) await ensureRoom(tx, groupId, joining.length);
    for (const id of joining) await insertMember(tx, groupId, id, state.now);
    moved += leaving.length + joining.length;
  }
  return moved;
}

/** Applies a whole roster to the school (see the module's comment). New students' passwords are given back once. */
export async function importRoster(
  context: ServerContext,
  admin: CharacterRow,
  request: { zip?: string | undefined; files?: Record<string, string> | undefined },
): Promise<RosterImportResult> {
  const school = await schoolOf(context.db, admin);
  const roster = parseRoster(rosterFiles(request));
  const known = await context.db.select().from(rosterUsers).where(eq(rosterUsers.schoolId, school.id));
  const knownIds = new Set(known.map((row) => row.sourcedId));
  const fresh = roster.users.filter((user) => !knownIds.has(user.sourcedId));
  const passwords = fresh.map(() => generatedPassword());
  const hashes: string[] = [];
  for (let i = 0; i < passwords.length; i += 4) {
    hashes.push(...(await Promise.all(passwords.slice(i, i + 4).map((password) => hashPassword(password)))));
  }
  const state: ImportState = {
    schoolId: school.id,
    now: context.clock.now(),
    people: new Map(known.map((row) => [row.sourcedId, row])),
    named: new Set(roster.users.map((user) => user.sourcedId)),
  };
  return context.db.transaction(async (tx) => {
    const opened = await openRosterAccounts(tx, state, fresh, { passwords, hashes });
    const removed = await markKnownPeople(tx, state, roster, known);
    const linked = await linkRosterClasses(tx, state, roster, admin.id);
    const membershipChanges = await matchMemberships(tx, state, roster, linked);
    return {
      opened: placedOnSheet(opened, fresh, roster, linked),
      students: roster.users.filter((user) => user.role === 'student').length,
      teachers: roster.users.filter((user) => user.role === 'teacher').length,
      classes: roster.classes.length,
      removed,
      membershipChanges,
    };
  });
}

const randomUsername = () => randomCode(USERNAME_ALPHABET, 6);
