// docs/security.md §1 and §4: structured data as an inline <script type="application/ld+json">.
// It carries the page's CSP nonce, and its text is escaped so that nothing an
// admin typed (an event title with "</script><script>…") can end the block:
// "<" becomes \u003c (still the same JSON), as do the characters that end a line in JS.
import { useRootData } from "~/lib/root-data";

const UNSAFE = /[<>&\u2028\u2029]/g;

export function serializeJsonLd(value: unknown) {
  return JSON.stringify(value).replace(
    UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useRootData()?.cspNonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
