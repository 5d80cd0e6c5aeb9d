import { describe, expect, test } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  test.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
  ])("a cell starting a formula (%j) gets a ' prefix", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  test("quotes, commas and line breaks are quoted, quotes doubled", () => {
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell("Smith, Jo")).toBe('"Smith, Jo"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
  });

  test("plain values pass through; null is empty", () => {
    expect(csvCell("Ann")).toBe("Ann");
    expect(csvCell(25)).toBe("25");
    expect(csvCell(null)).toBe("");
  });
});

test("toCsv joins rows with CRLF after a BOM", () => {
  expect(toCsv(["a", "b"], [["1", "x,y"]])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
});
