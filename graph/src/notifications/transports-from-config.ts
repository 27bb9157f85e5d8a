import type { NotificationsConfig } from "../config.js";
import { smtpMailer } from "./mail-transport.js";
import type { NotificationTransports } from "./notification-consumer.js";
import { BulkSmsBd } from "./sms/bulksmsbd.js";

/** The SMTP server and SMS gateway the configuration names; null for each one not set (captured). */
export function transportsFrom(config: NotificationsConfig | undefined): NotificationTransports {
  return {
    mailer: config?.mail ? smtpMailer({ ...config.mail, timeoutMs: config.timeoutMs }) : null,
    sms: config?.sms ? new BulkSmsBd({ apiUrl: config.sms.apiUrl, apiKey: config.sms.apiKey, senderId: config.sms.senderId, timeoutMs: config.timeoutMs }) : null,
  };
}
