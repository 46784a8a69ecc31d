import { describe, expect, it } from "vitest";
import { AppError } from "./AppError";
import { parseCsvUpload } from "./parseCsvUpload";

const problemOf = (text: string) => {
  try {
    parseCsvUpload(new TextEncoder().encode(text), { required: ["email"], missingColumn: () => "no email", maxRows: 100 }, (why, problem) => new AppError("validation", why, { details: problem }));
  } catch (e) {
    return (e as AppError).extra.details;
  }
  return undefined;
};

describe("parseCsvUpload: the line a broken quote is on", () => {
  it.each([
    ["an unterminated quote on line 3", 'email,role\na@example.com,member\n"b@example.com,member\nc@example.com,member\n', 3],
    ["the same with Windows line ends", 'email,role\r\na@example.com,member\r\n"b@example.com,member\r\nc@example.com,member\r\n', 3],
    ["a stray quote inside a field on line 2", 'email,role\na@example.com,"mem"ber\nb@example.com,member\n', 2],
    ["after a blank line and a quoted field over two lines", 'email,role\n\na@example.com,"mem\nber"\n"b@example.com,member\n', 5],
  ])("%s", (_, text, line) => {
    expect(problemOf(text)).toEqual({ problem: "syntax", row: line });
  });
});
