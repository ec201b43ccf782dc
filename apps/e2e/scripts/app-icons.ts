/**
 * `npm run icons -w @onepercent/e2e`: draws the app's icons (docs/decisions/033) from the brand
 * mark of index.html's splash, the dark rounded square with a green "1%", in Debian's Chromium,
 * and writes them as PNGs into apps/web/public/icons (committed; the build copies them).
 * - `icon-<size>.png`: the rounded square on a transparent ground (the manifest's "any" icons);
 * - `maskable-512.png`: the square's colour to the edges, the mark inside the safe zone (the
 *   middle 80 %), for launchers that cut their own shape;
 * - `apple-touch-icon.png`: 180 px, square (iOS rounds the corners itself).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";

const INK = "#0f172a";
const GREEN = "#10b981";
const outDir = path.resolve(import.meta.dirname, "../../web/public/icons");

interface Icon {
  file: string;
  size: number;
  /** The square's corner radius, as a share of the size (0: square to the edges). */
  radius: number;
  /** The text's height as a share of the size. */
  text: number;
}

const icons: Icon[] = [
  { file: "icon-192.png", size: 192, radius: 0.22, text: 0.4 },
  { file: "icon-512.png", size: 512, radius: 0.22, text: 0.4 },
  { file: "maskable-512.png", size: 512, radius: 0, text: 0.3 },
  { file: "apple-touch-icon.png", size: 180, radius: 0, text: 0.36 },
];

const pageFor = ({ size, radius, text }: Icon) => `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;border-radius:${radius * size}px;background:${INK};color:${GREEN};
display:flex;align-items:center;justify-content:center;font:800 ${text * size}px/1 'DejaVu Sans','Liberation Sans',sans-serif;
letter-spacing:-0.02em">1%</div></body></html>`;

const executablePath = chromiumPath();
if (!executablePath) throw new Error("No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH)");
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(pageFor(icon));
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, icon.file))}`);
  }
} finally {
  await browser.close();
}
