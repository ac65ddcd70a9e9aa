import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { useSessionStore } from '../api/session-store';
import { clearTokens, storeTokens } from '../api/tokens';
import { character, fakeServer, json, loginResult } from '../testing/fake-server';
import { startAsGuest } from './session';

beforeEach(() => {
  localStorage.clear();
  clearTokens();
  useSessionStore.setState({ signedIn: false, user: null, characterId: null, isNewUser: false });
});
afterEach(() => {
  configureApiClient();
  vi.restoreAllMocks();
});

describe('the guest start', () => {
  it('signs in as a guest, creates a first STUDENT with avatar-student-1 and a pool nickname, and makes it current', async () => {
    const { sent } = fakeServer((request) => {
      switch (request.url.pathname) {
        case '/api/user/auth/visitor':
          return json(200, loginResult('guest-token'));
        case '/api/character/list':
          return json(200, []);
        case '/api/character/create':
          return json(200, { ...character, nickname: request.body.get('nickname') });
        default:
          return json(404, { errorCode: 'NOT_FOUND' });
      }
    });
    const student = await startAsGuest(new QueryClient(), () => 0);
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/api/user/auth/visitor',
      '/api/character/list',
      '/api/character/create',
    ]);
    expect(sent[1]?.url.searchParams.get('type')).toBe('STUDENT');
    expect(Object.fromEntries(sent[2]!.body)).toMatchObject({
      avatar: 'avatar-student-1',
      nickname: 'Oliver',
      type: 'STUDENT',
    });
    expect(student.characterId).toBe(3);
    expect(useSessionStore.getState()).toMatchObject({ signedIn: true, characterId: 3, isNewUser: true });
    expect(localStorage.getItem('characterId')).toBe('3');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ uid: 7 });
  });

  it('takes the first existing STUDENT when there is one, without creating another', async () => {
    const { sent } = fakeServer((request) =>
      request.url.pathname === '/api/character/list' ? json(200, [character]) : json(200, loginResult('t')),
    );
    storeTokens(loginResult('t'));
    useSessionStore.setState({ signedIn: true });
    const student = await startAsGuest(new QueryClient());
    expect(student).toEqual(character);
    expect(sent.map((request) => request.url.pathname)).toEqual(['/api/character/list']);
  });
});
