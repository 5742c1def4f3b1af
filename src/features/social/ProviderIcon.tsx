import styles from './SocialScreens.module.css';

export type ProviderIconProps = { label: string };

/** A neutral round badge with the provider's initial: no brand artwork ships with a configurable provider. */
export function ProviderIcon({ label }: ProviderIconProps) {
  const initial = Array.from(label.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={styles.choiceIcon} aria-hidden="true">
      <strong>{initial}</strong>
    </span>
  );
}
