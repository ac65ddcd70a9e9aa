import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { api } from '../../api/endpoints';
import { renderWithProviders } from '../../testing/render-with-providers';
import OrderStatusPage from './OrderStatusPage';
import { orderFixture } from './order-fixture';

vi.mock('../../components/learning-shell/LearningShell', () => ({
  LearningShell: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

const paid = { state: 'PAID' as const, paidAt: '2026-11-26T10:01:00.000Z' };
const show = (path: string) =>
  renderWithProviders(<OrderStatusPage />, { path, route: '/membership/order/:orderNo' });

describe('OrderStatusPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("a paid gift says it is a gift for someone else, never the buyer's membership (no 'Lifetime member')", async () => {
    vi.spyOn(api, 'order').mockResolvedValue(orderFixture({ ...paid, card: 'day', gift: true }));
    show('/membership/order/KQ202611260123456789');
    expect(await screen.findByTestId('order-gift')).toHaveTextContent(
      'An activation code for someone else. Your own membership does not change.',
    );
    expect(screen.getByTestId('order-status')).not.toHaveTextContent('Lifetime member');
    expect(screen.queryByTestId('order-until')).toBeNull();
  });

  it("a paid card of one's own shows the membership's new end; a lifetime card says lifetime", async () => {
    const order = vi
      .spyOn(api, 'order')
      .mockResolvedValue(orderFixture({ ...paid, membershipUntil: '2026-12-26T10:01:00.000Z' }));
    show('/membership/order/KQ202611260123456789');
    expect(await screen.findByTestId('order-until')).toHaveTextContent('Until December 26, 2026');
    order.mockResolvedValue(orderFixture({ ...paid, orderNo: 'KQ2', card: 'lifetime' }));
    show('/membership/order/KQ2');
    expect(await screen.findByText('Lifetime member')).toBeInTheDocument();
  });

  it('an order number that is no order says so in words, with the way back to membership', async () => {
    vi.spyOn(api, 'order').mockRejectedValue(new ApiError(404, 'not found', 'ORDER_NOT_FOUND'));
    show('/membership/order/hello%3C%3E123');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order with this number was found');
    expect(screen.getByTestId('order-error')).toHaveTextContent('Check the number');
    expect(screen.getByRole('link', { name: 'Back to membership' })).toHaveAttribute('href', '/membership');
  });
});
