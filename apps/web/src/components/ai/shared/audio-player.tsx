import { Button } from "@onepercent/ui/button";
import { IconTile } from "@onepercent/ui/icon-tile";
import { AudioLines, Download } from "lucide-react";

/** A track ready to play (§2: audio player and download): the browser's controls and a named download. */
export function AudioPlayer({
  src,
  fileName,
  label,
  detail,
}: {
  src: string;
  fileName: string;
  /** What the track is; also the player's accessible name. */
  label: string;
  detail?: string;
}) {
  return (
    <div className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <div className="flex items-center gap-3">
        <IconTile size={9} tone="white">
          <AudioLines className="size-5" aria-hidden />
        </IconTile>
        <div className="min-w-0">
          <p className="font-semibold text-ink text-sm">{label}</p>
          {detail ? <p className="text-slate-700 text-xs">{detail}</p> : null}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: the spoken script is shown in full above the player */}
      <audio controls preload="metadata" src={src} aria-label={label} className="w-full" />
      <Button asChild variant="secondary" size="sm">
        <a href={src} download={fileName}>
          <Download aria-hidden />
          Download
        </a>
      </Button>
    </div>
  );
}
