import type { ProfileView } from "@onepercent/validators/profile";
import { createFileRoute, useSearch } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { ChangePasswordCard } from "../../components/profile/change-password-card";
import { DevicesSection } from "../../components/profile/devices-section";
import { MentalProfileSection } from "../../components/profile/mental-profile-section";
import { MyDataSection } from "../../components/profile/my-data-section";
import { PersonalSection } from "../../components/profile/personal-section";
import { ProfileError, ProfileLoading } from "../../components/profile/profile-error";
import { ProfileHeader } from "../../components/profile/profile-header";
import { RemindersSection } from "../../components/profile/reminders-section";
import { SportSection } from "../../components/profile/sport-section";
import { TeamsSection } from "../../components/profile/teams-section";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/_authed/profile")({
  // Fetched before the page shows; a failure is the page's own "Error Loading Profile" state.
  loader: ({ context }) => context.trpc.profile.get.prefetch(undefined),
  component: ProfilePage,
});

function ProfilePage() {
  const profile = trpc.profile.get.useQuery(undefined);
  useAnswersRefreshAfterOnboarding();
  if (profile.data) return <Profile profile={profile.data} />;
  if (profile.isError) return <ProfileError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return <ProfileLoading />;
}

function Profile({ profile }: { profile: ProfileView }) {
  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PersonalSection profile={profile} />
        <SportSection profile={profile} />
      </div>
      <MentalProfileSection profile={profile} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RemindersSection />
        <TeamsSection />
        <ChangePasswordCard />
        <DevicesSection />
        <MyDataSection />
      </div>
    </div>
  );
}

/** When the onboarding overlay opened from this page closes, its answers may have changed. */
function useAnswersRefreshAfterOnboarding() {
  const { modal } = useSearch({ from: "/_authed" });
  const utils = trpc.useUtils();
  const previous = useRef(modal);
  useEffect(() => {
    if (previous.current === "onboarding" && modal !== "onboarding") void utils.profile.get.invalidate();
    previous.current = modal;
  }, [modal, utils]);
}
