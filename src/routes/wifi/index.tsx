import { createFileRoute } from '@tanstack/react-router';
import { WifiScreen } from '#src/features/wifi/WifiScreen.tsx';

export const Route = createFileRoute('/wifi/')({
  component: WifiScreen,
});
