import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JSONWebKeySet } from 'jose';
import type { LtiPlatforms } from '../../contracts';
import { findLesson } from '../../content';
import { ltiLaunches } from './schema';
import { freePort } from '../test/child-server';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { Learner } from '../test/learner';
import { loginFromSessionKey, openedSchool } from '../test/school-sign-in';
import { startLocalLtiPlatform, type Launch, type LocalLtiPlatform } from '../test/local-lti-platform';

const SITE = 'keyquest.test';
const LESSON = findLesson('home-keys-f-and-j')!.lesson;

/**
 * LTI 1.3 against a learning platform made in the test from the IMS specifications: login initiation, the launch's
 * ID token checked, deep linking answered, and a lesson's score posted to the platform's line item once.
 */
describe.each(TEST_DATABASES)('LTI 1.3 (%s)', (kind) => {
  const server = suiteServer(kind);
  let platform: LocalLtiPlatform;
  beforeAll(async () => {
    platform = await startLocalLtiPlatform({
      port: await freePort(),
      toolKeys: async () =>
        (await server.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json<JSONWebKeySet>(),
    });
    const school = await openedSchool(server.app, 'Lakeside');
    const saved = await call<LtiPlatforms>(server.app, 'POST', '/school/lti/platform/save', {
      token: school.token,
      payload: {
        characterId: school.characterId,
        issuer: platform.issuer,
        clientId: platform.clientId,
        deploymentIds: [platform.deploymentId],
        authUrl: platform.authUrl,
        tokenUrl: platform.tokenUrl,
        jwksUrl: platform.jwksUrl,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.tool.launchUrl).toMatch(/\/api\/lti\/launch$/);
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** The browser's way: the platform's login initiation, its authorization endpoint, the form posted back. */
  async function launch(next: Launch) {
    platform.nextLaunch(next);
    const login = await server.app.inject({
      method: 'GET',
      url: `/api/lti/login?${new URLSearchParams({
        iss: platform.issuer,
        login_hint: next.sub,
        target_link_uri: `http://${SITE}/api/lti/launch`,
        client_id: platform.clientId,
        lti_deployment_id: platform.deploymentId,
      })}`,
      headers: { host: SITE },
    });
    expect(login.statusCode).toBe(302);
    const fields = await platform.answer(login.headers.location as string);
    const launched = await server.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: { host: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(launched.statusCode).toBe(303);
    return new URL(launched.headers.location as string, `http://${SITE}`);
  }

  const signedIn = (final: URL) => loginFromSessionKey(server.app, final);

  async function scoresPosted(count: number) {
    for (let i = 0; i < 100 && platform.scores.length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return platform.scores;
  }

  it('a learner launched on a lesson is signed in there, and the score reaches the line item once', async () => {
    const final = await launch({
      sub: `learner-${kind}`,
      custom: { keyquest_target: `lesson:${LESSON.slug}` },
    });
    expect(final.pathname).toBe('/login/callback');
    expect(final.searchParams.get('redirect')).toBe(`/lesson/${LESSON.slug}`);
    const login = await signedIn(final);
    const characters = await call<{ characterId: number; type: string }[]>(
      server.app,
      'GET',
      '/character/list',
      {
        token: login.accessToken,
      },
    );
    expect(characters.body.map((role) => role.type)).toEqual(['STUDENT']);
    const learner = new Learner(server, login.accessToken, characters.body[0]!.characterId, 'UTC');
    const before = platform.scores.length;
    const attempt = learner.lessonAttempt(LESSON);
    expect((await learner.submit(attempt)).status).toBe(200);
    // The same result saved twice (a retry), then a second attempt: the score was posted once.
    expect((await learner.submit(attempt)).status).toBe(200);
    expect((await learner.submit(learner.lessonAttempt(LESSON))).status).toBe(200);
    const scores = await scoresPosted(before + 1);
    // Every launch of this learner is claimed: no later save can post again.
    const launches = await server.database.db
      .select({ postedAt: ltiLaunches.postedAt })
      .from(ltiLaunches)
      .where(eq(ltiLaunches.subject, `learner-${kind}`));
    expect(launches).toHaveLength(1);
    expect(launches[0]!.postedAt).not.toBeNull();
    const mine = platform.scores.filter((score) => score.userId === `learner-${kind}`);
    expect(mine).toHaveLength(1);
    expect(scores.length).toBe(before + 1);
    expect(mine[0]).toMatchObject({
      scoreMaximum: 3,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    expect(mine[0]!.scoreGiven).toBeGreaterThanOrEqual(1);
    expect(mine[0]!.comment).toMatch(/^\d+ WPM, \d+%$/);

    // The same person launched again comes back to the same account.
    const again = await signedIn(
      await launch({ sub: `learner-${kind}`, custom: { keyquest_target: `lesson:${LESSON.slug}` } }),
    );
    expect(again.user.uid).toBe(login.user.uid);
  });

  it('refuses an ID token signed with a key not in the platform’s key set', async () => {
    const final = await launch({ sub: 'forger', otherKey: true });
    expect(final.searchParams.get('error')).toBe('LTI_REFUSED');
    expect(final.searchParams.get('sessionKey')).toBeNull();
  });

  it('refuses a deployment the school did not list, another audience, or a replayed launch', async () => {
    expect((await launch({ sub: 'x', deploymentId: 'deployment-unknown' })).searchParams.get('error')).toBe(
      'LTI_REFUSED',
    );
    expect((await launch({ sub: 'x', claims: { aud: 'another-tool' } })).searchParams.get('error')).toBe(
      'LTI_REFUSED',
    );
    // A good launch's form posted a second time: its state was used.
    platform.nextLaunch({ sub: 'replayer' });
    const login = await server.app.inject({
      method: 'GET',
      url: `/api/lti/login?${new URLSearchParams({ iss: platform.issuer, login_hint: 'replayer', target_link_uri: 'x' })}`,
      headers: { host: SITE },
    });
    const fields = new URLSearchParams(await platform.answer(login.headers.location as string)).toString();
    const post = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/lti/launch',
        headers: { host: SITE, 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields,
      });
    expect((await post()).headers.location).toContain('sessionKey=');
    expect((await post()).headers.location).toContain('error=LTI_REFUSED');
  });

  it('deep linking: a teacher’s lesson and class race go back to the platform as signed resource links', async () => {
    const final = await launch({ sub: 'teacher-1', messageType: 'LtiDeepLinkingRequest' });
    expect(final.pathname).toBe('/lti/pick');
    const request = final.searchParams.get('request')!;
    const answer = await call<{ returnUrl: string; jwt: string }>(
      server.app,
      'POST',
      '/lti/deep-link/answer',
      {
        payload: {
          request,
          resources: [
            { kind: 'lesson', slug: LESSON.slug, title: 'Home keys' },
            { kind: 'race', title: 'Class race' },
          ],
        },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.returnUrl).toBe(`${platform.issuer}/deep-link-return`);
    const claims = await platform.readDeepLinkAnswer(answer.body.jwt);
    expect(claims['https://purl.imsglobal.org/spec/lti/claim/message_type']).toBe('LtiDeepLinkingResponse');
    expect(claims['https://purl.imsglobal.org/spec/lti/claim/deployment_id']).toBe(platform.deploymentId);
    expect(claims['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('opaque-platform-data');
    expect(claims['https://purl.imsglobal.org/spec/lti-dl/claim/content_items']).toMatchObject([
      {
        type: 'ltiResourceLink',
        custom: { keyquest_target: `lesson:${LESSON.slug}` },
        lineItem: { scoreMaximum: 3 },
      },
      { type: 'ltiResourceLink', custom: { keyquest_target: 'race' } },
    ]);
    // Answered once.
    const twice = await call<{ errorCode?: string }>(server.app, 'POST', '/lti/deep-link/answer', {
      payload: { request, resources: [{ kind: 'race', title: 'Class race' }] },
    });
    expect(twice.body.errorCode).toBe('LTI_LINK_EXPIRED');
  });
});
