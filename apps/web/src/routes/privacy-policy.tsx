import { createFileRoute } from "@tanstack/react-router";
import { LegalPage, List, P, Section } from "../components/legal/legal-page";

export const Route = createFileRoute("/privacy-policy")({ component: PrivacyPage });

function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" lastUpdated="March 24, 2025">
      <P>
        OnePercent helps athletes get 1% better each day. To do that we keep some information about you. This policy
        says what we keep, why, who can see it and what you can do about it. We keep as little as the service needs, and
        we never sell your information.
      </P>

      <Section title="1. What we keep">
        <List
          items={[
            "Account details: your name, e-mail address, birth year, gender, role (athlete, parent or coach), sport, position and years playing. Your password is stored only as an argon2id hash, never in a form we can read.",
            "What you write: your mission, vision and goals, mindset statements, journal entries, habits and daily checks, plans, routines and your onboarding answers.",
            "Training activity: breathing cycles, relaxation minutes, concentration game results and similar counts, so you can see your progress.",
            "Sessions: a session record so you stay signed in, with when it was last active.",
            "Product analytics: first-party records of page views, feature use and sign-ins, to learn what helps and what to improve.",
          ]}
        />
      </Section>

      <Section title="2. Why we keep it">
        <List
          items={[
            "To run the service: show you your goals, journals and progress, and keep your account secure.",
            "To personalise your coaching: the AI coach uses your sport, position, goals and answers to tailor suggestions, scripts and audio.",
            "To improve OnePercent: aggregated analytics tell us which tools are used and where people get stuck. Analytics are collected by OnePercent itself, never by an advertising network, and are not used to build advertising profiles.",
            "To show coaches how their athletes use the app: the usage counts described in section 5, never the content you write.",
            "To protect the service: for example, limiting repeated failed sign-ins.",
          ]}
        />
      </Section>

      <Section title="3. AI features">
        <P>
          When you use an AI tool, such as visualization audio, mental imagery scripts, suggestions for your goals or
          Ask Your Coach, the text you submit and the profile details it needs are processed to produce the answer. If
          an external AI provider is configured, that text is sent to the provider only to generate your answer. We do
          not use your content for advertising, and user text is treated as data, never as instructions to the system.
        </P>
        <P>
          Only the text a feature needs is sent: your journals are not shared with an AI provider unless you submit
          their text to an AI tool yourself. AI answers can be imperfect; our Terms and Conditions explain how to use
          them.
        </P>
      </Section>

      <Section title="4. Cookies and sessions">
        <P>
          We use one essential cookie: an httpOnly session cookie that keeps you signed in and cannot be read by scripts
          on the page. With “Remember me” it lasts 30 days and is renewed while you use the app; without it, it ends
          when you close the browser or after 30 minutes without activity. We use no advertising cookies and no
          third-party trackers.
        </P>
      </Section>

      <Section title="5. Who can see your information">
        <P>
          We do not sell or rent your personal information, and we do not share it with advertisers. It is seen only by:
        </P>
        <List
          items={[
            "You. Your journals and other writing are private to your account.",
            "Your coach, if you joined with a coach’s invitation: the coach sees your name, e-mail and usage counts (sign-ins, journal counts, breathing cycles, meditation minutes, concentration games), not the content of your journals.",
            "Service providers who host the app, store files or send e-mail for us, under contracts that let them use the data only to provide that service.",
            "Authorities, when the law requires it, or to protect someone’s safety.",
          ]}
        />
      </Section>

      <Section title="6. Children">
        <P>
          Children under 13 may use OnePercent only with a parent or legal guardian, who creates or approves the
          account. Parents and guardians may review the information kept about their child, ask us to correct it, or ask
          us to delete it, at any time through the Contact Us form. If we learn that a child under 13 uses the service
          without a parent’s involvement, we will delete the account.
        </P>
      </Section>

      <Section title="7. How long we keep it">
        <P>
          We keep your account and content while your account is open. When you delete your account, we delete your
          content and profile within 30 days, except records we must keep by law. Expired sessions are removed
          automatically, and analytics are kept only as long as they are useful to improve the service.
        </P>
      </Section>

      <Section title="8. Security">
        <P>
          Passwords are hashed with argon2id, session secrets are stored only as hashes, connections are encrypted when
          the app is served over HTTPS, and every request is checked so that each user can reach only their own data. No
          system is perfectly secure; if a breach affects you, we will tell you promptly.
        </P>
      </Section>

      <Section title="9. Your rights">
        <List
          items={[
            "See the information we keep about you.",
            "Export it: get a copy of your account details and everything you wrote, in a common, machine-readable format.",
            "Correct information that is wrong: most of it you can edit in your profile.",
            "Delete your account and its content.",
            "Object to analytics about your use, or withdraw a consent you gave.",
          ]}
        />
        <P>
          To use any of these rights, write to us through the Contact Us form. We may ask you to confirm that the
          request comes from the account holder, so that nobody else can see or delete your information. We answer
          within 30 days. Parents and guardians can make the same requests for their child’s account.
        </P>
      </Section>

      <Section title="10. Changes and contact">
        <P>
          If we change this policy in a way that matters, we will tell you in the app before the change takes effect.
          Questions or requests about privacy are welcome through the Contact Us form in the app menu.
        </P>
      </Section>
    </LegalPage>
  );
}
