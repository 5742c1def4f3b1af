// The signed-in state: the bearer token in storage, and sign-out that wipes everything personal.
import { clearSessionKeys, readToken, writeToken } from '#src/lib/storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
const wipers = new Set<() => Promise<void>>();

export const session = {
  token: (): string | null => readToken(),
  isSignedIn: (): boolean => readToken() !== null,
  signIn(token: string, remember: boolean): void {
    writeToken(token, remember);
    listeners.forEach((listener) => listener());
  },
  /** Clears the token, cached model/login/member info and every registered offline store. */
  async signOut(): Promise<void> {
    clearSessionKeys();
    listeners.forEach((listener) => listener());
    await Promise.allSettled([...wipers].map((wipe) => wipe()));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Offline stores holding personal data register how to wipe themselves at sign-out. */
  onSignOut(wipe: () => Promise<void>): void {
    wipers.add(wipe);
  },
};
