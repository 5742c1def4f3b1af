import { createFileRoute } from '@tanstack/react-router';
import { BindAccountScreen } from '../features/social/BindAccountScreen.tsx';

export const Route = createFileRoute('/registerAccount')({
  component: RegisterAccountRoute,
});

function RegisterAccountRoute() {
  return <BindAccountScreen mode="register" />;
}
