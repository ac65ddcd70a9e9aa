import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plans } from '../../../contracts';
import { api } from '../../api/endpoints';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Checkout } from './Checkout';
import { orderFixture } from './order-fixture';

const plans: Plans = {
  edition: 'global',
  payments: 'live',
  currency: 'USD',
  cards: [
    { card: 'month', days: 30, price: 699, productId: 'kq.month' },
    { card: 'lifetime', days: null, price: 9999, productId: 'kq.lifetime' },
  ],
};

const order = orderFixture({ gift: true });

describe('Checkout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a lifetime member buy a card as a gift, and says that is what it is', async () => {
    vi.spyOn(api, 'plans').mockResolvedValue(plans);
    const createOrder = vi.spyOn(api, 'createOrder').mockResolvedValue(order);
    const user = userEvent.setup();
    renderWithProviders(<Checkout canBuy={false} giftOnly />);
    expect(await screen.findByTestId('checkout-gift-only')).toHaveTextContent(
      /a card you buy here is a gift/,
    );
    // No checkbox to untick: it can only be a gift.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const buy = screen.getByRole('button', { name: 'Buy and pay' });
    expect(buy).toBeEnabled();
    await user.click(buy);
    expect(createOrder).toHaveBeenCalledWith(expect.objectContaining({ card: 'month', gift: true }));
  });

  it('keeps the button off for an account that may not buy for itself', async () => {
    vi.spyOn(api, 'plans').mockResolvedValue(plans);
    renderWithProviders(<Checkout canBuy={false} />);
    expect(await screen.findByRole('button', { name: 'Buy and pay' })).toBeDisabled();
    expect(screen.queryByTestId('checkout-gift-only')).not.toBeInTheDocument();
  });
});
