import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassExperiment, Group, SchoolClass } from '../../../contracts';
import { configureApiClient } from '../../api/client';
import { clearTokens, storeTokens } from '../../api/tokens';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GroupSettings } from '../teacher/GroupSettings';
import { SchoolStudies } from './SchoolStudies';

const classes: SchoolClass[] = [
  { groupId: 4, name: '4A', teacherId: 7, teacherNickname: 'Ms Lee', memberCount: 20 },
  { groupId: 5, name: '4B', teacherId: null, teacherNickname: null, memberCount: 10 },
];

beforeEach(() => storeTokens({ accessToken: 'token', expireTime: Date.now() + 600_000 }));
afterEach(() => {
  clearTokens();
  configureApiClient();
});

describe('a study of the course', () => {
  it('the school puts a class in arm B with consent, and the list says so', async () => {
    const arms = new Map<number, ClassExperiment>();
    const server = fakeServer((sent) => {
      const groupId = Number(sent.url.searchParams.get('groupId') ?? sent.body.get('groupId'));
      if (sent.url.pathname.endsWith('/school/class/experiment')) {
        const arm = sent.body.get('arm') as ClassExperiment['arm'];
        arms.set(groupId, { groupId, arm, startedAt: arm ? '2026-11-28T00:00:00.000Z' : null });
      }
      return json(200, arms.get(groupId) ?? { groupId, arm: null, startedAt: null });
    });
    renderWithProviders(<SchoolStudies characterId={3} classes={classes} />);
    const section = screen.getByRole('region', { name: 'Studies of the course' });
    const rows = await within(section).findAllByTestId('school-study');
    await expect.poll(() => rows[0]!.textContent).toBe('4A: in no study');

    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Class' }), '4A');
    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: 'Arm' }),
      "B: the adaptive practice's own rule (it adds new keys one at a time)",
    );
    await userEvent.click(within(section).getByRole('checkbox', { name: /consent/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('status')).toHaveProperty('textContent', 'Saved.');
    const set = server.sent.find((sent) => sent.url.pathname.endsWith('/school/class/experiment'))!;
    expect(Object.fromEntries(set.body)).toMatchObject({
      characterId: '3',
      groupId: '4',
      arm: 'practice-keys',
      consent: 'true',
    });
    await expect
      .poll(() => within(section).getAllByTestId('school-study')[0]!.textContent)
      .toBe("4A: B: the adaptive practice's own rule (it adds new keys one at a time)");
  }, 15_000);

  it("the class's teacher reads the arm on the settings tab", async () => {
    fakeServer((sent) =>
      sent.url.pathname.endsWith('/group/experiment')
        ? json(200, { groupId: 4, arm: 'taught-keys', startedAt: '2026-11-28T00:00:00.000Z' })
        : json(404, {}),
    );
    const group: Group = {
      groupId: 4,
      name: '4A',
      memberCount: 20,
      joinCode: null,
      joinCodeEnabled: false,
      joinCodeExpiresAt: null,
      schoolName: 'Hillside Primary',
      keyboardLayout: null,
      createdAt: '2026-11-26T00:00:00.000Z',
    };
    renderWithProviders(<GroupSettings characterId={7} groupId={4} group={group} />);
    const section = await screen.findByRole('region', { name: 'Study' });
    expect(within(section).getByTestId('class-study').textContent).toContain(
      'arm A: the course as it is (the letters passed in the finger course count in the adaptive practice)',
    );
  });
});
