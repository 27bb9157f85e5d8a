/** The courier's public page for a parcel, which a shopper can open (Steadfast: steadfast.com.bd/t/<code>); null when unknown. */
export function trackingUrl(courier: string, trackingCode: string | null): string | null {
  if (!trackingCode) return null;
  if (courier === "steadfast") return `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}`;
  return null;
}
