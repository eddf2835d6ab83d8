import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** A button; `variant` sets its weight. Defaults to type="submit" because most portal buttons submit forms. */
export function Button({
  variant = 'primary',
  className,
  type = 'submit',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
