// The signed links of buyer self-service and the waitlist
// (docs/decisions/017-self-service-and-waitlist.md): a registration's manage
// page and a waitlist offer. The value is the row id; a tampered or foreign
// token, or one that is no UUID, reads as "not found".
import {
  REGISTRATION_MANAGE_LINK,
  signValue,
  verifySignedValue,
  WAITLIST_OFFER_LINK,
} from "../payments/signed-links";
import { isUuid } from "../../shared/domain/ids";

const verified = (secret: string, purpose: string, token: unknown) => {
  if (typeof token !== "string" || token.length > 200) return null;
  const value = verifySignedValue(secret, purpose, token);
  return isUuid(value) ? value : null;
};

export const manageToken = (secret: string, registrationId: string) =>
  signValue(secret, REGISTRATION_MANAGE_LINK, registrationId);

/** The registration id of a genuine manage token, else null. */
export const registrationOfManageToken = (secret: string, token: unknown) =>
  verified(secret, REGISTRATION_MANAGE_LINK, token);

export const managePath = (secret: string, registrationId: string) =>
  `/registrations/${manageToken(secret, registrationId)}`;

export const offerToken = (secret: string, entryId: string) =>
  signValue(secret, WAITLIST_OFFER_LINK, entryId);

/** The waitlist entry id of a genuine offer token, else null. */
export const entryOfOfferToken = (secret: string, token: unknown) =>
  verified(secret, WAITLIST_OFFER_LINK, token);

export const offerPath = (secret: string, entryId: string) =>
  `/waitlist/${offerToken(secret, entryId)}`;
