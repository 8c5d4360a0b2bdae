import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

type Onward = { linkTo: string; linkLabel: string } | { linkTo?: never; linkLabel?: never };

/** A centred message with one way onward (where there is a text for it): not-found and error pages. */
export function MessagePage(props: { code?: string; heading: string; lines: string[] } & Onward) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {props.code ? (
        <p className="text-7xl font-black text-brand-800" aria-hidden="true">
          {props.code}
        </p>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{props.heading}</h1>
      {props.lines.map((line) => (
        <p key={line} className="mt-3 text-lg text-stone-700">
          {line}
        </p>
      ))}
      {props.linkTo ? (
        <Link
          to={props.linkTo}
          className={buttonVariants({ size: "lg", className: "mt-8 inline-flex items-center" })}
        >
          {props.linkLabel}
        </Link>
      ) : null}
    </section>
  );
}
