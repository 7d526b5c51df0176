import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test's process (no TLS, no authentication) that parses every mail it
 * accepts into `mails`, so a test reads what a mailbox would receive.
 */
export class SmtpInbox {
  readonly mails: ParsedMail[] = [];
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });

  /** Starts listening on 127.0.0.1 (`port` 0: any free one) and returns the port. */
  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    return (this.#server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
