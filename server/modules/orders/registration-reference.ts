// A signed registration reference for check-in (docs/decisions/004): the
// QR code in the confirmation carries it; staff can verify it offline of the
// buyer, and nobody can forge one for a registration id they guessed.
import QRCode from "qrcode";
import { signValue, verifySignedValue } from "../../payments/signed-links";

const PURPOSE = "registration-check-in";
const PREFIX = "HOMEFRONT-REG:";

export function registrationReference(secret: string, registrationId: string) {
  return `${PREFIX}${signValue(secret, PURPOSE, registrationId)}`;
}

/** The registration id a scanned reference stands for, or null when forged. */
export function verifyRegistrationReference(secret: string, reference: string) {
  if (!reference.startsWith(PREFIX)) return null;
  return verifySignedValue(secret, PURPOSE, reference.slice(PREFIX.length));
}

/** The reference as a PNG QR code, base64-encoded for the outbox. */
export async function registrationQrPng(reference: string) {
  const png = await QRCode.toBuffer(reference, {
    type: "png",
    width: 240,
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return png.toString("base64");
}
