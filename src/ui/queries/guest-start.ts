import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The guest start of the "free trial" button (`startAsGuest`), unless a character is already current. The API
 * client and the session load only when it runs, so pages with the button stay light. A failure is a toast.
 */
export function useGuestStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [{ startAsGuest }, { useSessionStore }] = await Promise.all([
        import('./session'),
        import('../api/session-store'),
      ]);
      const { signedIn, characterId } = useSessionStore.getState();
      if (!signedIn || characterId === null) await startAsGuest(queryClient);
    },
  });
}
