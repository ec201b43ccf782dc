import { analyticsRouter } from "./routers/analytics";
import { authRouter } from "./routers/auth";
import { contactRouter } from "./routers/contact";
import { dashboardRouter } from "./routers/dashboard";
import { healthRouter } from "./routers/health";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  analytics: analyticsRouter,
  auth: authRouter,
  contact: contactRouter,
  dashboard: dashboardRouter,
  health: healthRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
