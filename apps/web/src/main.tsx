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

/** Resolves in a new task: the browser gets a turn (input, paint) before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's modules are evaluated in stages, each in a task of its own (React, the API client,
 * the routes, then the app), so that no one task holds a phone's main thread for long.
 */
const stages = [() => import("react-dom/client"), () => import("./lib/trpc"), () => import("./route-tree.gen")];

async function boot(): Promise<void> {
  await stylesLoaded();
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  await import("./app");
  // The service worker (docs/decisions/033) registers once the page has loaded and the browser is idle.
  if (import.meta.env.PROD) void import("./lib/service-worker").then((module) => module.registerWhenIdle());
}

const start = () => void boot();
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
else start();
