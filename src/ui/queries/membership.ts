import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order } from '../../contracts';
import type { CallPayload } from '../api/client';
import { isApiError } from '../api/is-api-error';
import { rememberMembership } from './membership-memory';
import { api } from '../api/endpoints';
import { isToolboxKey } from './economy';
import { userKeys } from './user';

/** Membership keys sit under the account's (`['user']`): a purchase refreshes the plan everywhere. */
export const membershipKeys = {
  all: () => [...userKeys.all, 'membership'] as const,
  current: () => [...membershipKeys.all(), 'current'] as const,
  pending: () => [...membershipKeys.all(), 'pending'] as const,
  orders: () => [...membershipKeys.all(), 'orders'] as const,
  order: (orderNo: string) => [...membershipKeys.all(), 'order', orderNo] as const,
};

/** GET /membership: tier, state, expiry, whether the trial may be taken (kept on the device for offline use). */
export const membershipQuery = () =>
  queryOptions({
    queryKey: membershipKeys.current(),
    queryFn: async () => rememberMembership(await api.membership()),
  });

/** GET /membership/plans: the cards and their prices in this edition. */
export const plansQuery = () =>
  queryOptions({ queryKey: ['membership-plans'] as const, queryFn: () => api.plans(), staleTime: Infinity });

/** GET /membership/order/pending: the order still waiting for payment ("continue or cancel"). */
export const pendingOrderQuery = () =>
  queryOptions({ queryKey: membershipKeys.pending(), queryFn: () => api.pendingOrder() });

/** GET /membership/order: one order by its merchant order number, asked again every 2 s while it waits. */
export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: membershipKeys.order(orderNo),
    queryFn: () => api.order({ orderNo }),
    refetchInterval: (query) => (query.state.data?.state === 'WAITING_PAYMENT' ? 2000 : false),
  });

/**
 * After an order is made, paid or ended, or a code is redeemed: the membership, the plan and the avatars' lock
 * refetched, and the discount cards in every role's toolbox (an order takes its card; a cancelled, expired or
 * failed order gives it back), so checkout never offers a card already used.
 */
export async function membershipChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ predicate: ({ queryKey }) => isToolboxKey(queryKey) }),
  ]);
}

/** A membership change that refreshes the plan everywhere once it is done (`membershipChanged`). */
function useMembershipChange<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: call,
    onSuccess: () => membershipChanged(queryClient),
  });
}

/** POST /membership/order; an ORDER_UNPAID refusal refreshes too (the order still waiting is then shown). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (order: CallPayload<'createOrder'>) => api.createOrder(order),
    // The order took its discount card: back here, checkout offers it no more.
    onSuccess: () => membershipChanged(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.errorCode === 'ORDER_UNPAID') void membershipChanged(queryClient);
    },
  });
}

/** POST /membership/order/cancel. */
export const useCancelOrder = () =>
  useMembershipChange((order: Order) => api.cancelOrder({ orderNo: order.orderNo }));

/** POST /membership/trial: the 7-day trial. */
export const useStartTrial = () => useMembershipChange(() => api.startTrial());

/** POST /membership/code/redeem: an activation code. */
export const useRedeemActivation = () => useMembershipChange((code: string) => api.redeemCode({ code }));

/** A paid gift order's activation code, shown once on asking (nothing cached changes). */
export const useRevealGiftCode = (orderNo: string) =>
  useMutation({ meta: { handlesError: true }, mutationFn: () => api.revealGiftCode({ orderNo }) });

/** The built-in sandbox provider's payment, on its test page. */
export const sandboxPaymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['sandbox-payment', paymentId] as const,
    queryFn: () => api.sandboxPayment({ paymentId }),
  });

/** The sandbox payment page's buttons: complete, fail or cancel the test payment (the order page reads it afresh). */
export const useSandboxAct = (paymentId: string) =>
  useMutation({
    meta: { handlesError: true },
    mutationFn: (action: CallPayload<'sandboxAct'>['action']) => api.sandboxAct({ paymentId, action }),
  });
