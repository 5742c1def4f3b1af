import styles from './Spinner.module.css';

export type SpinnerProps = { size?: number; label?: string };

/** A spinner; with a label it is announced, without one it is decoration beside visible text. */
export function Spinner({ size = 28, label }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ inlineSize: size, blockSize: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
