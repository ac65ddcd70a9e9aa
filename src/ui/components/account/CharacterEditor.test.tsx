import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE, type Character, type User } from '../../../contracts';
import { configureApiClient } from '../../api/client';
import { useSessionStore } from '../../api/session-store';
import { clearTokens, storeTokens } from '../../api/tokens';
import { nicknameError, overlayAction } from '../../account/character-rules';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CharacterEditor } from './CharacterEditor';
import chinese from '../../../../locales/CHS.json';
import { GUEST_USER } from '../../testing/guest-user';

const ENGLISH_REFUSAL = ERROR_CATALOGUE.NAME_NOT_ALLOWED.message;

const user: User = GUEST_USER;
const oliver: Character = {
  characterId: 3,
  avatar: 'avatar-student-2',
  nickname: 'Oliver',
  type: 'STUDENT',
  timeZone: null,
  keyboardLayout: 'us',
  createdAt: '2026-01-15T09:30:00.000Z',
};

/**
 * A fake server: FREE subscription, the user above, and the created/updated character echoed back (or, with
 * `refusal`, every write refused with that catalogue code, as the server answers).
 */
function fakeServer(refusal?: { status: number; errorCode: string; message: string }) {
  const writes: { path: string; body: URLSearchParams }[] = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = new URLSearchParams(String(init?.body ?? ''));
      const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
      if (path.endsWith('/user/subscription')) return json({ subscriptionType: 'FREE', expireTime: null });
      if (path.endsWith('/user/info/self')) return json(user);
      if (path.endsWith('/character/list')) return json([oliver]);
      writes.push({ path, body });
      if (refusal) return new Response(JSON.stringify({ statusCode: refusal.status, ...refusal }), refusal);
      if (path.endsWith('/user/bind/account')) return json({ ...user, username: body.get('username') });
      return json({
        ...oliver,
        characterId: path.endsWith('/create') ? 9 : oliver.characterId,
        avatar: body.get('avatar'),
        nickname: body.get('nickname'),
        type: body.get('type') ?? 'STUDENT',
      });
    }) as typeof fetch,
    navigate: () => undefined,
    currentPath: () => '/character',
  });
  return writes;
}

beforeEach(() => {
  storeTokens({ accessToken: 'token', expireTime: Date.now() + 600_000 });
  useSessionStore.setState({ signedIn: true, user, characterId: 3 });
});
afterEach(() => {
  configureApiClient();
  clearTokens();
  vi.restoreAllMocks();
});

