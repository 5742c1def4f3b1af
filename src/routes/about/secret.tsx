import { use } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { ensureLegalCatalog } from '#src/i18n/legal-catalog.ts';
import { PrivacyPolicy } from '#src/features/about/PrivacyPolicy.tsx';

export const Route = createFileRoute('/about/secret')({
  component: AboutSecretRoute,
});

function AboutSecretRoute() {
  // The policy's and rules' texts are a catalog of their own, loaded with this screen's code (the router shows its
  // pending screen meanwhile, and its error screen with a retry if it can't be loaded).
  use(ensureLegalCatalog());
  return <PrivacyPolicy />;
}
