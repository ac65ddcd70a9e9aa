import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Character, MyGroups, User } from '../../../contracts';
import { useSessionStore } from '../../api';
import { configureApiClient } from '../../api/client';
import { ClassAssignments } from '../class-assignments/ClassAssignments';
import { renderWithProviders } from '../../testing/render-with-providers';
import { StudentOnly } from './StudentOnly';

const user: User = {
  uid: 7,
  username: 'family',
  email: null,
  phone: null,
  isGuest: false,
  hasPassword: true,
  loginMethods: ['account'],
  lastLoginType: 'account',
  subscriptionType: 'FREE',
  region: 'US',
  createdAt: '2026-01-15T09:30:00.000Z',
};
const role = (characterId: number, type: Character['type']): Character => ({
  characterId,
  avatar: type === 'TEACHER' ? 'avatar-teacher-1' : 'avatar-student-1',
  nickname: type === 'TEACHER' ? 'Ms Lee' : 'Mia',
  type,
  timeZone: null,
  keyboardLayout: 'us',
  createdAt: '2026-01-15T09:30:00.000Z',
});
const TEACHER = role(1, 'TEACHER');
const STUDENT = role(2, 'STUDENT');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function server(mine: MyGroups | 'elsewhere') {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/character/list') return json([TEACHER, STUDENT]);
    if (path === '/group/mine' && mine === 'elsewhere') {
      const message = 'Another role of this account is signed in on another device.';
      return new Response(JSON.stringify({ statusCode: 409, message, errorCode: 'ROLE_ONLINE_ELSEWHERE' }), {
        status: 409,
      });
    }
    if (path === '/group/mine') return json(mine);
    return new Response(JSON.stringify({ statusCode: 404, message: 'Not found', errorCode: 'NOT_FOUND' }), {
      status: 404,
    });
  });
  configureApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
}

const signInAs = (characterId: number) =>
  useSessionStore.setState({ signedIn: true, user, characterId, isNewUser: false });

afterEach(() => {
  configureApiClient();
  vi.restoreAllMocks();
  useSessionStore.setState({ signedIn: false, user: null, characterId: null, isNewUser: false });
});

describe('only a student practises', () => {
  it('tells a teacher role before the lesson starts, and offers a student role', async () => {
    server({ groups: [], assignments: [] });
    signInAs(TEACHER.characterId);
    renderWithProviders(
      <StudentOnly>
        <p>the lesson</p>
      </StudentOnly>,
    );
    expect(
      await screen.findByRole('heading', { name: 'A teacher role cannot practise' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a student role' })).toHaveAttribute('href', '/character');
    expect(screen.queryByText('the lesson')).not.toBeInTheDocument();
  });

  it('lets a student role through', async () => {
    server({ groups: [], assignments: [] });
    signInAs(STUDENT.characterId);
    renderWithProviders(
      <StudentOnly>
        <p>the lesson</p>
      </StudentOnly>,
    );
    expect(await screen.findByText('the lesson')).toBeInTheDocument();
  });
});

describe("a student's class assignments", () => {
  it('lists what is to do first, each a link to where it is practised', async () => {
    const base = {
      groupId: 5,
      groupName: 'Class 3A',
      lessonSlugs: [],
      dueDate: null,
      createdAt: '2026-01-15T09:30:00.000Z',
    };
    server({
      groups: [{ groupId: 5, name: 'Class 3A', teacherNickname: 'Ms Lee', schoolName: null }],
      assignments: [
        { ...base, assignmentId: 2, kind: 'custom', target: '44', title: 'Words with F', done: false },
        { ...base, assignmentId: 1, kind: 'game', target: 'STAR_TREK', title: 'STAR_TREK', done: true },
      ],
    });
    signInAs(STUDENT.characterId);
    renderWithProviders(<ClassAssignments />);
    const links = await screen.findAllByTestId('my-assignment');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/lesson/custom-44',
      '/game-center?game=STAR_TREK',
    ]);
    expect(links[0]).toHaveTextContent('Words with F');
    expect(links[0]).toHaveTextContent('To do');
    expect(links[1]).toHaveTextContent('Done');
  });

  it('says so when another role of the account is in use on another device', async () => {
    server('elsewhere');
    signInAs(STUDENT.characterId);
    renderWithProviders(<ClassAssignments />);
    expect(await screen.findByTestId('class-assignments-error')).toHaveTextContent(
      'Multiple roles cannot be logged in at once',
    );
  });
});
