/**
 * `npm run lighthouse`: Lighthouse (mobile) performance and accessibility scores of the
 * production build, in Debian's Chromium, for the public pages. Prints figures; never fails.
 * LIGHTHOUSE_RUNS=3 measures each page three times (one line a run): the scores vary from run to run.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import { startServer } from "../support/server";

const pages = ["/", "/login"];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
const chromePath = chromiumPath();
if (!chromePath) throw new Error("No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH)");

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
try {
  console.log("Lighthouse, mobile (scores out of 100):");
  for (const page of pages.flatMap((path) => Array.from({ length: runs }, () => path))) {
    const result = await lighthouse(`${server.baseUrl}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const categories = result?.lhr.categories;
    const score = (value: number | null | undefined) => (value == null ? "n/a" : String(Math.round(value * 100)));
    const audits = result?.lhr.audits;
    console.log(
      `  ${page.padEnd(8)} performance ${score(categories?.performance?.score)}, accessibility ${score(categories?.accessibility?.score)}` +
        ` (FCP ${audits?.["first-contentful-paint"]?.displayValue ?? "?"}, LCP ${audits?.["largest-contentful-paint"]?.displayValue ?? "?"}, TBT ${audits?.["total-blocking-time"]?.displayValue ?? "?"}, CLS ${audits?.["cumulative-layout-shift"]?.displayValue ?? "?"})`,
    );
    const failing = Object.values(audits ?? {}).filter(
      (audit) => audit.score === 0 && (categories?.accessibility?.auditRefs ?? []).some((ref) => ref.id === audit.id),
    );
    for (const audit of failing) console.log(`      accessibility: ${audit.id}: ${audit.title}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
