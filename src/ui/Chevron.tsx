import styles from './Chevron.module.css';

export type ChevronProps = { size?: 16 | 20; className?: string | undefined };

/** The "go on" chevron of a row or link: points to the inline end, so it turns round in a right-to-left language. */
export function Chevron({ size = 20, className }: ChevronProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className={className ? `${styles.chevron} ${className}` : styles.chevron}
    >
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
