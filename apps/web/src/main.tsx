import "./styles.css";

/**
 * The entry: lets the browser paint the brand splash of index.html before the app's code
 * runs (docs/decisions/005). The app's chunks are already downloading: the server preloads
 * them with the page.
 */
const boot = () => void import("./app");
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(boot, 0));
else boot();
