// A JSON body's text, parsed with every string made well-formed: JSON may spell a
// lone surrogate ("\ud800"), which a browser's form encoding never sends (it
// becomes U+FFFD) and which PostgreSQL refuses inside jsonb (the settings, the
// audit log). Replaced here, once, it is just another odd character to validate.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function parseWellFormedJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === "string" ? value.replace(LONE_SURROGATE, "\ufffd") : value,
  );
}
