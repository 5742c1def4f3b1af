import { createFileRoute } from '@tanstack/react-router';
import { BindAccountScreen } from '../features/social/BindAccountScreen.tsx';

export const Route = createFileRoute('/bindMember')({
  component: BindMemberRoute,
});

function BindMemberRoute() {
  return <BindAccountScreen mode="bind" />;
}
