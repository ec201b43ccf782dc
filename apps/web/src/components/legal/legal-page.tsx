import { PageHeader } from "@onepercent/ui/page-header";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { BrandLink } from "../brand-mark";

/** The frame of the terms and the privacy policy: a readable column with its sections. */
export function LegalPage({
  title,
  lastUpdated,
  children,
}: {
  title: string;
  lastUpdated: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-white">
      <header className="border-slate-200 border-b">
        <nav aria-label="Site" className="mx-auto flex max-w-3xl items-center justify-between px-5 py-4 md:px-8">
          <BrandLink to="/" />
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-5 py-10 md:px-8 md:py-14">
        <PageHeader title={title} description={<>Last updated: {lastUpdated}</>} size="lg" />
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="font-semibold text-ink text-xl">{title}</h2>
      {children}
    </section>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-slate-700 leading-7">{children}</p>;
}

export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 leading-7">
      {items.map((item, index) => (
        // The lists are fixed text; their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
