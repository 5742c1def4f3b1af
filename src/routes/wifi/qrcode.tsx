import { createFileRoute } from '@tanstack/react-router';
import { WifiQrScreen } from '../../features/wifi/WifiQrScreen.tsx';

export const Route = createFileRoute('/wifi/qrcode')({
  component: WifiQrScreen,
});
