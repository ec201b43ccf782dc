/**
 * The service worker, served at /sw.js with scope "/" (docs/decisions/033). Built by
 * vite.sw.config.ts after the app, as one classic script, with the list of the built files
 * (`self.__WB_MANIFEST`) written in.
 * - The app shell (every built script and stylesheet, index.html, the icons) is precached, so
 *   the app opens and moves between pages with no network.
 * - A navigation asks the network first (the server's index.html carries the page's preloads);
 *   without an answer, the precached index.html boots the app.
 * - The API (/api, /trpc) and the audio files are never cached here: the athlete's data is kept
 *   by the app itself.
 * - A new version waits until the athlete accepts the app's "Reload" prompt (SKIP_WAITING).
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { listenForPushes } from "./notifications";

declare let self: ServiceWorkerGlobalScope;

const SHELL = "/index.html";
/** How long a navigation waits for the network before the precached shell opens instead. */
const NAVIGATION_TIMEOUT_SECONDS = 5;
/** Paths a navigation may reach that are not the app's pages. */
const NOT_THE_APP = [/^\/api\//, /^\/trpc(\/|$)/, /^\/audio\//];

const shellWhenOffline = { handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error() };

// Before the precache's own route, so "/" asks the network too (the precache would answer it with index.html).
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS, plugins: [shellWhenOffline] }),
    { denylist: NOT_THE_APP },
  ),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const isSkipWaiting = (data: unknown) =>
  typeof data === "object" && data !== null && "type" in data && data.type === "SKIP_WAITING";

self.addEventListener("message", (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
// The first version takes the open pages at once; a later one only once the athlete accepted it.
clientsClaim();
listenForPushes(self);
