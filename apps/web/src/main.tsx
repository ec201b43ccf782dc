import "./styles.css";

/**
 * The entry: lets the browser paint the brand splash of index.html before the app's code
 * runs (docs/decisions/005). The app's chunks are already downloading: the server preloads
 * them with the page. The built page loads the stylesheet without blocking that paint
 * (`data-app-styles`, vite.config.ts): it is switched on here, and the app waits for it.
 */
const STYLES_WAIT_MS = 3000;

function stylesLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("link[data-app-styles]");
  if (!link) return Promise.resolve();
  const ready = link.sheet
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        link.addEventListener("load", () => resolve(), { once: true });
        // Without its styles the app still works: it must not stay on the splash, even when
        // the stylesheet failed before this ran.
        link.addEventListener("error", () => resolve(), { once: true });
        setTimeout(resolve, STYLES_WAIT_MS);
      });
  return ready.then(() => {
    link.media = "all";
  });
}

const boot = () => void stylesLoaded().then(() => import("./app"));
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(boot, 0));
else boot();
