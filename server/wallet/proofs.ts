import { PROOF_MAX_BYTES, PROOF_MAX_COUNT, type ProofImage } from "../../contract";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The image's real format from its first bytes (a GIF renamed to .png is neither). */
export function imageFormat(bytes: Buffer): "image/png" | "image/jpeg" | undefined {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  return undefined;
}

/** Decoded proofs, or undefined when one is not a PNG/JPEG of at most 5 MB, or there are more than 3. */
export function decodeProofs(proofs: ProofImage[]): { fileName: string; contentType: string; data: Buffer }[] | undefined {
  if (proofs.length > PROOF_MAX_COUNT) return undefined;
  const decoded = [];
  for (const proof of proofs) {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(proof.dataBase64)) return undefined;
    const data = Buffer.from(proof.dataBase64, "base64");
    if (data.length === 0 || data.length > PROOF_MAX_BYTES) return undefined;
    const format = imageFormat(data);
    if (!format || format !== proof.contentType) return undefined;
    decoded.push({ fileName: proof.fileName, contentType: format, data });
  }
  return decoded;
}
