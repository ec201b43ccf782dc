// `npm run dev`: development mode (stack traces and internal messages in answers) unless NODE_ENV
// says otherwise; `npm start` runs main.ts directly, in production mode.
process.env.NODE_ENV ??= "development";
await import("./main");
