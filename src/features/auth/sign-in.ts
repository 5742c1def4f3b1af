// What every kind of sign-in does once the server has answered: keep the token, take the account's units,
// and send a person whose profile is not complete to the registration form.
import { readFragment, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
import { unitFromServer, unitStore } from '#src/lib/unit-store.ts';
import { session } from '#src/lib/session.ts';
import { SessionUserFields } from './documents.ts';

export type LoginPayload = { token: string; isNew: boolean; user: FragmentOf<typeof SessionUserFields> };

export type SignedIn = ResultOf<typeof SessionUserFields>;

/** Signs in and returns where to go next: /register for a new or incomplete account, else the redirect. */
export function completeSignIn(payload: LoginPayload, remember: boolean): { user: SignedIn; needsRegistration: boolean } {
  const user = readFragment(SessionUserFields, payload.user);
  session.signIn(payload.token, remember);
  if (user.profileComplete) unitStore.set(unitFromServer(user.unitSystem));
  return { user, needsRegistration: payload.isNew || !user.profileComplete };
}
