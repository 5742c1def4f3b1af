import { createFileRoute } from '@tanstack/react-router';
import { RulesText } from '#src/features/about/RulesText.tsx';

export const Route = createFileRoute('/about/rule')({
  // The policy's and rules' texts are a catalog of their own, loaded with this screen (the router shows its pending
  // screen meanwhile, and its error screen with a retry if it can't be loaded; the server's render waits for it too).
  // Imported here, so that its 24 loaders stay out of the shell that /login waits for.
  loader: () => import('#src/i18n/legal-catalog.ts').then(({ ensureLegalCatalog }) => ensureLegalCatalog()),
  component: AboutRuleRoute,
});

function AboutRuleRoute() {
  return <RulesText />;
}
