import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Character, LoginResult } from '../../contracts';
import { FINGER_COURSE } from '../../content';
import { call, uniqueName } from '../test/harness';
import { typeText } from '../test/typing';

/** A new account with a username and password (a teacher needs one): its token and username. */
export async function registered(
  app: FastifyInstance,
  password = 'abc123',
): Promise<{ token: string; username: string }> {
  const username = uniqueName('t');
  const answer = await call<LoginResult>(app, 'POST', '/user/auth/register', {
    payload: { username, password, confirmPassword: password, agreeTerms: true },
  });
  if (answer.status !== 200) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return { token: answer.body.accessToken, username };
}

export async function createCharacter(
  app: FastifyInstance,
  token: string,
  type: 'STUDENT' | 'TEACHER',
  nickname: string,
): Promise<number> {
  const created = await call<Character>(app, 'POST', '/character/create', {
    token,
    payload: { avatar: type === 'TEACHER' ? 'avatar-teacher-1' : 'avatar-student-1', nickname, type },
  });
  if (created.status !== 200) throw new Error(`character creation failed: ${JSON.stringify(created.body)}`);
  return created.body.characterId;
}

/** A registered account with one TEACHER character. */
export async function teacher(app: FastifyInstance, nickname = 'Ms Lee') {
  const account = await registered(app);
  return { ...account, characterId: await createCharacter(app, account.token, 'TEACHER', nickname) };
}

/** The finger course's first lesson that gates the next (a real typing lesson). */
export const firstTypingLesson = () =>
  FINGER_COURSE.chapters
    .flatMap((chapter) => chapter.lessons)
    .find((lesson) => lesson.gatesNext && lesson.text)!;

/** Submits one attempt at a finger lesson: typed cleanly (a pass) or with a slip at every position (no pass). */
export async function typeLesson(
  app: FastifyInstance,
  token: string,
  characterId: number,
  options: { slug?: string; clean?: boolean; startedAt?: number; slipChar?: string } = {},
) {
  const lesson = options.slug
    ? FINGER_COURSE.chapters
        .flatMap((chapter) => chapter.lessons)
        .find((candidate) => candidate.slug === options.slug)!
    : firstTypingLesson();
  const slips: Record<number, string> = {};
  if (options.clean === false)
    for (let i = 0; i < lesson.text.length; i++) slips[i] = options.slipChar ?? 'q';
  const answer = await call<{ stars: number | null; errorCode?: string }>(app, 'POST', '/attempt/submit', {
    token,
    payload: {
      characterId,
      idempotencyKey: randomUUID(),
      kind: 'lesson',
      lessonSlug: lesson.slug,
      mode: lesson.mode,
      text: lesson.text,
      keystrokes: typeText(lesson.text, { gapMs: 150, slips }),
      // The server dates an attempt no later than its own clock: today of the test's clock.
      startedAt: options.startedAt ?? Date.now(),
      timeZone: 'UTC',
    },
  });
  return { lesson, answer };
}
