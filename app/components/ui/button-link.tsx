import { Link, type LinkProps } from "~/components/ui/link";

const variants = {
  primary: "bg-primary-700 text-white hover:bg-primary-800",
  outline: "border-2 border-primary-700 text-primary-800 hover:bg-primary-50",
  light: "bg-white text-primary-900 hover:bg-primary-50",
} as const;

export type ButtonLinkVariant = keyof typeof variants;

/**
 * A link that looks like a button. Calls to action navigate, so they are links (they open
 * in a new tab, work without JavaScript and are announced as links), whatever they look like.
 */
export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { variant?: ButtonLinkVariant }) {
  return (
    <Link
      {...props}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-center font-semibold tracking-wide transition-colors ${variants[variant]} ${className}`}
    />
  );
}
