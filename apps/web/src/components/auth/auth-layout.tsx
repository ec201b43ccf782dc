import type { ReactNode } from "react";
import { BrandLink } from "../brand-mark";

/** The frame of sign-in and registration: brand on top, a card in the middle, mobile first. Without a title the content brings its own heading. */
export function AuthLayout({ title, subtitle, children }: { title?: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 sm:justify-center">
      <div className="w-full max-w-md">
        <BrandLink to="/" className="mb-6 flex justify-center" />
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {title ? (
            <>
              <h1 className="font-bold text-2xl text-ink tracking-tight">{title}</h1>
              {subtitle ? <p className="mt-1 text-slate-700">{subtitle}</p> : null}
              <div className="mt-6">{children}</div>
            </>
          ) : (
            children
          )}
        </div>
      </div>
    </main>
  );
}

/** A message box above a form: errors in red, notices in amber. */
export function FormAlert({ tone = "error", children }: { tone?: "error" | "notice"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
          : "mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
      }
    >
      {children}
    </div>
  );
}
