import { createFileRoute } from '@tanstack/react-router';
import { WifiQrScreen } from '#src/features/wifi/WifiQrScreen.tsx';

export const Route = createFileRoute('/wifi/qrcode')({
  component: WifiQrScreen,
});
