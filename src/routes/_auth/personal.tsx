import { createFileRoute } from '@tanstack/react-router';
import { PersonalScreen } from '#src/features/profile/PersonalScreen.tsx';

export const Route = createFileRoute('/_auth/personal')({
  component: PersonalScreen,
});
