import { PROOF_MAX_BYTES, type ProofImage } from "../../contract";
import { FEEDBACK_IMAGE_MAX_COUNT } from "../../contract/help";
import { decodeProofs, imageFormat } from "../wallet/proofs";
import type { HelpMessageKey } from "./messages";

export type DecodedImages = { ok: true; images: { contentType: string; data: Buffer }[] } | { ok: false; problem: Extract<HelpMessageKey, "imageTooMany" | "imageTooBig" | "imageInvalid"> };

/**
 * The feedback's images, checked by content with the wallet's proof rules (png or jpg by their first bytes, 5 MB,
 * 3 at most); the refusal names which rule failed so the person sees the catalogue's message for it.
 */
export function decodeFeedbackImages(images: ProofImage[]): DecodedImages {
  if (images.length > FEEDBACK_IMAGE_MAX_COUNT) return { ok: false, problem: "imageTooMany" };
  for (const image of images) {
    const data = Buffer.from(image.dataBase64, "base64");
    if (data.length > PROOF_MAX_BYTES) return { ok: false, problem: "imageTooBig" };
    if (imageFormat(data) !== image.contentType) return { ok: false, problem: "imageInvalid" };
  }
  const decoded = decodeProofs(images);
  if (!decoded) return { ok: false, problem: "imageInvalid" };
  return { ok: true, images: decoded.map((d) => ({ contentType: d.contentType, data: d.data })) };
}
