import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Character,
  CustomCourse,
  CustomCourseList,
  NotebookAnswer,
  SubmitAttemptResult,
} from '../../contracts';
import { customPinyinTarget } from '../../content/chinese/readings';
import { analyzeAttempt, analyzePinyinAttempt, checkPassage } from '../../engine';
import { isSafeWord } from '../../content/safety';
import { modelPassageWriter, passageRefusalCounts, passagePrompt } from './passage-writer';
import {
  TEST_DATABASES,
  call,
  openTestDatabase,
  signInAsGuest,
  startApp,
  testEnv,
  type TestServer,
} from '../test/harness';
import { typeText } from '../test/typing';

type Answer<T> = T & { errorCode?: string; message?: string };

describe.each(TEST_DATABASES)('custom courses (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let characterId: number;

  beforeAll(async () => {
    server = await startApp(await openTestDatabase(kind), { CUSTOM_COURSE_LIMIT: '2' });
    ({ accessToken: token } = await signInAsGuest(server.app));
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token,
      payload: { avatar: 'avatar-student-1', nickname: 'Writer', type: 'STUDENT' },
    });
    characterId = created.body.characterId;
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  const create = (payload: Record<string, unknown>, as = token) =>
    call<Answer<CustomCourse>>(server.app, 'POST', '/course/custom/create', {
      token: as,
      payload: { characterId, ...payload },
    });
  const update = (payload: Record<string, unknown>) =>
    call<Answer<CustomCourse>>(server.app, 'POST', '/course/custom/update', {
      token,
      payload: { characterId, ...payload },
    });
  const list = () =>
    call<CustomCourseList>(server.app, 'GET', '/course/custom/list', { token, payload: { characterId } });

  it('creates a course from a text, tidied for typing, and lists it with the limit', async () => {
    const created = await create({
      title: '  My   pets ',
      text: 'I have a cat.\r\n\tShe is grey.  \n\n\n\nThe end.\n',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: 'My pets',
      text: 'I have a cat.\n    She is grey.\n\nThe end.',
      mode: 'stop',
      completedAt: null,
    });
    const answer = await list();
    expect(answer.body.limit).toBe(2);
    expect(answer.body.courses.map((course) => course.courseId)).toEqual([created.body.courseId]);
    await call(server.app, 'DELETE', '/course/custom/delete', {
      token,
      payload: { characterId, courseId: created.body.courseId },
    });
  });

  it('refuses an empty title or text with their own codes', async () => {
    expect((await create({ title: '  ', text: 'abc' })).body.errorCode).toBe('CUSTOM_COURSE_TITLE_INVALID');
    expect((await create({ title: 'Empty', text: ' \n ' })).body.errorCode).toBe(
      'CUSTOM_COURSE_TEXT_INVALID',
    );
    expect((await create({ title: 'Long', text: 'a'.repeat(3001) })).body.errorCode).toBe(
      'CUSTOM_COURSE_TEXT_INVALID',
    );
  });

  it('edits a course until its first finished attempt, then answers COURSE_COMPLETED', async () => {
    const { body: course } = await create({ title: 'Spelling', text: 'cat dog' });
    const edited = await update({
      courseId: course.courseId,
      title: 'Spelling 1',
      text: 'cat dog sun',
      mode: 'free',
    });
    expect(edited.body).toMatchObject({ title: 'Spelling 1', text: 'cat dog sun', mode: 'free' });

    // An unfinished attempt does not complete it.
    const submit = (text: string) =>
      call(server.app, 'POST', '/attempt/submit', {
        token,
        payload: {
          characterId,
          idempotencyKey: randomUUID(),
          kind: 'practice',
          practiceId: `custom-${course.courseId}`,
          mode: 'free',
          text: 'cat dog sun',
          keystrokes: typeText(text),
          startedAt: server.clock.now().getTime() - 60_000,
          timeZone: 'UTC',
        },
      });
    expect((await submit('cat d')).status).toBe(200);
    expect(
      (await update({ courseId: course.courseId, title: 'Spelling 2', text: 'cat dog sun' })).status,
    ).toBe(200);
    expect((await submit('cat dog sun')).status).toBe(200);

    const refused = await update({ courseId: course.courseId, title: 'Changed', text: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('COURSE_COMPLETED');
    expect(refused.body.message).toBe('Cannot edit completed courses');
    const detail = await call<CustomCourse>(server.app, 'GET', '/course/custom/detail', {
      token,
      payload: { characterId, courseId: course.courseId },
    });
    expect(detail.body.completedAt).not.toBeNull();
    expect(detail.body.title).toBe('Spelling 2');
  });

  it('replays a course of Chinese text as the pinyin drill the app made of it, and files its misses as pinyin', async () => {
    const { body: course } = await create({ title: '银行', text: '我去银行，你去行走。' });
    // Readings in context, generated here as in the app: 银行 yin hang, 行走 xing zou.
    const target = customPinyinTarget(course.text);
    expect(target.missing).toEqual([]);
    const letters = target.tokens.map((token) => token.spellings[0]).join(' ');
    expect(letters).toContain('yin hang');
    expect(letters).toContain('xing zou');
    const keystrokes = typeText(letters, { slips: { 0: 'q' } });
    const sent = await call<Answer<SubmitAttemptResult>>(server.app, 'POST', '/attempt/submit', {
      token,
      payload: {
        characterId,
        idempotencyKey: randomUUID(),
        kind: 'practice',
        practiceId: `custom-${course.courseId}`,
        mode: 'stop',
        text: course.text,
        keystrokes,
        startedAt: server.clock.now().getTime() - 60_000,
        timeZone: 'UTC',
      },
    });
    expect(sent.status).toBe(200);
    const engine = analyzePinyinAttempt(target, keystrokes, { mode: 'stop' });
    expect(engine.finished).toBe(true);
    expect(sent.body.metrics).toEqual({
      finished: engine.finished,
      durationMs: engine.durationMs,
      keystrokes: engine.keystrokes,
      correctChars: engine.correctChars,
      wrongChars: engine.wrongChars,
      matchingChars: engine.matchingChars,
      accuracy: engine.accuracy,
      wpm: engine.wpm,
      rawWpm: engine.rawWpm,
      kpm: engine.kpm,
      rpm: engine.rpm,
      score: engine.score,
    });
    expect(sent.body.metrics.wrongChars).toBe(1);
    // Not the plain-text replay, which would find none of the letters in the Chinese text.
    expect(sent.body.metrics.correctChars).not.toBe(
      analyzeAttempt(course.text, keystrokes, { mode: 'stop' }).correctChars,
    );

    const detail = await call<CustomCourse>(server.app, 'GET', '/course/custom/detail', {
      token,
      payload: { characterId, courseId: course.courseId },
    });
    expect(detail.body.completedAt).not.toBeNull();
    const notebook = await call<NotebookAnswer>(server.app, 'GET', '/notebook/list', {
      token,
      payload: { characterId },
    });
    const chinese = notebook.body.entries.filter((entry) => /\p{Script=Han}/u.test(entry.token));
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((entry) => entry.mode === 'pinyin')).toBe(true);
    expect(chinese[0]!.token).toContain('我');

    await call(server.app, 'DELETE', '/course/custom/delete', {
      token,
      payload: { characterId, courseId: course.courseId },
    });
  });

  it('keeps to the limit, and another account cannot see or change the courses', async () => {
    await create({ title: 'Second', text: 'one two' });
    const third = await create({ title: 'Third', text: 'three' });
    expect(third.status).toBe(409);
    expect(third.body.errorCode).toBe('CUSTOM_COURSE_LIMIT_REACHED');

    const other = await signInAsGuest(server.app);
    expect((await create({ title: 'Mine', text: 'abc' }, other.accessToken)).body.errorCode).toBe(
      'CHARACTER_NOT_FOUND',
    );
    const { body } = await list();
    const courseId = body.courses[0]!.courseId;
    const peek = await call<Answer<object>>(server.app, 'GET', '/course/custom/detail', {
      token: other.accessToken,
      payload: { characterId, courseId },
    });
    expect(peek.body.errorCode).toBe('CHARACTER_NOT_FOUND');
    const missing = await call<Answer<object>>(server.app, 'GET', '/course/custom/detail', {
      token,
      payload: { characterId, courseId: 999_999 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('CUSTOM_COURSE_NOT_FOUND');
  });

  it('writes a themed passage offline, using only the unlocked characters', async () => {
    const answer = await call<{ passage: string; source: string }>(server.app, 'POST', '/practice/passage', {
      payload: { theme: 'animals', unlockedChars: 'fjdkslaeiruothng', focus: 'e' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.source).toBe('offline');
    expect(checkPassage(answer.body.passage, [...'fjdkslaeiruothng ']).ok).toBe(true);
    const bad = await call<Answer<object>>(server.app, 'POST', '/practice/passage', {
      payload: { theme: 'animals', unlockedChars: 'fjdk', focus: 'e' },
    });
    expect(bad.body.errorCode).toBe('PARAMETER_ERROR');
  });
});

describe('the language-model passage writer', () => {
  let model: Server;
  let url: string;
  let reply = 'a sad lad adds salads';
  const requests: { body: { model: string; messages: { content: string }[] }; auth: string | undefined }[] =
    [];

  beforeAll(async () => {
    model = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ body: JSON.parse(body), auth: request.headers.authorization });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ choices: [{ message: { content: reply } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => model.close(() => resolve())));

  it('is off unless configured', () => {
    expect(modelPassageWriter(testEnv())).toBeUndefined();
  });

  it('asks an OpenAI-compatible endpoint, and the route uses its passage when it passes the check', async () => {
    const server = await startApp(await openTestDatabase('pglite'), {
      PASSAGE_WRITER_URL: url,
      PASSAGE_WRITER_MODEL: 'tiny',
      PASSAGE_WRITER_API_KEY: 'secret',
    });
    try {
      const payload = { theme: 'space', unlockedChars: 'asdl', focus: 'a' };
      const good = await call<{ passage: string; source: string }>(server.app, 'POST', '/practice/passage', {
        payload,
      });
      expect(good.body).toEqual({ passage: 'a sad lad adds salads', source: 'writer' });
      expect(requests.at(-1)?.body.model).toBe('tiny');
      expect(requests.at(-1)?.auth).toBe('Bearer secret');
      expect(requests.at(-1)?.body.messages.at(-1)?.content).toBe(passagePrompt('space', [...'asdl '], 'a'));

      // A passage with locked letters is refused: the built-in writer serves instead.
      reply = 'A rocket flies to the moon!';
      const refused = await call<{ passage: string; source: string }>(
        server.app,
        'POST',
        '/practice/passage',
        {
          payload,
        },
      );
      expect(refused.body.source).toBe('offline');
      expect(checkPassage(refused.body.passage, [...'asdl ']).ok).toBe(true);
    } finally {
      await server.app.close();
      await server.database.close();
    }
  });

  it('refuses a model passage with a refused word, an address, a name or too few real words, and counts why', async () => {
    const server = await startApp(await openTestDatabase('pglite'), {
      PASSAGE_WRITER_URL: url,
      PASSAGE_WRITER_MODEL: 'tiny',
    });
    // Every letter and the full stop unlocked: only the safety judge can refuse.
    const payload = { theme: 'animals', unlockedChars: 'abcdefghijklmnopqrstuvwxyz.', focus: 'a' };
    const ask = async (answer: string) => {
      reply = answer;
      return (
        await call<{ passage: string; source: string }>(server.app, 'POST', '/practice/passage', { payload })
      ).body;
    };
    try {
      const before = passageRefusalCounts();
      const cases = [
        ['sad ass dad and a dick jet', 'refused-word'],
        ['a queer cat sat on a mat', 'refused-word'],
        ['a cat can see www.funcats.com today', 'url'],
        ['a cat sat with Donald on the mat', 'name'],
        ['Zorbo the cat ran to the park', 'name'],
        ['a cat blorp zint quab frell snib', 'few-real-words'],
      ] as const;
      for (const [answer] of cases) {
        const body = await ask(answer);
        // The child gets the built-in writer's passage, every word of it safe.
        expect(body.source, answer).toBe('offline');
        for (const word of body.passage.split(' ')) expect(isSafeWord(word), word).toBe(true);
      }
      const after = passageRefusalCounts();
      for (const reason of ['refused-word', 'url', 'name', 'few-real-words']) {
        const expected = cases.filter(([, why]) => why === reason).length;
        expect((after[reason] ?? 0) - (before[reason] ?? 0), reason).toBe(expected);
      }

      // A good passage is shown as the model wrote it (tidied), and counts nothing.
      const good = await ask('The cat and the dog ran to the park. A big frog sat on a log.');
      expect(good).toEqual({
        passage: 'the cat and the dog ran to the park. a big frog sat on a log.',
        source: 'writer',
      });
      expect(passageRefusalCounts()).toEqual(after);
    } finally {
      await server.app.close();
      await server.database.close();
    }
  });
});
