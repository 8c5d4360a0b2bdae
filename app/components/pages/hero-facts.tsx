import type { HeroFact } from "~/content/shapes";

/** Key figures under a page hero's intro, e.g. '7 steps · about 2–4 weeks · fee'. */
export function HeroFacts({ facts }: { facts: readonly HeroFact[] }) {
  return (
    <dl className="mt-8 grid max-w-3xl gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col-reverse justify-end rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/20"
        >
          <dt className="text-sm text-brand-50">{fact.label}</dt>
          <dd className="text-xl font-bold text-accent-300">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
