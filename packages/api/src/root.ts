import { analyticsRouter } from "./routers/analytics";
import { authRouter } from "./routers/auth";
import { healthRouter } from "./routers/health";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  analytics: analyticsRouter,
  auth: authRouter,
  health: healthRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
