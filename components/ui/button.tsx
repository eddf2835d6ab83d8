import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** A button; `variant` sets its weight. Defaults to type="submit" because most portal buttons submit forms. */
export function Button({
  variant = 'primary',
  className,
  type = 'submit',
  ...rest
}: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
