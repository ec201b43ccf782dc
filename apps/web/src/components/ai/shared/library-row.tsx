import { Button } from "@onepercent/ui/button";
import { IconTile } from "@onepercent/ui/icon-tile";
import { AudioLines, Download, ExternalLink, FileText, Play, Square, Trash2 } from "lucide-react";
import { useId } from "react";
import { lengthText, savedOn } from "./ai-format";

/** One saved item as a library shows it. */
export interface LibraryEntry {
  id: string;
  title: string;
  createdAt: Date;
  durationSeconds: number | null;
  /** Null for a script saved without audio. */
  audioUrl: string | null;
  fileName: string;
  /** What kind of item it is, when that is worth saying ("Your voice", "Script only"). */
  tag?: string | undefined;
}

/**
 * Where an item's audio is played: here when it comes from this site; an address kept elsewhere
 * (an external client's) is only offered as a link, and only when it is a web address.
 */
function audioPlace(url: string): "here" | "link" | "none" {
  const address = new URL(url, window.location.origin);
  if (address.origin === window.location.origin) return "here";
  return address.protocol === "https:" || address.protocol === "http:" ? "link" : "none";
}

/** One saved item: its title, length, date and kind, with Play, Download (or Open for audio kept elsewhere) and Delete. */
export function LibraryRow({
  entry,
  playing,
  onPlay,
  onDelete,
}: {
  entry: LibraryEntry;
  playing: boolean;
  onPlay: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const length = lengthText(entry.durationSeconds);
  const Icon = entry.audioUrl ? AudioLines : FileText;
  const place = entry.audioUrl ? audioPlace(entry.audioUrl) : "none";
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <IconTile>
            <Icon className="size-5" aria-hidden />
          </IconTile>
          <div className="min-w-0">
            <h3 id={`${id}-title`} className="break-words font-semibold text-ink leading-snug">
              {entry.title}
            </h3>
            <p className="mt-0.5 flex flex-wrap gap-x-2 text-slate-600 text-sm">
              {length ? (
                <span>
                  <span className="sr-only">Length </span>
                  <span className="tabular-nums">{length}</span>
                </span>
              ) : null}
              {length ? <span aria-hidden>·</span> : null}
              <time dateTime={entry.createdAt.toISOString()}>{savedOn(entry.createdAt)}</time>
              {entry.tag ? <span aria-hidden>·</span> : null}
              {entry.tag ? <span>{entry.tag}</span> : null}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          {entry.audioUrl && place === "link" ? (
            <Button asChild variant="secondary" size="sm">
              <a
                href={entry.audioUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open audio: ${entry.title} (another site, new tab)`}
              >
                <ExternalLink aria-hidden />
                Open audio
              </a>
            </Button>
          ) : null}
          {entry.audioUrl && place === "here" ? (
            <>
              <Button
                variant={playing ? "secondary" : "primary"}
                size="sm"
                aria-label={`${playing ? "Stop" : "Play"} ${entry.title}`}
                aria-expanded={playing}
                onClick={onPlay}
              >
                {playing ? <Square aria-hidden /> : <Play aria-hidden />}
                {playing ? "Stop" : "Play"}
              </Button>
              <Button asChild variant="secondary" size="sm">
                <a href={entry.audioUrl} download={entry.fileName} aria-label={`Download ${entry.title}`}>
                  <Download aria-hidden />
                  <span className="hidden sm:inline">Download</span>
                </a>
              </Button>
            </>
          ) : null}
          <Button variant="ghost" size="sm" aria-label={`Delete ${entry.title}`} onClick={onDelete}>
            <Trash2 aria-hidden />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        </div>
      </div>
      {playing && entry.audioUrl && place === "here" ? (
        // biome-ignore lint/a11y/useMediaCaption: the item's script is the spoken text; the athlete's own voice has none
        <audio controls autoPlay src={entry.audioUrl} aria-label={entry.title} className="mt-3 w-full" />
      ) : null}
    </li>
  );
}
