import { createFileRoute } from '@tanstack/react-router';
import { BoundConsultation } from '../features/social/BoundConsultation.tsx';

export const Route = createFileRoute('/boundConsultation')({
  component: BoundConsultation,
});
