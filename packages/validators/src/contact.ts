import { z } from "zod";
import { messages } from "./messages/common";
import { requiredText } from "./text-schemas";

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;
/** Contact messages one user may send per hour. */
export const CONTACT_MAX_PER_HOUR = 5;
/** platform.md §9: the modal closes this long after "Message sent successfully!". */
export const CONTACT_CLOSE_DELAY_MS = 2000;

/** Contact Us (platform.md §5): subject and message both required. */
export const ContactInput = z.object({
  subject: requiredText(messages.contactSubjectRequired, CONTACT_SUBJECT_MAX, messages.contactSubjectTooLong)
    // One line: a subject becomes an e-mail header.
    .transform((subject) => subject.replace(/\s+/g, " ")),
  message: requiredText(messages.contactMessageRequired, CONTACT_MESSAGE_MAX, messages.contactMessageTooLong),
});
export type ContactInput = z.infer<typeof ContactInput>;
