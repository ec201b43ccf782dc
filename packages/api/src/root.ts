import { accountRouter } from "./routers/account";
import { adminRouter } from "./routers/admin";
import { aiRouter } from "./routers/ai";
import { analyticsRouter } from "./routers/analytics";
import { authRouter } from "./routers/auth";
import { coachRouter } from "./routers/coach";
import { contactRouter } from "./routers/contact";
import { dashboardRouter } from "./routers/dashboard";
import { focusRouter } from "./routers/focus";
import { googleRouter } from "./routers/google";
import { habitsRouter } from "./routers/habits";
import { healthRouter } from "./routers/health";
import { invitationsRouter } from "./routers/invitations";
import { journalRouter } from "./routers/journal";
import { mindsetRouter } from "./routers/mindset";
import { mvpRouter } from "./routers/mvp";
import { onboardingRouter } from "./routers/onboarding";
import { plannerRouter } from "./routers/planner";
import { profileRouter } from "./routers/profile";
import { recoveryRouter } from "./routers/recovery";
import { remindersRouter } from "./routers/reminders";
import { routinesRouter } from "./routers/routines";
import { teamsRouter } from "./routers/teams";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  analytics: analyticsRouter,
  auth: authRouter,
  contact: contactRouter,
  dashboard: dashboardRouter,
  habits: habitsRouter,
  health: healthRouter,
  admin: adminRouter,
  invitations: invitationsRouter,
  profile: profileRouter,
  onboarding: onboardingRouter,
  journal: journalRouter,
  mvp: mvpRouter,
  mindset: mindsetRouter,
  planner: plannerRouter,
  focus: focusRouter,
  routines: routinesRouter,
  ai: aiRouter,
  recovery: recoveryRouter,
  google: googleRouter,
  account: accountRouter,
  reminders: remindersRouter,
  teams: teamsRouter,
  coach: coachRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
