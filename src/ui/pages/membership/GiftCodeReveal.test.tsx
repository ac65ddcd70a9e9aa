import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { api } from '../../api/endpoints';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GiftCodeReveal } from './GiftCodeReveal';
import { orderFixture } from './order-fixture';

const paidGift = orderFixture({ state: 'PAID', paidAt: '2026-11-26T10:01:00.000Z', gift: true });

describe('GiftCodeReveal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a paid gift its activation code once, with a copy button that copies it', async () => {
    const reveal = vi
      .spyOn(api, 'revealGiftCode')
      .mockResolvedValue({ orderNo: paidGift.orderNo, card: 'month', code: 'ABCDEFGH23456789' });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<GiftCodeReveal order={paidGift} />);
    await user.click(screen.getByRole('button', { name: 'Show the activation code' }));

    expect(await screen.findByTestId('gift-code-value')).toHaveTextContent('ABCD EFGH 2345 6789');
    expect(screen.getByRole('alert')).toHaveTextContent('it is shown only this once');
    expect(reveal).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith('ABCDEFGH23456789');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says a code already shown cannot be shown again, and offers no button', () => {
    renderWithProviders(<GiftCodeReveal order={{ ...paidGift, giftCodeShown: true }} />);
    expect(screen.getByTestId('gift-code-shown')).toHaveTextContent('cannot be shown again');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal, translated, when the code was shown meanwhile elsewhere", async () => {
    vi.spyOn(api, 'revealGiftCode').mockRejectedValue(new ApiError(409, 'shown', 'GIFT_CODE_SHOWN'));
    renderWithProviders(<GiftCodeReveal order={paidGift} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the activation code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be shown again');
  });

  it('shows nothing for an order that is not a paid gift', () => {
    const { container } = renderWithProviders(<GiftCodeReveal order={{ ...paidGift, gift: false }} />);
    expect(container.querySelector('[data-testid="gift-code"]')).toBeNull();
  });
});
