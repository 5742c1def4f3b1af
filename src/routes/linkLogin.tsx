import { createFileRoute } from '@tanstack/react-router';
import { LinkLoginScreen } from '../features/link-login/LinkLoginScreen.tsx';

/** The single-use sign-in link of a login message: /linkLogin#<token> (server/src/domain/codes.ts signInLinkUrl). */
export const Route = createFileRoute('/linkLogin')({
  component: LinkLoginScreen,
});
