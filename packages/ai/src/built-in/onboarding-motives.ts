// The built-in coach's options for the first steps: why I play, the journey so far, the goals.

import { COACH_JOURNEY_OPTION, type Setting, yearsPhrase } from "./onboarding-setting";
import { experienceOf, positionArchetype } from "./sport";
import type { Candidate } from "./themes";

export function whyCandidates({ profile, voice, position }: Setting): Candidate[] {
  const years = yearsPhrase(profile.yearsPlaying);
  if (profile.role === "Coach") {
    return [
      { text: `I love watching athletes grow in confidence, in ${voice.name} and beyond it`, weight: 3 },
      { text: `Coaching ${voice.name} lets me pass on what the sport gave me`, weight: 2 },
      { text: "I want my athletes to perform under pressure, not just in practice", weight: 2 },
      { text: "Helping a group of people come together around a shared goal", weight: voice.team ? 2 : 0 },
      { text: `After ${years} in ${voice.name}, I still learn something every season`, weight: 1 },
    ];
  }
  if (profile.role === "Parent") {
    return [
      { text: `I want to help my child enjoy ${voice.name} and handle its ups and downs`, weight: 3 },
      { text: `I want to understand what my athlete goes through before and after a ${voice.event}`, weight: 2 },
      { text: "Sport teaches my child resilience, discipline and how to work with others", weight: 2 },
      { text: "I want to support without adding pressure", weight: 1 },
    ];
  }
  const experience = experienceOf(profile.yearsPlaying);
  return [
    { text: `I love competing: ${voice.event} days are the best days of my week`, weight: 3 },
    voice.team
      ? { text: "My teammates: we push each other and win or lose together", weight: 3 }
      : { text: `I like testing myself against my own best, one ${voice.unit} at a time`, weight: 3 },
    experience === "new"
      ? { text: `I'm new to ${voice.name} and I love how much I learn every week`, weight: 2 }
      : experience === "developing"
        ? { text: `I've put ${years} into ${voice.name} and I want to see where it can take me`, weight: 2 }
        : {
            text: `${voice.name.charAt(0).toUpperCase()}${voice.name.slice(1)} has been part of who I am for ${years}`,
            weight: 2,
          },
    ...(position ? [{ text: `I love the responsibility of playing ${position}`, weight: 2 }] : []),
    { text: "It's where I feel most free and most like myself", weight: 1 },
    ...(experience === "new" ? [] : [{ text: "I want to play at the next level", weight: 1 }]),
  ];
}

export function journeyCandidates({ profile, voice, position }: Setting): Candidate[] {
  if (profile.role === "Coach") {
    return [
      { text: COACH_JOURNEY_OPTION, weight: 10 },
      { text: `I coach ${voice.name} and want mental-skills tools to use with my athletes`, weight: 4 },
      { text: "I'm a coach and former athlete working on my own mindset too", weight: 3 },
      { text: "I coach young athletes who are new to competing", weight: 2 },
      { text: `I coach athletes who are aiming for the next level in ${voice.name}`, themes: ["selection"], weight: 2 },
    ];
  }
  if (profile.role === "Parent") {
    return [
      { text: `I'm a parent supporting a young ${voice.name} athlete`, weight: 4 },
      { text: "My child is starting to compete and to feel the pressure", themes: ["nerves"], weight: 3 },
      {
        text: "My athlete is aiming for the next level and I want to help the right way",
        themes: ["selection"],
        weight: 2,
      },
      { text: "My child is coming back from an injury or a setback", themes: ["injury"], weight: 1 },
    ];
  }
  const experience = experienceOf(profile.yearsPlaying);
  const stage: Candidate =
    experience === "new"
      ? { text: `I'm just starting out in ${voice.name} and learning the basics`, themes: ["learning"], weight: 6 }
      : experience === "developing"
        ? {
            text: position
              ? `I'm building my skills and finding my place as a ${position}`
              : `I'm building my skills and finding my place in ${voice.name}`,
            weight: 6,
          }
        : {
            text: `I'm an experienced ${voice.name} player aiming for the next level`,
            themes: ["selection"],
            weight: 6,
          };
  return [
    stage,
    voice.team
      ? { text: "I'm competing for a starting spot or selection this season", themes: ["selection"], weight: 4 }
      : { text: "I'm chasing personal bests this season", themes: ["selection"], weight: 4 },
    {
      text: `I'm getting ready for a big ${voice.event}, tryout or showcase`,
      themes: ["selection", "nerves"],
      weight: 3,
    },
    { text: "I'm coming back from an injury or a setback", themes: ["injury"], weight: 2 },
    { text: `I've lost some of my love for ${voice.name} and want to get it back`, themes: ["motivation"], weight: 1 },
    ...(experience === "new"
      ? []
      : [
          {
            text: "I play well in practice but want to be more consistent in competition",
            themes: ["consistency" as const],
            weight: 2,
          },
        ]),
  ];
}

