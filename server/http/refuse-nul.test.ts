import { describe, expect, test } from "vitest";
import { hasNul } from "./refuse-nul";

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost:3000/contact", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

describe("NUL characters are refused at the edge", () => {
  test("in the path or the query string", async () => {
    expect(await hasNul(new Request("http://localhost:3000/events/%00abc"))).toBe(true);
    expect(await hasNul(new Request("http://localhost:3000/donate?fundraiser=a%00"))).toBe(true);
    expect(await hasNul(new Request("http://localhost:3000/events/abc?x=%2500"))).toBe(false);
  });

  test("in a form, JSON, text or multipart body", async () => {
    expect(await hasNul(post("name=a%00b", "application/x-www-form-urlencoded"))).toBe(true);
    expect(await hasNul(post('{"name":"a\\u0000b"}', "application/json"))).toBe(true);
    expect(await hasNul(post("a\0b", "text/plain"))).toBe(true);
    const form = new FormData();
    form.append("message", "hello\0");
    expect(await hasNul(post(form))).toBe(true);
  });

  test("ordinary bodies pass, including an escaped backslash before u0000 and files holding NUL bytes", async () => {
    expect(await hasNul(post("name=Ana&message=hello", "application/x-www-form-urlencoded"))).toBe(
      false,
    );
    expect(await hasNul(post('{"path":"C:\\\\u0000"}', "application/json"))).toBe(false);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([0, 1, 2])]), "a.png");
    expect(await hasNul(post(form))).toBe(false);
  });

  test("the request can still be read after the check", async () => {
    const request = post("name=Ana", "application/x-www-form-urlencoded");
    await hasNul(request);
    expect(await request.text()).toBe("name=Ana");
  });
});
