import { Fragment } from "react";

/**
 * An e-mail address that may wrap only where a reader expects it to: after the "@" and before
 * each dot (`<wbr>`), never inside a word. In a narrow table cell `overflow-wrap: anywhere` would
 * cut "tanaka" into "tana" / "ka"; a part longer than the cell still wraps (break-word) rather
 * than overflow.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span style={{ overflowWrap: "break-word" }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
