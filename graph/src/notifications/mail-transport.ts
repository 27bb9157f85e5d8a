import nodemailer from "nodemailer";

/** One email as the shop sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export class MailError extends Error {
  override name = "MailError";

  constructor(
    message: string,
    /** False when the server refused the recipient for good (5xx on the address). */
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  send(message: MailMessage): Promise<{ providerId: string | null }>;
  close(): void;
}

/** SMTP through nodemailer (`SMTP_URL`, `MAIL_FROM`), pooled: one connection reused across messages. */
export function smtpMailer({ smtpUrl, from, timeoutMs }: { smtpUrl: string; from: string; timeoutMs: number }): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, pool: true, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, disableFileAccess: true, disableUrlAccess: true },
    { from },
  );
  return {
    async send({ to, subject, text, html }) {
      try {
        const info = await transport.sendMail({ to, subject, text, html });
        return { providerId: typeof info.messageId === "string" ? info.messageId : null };
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        const message = error instanceof Error ? error.message : String(error);
        // 550-553: the mailbox does not exist or is refused: trying again will not help.
        const final = typeof code === "number" && code >= 550 && code <= 553;
        throw new MailError(`SMTP: ${message}`.slice(0, 500), !final);
      }
    },
    close: () => transport.close(),
  };
}
