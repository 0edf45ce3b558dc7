// Plain limits the client's machines and the server both check: one number each, imported by both sides.

/** Proof and attachment pictures (spec.md sections 5 and 9): png or jpg, at most 5 MB each, at most 3. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;

/** A promotion application's comment: at most this many characters. */
export const ACTIVITY_COMMENT_MAX = 140;

/** A guest's feedback contact (phone, e-mail, LINE id): at most this many characters. */
export const FEEDBACK_CONTACT_MAX = 100;

/** The profile fields a member edits on the security centre, in form order. */
export const PROFILE_FIELDS = ["nickname", "realName", "birthday", "email", "telegram", "line", "zalo", "address", "nationality"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The longest chat message, in UTF-16 units (the server refuses longer ones; the client counts the same). */
export const CHAT_MESSAGE_MAX = 500;
/** A guest's nickname for the live chat. */
export const CHAT_NICKNAME_MIN = 2;
export const CHAT_NICKNAME_MAX = 20;
