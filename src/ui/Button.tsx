import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Spinner } from './Spinner.tsx';
import styles from './Button.module.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  busy?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A busy button stays focusable (a disabled one would drop keyboard focus to the page) and ignores presses; a busy
 * submit button also keeps its form from being sent again by Enter in a field, as a disabled one did.
 */
export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  children,
  className,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const form = own.current?.form;
    if (!busy || type !== 'submit' || !form) return;
    // At the form itself, before React's listener at the root hears the submit.
    const hold = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    form.addEventListener('submit', hold, true);
    return () => form.removeEventListener('submit', hold, true);
  }, [busy, type]);
  const setRef = (node: HTMLButtonElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <button
      {...rest}
      ref={setRef}
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy ? <Spinner size={18} /> : null}
      <span>{children}</span>
    </button>
  );
}
