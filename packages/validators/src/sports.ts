/**
 * The sports catalogue: every sport a user can pick at registration, each with the real
 * positions (or events, styles, disciplines) an athlete of that sport plays, and the
 * position preselected when the sport is chosen. "Other" takes a free-text position.
 */
export const OTHER_SPORT = "Other";

/** The fielding positions baseball and softball share. */
const DIAMOND = [
  "Pitcher",
  "Catcher",
  "First Base",
  "Second Base",
  "Third Base",
  "Shortstop",
  "Left Field",
  "Center Field",
  "Right Field",
] as const;

const catalogue = {
  Badminton: ["Singles", "Doubles", "Mixed Doubles"],
  Baseball: [...DIAMOND, "Designated Hitter"],
  Basketball: ["Point Guard", "Shooting Guard", "Small Forward", "Power Forward", "Center"],
  Bowling: ["Leadoff", "Second", "Third", "Fourth", "Anchor"],
  Cheerleading: ["Flyer", "Main Base", "Side Base", "Back Spot", "Front Spot", "Tumbler"],
  "Cross Country": ["5K", "6K", "8K", "10K"],
  Dance: ["Ballet", "Contemporary", "Jazz", "Hip Hop", "Tap", "Lyrical", "Pom"],
  "Field Hockey": ["Goalkeeper", "Defender", "Midfielder", "Forward"],
  "Flag Football": ["Quarterback", "Center", "Wide Receiver", "Running Back", "Rusher", "Cornerback", "Safety"],
  Football: [
    "Quarterback",
    "Running Back",
    "Wide Receiver",
    "Tight End",
    "Offensive Line",
    "Defensive Line",
    "Linebacker",
    "Cornerback",
    "Safety",
    "Kicker",
    "Punter",
    "Long Snapper",
  ],
  Golf: ["Stroke Play", "Match Play", "Team Play"],
  Gymnastics: [
    "All-Around",
    "Vault",
    "Uneven Bars",
    "Balance Beam",
    "Floor Exercise",
    "Pommel Horse",
    "Still Rings",
    "Parallel Bars",
    "High Bar",
  ],
  "Ice Hockey": ["Goaltender", "Defenseman", "Center", "Left Wing", "Right Wing"],
  Lacrosse: ["Attack", "Midfield", "Long Stick Midfield", "Defense", "Goalie", "Face-off Specialist"],
  Rowing: ["Coxswain", "Stroke", "Bow", "Port", "Starboard", "Sculler"],
  Rugby: ["Prop", "Hooker", "Lock", "Flanker", "Number 8", "Scrum-half", "Fly-half", "Centre", "Wing", "Fullback"],
  Ski: ["Slalom", "Giant Slalom", "Super-G", "Downhill", "Freestyle", "Cross-Country", "Ski Jumping"],
  Soccer: ["Goalkeeper", "Defender", "Midfielder", "Forward"],
  Softball: DIAMOND,
  Swimming: ["Freestyle", "Backstroke", "Breaststroke", "Butterfly", "Individual Medley", "Distance", "Open Water"],
  Tennis: ["Singles", "Doubles"],
  "Track and Field": [
    "Sprints",
    "Hurdles",
    "Middle Distance",
    "Long Distance",
    "Relays",
    "Jumps",
    "Throws",
    "Combined Events",
  ],
  Volleyball: ["Setter", "Outside Hitter", "Opposite Hitter", "Middle Blocker", "Libero", "Defensive Specialist"],
  "Water Polo": ["Goalkeeper", "Center", "Driver", "Wing", "Point", "Center Defender"],
  Wrestling: ["Folkstyle", "Freestyle", "Greco-Roman"],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type CatalogueSport = keyof typeof catalogue;
export type Sport = CatalogueSport | typeof OTHER_SPORT;

export const CATALOGUE_SPORTS = Object.keys(catalogue) as CatalogueSport[];
export const SPORTS: readonly Sport[] = [...CATALOGUE_SPORTS, OTHER_SPORT];

export function isSport(value: string): value is Sport {
  return value === OTHER_SPORT || Object.hasOwn(catalogue, value);
}

/** Positions of a sport; empty for "Other" (its position is free text). */
export function positionsOf(sport: string): readonly string[] {
  return isSport(sport) && sport !== OTHER_SPORT ? catalogue[sport] : [];
}

/** The position preselected when a sport is chosen; undefined for "Other". */
export function defaultPositionOf(sport: string): string | undefined {
  return positionsOf(sport)[0];
}

/** A position belongs to a sport when the catalogue lists it (any text for "Other"). */
export function isPositionOf(sport: string, position: string): boolean {
  return sport === OTHER_SPORT ? position.trim().length > 0 : positionsOf(sport).includes(position);
}
