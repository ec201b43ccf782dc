// The built-in coach's options for the mental state now, the one wanted, and what the app should bring.

import type { Setting } from "./onboarding-setting";
import { type Candidate, type Theme, whyPhrase } from "./themes";

export function currentStateCandidates({ profile, voice }: Setting): Candidate[] {
  if (profile.role === "Coach") {
    return [
      { text: `My athletes play tight in moments like ${voice.pressureMoment}`, themes: ["nerves"], weight: 2 },
      { text: "One mistake turns into three on my team", themes: ["mistakes"], weight: 2 },
      { text: "I'm not sure how to train the mental side of the game", themes: ["learning"], weight: 2 },
      { text: "I feel the pressure of results myself", themes: ["nerves"], weight: 1 },
      { text: "My athletes train well but don't show it in competition", themes: ["consistency"], weight: 1 },
    ];
  }
  if (profile.role === "Parent") {
    return [
      { text: `My child gets very nervous before ${voice.event}s`, themes: ["nerves"], weight: 2 },
      { text: "My child is hard on themself after mistakes", themes: ["mistakes"], weight: 2 },
      { text: "I'm not sure how to help after a loss", weight: 1 },
      { text: "I worry I add pressure without meaning to", themes: ["nerves"], weight: 1 },
    ];
  }
  return [
    { text: `I get nervous before ${voice.event}s and it affects how I start`, themes: ["nerves"], weight: 2 },
    { text: `I replay ${voice.mistake} long after it happens`, themes: ["mistakes"], weight: 2 },
    { text: "My confidence goes up and down with my results", themes: ["confidence", "consistency"], weight: 2 },
    { text: `I overthink in moments like ${voice.pressureMoment}`, themes: ["focus", "nerves"], weight: 1 },
    {
      text: "I feel pressure from expectations: coaches, parents and myself",
      themes: ["nerves", "selection"],
      weight: 1,
    },
    { text: `I'm sharper in practice than in ${voice.event}s`, themes: ["consistency"], weight: 1 },
    { text: "I'm worried about getting hurt again", themes: ["injury"], weight: -5 },
    { text: "I've been feeling flat or burned out lately", themes: ["motivation"], weight: -5 },
    { text: "I'm motivated but I don't have a clear plan for the mental side", themes: ["learning"], weight: 0 },
  ];
}

export function desiredStateCandidates({ profile, voice, responses }: Setting): Candidate[] {
  if (profile.role === "Coach") {
    return [
      { text: "My athletes reset quickly and play free", themes: ["mistakes", "nerves"], weight: 2 },
      { text: `A team that stays composed in moments like ${voice.pressureMoment}`, themes: ["nerves"], weight: 2 },
      { text: "Calm and clear on the sideline, so my athletes can be too", themes: ["focus", "nerves"], weight: 1 },
      {
        text: "Confident that I can teach mental skills as well as physical ones",
        themes: ["learning", "confidence"],
        weight: 1,
      },
    ];
  }
  if (profile.role === "Parent") {
    return [
      { text: "My child plays with joy and confidence", themes: ["confidence", "motivation"], weight: 2 },
      { text: `I know how to support before and after a ${voice.event}`, weight: 2 },
      { text: "Relaxed car rides home, whatever the score", themes: ["nerves", "mistakes"], weight: 1 },
      { text: "My child bounces back quickly from setbacks", themes: ["mistakes"], weight: 1 },
    ];
  }
  const why = whyPhrase(responses, 60);
  return [
    { text: `Calm, ready and excited when the ${voice.event} starts`, themes: ["nerves"], weight: 1 },
    {
      text: `Letting ${voice.mistake} go within one breath and playing the next ${voice.unit}`,
      themes: ["mistakes"],
      weight: 1,
    },
    {
      text: "Confident because of my preparation, not my last result",
      themes: ["confidence", "consistency"],
      weight: 1,
    },
    { text: `Present and focused on one ${voice.unit} at a time`, themes: ["focus"], weight: 1 },
    { text: `The same focused athlete in practice and in ${voice.event}s`, themes: ["consistency"], weight: 0 },
    { text: "Trusting my body and committing fully again", themes: ["injury"], weight: -5 },
    { text: `Energised and enjoying ${voice.name} again`, themes: ["motivation"], weight: -5 },
    ...(voice.team
      ? [{ text: "A calm voice my teammates can lean on", themes: ["leadership" as Theme], weight: 0 }]
      : []),
    why
      ? { text: `Playing free, for my own reason: ${why}`, themes: ["nerves", "motivation"], weight: 0 }
      : { text: "Playing free, for my own reasons", themes: ["nerves"], weight: 0 },
    { text: `Clear and simple under pressure: "${voice.cue}"`, themes: ["focus", "nerves"], weight: 0 },
  ];
}

export function expectationCandidates({ profile, voice }: Setting): Candidate[] {
  const shared: Candidate[] = [
    { text: "About 15 minutes a day of mental training that fits my schedule", weight: 3 },
    { text: `Breathing and relaxation tools for moments like ${voice.pressureMoment}`, themes: ["nerves"], weight: 1 },
    { text: `A reset routine for after ${voice.mistake}`, themes: ["mistakes"], weight: 1 },
    {
      text: `Visualisation to rehearse my best ${voice.event} before it happens`,
      themes: ["confidence", "selection"],
      weight: 1,
    },
    { text: "Focus drills that train my concentration", themes: ["focus"], weight: 0 },
    { text: `A pre-${voice.event} routine I can repeat every time`, themes: ["consistency"], weight: 0 },
    { text: "A journal to track what works and see my progress", themes: ["consistency", "learning"], weight: 0 },
    { text: "Better self-talk: words that help instead of hurt", themes: ["confidence", "mistakes"], weight: 0 },
    { text: "Daily habits and goals that keep me motivated", themes: ["motivation"], weight: 0 },
  ];
  if (profile.role === "Coach") {
    return [
      { text: "Tools and scripts I can share with my athletes", weight: 5 },
      { text: "A simple way to teach breathing, imagery and self-talk", themes: ["learning"], weight: 3 },
      ...shared,
    ];
  }
  if (profile.role === "Parent") {
    return [
      { text: "Guidance on how to support my athlete", weight: 5 },
      { text: "Short exercises my child can do on their own", weight: 3 },
      ...shared,
    ];
  }
  return shared;
}
