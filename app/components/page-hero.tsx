import type { ReactNode } from "react";

export function PageHero({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">{intro}</p>
        {children}
      </div>
    </section>
  );
}
