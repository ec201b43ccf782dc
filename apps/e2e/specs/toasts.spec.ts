import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { hasChromium, useBrowser, viewports } from "../support/browser";

const browser = useBrowser();
const root = path.resolve(import.meta.dirname, "../../..");

/** The stylesheet of the built app (npm run build), where the toast colours are set. */
function appStylesheet(): string {
  const manifest: Record<string, { css?: string[] }> = JSON.parse(
    readFileSync(path.join(root, "apps/web/dist/.vite/manifest.json"), "utf8"),
  );
  const files = manifest["index.html"]?.css ?? [];
  return files.map((file) => readFileSync(path.join(root, "apps/web/dist", file), "utf8")).join("\n");
}

/**
 * The app's own Toaster (packages/ui), bundled alone: `window.showToast(type)` shows one toast of
 * that variant, as the app's calls (`toast.success(…)`…) do.
 */
async function toasterBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { createElement } from "react";
        import { createRoot } from "react-dom/client";
        import { Toaster, toast } from "@onepercent/ui/toaster";
        createRoot(document.getElementById("root")).render(createElement(Toaster));
        const show = { default: toast, success: toast.success, info: toast.info, warning: toast.warning, error: toast.error };
        window.showToast = (type) => { toast.dismiss(); show[type](type + ": Routine created successfully!"); };
      `,
      resolveDir: path.join(root, "packages/ui/src"),
      loader: "tsx",
    },
    bundle: true,
    write: false,
    format: "esm",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** WCAG contrast of the parts of the toast of `type` against its background (run in the page). */
const contrastsOf = (type: string) => `(() => {
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  const rgb = (color) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const luminance = (color) => {
    const [r, g, b] = rgb(color).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  };
  const toast = [...document.querySelectorAll("[data-sonner-toast]")].find(
    (element) => element.querySelector("[data-title]")?.textContent === "${type}: Routine created successfully!",
  );
  if (!toast) return null;
  const background = getComputedStyle(toast).backgroundColor;
  const parts = { text: toast.querySelector("[data-title]"), icon: toast.querySelector("[data-icon] svg") };
  const close = toast.querySelector("[data-close-button]");
  const answer = {};
  for (const [name, element] of Object.entries(parts)) {
    if (element) answer[name] = ratio(getComputedStyle(element).color, background);
  }
  if (close) answer.close = ratio(getComputedStyle(close).color, getComputedStyle(close).backgroundColor);
  return answer;
})()`;

describe.skipIf(!hasChromium)("Toasts", () => {
  it("every variant's text, icon and close button reach 4.5:1 against their background", async () => {
    const [css, script] = [appStylesheet(), await toasterBundle()];
    const page = await browser.newPage(viewports.phone);
    await page.setContent(
      `<!doctype html><html><head><style>${css}</style></head><body><div id="root"></div></body></html>`,
    );
    await page.addScriptTag({ content: script, type: "module" });
    const measured: Record<string, unknown> = {};
    for (const type of ["default", "success", "info", "warning", "error"]) {
      await page.waitForFunction(() => "showToast" in window);
      await page.evaluate(`window.showToast(${JSON.stringify(type)})`);
      await page.getByText(`${type}: Routine created successfully!`).waitFor();
      measured[type] = await page.evaluate(contrastsOf(type));
    }
    const expected = (icon: boolean) => ({
      text: expect.toSatisfy((value: number) => value >= 4.5),
      ...(icon ? { icon: expect.toSatisfy((value: number) => value >= 4.5) } : {}),
      close: expect.toSatisfy((value: number) => value >= 4.5),
    });
    expect(measured).toEqual({
      default: expected(false),
      success: expected(true),
      info: expected(true),
      warning: expected(true),
      error: expected(true),
    });
  });
});
