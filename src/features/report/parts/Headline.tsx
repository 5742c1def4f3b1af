// What a section's card in the report's overview says of it (sections/index.tsx `Headline`): a verdict, a name, or a
// count of what is outside its normal range, always as words with the tone's colour and icon.
import { Plural, Trans } from '@lingui/react/macro';
import { ToneChip } from './VerdictChip.tsx';

export type OutOfRangeProps = { count: number };

/** "All normal", or how many values are outside their normal range. */
export function OutOfRange({ count }: OutOfRangeProps) {
  return count === 0 ? (
    <ToneChip tone="good">
      <Trans>All normal</Trans>
    </ToneChip>
  ) : (
    <ToneChip tone="warn">
      <Plural value={count} one="# outside normal" other="# outside normal" />
    </ToneChip>
  );
}
