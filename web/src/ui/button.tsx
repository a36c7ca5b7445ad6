import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Variant = 'secondary' | 'primary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** An icon before the text, drawn at the text's size and hidden from screen readers. */
  icon?: LucideIcon;
  children: ReactNode;
}

export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

const variantClass: Record<Variant, string | null> = {
  secondary: null,
  primary: 'btn-primary',
  ghost: 'btn-ghost',
  danger: 'btn-danger',
};

/** The site's button: `type="button"` unless told otherwise, so no form is sent by accident. */
export function Button({
  variant = 'secondary',
  icon: Icon,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={classes('btn', variantClass[variant], className)} {...rest}>
      {Icon ? <Icon size={18} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: LucideIcon;
  /** The accessible name, also shown as the pointer's tooltip: an icon alone says nothing. */
  label: string;
  /** A destructive action: it turns red under the pointer. */
  danger?: boolean;
}

/** A square button with an icon only, its name given by `label`; 44×44 px where fingers press. */
export function IconButton({
  icon: Icon,
  label,
  danger = false,
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={classes('btn btn-ghost icon-button', danger && 'icon-button-danger', className)}
      {...rest}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}
