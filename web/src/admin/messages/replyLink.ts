/**
 * The reply link of a contact message: `mailto:` the sender, with the subject "Re: {subject}"
 * (not doubled when it already starts with "Re:"). RFC 6068: the address keeps its "@", each part
 * and the subject are percent-encoded (spaces as %20, never "+", which mail clients show as is).
 */
export function replyHref(email: string, subject: string): string {
  const at = email.lastIndexOf("@");
  const address = at > 0 ? `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}` : encodeURIComponent(email);
  return `mailto:${address}?subject=${encodeURIComponent(replySubject(subject))}`;
}

/** "Re: {subject}", once. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}
