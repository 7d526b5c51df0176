import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column wraps where a reader expects: before its "@" and its dots
 * (`<wbr>`), and only where one part alone is too long, anywhere (`overflow-wrap: anywhere` on the
 * element that holds it).
 */
export function BreakableEmail({ address }: { address: string }) {
  return address.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
