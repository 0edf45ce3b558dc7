/**
 * Messages in both languages: `title` and `body` are the Thai text (the site's default language), `title_en` and
 * `body_en` the English one where the sender wrote it; the inbox answers in the caller's language and falls back to
 * the Thai text.
 */
export const MESSAGE_LANGUAGES_MIGRATION = {
  id: "020_message_languages",
  statements: ["ALTER TABLE messages ADD COLUMN title_en TEXT", "ALTER TABLE messages ADD COLUMN body_en TEXT"],
};
