import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may be sent (server-side request forgery; docs/webhooks.md, decision 057). In
 * production a delivery must not reach the shop's own machine or network: loopback, private
 * (RFC 1918, fc00::/7), link-local (169.254/16 with the cloud metadata service, fe80::/10),
 * unspecified, carrier-grade NAT (100.64/10), multicast and reserved addresses, and their
 * IPv4-mapped IPv6 forms, are refused unless the owner allows private targets. The host name is
 * resolved here and the connection goes to the address checked (`pinnedLookup`), so a name
 * cannot resolve to a public address for the check and a private one for the connection.
 */

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/**
 * The IPv4 address an IPv6 address carries: IPv4-mapped (`::ffff:127.0.0.1`), IPv4-compatible
 * (`::127.0.0.1`) or NAT64 (`64:ff9b::127.0.0.1`); null for any other. The URL parser writes
 * every spelling the same way (`[::ffff:7f00:1]`), so only that form is matched.
 */
function embeddedIpv4(address: string): string | null {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^(?:::ffff:|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address is one a production shop must not send to (the list above). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, "ipv4");
  if (family === 6) {
    const mapped = embeddedIpv4(bare);
    if (mapped && isIP(mapped) === 4) return PRIVATE.check(mapped, "ipv4");
    return PRIVATE.check(bare, "ipv6");
  }
  return true; // not an address at all: never trusted
}

/** Whether private addresses are refused: in production, unless the owner allowed them. */
export interface TargetPolicy {
  refusePrivate: boolean;
}

/** A refused or unusable target: the message says why, for the field error or the delivery's log. */
export class TargetRefused extends Error {
  override name = "TargetRefused";
  /** Whether trying later may help (a name that does not resolve yet), unlike a refused address. */
  constructor(message: string, readonly mayPassLater = false) {
    super(message);
  }
}

/** The longest webhook URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2_000;

/** A webhook URL as given: absolute http(s), no credentials, not too long; the reason otherwise. */
export function webhookUrlProblem(raw: string): string | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return `At most ${MAX_WEBHOOK_URL_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter an absolute URL such as https://example.com/webhooks.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "Only http and https URLs can receive webhooks.";
  if (url.username || url.password) return "Put no user name or password in the URL: verify the signature instead.";
  if (!url.hostname) return "Enter an absolute URL such as https://example.com/webhooks.";
  return null;
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

const PRIVATE_REFUSAL =
  "This address is on a private, loopback or link-local network, which the shop does not send to (server-side request forgery). " +
  "The owner may allow private targets in the webhook settings.";

/**
 * The address to connect to for `url`: its IP literal, or its host name resolved now. With
 * `refusePrivate`, every address the name resolves to must be public (TargetRefused otherwise).
 */
export async function resolveTarget(url: URL, policy: TargetPolicy): Promise<ResolvedTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  let addresses: ResolvedTarget[];
  if (literal) addresses = [{ address: host, family: literal as 4 | 6 }];
  else {
    try {
      addresses = (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family as 4 | 6 }));
    } catch {
      throw new TargetRefused(`The host name ${host} does not resolve.`, true);
    }
    if (!addresses.length) throw new TargetRefused(`The host name ${host} does not resolve.`, true);
  }
  if (policy.refusePrivate && addresses.some(({ address }) => isPrivateAddress(address))) throw new TargetRefused(PRIVATE_REFUSAL);
  return addresses[0]!;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void;

/** A `lookup` for node's http(s) request that answers only the address checked, whatever name it is asked. */
export function pinnedLookup(target: ResolvedTarget) {
  return (_hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback) => {
    if (typeof options === "object" && options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}
