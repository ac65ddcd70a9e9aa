import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Group } from '../../../contracts';
import { configureApiClient } from '../../api/client';
import { clearTokens, storeTokens } from '../../api/tokens';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GroupSettings } from './GroupSettings';

const group: Group = {
  groupId: 4,
  name: 'Room 12',
  memberCount: 2,
  joinCode: 'BD7J56',
  joinCodeEnabled: true,
  joinCodeExpiresAt: '2099-01-01T00:00:00.000Z',
  schoolName: null,
  keyboardLayout: null,
  createdAt: '2026-11-26T00:00:00.000Z',
};

beforeEach(() => storeTokens({ accessToken: 'token', expireTime: Date.now() + 600_000 }));
afterEach(() => {
  clearTokens();
  configureApiClient();
});

describe("a class's keyboard", () => {
  it('the teacher sets the class to AZERTY, then back to each student’s own', async () => {
    const server = fakeServer((sent) =>
      json(200, { ...group, keyboardLayout: sent.body.get('keyboardLayout') || null }),
    );
    renderWithProviders(<GroupSettings characterId={3} groupId={4} group={group} />);
    const section = screen.getByRole('region', { name: "The class's keyboard" });
    const select = within(section).getByRole('combobox', { name: 'Keyboard' });
    expect((select as HTMLSelectElement).value).toBe('');
    await userEvent.selectOptions(select, 'French (AZERTY)');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('status')).toHaveProperty('textContent', 'Saved.');
    const set = server.sent.find((sent) => sent.url.pathname.endsWith('/group/keyboard-layout'))!;
    expect(Object.fromEntries(set.body)).toMatchObject({
      characterId: '3',
      groupId: '4',
      keyboardLayout: 'fr',
    });

    await userEvent.selectOptions(select, "Each student's own");
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => server.sent.filter((sent) => sent.url.pathname.endsWith('/group/keyboard-layout')).length)
      .toBe(2);
    expect(server.sent.at(-1)!.body.has('keyboardLayout')).toBe(false);
  });
});
