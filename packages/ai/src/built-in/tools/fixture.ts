import type { AthleteContext, PracticeWeek } from "../../types";

// Test data for the AI tools: an athlete with every field filled, and one with nothing yet.

/** Twelve weeks (oldest first): breathwork 3+ times in the better weeks, little of anything else. */
export function practiceFixture(): PracticeWeek[] {
  const breathwork = [4, 1, 3, 0, 5, 2, 3, 1, 4, 0, 3, 2];
  const ratings = [8, 6, 8, 6, 8, 6, 7, 6, 8, 6, 8, 7];
  return breathwork.map((sessions, index) => ({
    weekStart: mondayOfWeek(index),
    breathworkSessions: sessions,
    relaxationSessions: index % 2,
    concentrationGames: 0,
    habitRate: null,
    performanceRating: ratings[index] ?? null,
  }));
}

function mondayOfWeek(index: number): string {
  // Fixed dates: 2026-01-05 was a Monday.
  return new Date(Date.UTC(2026, 0, 5 + 7 * index)).toISOString().slice(0, 10);
}

/** An athlete with every field the coach reads filled in; `overrides` replace whole fields. */
export function athleteFixture(overrides: Partial<AthleteContext> = {}): AthleteContext {
  return {
    name: "Jordan Lee",
    sport: "Basketball",
    position: "Point Guard",
    role: "Athlete",
    yearsPlaying: "8",
    birthYear: 2009,
    mission: "To lead my team with energy and make everyone around me better",
    vision: "Starting point guard for a college team, known for calm leadership",
    processGoals: ["Make 50 free throws after every practice", "Talk on every defensive possession"],
    oneWordFocus: "Poise",
    keysToKeepItSimple: ["Eyes up", "Quick decisions", "Talk on defense"],
    affirmations: ["I am calm under pressure", "I trust my training", "I lead with energy"],
    selfTalk: "Next play, stay poised",
    beliefs: "Hard work and preparation give me the right to be confident",
    identity: ["I have a great work ethic", "I am a leader on and off the court", "I love competing"],
    onboarding: {
      whyIPlaySport: "I love the feeling of running the offense and making the right pass",
      goals: ["Become more consistent from the free-throw line"],
      desiredMentalState: ["Calm and confident"],
    },
    routines: [
      {
        name: "Free throw reset",
        triggerDescription: "After a mistake or before a free throw",
        physicalAction: "Wipe my hands on my shorts",
        steps: ["Look at the rim", "Say poise"],
      },
    ],
    habits: [
      { name: "Stretch before bed", rate: 0.9 },
      { name: "Visualize for 5 minutes", rate: 0.4 },
    ],
    journal: [
      { date: "2026-03-27", kind: "performance", rating: 8, note: "Stayed calm at the line and made 6 of 7." },
      { date: "2026-03-24", kind: "daily", rating: 6, note: "Got nervous before the game and rushed my first shots." },
      { date: "2026-03-20", kind: "performance", rating: 5, note: "Dwelled on a turnover for the whole quarter." },
    ],
    practice: practiceFixture(),
    ...overrides,
  };
}

/** An athlete who has filled in nothing yet (a new account): every list empty, every text blank. */
export function emptyAthleteFixture(overrides: Partial<AthleteContext> = {}): AthleteContext {
  return {
    name: "",
    sport: "",
    position: null,
    role: "Athlete",
    yearsPlaying: "",
    birthYear: null,
    mission: "",
    vision: "",
    processGoals: [],
    oneWordFocus: "",
    keysToKeepItSimple: [],
    affirmations: [],
    selfTalk: "",
    beliefs: "",
    identity: [],
    onboarding: {},
    routines: [],
    habits: [],
    journal: [],
    practice: [],
    ...overrides,
  };
}