describe('the character overlay', () => {
  it('edit mode: an empty nickname shows the red required message and saves nothing', async () => {
    const writes = fakeServer();
    const onClose = vi.fn();
    renderWithProviders(<CharacterEditor character={oliver} onClose={onClose} />);
    const box = screen.getByTestId('nickname-input');
    expect(box).toHaveValue('Oliver');
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByTestId('editor-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a nickname');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edit mode: a nickname the safety filter refuses shows the server’s translated message under the box', async () => {
    const writes = fakeServer({ status: 400, errorCode: 'NAME_NOT_ALLOWED', message: ENGLISH_REFUSAL });
    const onClose = vi.fn();
    renderWithProviders(<CharacterEditor character={oliver} onClose={onClose} />, {
      locale: 'zh-Hans',
      messages: chinese,
    });
    const box = screen.getByTestId('nickname-input');
    await userEvent.clear(box);
    await userEvent.type(box, 'BigAss');
    await userEvent.click(screen.getByTestId('editor-submit'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(chinese['error.NAME_NOT_ALLOWED']);
    expect(alert).not.toHaveTextContent(ENGLISH_REFUSAL);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', alert.id);
    expect(writes.map((write) => write.body.get('nickname'))).toEqual(['BigAss']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the name dialog refuses a 16-character nickname and accepts 15', async () => {
    const writes = fakeServer();
    renderWithProviders(<CharacterEditor onClose={() => undefined} />);
    await userEvent.click(screen.getByTestId('nickname-edit'));
    const input = screen.getByTestId('name-dialog-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Abcdefghijklmnop'); // 16
    await userEvent.click(screen.getByTestId('name-dialog-confirm'));
    expect(await screen.findByText('A nickname can be at most 15 characters')).toBeVisible();
    expect(screen.getByTestId('name-dialog')).toBeInTheDocument();

    await userEvent.type(input, '{Backspace}'); // 15
    await userEvent.click(screen.getByTestId('name-dialog-confirm'));
    expect(screen.queryByTestId('name-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('nickname-shown')).toHaveTextContent('Abcdefghijklmno');
    expect(writes).toEqual([]);
  });

  it('a pro avatar on a FREE plan opens the upgrade prompt and creates nothing; a free one creates a student', async () => {
    const writes = fakeServer();
    const onClose = vi.fn();
    renderWithProviders(<CharacterEditor onClose={onClose} />);
    const pro = screen.getByTestId('avatar-avatar-student-5');
    expect(pro).toHaveAttribute('data-pro', 'true');
    await userEvent.click(pro);
    await userEvent.click(screen.getByTestId('editor-submit'));
    expect(await screen.findByTestId('upgrade-prompt')).toHaveTextContent(
      'This avatar is for members. Upgrade to unlock it',
    );
    expect(writes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Choose another avatar' }));
    await userEvent.click(screen.getByTestId('avatar-avatar-student-3'));
    const nickname = screen.getByTestId('nickname-shown').textContent;
    await userEvent.click(screen.getByTestId('editor-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toHaveLength(1);
    expect(writes[0]!.path).toBe('/api/character/create');
    expect(writes[0]!.body.get('avatar')).toBe('avatar-student-3');
    expect(writes[0]!.body.get('type')).toBe('STUDENT');
    expect(writes[0]!.body.get('nickname')).toBe(nickname);
    expect(useSessionStore.getState().characterId).toBe(9);
  });

  it('switching to the teacher tab selects teacher 1; without a password it asks for one before creating', async () => {
    const writes = fakeServer();
    renderWithProviders(<CharacterEditor onClose={() => undefined} />);
    await userEvent.click(screen.getByTestId('role-TEACHER'));
    expect(screen.getByTestId('avatar-avatar-teacher-1')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByTestId('editor-submit'));
    expect(await screen.findByTestId('password-dialog')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('a guest creating a teacher chooses a username with the password, so the account can sign in with it', async () => {
    const writes = fakeServer();
    renderWithProviders(<CharacterEditor onClose={() => undefined} />);
    await userEvent.click(screen.getByTestId('role-TEACHER'));
    await userEvent.click(screen.getByTestId('editor-submit'));
    const dialog = await screen.findByTestId('password-dialog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save password and create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This field is required');
    expect(writes).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Username'), 'ms_lee');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret123');
    await userEvent.type(within(dialog).getByLabelText('Password again'), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save password and create' }));

    await waitFor(() => expect(writes.map((write) => write.path)).toContain('/api/character/create'));
    expect(writes[0]!.path).toBe('/api/user/bind/account');
    expect(writes[0]!.body.get('username')).toBe('ms_lee');
    expect(useSessionStore.getState().user?.username).toBe('ms_lee');
  });
});

describe('the overlay rules', () => {
  const base = {
    edition: 'global' as const,
    mode: 'create' as const,
    avatar: 'avatar-student-1' as const,
    nickname: 'Mia',
    subscription: 'FREE' as const,
    hasPassword: false,
  };
  it('nickname: 1 to 15 characters after trimming, never empty (15 Chinese characters fit)', () => {
    expect(nicknameError('')).toBe('NICKNAME_EMPTY');
    expect(nicknameError('   ')).toBe('NICKNAME_EMPTY');
    expect(nicknameError('a'.repeat(16))).toBe('NICKNAME_TOO_LONG');
    expect(nicknameError('a'.repeat(15))).toBeNull();
    expect(nicknameError('小'.repeat(15))).toBeNull();
  });
  it('pro avatars need a paid plan (student 5 in the global edition, 4 in the cn edition); keeping one is allowed', () => {
    expect(overlayAction({ ...base, avatar: 'avatar-student-5' }).kind).toBe('upgrade');
    expect(overlayAction({ ...base, avatar: 'avatar-student-4' }).kind).toBe('create');
    expect(overlayAction({ ...base, edition: 'cn', avatar: 'avatar-student-4' }).kind).toBe('upgrade');
    expect(overlayAction({ ...base, avatar: 'avatar-student-5', subscription: 'PREMIUM' }).kind).toBe(
      'create',
    );
    expect(
      overlayAction({ ...base, mode: 'edit', avatar: 'avatar-student-6', currentAvatar: 'avatar-student-6' })
        .kind,
    ).toBe('update');
  });
  it('only students and teachers are created in-app; schools and organisations open their portals', () => {
    expect(overlayAction({ ...base, avatar: 'avatar-school' })).toEqual({ kind: 'portal', type: 'SCHOOL' });
    expect(overlayAction({ ...base, avatar: 'avatar-inst' })).toEqual({ kind: 'portal', type: 'INST' });
    expect(overlayAction({ ...base, avatar: 'avatar-teacher-2', hasPassword: true })).toEqual({
      kind: 'create',
      type: 'TEACHER',
    });
    expect(overlayAction({ ...base, avatar: 'avatar-teacher-2' }).kind).toBe('set-password');
  });
});
