import { describe, expect, test } from "vitest";
import { filesMatching } from "../test/source-files";
import { parseWellFormedJson, readJsonBody } from "./well-formed-json";

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

describe("readJsonBody, the one reader of a JSON body", () => {
  const post = (body: string, type?: string) =>
    new Request("http://localhost/x", {
      method: "POST",
      body,
      headers: type ? { "content-type": type } : {},
    });

  test("JSON (or a +json type) is read, its strings made well-formed", async () => {
    await expect(readJsonBody(post('{"a":"\\ud800","n":1}', "application/json"))).resolves.toEqual({
      a: "\ufffd",
      n: 1,
    });
    await expect(
      readJsonBody(post("[1]", "application/merge-patch+json; charset=utf-8")),
    ).resolves.toEqual([1]);
  });

  test("malformed or empty JSON is a 400 with the error contract's message", async () => {
    for (const body of ["{not json", ""]) {
      const refusal = await readJsonBody(post(body, "application/json")).catch((e: unknown) => e);
      expect(refusal).toMatchObject({ status: 400 });
      expect((refusal as { toBody(): unknown }).toBody()).toEqual({
        error: { code: "bad_request", message: "The request body is not valid JSON." },
      });
    }
  });

  test("any other content type, or none, is a 415 before the body is read", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", undefined]) {
      await expect(readJsonBody(post('{"a":1}', type))).rejects.toMatchObject({
        status: 415,
        message: "Please send the request as JSON.",
      });
    }
  });

  test("no other production file reads a request's JSON its own way", () => {
    // Route actions and the Hono API answer a malformed body the same way only while
    // they all read it here (STYLE §6: the one error contract).
    const copies =
      /\b(?:c\.req|req|request)\.(?:json|text)\(\)|\bparseWellFormedJson\(|JSON\.parse\(\s*await\b/;
    expect(filesMatching(copies, ["server/http/well-formed-json.ts"])).toEqual([]);
  });
});
