import type { ProofImage } from "../contract";
import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT } from "../contract/rules/limits";
import { promiseNotProvided } from "./not-provided";


/** A file the member picked: `blob` is opaque here, the app's image reader reads it. */
export type PickedFile = { name: string; size: number; blob: unknown };
/** What the reader found by the file's content: png or jpg, or null for anything else. */
export type ReadImage = { contentType: ProofImage["contentType"] | null; dataBase64: string };
/** Why a picked picture was refused: one too many, over 5 MB, or not a png or jpg (or unreadable). */
export type ImageProblem = "imagesTooMany" | "imageTooBig" | "imageNotPngOrJpg";

/** The reader each form invokes; the app provides it (src/app/wallet-actors.ts). */
export const readImageNotProvided = (id: string) => promiseNotProvided<ReadImage, PickedFile>(id);

/** Three pictures are there already: a fourth is refused unread. */
export const imagesFull = (images: readonly ProofImage[]): boolean => images.length >= IMAGE_MAX_COUNT;

/** Over 5 MB: refused unread. */
export const imageTooBig = (file: PickedFile | undefined): boolean => (file?.size ?? 0) > IMAGE_MAX_BYTES;

export const isPngOrJpg = (read: ReadImage): boolean => read.contentType !== null;

/** The pictures with the one just read added, named after the picked file. */
export function withReadImage(images: readonly ProofImage[], file: PickedFile | undefined, read: ReadImage, fallbackName: string): ProofImage[] {
  return [...images, { fileName: file?.name ?? fallbackName, contentType: read.contentType ?? "image/png", dataBase64: read.dataBase64 }];
}
