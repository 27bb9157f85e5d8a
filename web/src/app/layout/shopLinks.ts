/** The shop's service pages, linked from the footer and the phone menu. "Track your order" works for guests too. */
export const HELP_LINKS = [
  { to: "/contact-us", label: "Contact us" },
  { to: "/privacy-policy", label: "Privacy policy" },
  { to: "/my-orders", label: "Track your order" },
] as const;
