import { useMutation } from 'urql';
import { useRouter } from '@tanstack/react-router';
import { graphql } from '#src/graphql/graphql.ts';
import { isKiosk } from '#src/lib/kiosk.ts';
import { session } from '#src/lib/session.ts';

// Here rather than in documents.ts: the side menu is part of the app shell, the sign-in documents are not.
export const Logout = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Log out: end the session on the server when it can be reached, wipe everything local, go to /login. On a kiosk
 * tablet every store of the device goes too, and a fresh page load shows the start screen with nothing in memory.
 */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  const [, logout] = useMutation(Logout);
  return async () => {
    if (isKiosk()) {
      const { wipeMemberData } = await import('../kiosk/wipe.ts');
      await wipeMemberData(() => logout({}));
      window.location.replace('/kiosk');
      return;
    }
    await logout({}).catch(() => undefined);
    await session.signOut();
    await router.navigate({ to: '/login', search: {}, replace: true });
  };
}
