import type { ProfileView } from "@onepercent/validators/profile";

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => part !== "")
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");

/** Who this profile is: initials, name, e-mail, and role with sport. */
export function ProfileHeader({ profile }: { profile: ProfileView }) {
  const sport = profile.sportPosition ? `${profile.sport} · ${profile.sportPosition}` : profile.sport;
  return (
    <header className="flex items-center gap-4">
      <span
        aria-hidden
        className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-2xl text-white sm:size-20 sm:text-3xl"
      >
        {initialsOf(profile.name)}
      </span>
      <div className="min-w-0">
        <p className="font-medium text-brand-700 text-sm">Profile</p>
        <h1 className="truncate font-bold text-2xl text-ink tracking-tight sm:text-3xl">{profile.name}</h1>
        <p className="truncate text-slate-700">
          {profile.role} · {sport}
        </p>
      </div>
    </header>
  );
}
