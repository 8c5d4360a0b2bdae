import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

/**
 * The site's buttons, as class names: `<Button>` for a `<button>`, `buttonVariants()` for a
 * `<Link>` or an `<a>` that looks like one (docs/ui.md). Colours are the theme's tokens only.
 * Extra classes (`className`) may place the button (margins, width, flex) but not restyle it.
 */
export const buttonVariants = cva("rounded-full font-semibold", {
  variants: {
    variant: {
      /** The warm call to action: the one thing a section asks the visitor to do. */
      accent: "bg-accent-400 text-stone-900 hover:bg-accent-300",
      /** The brand's solid button: a form's submit, the main action where accent would shout. */
      primary: "bg-brand-800 text-white hover:bg-brand-900",
      /** Beside a primary or accent button, on a light background: the second choice. */
      outline: "border-2 border-brand-800 text-brand-900 hover:bg-white",
      /** A second choice that does not push (declining the cookies, a step back). */
      quiet: "border-2 border-stone-400 text-stone-800 hover:bg-stone-100",
      /** A form's second action (a step back): white with the brand's ring. */
      secondary: "bg-white text-brand-900 ring-2 ring-brand-800 hover:bg-brand-50",
      /** The second choice on a dark picture or the brand's dark background. */
      onDark: "border-2 border-white text-white hover:bg-white/10",
    },
    size: {
      sm: "px-5 py-2",
      md: "px-5 py-2.5",
      lg: "px-6 py-3",
      xl: "px-6 py-3 text-lg",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/** A `<button>` (type="button" unless told otherwise) in one of the site's button looks. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
