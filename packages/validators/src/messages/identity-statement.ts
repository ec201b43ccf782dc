import { type IdentityKey, stemOf } from "../identity-stems";
import { MINDSET_LIST_MAX } from "../mindset-list";

/** The identity statement's texts, used verbatim by server and client. */
export const identityMessages = {
  tooMany: (key: IdentityKey) => `Please keep at most ${MINDSET_LIST_MAX} "${stemOf(key)}" statements`,
  invalid: "Please send the identity statement as the lists iHave, iAm, iLove and iGive",
} as const;
