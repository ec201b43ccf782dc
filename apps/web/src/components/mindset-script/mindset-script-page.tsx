import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { PageHeader } from "@onepercent/ui/page-header";
import { mindsetScriptMessages } from "@onepercent/validators/messages/mindset-script";
import { EMPTY_MINDSET } from "@onepercent/validators/mindset";
import { mindsetScriptSections, mindsetScriptText } from "@onepercent/validators/mindset-script";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Brain } from "lucide-react";
import { trpc } from "../../lib/trpc";
import { NeedsConnection } from "../common/needs-connection";
import { BackLink } from "../ui/back-link";
import { RecorderCard } from "./recorder-card";
import { ScriptActions } from "./script-actions";
import { ScriptView } from "./script-view";

/** Nothing to read yet: the way to the mindset page. */
function EmptyScript() {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <Brain className="size-8 text-brand-700" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold text-ink text-lg">{mindsetScriptMessages.empty}</p>
        <p className="text-slate-600">
          Add your one word focus, keys, affirmations or identity statement, and they appear here as a script.
        </p>
      </div>
      <Button asChild>
        <Link to="/mindset">Build your mindset</Link>
      </Button>
    </Card>
  );
}

/**
 * /mindset-script (training-and-tools.md §2 Mindset script): the user's mindset laid out as a
 * script to read aloud, copied or downloaded as text, and recorded in their own voice.
 */
export function MindsetScriptPage() {
  const [saved] = trpc.mindset.get.useSuspenseQuery(undefined);
  const mindset = saved ?? EMPTY_MINDSET;
  const sections = mindsetScriptSections(mindset);
  const text = mindsetScriptText(mindset);

  return (
    <div className="mx-auto max-w-3xl space-y-5 pb-10">
      <PageHeader
        back={
          <BackLink to="/mindset" icon={ArrowLeft}>
            Mindset
          </BackLink>
        }
        title="Mindset Script"
        description="Your mindset in your own words, ready to read aloud and record."
        actions={sections.length > 0 ? <ScriptActions text={text} /> : null}
        layout="responsive"
      />

      {sections.length > 0 ? (
        <>
          <ScriptView sections={sections} />
          <NeedsConnection />
          <RecorderCard script={text} />
        </>
      ) : (
        <EmptyScript />
      )}
    </div>
  );
}
