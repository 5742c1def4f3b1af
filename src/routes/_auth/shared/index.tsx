import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { MainMenu } from '#src/features/nav/MainMenu.tsx';
import { SharedWithMeScreen } from '#src/features/coach/SharedWithMeScreen.tsx';

/** The people who share reports with the signed-in person (a coach's or clinician's view, docs/coach-sharing.md). */
export const Route = createFileRoute('/_auth/shared/')({ component: SharedRoute });

function SharedRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Shared with me`} actions={<MainMenu />}>
      <SharedWithMeScreen />
    </Screen>
  );
}
