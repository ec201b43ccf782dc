import { createFileRoute } from "@tanstack/react-router";
import { LegalPage, List, P, Section } from "../components/legal/legal-page";

export const Route = createFileRoute("/terms-and-conditions")({ component: TermsPage });

function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" lastUpdated="March 24, 2025">
      <P>
        These terms are an agreement between you and OnePercent about your use of the OnePercent app and website (the
        “service”). OnePercent coaches athletes, and the parents and coaches who support them, in mental performance:
        goal setting, mindset, journals, habits, focus training, planning, routines and AI coaching tools. By creating
        an account or using the service you accept these terms. If you do not accept them, please do not use the
        service.
      </P>

      <Section title="1. Who may use OnePercent">
        <P>
          You may use the service if you can form a binding agreement, or if a parent or legal guardian agrees to these
          terms for you.
        </P>
        <List
          items={[
            "Users under 13 may use OnePercent only with a parent or legal guardian, who creates or approves the account, agrees to these terms on the child’s behalf and supervises the child’s use.",
            "Users aged 13 to 17 need the permission of a parent or legal guardian, who should read these terms with them.",
            "Parents and guardians are responsible for the accounts of their children and may ask us at any time to review or delete a child’s information.",
          ]}
        />
      </Section>

      <Section title="2. Your account">
        <P>
          Keep your password private and do not share your account: each account belongs to one person. Tell us through
          the Contact Us form if you think someone else has used it. A coach may invite you with an invitation link; the
          account you create is still yours, and the coach sees only the usage counts described in our Privacy Policy.
        </P>
      </Section>

      <Section title="3. Coaching, not medical care">
        <P>
          OnePercent offers education and practice in mental skills for sport. It is not medical, psychological or
          psychiatric treatment and does not replace a doctor, psychologist or counsellor. If you are struggling with
          your mental health, please talk to a qualified professional. In an emergency, call your local emergency number
          straight away.
        </P>
        <P>Breathing and relaxation exercises should feel comfortable. Stop an exercise if you feel dizzy or unwell.</P>
      </Section>

      <Section title="4. AI-generated content">
        <P>
          Suggestions, scripts, imagery and audio made by our AI coach are generated automatically from what you tell
          us. They can be imperfect or not right for you. You decide what to use, and you remain responsible for your
          training choices. Do not rely on AI content for medical, legal or safety decisions.
        </P>
      </Section>

      <Section title="5. Your content">
        <P>
          What you write in OnePercent (your mission, vision, goals, mindset, journals, plans and routines) stays yours.
          You give us permission to store and process it only to run the service for you, for example to show it back to
          you, to personalise suggestions and to keep it safe. We do not sell your content.
        </P>
      </Section>

      <Section title="6. Acceptable use">
        <List
          items={[
            "Use the service for your own training, or to support the athletes you coach or parent.",
            "Do not try to access another person’s account or data, or to disrupt, overload or reverse-engineer the service.",
            "Do not upload content that is unlawful, hateful, harassing or that infringes someone else’s rights.",
            "Do not use the AI tools to produce content that is harmful or that impersonates others.",
          ]}
        />
      </Section>

      <Section title="7. Subscriptions and payments">
        <P>
          Signing up is free, and the free plan includes the core training tools. Some features may require a paid
          subscription. Paid subscriptions renew automatically at the end of each billing period until you cancel. You
          can cancel at any time; cancellation takes effect at the end of the current period, and you keep access until
          then. We will tell you before any price change takes effect, and you can cancel before it applies.
        </P>
      </Section>

      <Section title="8. Refunds">
        <List
          items={[
            "Pro-rated web purchases are refundable within 30 days of purchase: ask through the Contact Us form and we refund the unused part.",
            "One-month subscriptions are not refundable.",
            "Purchases made through an app store follow that store’s refund rules, and refunds for them are requested from the store.",
          ]}
        />
      </Section>

      <Section title="9. Changes to the service and to these terms">
        <P>
          We improve OnePercent continually and may add, change or remove features. If we change these terms in a way
          that matters, we will tell you in the app or by e-mail before the change takes effect. Using the service after
          that date means you accept the new terms.
        </P>
      </Section>

      <Section title="10. Ending your use">
        <P>
          You can stop using OnePercent and ask us to delete your account at any time. We may suspend or close an
          account that breaks these terms or puts other users or the service at risk, and we will tell you why unless
          the law prevents us.
        </P>
      </Section>

      <Section title="11. Disclaimers and limitation of liability">
        <P>
          We work hard to keep OnePercent available and accurate, but the service is provided “as is” and “as
          available”, without warranties of any kind to the extent the law allows. We do not promise any sporting
          result. To the extent the law allows, OnePercent is not liable for indirect, incidental or consequential
          damages, and our total liability for any claim is limited to the amount you paid us in the twelve months
          before the claim, or USD 50 if you paid nothing. Nothing in these terms limits liability that cannot be
          limited by law.
        </P>
      </Section>

      <Section title="12. Disputes and arbitration">
        <P>
          If you have a concern, please contact us first: most problems are solved quickly that way. If we cannot
          resolve a dispute within 60 days, you and OnePercent agree to resolve it by binding individual arbitration
          rather than in court, except that either of us may bring an individual claim in small-claims court.
        </P>
        <List
          items={[
            "Claims are brought individually, not as a plaintiff or class member in any class or representative proceeding.",
            "You may opt out of this arbitration agreement by sending us written notice through the Contact Us form within 30 days of first accepting these terms.",
            "These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict-of-law rules.",
          ]}
        />
      </Section>

      <Section title="13. Contact">
        <P>Questions about these terms? Write to us with the Contact Us form in the app menu. We read every message.</P>
      </Section>
    </LegalPage>
  );
}
