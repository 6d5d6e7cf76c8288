// D48: older versions kept up to 200 characters of a receiver's answer after its status
// (`The receiver answered 500 Internal Server Error: <answer>`) and the text of an SMTP
// server's reply (`The SMTP server answered 535 5.7.8 ...`). Failures stored then are
// shown as their status alone, like every failure recorded now.
const HTTP_ANSWER = /^(The receiver answered \d{3}[^:]*): .*$/s;
const SMTP_REPLY = /^(The SMTP server answered \d{3}) .*$/s;

/**
 * A stored delivery error as it may be shown: a status and words, never any part of what
 * a receiver answered.
 *
 * @example
 * shownFailure('The receiver answered 500 Internal Server Error: <html>...'); // 'The receiver answered 500 Internal Server Error'
 */
export function shownFailure(error: string): string {
  return error.replace(HTTP_ANSWER, '$1').replace(SMTP_REPLY, '$1');
}
