import { showErrorToast } from '../stores/toast-store';

const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

/**
 * The guest start of the "free trial" button (`startAsGuest`), unless a character is already current. The data
 * layer, the API client and the session load only when it runs (on the click), so pages with the button stay
 * light. A failure is a toast with the catalogue's message (as a failed mutation's is, query-client.ts), unless
 * it was a 401 (that went to the login page already); it resolves false then.
 */
export async function startGuest(): Promise<boolean> {
  try {
    // The API client's file is fetched at once with the rest, not after them by the first call.
    const [{ startAsGuest }, { useSessionStore }, { queryClient }] = await Promise.all([
      import('./session'),
      import('../api/session-store'),
      import('./query-client'),
      import('../api/client'),
    ]);
    const { signedIn, characterId } = useSessionStore.getState();
    if (!signedIn || characterId === null) await startAsGuest(queryClient);
    return true;
  } catch (error) {
    if (statusOf(error) !== 401) {
      void import('../api/errors').then(({ describeError }) => showErrorToast(describeError(error)));
    }
    return false;
  }
}
