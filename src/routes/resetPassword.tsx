import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../features/auth/ResetPasswordScreen.tsx';

export const Route = createFileRoute('/resetPassword')({
  component: ResetPasswordScreen,
});
