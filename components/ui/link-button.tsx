import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { ButtonVariant } from './button';

/** A link that looks like a button (navigation, never a change: changes are forms). */
export function LinkButton({
  variant = 'secondary',
  className,
  ...rest
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')} {...rest} />;
}
