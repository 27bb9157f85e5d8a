/**
 * What the shop needs from an SMS gateway (BulkSMSBD now; another Bangladeshi gateway can follow):
 * send one text to one phone. `send` answers the gateway's message id or throws an SmsError saying
 * whether trying again may help.
 */
export interface SmsProvider {
  /** Stored on each message: `bulksmsbd`. */
  readonly name: string;
  /** `to` is 8801XXXXXXXXX. */
  send(to: string, text: string): Promise<{ providerId: string | null }>;
}

export class SmsError extends Error {
  override name = "SmsError";

  constructor(
    message: string,
    /** False when the gateway refused this message for good (a wrong number): no retry. */
    readonly retry: boolean,
  ) {
    super(message);
  }
}
