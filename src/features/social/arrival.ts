// Whether this page load brought a social sign-in result. Kept apart from social-token.ts so that /login loads the
// parsing and storage code only when a result is actually in the URL fragment.
export type Arrival = 'LOGIN' | 'LINK' | 'ERROR' | null;

let arrival: Arrival = null;

export const socialArrival = (): Arrival => arrival;

export function markSocialArrival(value: Arrival): void {
  arrival = value;
}

/** A fragment that looks like a provider's answer (access_token=… or error=…). */
export const hasSocialFragment = (hash: string): boolean => /(^#|&)(access_token|error)=/.test(hash);