export function goalCandidates({ profile, voice, position }: Setting): Candidate[] {
  if (profile.role === "Coach") {
    return [
      { text: `Help my athletes stay composed in moments like ${voice.pressureMoment}`, themes: ["nerves"], weight: 3 },
      { text: `Teach a simple reset my athletes can use after ${voice.mistake}`, themes: ["mistakes"], weight: 3 },
      { text: `Build pre-${voice.event} routines for my team`, themes: ["consistency"], weight: 2 },
      { text: "Create a culture where mistakes are part of learning", themes: ["mistakes", "leadership"], weight: 2 },
      { text: "Keep my own focus and composure on the sideline", themes: ["focus"], weight: 1 },
      { text: "Help athletes rediscover their enjoyment of the sport", themes: ["motivation"], weight: 1 },
    ];
  }
  if (profile.role === "Parent") {
    return [
      { text: `Know what to say before and after a ${voice.event}`, weight: 3 },
      { text: `Help my child bounce back after a tough ${voice.event}`, themes: ["mistakes"], weight: 3 },
      {
        text: `Keep the pressure off so my child keeps loving ${voice.name}`,
        themes: ["nerves", "motivation"],
        weight: 2,
      },
      { text: "Support my child's confidence without pushing", themes: ["confidence"], weight: 2 },
      { text: "Help my child come back strong from injury", themes: ["injury"], weight: 0 },
    ];
  }
  const archetype = positionArchetype(profile.position);
  const experience = experienceOf(profile.yearsPlaying);
  const candidates: Candidate[] = [
    { text: `Stay calm and composed in moments like ${voice.pressureMoment}`, themes: ["nerves"], weight: 3 },
    { text: `Bounce back within one ${voice.unit} after ${voice.mistake}`, themes: ["mistakes"], weight: 3 },
    { text: `Build a pre-${voice.event} routine I trust`, themes: ["consistency", "nerves"], weight: 2 },
    {
      text: `Play with confidence every ${voice.event}, not just on good days`,
      themes: ["confidence", "consistency"],
      weight: 2,
    },
    { text: `Keep my focus for the whole ${voice.event}`, themes: ["focus"], weight: 1 },
    voice.team
      ? {
          text: position ? `Earn a bigger role as a ${position}` : "Earn a bigger role on my team",
          themes: ["selection"],
          weight: 1,
        }
      : { text: "Set a personal best this season", themes: ["selection"], weight: 1 },
    { text: "Trust my body again after injury", themes: ["injury"], weight: -5 },
    { text: `Rediscover the joy I felt when I started ${voice.name}`, themes: ["motivation"], weight: -5 },
  ];
  if (archetype === "leader") {
    candidates.push({
      text: "Lead and communicate with my teammates when it gets tense",
      themes: ["leadership"],
      weight: 2,
    });
  }
  if (archetype === "lastLine") {
    candidates.push({
      text: `Stay steady after ${voice.mistake}: my team needs me calm at the back`,
      themes: ["mistakes"],
      weight: 2,
    });
  }
  if (archetype === "specialist") {
    candidates.push({
      text: "Own my moment: one clear routine before every attempt",
      themes: ["consistency", "focus"],
      weight: 2,
    });
  }
  if (experience === "new") {
    candidates.push({
      text: "Enjoy learning without being afraid of mistakes",
      themes: ["learning", "mistakes"],
      weight: 2,
    });
  }
  return candidates;
}
