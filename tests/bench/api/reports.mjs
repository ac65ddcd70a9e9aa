// The report routes with many stored attempts for one character: seeds attempts through the API (spread over
// the last 365 days: lessons, numeric keypad lessons, practices), then times every route that reads them.
import { randomUUID } from 'node:crypto';
import { get, percentile, post, stealBetween, stealTicks, loadAverage, medianBy } from './lib.mjs';

const DAY_MS = 86_400_000;

/** A learner's keystroke log of `text`: 150-350 ms a key, a slip now and then; keypad codes when asked. */
export function keystrokeLog(text, { numpad = false } = {}) {
  const log = [];
  let time = 500 + Math.random() * 500;
  const codeOf = (char) => (char === '\n' ? 'NumpadEnter' : char === ' ' ? 'Space' : `Numpad${char}`);
  for (const char of text) {
    if (Math.random() < 0.04) {
      const wrong = numpad ? (char === '5' ? '4' : '5') : char === 'f' ? 'd' : 'f';
      log.push({ kind: 'insert', char: wrong, timeStamp: time, ...(numpad ? { code: codeOf(wrong) } : {}) });
      time += 150 + Math.random() * 200;
    }
    log.push({
      kind: 'insert',
      char,
      timeStamp: Math.round(time * 10) / 10,
      ...(numpad ? { code: codeOf(char) } : {}),
    });
    time += 150 + Math.random() * 200;
  }
  return log;
}

/** Words for practice texts: a missed word list has something to count. */
const WORDS = 'the quick brown fox jumps over lazy dog and runs far away from home keys sad lad fall'.split(
  ' ',
);
export function practiceText(chars) {
  const words = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const word = WORDS[(i * 7 + Math.floor(i / 3)) % WORDS.length];
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ').slice(0, chars).trim();
}

/** One stored attempt of a seeded history: 85 % the finger lesson, 5 % a keypad lesson, 10 % a word practice. */
function seedAttempt(learner, lessons, now) {
  const pick = Math.random();
  const startedAt = now - Math.floor(Math.random() * 365) * DAY_MS - Math.floor(Math.random() * DAY_MS);
  const common = {
    deviceId: learner.deviceId,
    characterId: learner.characterId,
    idempotencyKey: randomUUID(),
    startedAt,
    timeZone: 'Europe/Paris',
  };
  if (pick < 0.85) {
    const { finger } = lessons;
    return {
      ...common,
      kind: 'lesson',
      lessonSlug: finger.slug,
      mode: finger.mode,
      text: finger.text,
      keystrokes: keystrokeLog(finger.text),
    };
  }
  if (pick < 0.9) {
    const { numpad } = lessons;
    return {
      ...common,
      kind: 'lesson',
      lessonSlug: numpad.slug,
      mode: numpad.mode,
      text: numpad.text,
      keystrokes: keystrokeLog(numpad.text, { numpad: true }),
    };
  }
  const text = practiceText(80);
  return {
    ...common,
    kind: 'practice',
    practiceId: 'english-words',
    mode: 'free',
    text,
    keystrokes: keystrokeLog(text),
  };
}

/** Posts attempts until the character has `total` of them (8 at a time). */
export async function seedAttempts(base, learner, lessons, stored, total) {
  const now = Date.now();
  let next = stored;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < total) {
        next++;
        await post(base, '/attempt/submit', seedAttempt(learner, lessons, now), learner.token);
      }
    }),
  );
  return total;
}

/** Every route that reads a character's attempts or their rollups, as the app calls it. */
export const REPORT_ROUTES = [
  ['/report/history (366 days: the plan page)', '/report/history', { days: 366 }],
  ['/report/history (30 days)', '/report/history', { days: 30 }],
  ['/report/today', '/report/today', {}],
  ['/report/period day', '/report/period', { period: 'day' }],
  ['/report/period week', '/report/period', { period: 'week' }],
  ['/report/period month', '/report/period', { period: 'month' }],
  ['/progress/keys', '/progress/keys', {}],
  ['/progress/lessons', '/progress/lessons', {}],
  ['/attempt/list', '/attempt/list', {}],
  ['/practice/keys (adaptive)', '/practice/keys', {}],
  ['/course/custom/list', '/course/custom/list', {}],
  // A parent's link to the week's report (no sign-in: the link's token), made by POST /report/share.
  ['/open/report/shared (a shared week)', '/open/report/shared', { shared: 'week' }],
  // The learner's teacher reading the week's report of a student of the class the learner joined.
  ['/group/student/report (a teacher, week)', '/group/student/report', { teacher: 'week' }],
];

/** A registered teacher with a class the learner joined: the teacher's token and what the route needs. */
async function teacherOf(base, learner) {
  const deviceId = `bench-teacher-${randomUUID()}`;
  const username = `bench${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const password = 'bench123';
  const login = await post(base, '/user/auth/register', {
    deviceId,
    username,
    password,
    confirmPassword: password,
    agreeTerms: true,
  });
  const character = await post(
    base,
    '/character/create',
    { deviceId, avatar: 'avatar-teacher-1', nickname: 'Teacher', type: 'TEACHER' },
    login.accessToken,
  );
  const group = await post(
    base,
    '/group/create',
    { deviceId, characterId: character.characterId, name: 'Bench class' },
    login.accessToken,
  );
  await post(
    base,
    '/group/join',
    { deviceId: learner.deviceId, characterId: learner.characterId, code: group.joinCode },
    learner.token,
  );
  return {
    token: login.accessToken,
    payload: {
      deviceId,
      characterId: character.characterId,
      groupId: group.groupId,
      studentId: learner.characterId,
    },
  };
}

/** p50 / p99 of each report route: `requests` calls one after the other, 3 runs, the median run by p50. */
export async function timeReports(base, learner, { requests = 40, runs = 3 } = {}) {
  const results = [];
  for (const [name, path, extra] of REPORT_ROUTES) {
    let payload = {
      deviceId: learner.deviceId,
      characterId: learner.characterId,
      timeZone: 'Europe/Paris',
      ...extra,
    };
    if (extra.shared) {
      const share = await post(
        base,
        '/report/share',
        {
          deviceId: learner.deviceId,
          characterId: learner.characterId,
          period: extra.shared,
          timeZone: 'Europe/Paris',
        },
        learner.token,
      );
      payload = { deviceId: learner.deviceId, token: share.token };
    }
    let token = learner.token;
    if (extra.teacher) {
      const teacher = await teacherOf(base, learner);
      token = teacher.token;
      payload = { ...teacher.payload, period: extra.teacher };
    }
    const measured = [];
    for (let run = 0; run < runs; run++) {
      const before = stealTicks();
      for (let i = 0; i < 3; i++) await get(base, path, payload, token);
      const latencies = [];
      for (let i = 0; i < requests; i++) {
        const started = performance.now();
        await get(base, path, payload, token);
        latencies.push(performance.now() - started);
      }
      latencies.sort((a, b) => a - b);
      measured.push({
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        steal: stealBetween(before, stealTicks()),
        load: loadAverage(),
      });
    }
    results.push({ name, ...medianBy(measured, (run) => run.p50), runs: measured });
  }
  return results;
}
