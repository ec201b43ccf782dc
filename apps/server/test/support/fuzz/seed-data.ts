import { localDate } from "@onepercent/validators";
import { z } from "zod";
import { type Athlete, mutateAs, queryAs } from "./athlete";

// Gives an athlete something in every area through the API, so that the fuzzer has rows to aim
// at (its own, and the other athlete's ids, names and dates) and the snapshot has rows to compare.

const Row = z.object({ id: z.string() });

export async function giveData(origin: string, athlete: Athlete, words: string): Promise<void> {
  const mutate = (path: string, input: unknown) => mutateAs(origin, athlete, path, input);
  const today = localDate(new Date(), "UTC");
  const habit = Row.parse(await mutate("habits.create", { action: `Stretch ${words}` }));
  await mutate("habits.setDay", { id: habit.id, date: today, status: "completed" });
  await mutate("habits.setNote", { id: habit.id, date: today, note: `Loose ${words}` });
  await mutate("journal.save", { type: "daily", date: today, wins: [`Won ${words}`], well: "Passing" });
  await mutate("mindset.save", { oneWordFocus: "Calm", affirmations: [`I am ready ${words}`] });
  await mutate("mvp.save", { mission: `Mission ${words}`, vision: ["Captain"], principles: ["Effort"] });
  const roleGoal = Row.parse(await mutate("planner.roleGoals.create", { role: "Athlete", goal: `Start ${words}` }));
  const roleGoalId = roleGoal.id;
  await mutate("planner.tasks.createDaily", { roleGoalId, task: `Serve ${words}`, date: today });
  await mutate("planner.tasks.createRange", { roleGoalId, task: "Sprints", startDate: today, endDate: today });
  await mutate("planner.objectives.create", { roleGoalId, objective: "Aim", startDate: today, endDate: today });
  await mutate("planner.genericTasks.create", { title: `Tape ${words}` });
  await mutate("planner.checkIn.save", { date: today, mood: 4 });
  await mutate("routines.create", {
    name: `Serve ${words}`,
    triggerDescription: "Ball in hand",
    physicalAction: "Bounce",
    steps: ["Toss"],
  });
  const preset = { inhale: 4, hold1: 4, exhale: 4, hold2: 4, cycles: 3, name: `Box ${words}` };
  await mutate("focus.breathwork.savePreset", preset);
  await mutate("focus.breathwork.saveSession", { preset: preset.name, completed: true, duration: 64, cycles: 3 });
  await mutate("focus.concentration.saveAttempt", { duration: 42_000, gridSize: 5 });
  await mutate("focus.relaxation.saveSession", { durationMinutes: 2, actualDurationSeconds: 120 });
  await mutate("ai.audio.save", { title: `Serve ${words}`, script: "See it." });
  await mutate("ai.imagery.save", { title: `Court ${words}`, script: "Feel it." });
  await mutate("ai.coach.save", { conversation: [{ role: "user", content: `Nerves ${words}?` }] });
  await mutate("dashboard.recordStarterTask", { task: "firstJournalEntry" });
  await mutate("profile.update", { data: { name: `Avery ${words}` } });
  await mutate("analytics.track", { events: [{ name: "Feature Used", path: "/journal" }] });
  await queryAs(origin, athlete, "dashboard.get");
}
