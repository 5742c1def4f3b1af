// Starts the test OpenID provider (provider A) before the suites; the server reads its issuer from SOCIAL_A_*.
import { startTestProvider } from '../oidc/provider.ts';
import { baseURL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PORT } from '../../playwright.config.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const provider = await startTestProvider({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUris: [`${baseURL}/api/social/callback/a`],
  });
  return () => provider.close();
}
