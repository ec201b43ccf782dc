// Reads the browser's time zone off the main thread (./time-zone.ts).
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
