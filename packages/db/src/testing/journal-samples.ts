/** A weekly and a performance journal entry as a client sends them, for tests of the journal. */
export const sampleWeeklyJournal = {
  type: "weekly",
  date: "2026-11-22",
  goals: "Serve at 90%",
  wins: "Two aces",
  lessons: "Breathe before serving",
  nextFocus: "Footwork",
  rating: 7,
} as const;

export const samplePerformanceJournal = {
  type: "performance",
  date: "2026-11-21",
  event: "League final",
  preparation: "Visualisation",
  mentalState: "Calm",
  performance: "Solid",
  strengths: "Blocking",
  improvements: "Serve receive",
  nextSteps: "Extra reps",
  performanceRating: 8,
  mentalRating: 6,
} as const;
