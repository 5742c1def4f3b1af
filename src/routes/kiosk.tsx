import { createFileRoute } from '@tanstack/react-router';
import { KioskScreen } from '../features/kiosk/KioskScreen.tsx';

/** (public) A shared gym tablet's start screen, or the staff setting that turns kiosk mode on (docs/offline-and-kiosk.md, Kiosk mode). */
export const Route = createFileRoute('/kiosk')({
  component: KioskScreen,
});
