import { MINDSET_SCRIPT_TITLE, type ScriptSection } from "@onepercent/validators/mindset-script";
import { IdentityLines } from "../mindset/identity-lines";

const LINE = "text-lg leading-relaxed text-ink sm:text-xl";

function SectionBody({ section }: { section: ScriptSection }) {
  if (section.kind === "word")
    return <p className="font-bold text-4xl text-brand-800 tracking-tight sm:text-5xl">{section.word}</p>;
  if (section.kind === "list")
    return (
      <ul className="space-y-3">
        {section.lines.map((line) => (
          <li key={line} className={`border-brand-100 border-l-4 pl-4 ${LINE}`}>
            {line}
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="space-y-3">
      <IdentityLines lines={section.lines} className={LINE} />
    </ul>
  );
}

/**
 * The mindset as a script to read aloud (training-and-tools.md §2): one calm column, large
 * type, each part under a small heading.
 */
export function ScriptView({ sections }: { sections: ScriptSection[] }) {
  return (
    <article
      aria-labelledby="mindset-script-title"
      className="space-y-8 rounded-3xl border border-slate-200 bg-white px-5 py-7 shadow-xs sm:px-10 sm:py-10"
    >
      <header className="space-y-1">
        <h2 id="mindset-script-title" className="font-bold text-2xl text-ink tracking-tight">
          {MINDSET_SCRIPT_TITLE}
        </h2>
        <p className="text-slate-600">Read it slowly, out loud. Pause after each line and let it land.</p>
      </header>
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title} className="space-y-3">
          <h3 className="font-semibold text-brand-700 text-xs uppercase tracking-widest">{section.title}</h3>
          <SectionBody section={section} />
        </section>
      ))}
    </article>
  );
}
