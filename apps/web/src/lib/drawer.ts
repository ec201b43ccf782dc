import {
  AudioLines,
  Eye,
  type LucideIcon,
  Mail,
  MessageCircleQuestionMark,
  Repeat,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import type { ModalName } from "./modals";
import type { To } from "./navigation";

/** A drawer entry: a page, or an overlay opened through the `modal` query parameter. */
export type DrawerItem =
  | { label: string; icon: LucideIcon; to: To; adminOnly?: boolean }
  | { label: string; icon: LucideIcon; modal: ModalName };

export interface DrawerGroup {
  /** Shown above the group's items; the spec names one group, "AI Tools". */
  title?: string;
  items: DrawerItem[];
}

/**
 * The menu drawer (platform.md §2): "AI Tools" (Visualization Audio, Mental Imagery, Ask Your
 * Coach), Profile, Contact Us, then Logout (added by the shell) and "Admin Dashboard" for the
 * admin only (decided by the server). Empty groups are not shown.
 */
export const drawerGroups: DrawerGroup[] = [
  {
    title: "AI Tools",
    items: [
      { label: "Visualization Audio", icon: AudioLines, modal: "audio-visualization" },
      { label: "Mental Imagery", icon: Eye, modal: "mental-imagery" },
      { label: "Ask Your Coach", icon: MessageCircleQuestionMark, modal: "ask-your-coach" },
    ],
  },
  { items: [{ label: "Performance Routines", icon: Repeat, to: "/routine-builder" }] },
  { items: [{ label: "Profile", icon: UserRound, to: "/profile" }] },
  { items: [{ label: "Contact Us", icon: Mail, modal: "contact-us" }] },
  { items: [{ label: "Admin Dashboard", icon: ShieldCheck, to: "/admin", adminOnly: true }] },
];
