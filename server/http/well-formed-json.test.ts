import { describe, expect, test } from "vitest";
import { parseWellFormedJson } from "./well-formed-json";

describe("parseWellFormedJson", () => {
  test("a lone surrogate in a value or a key's value becomes U+FFFD; the rest is JSON.parse", () => {
    expect(
      parseWellFormedJson(
        '{"name":"\\ud800","list":[{"a":"x\\udc00y"}],"n":1,"ok":true,"no":null}',
      ),
    ).toEqual({
      name: "\ufffd",
      list: [{ a: "x\ufffdy" }],
      n: 1,
      ok: true,
      no: null,
    });
    expect(parseWellFormedJson('"\\ud83d\\ude00"')).toBe("😀");
  });

  test("text that is not JSON throws, as JSON.parse does", () => {
    expect(() => parseWellFormedJson("{")).toThrow(SyntaxError);
  });
});
