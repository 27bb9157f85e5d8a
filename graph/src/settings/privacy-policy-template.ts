/**
 * The privacy policy a new shop starts with (docs/decisions/025-seeded-privacy-policy-and-banners.md):
 * true to what this software does with shoppers' data, written so the owner only needs to check it
 * and add what their own business does besides. Rich text within the policy of
 * `shared/rich-text.ts`, so the sanitizer keeps it as it is.
 */

export interface PolicyContact {
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;");
}

/** "24 November 2026", the day in the shop's time zone. */
function dayOf(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone }).format(date);
}

/** The ways to reach the shop that are known: the settings' contact details, and always the contact page. */
function contactItems(contact: PolicyContact): string {
  const items: string[] = [];
  const email = contact.email?.trim();
  if (email) items.push(`<li>Email: <a href="mailto:${escapeHtml(email)}" rel="noopener noreferrer">${escapeHtml(email)}</a></li>`);
  if (contact.phone?.trim()) items.push(`<li>Phone: ${escapeHtml(contact.phone.trim())}</li>`);
  if (contact.address?.trim()) items.push(`<li>Address: ${escapeHtml(contact.address.trim())}</li>`);
  items.push("<li>The contact form on our Contact us page (/contact-us)</li>");
  return `<ul>${items.join("")}</ul>`;
}

/** The policy as HTML; `updatedOn` is shown as its last-updated date. */
export function privacyPolicyTemplate(contact: PolicyContact, updatedOn: Date, timeZone: string): string {
  return [
    `<p><em>Last updated: ${dayOf(updatedOn, timeZone)}</em></p>`,
    "<p>This policy explains what personal information we collect when you shop with us, why we need it, who we share it with, how long we keep it and what you can ask of us. We only collect what we need to take, deliver and support your orders, and we never sell your information.</p>",

    "<h2>What we collect when you order</h2>",
    "<p>At checkout we ask for:</p>",
    "<ul><li><strong>Your name</strong>, so the courier knows who to hand the parcel to;</li>" +
      "<li><strong>Your phone number</strong>, to confirm the order and for the courier to reach you on the day of delivery;</li>" +
      "<li><strong>Your email address</strong> (optional when you are signed in), to send you news about your order;</li>" +
      "<li><strong>Your delivery address and district</strong>, and any note you add for the delivery.</li></ul>",
    "<p>With the order we keep what you bought (products, colours, sizes, quantities and prices), the delivery zone and fee, the payment method (cash on delivery) and the order's status history. If you send us a message through the contact form, we keep your name, email, subject and message to answer you.</p>",

    "<h2>Your account</h2>",
    "<p>You can order as a guest or with an account. Accounts are provided by Google's Firebase Authentication: when you register with an email and password, or sign in with Google, Firebase holds your sign-in details (we never see your password) and tells us your email address, your name and, with Google sign-in, your profile picture. We keep that profile and the orders you place while signed in, so you can follow them from any device.</p>",

    "<h2>What your browser keeps</h2>",
    "<p>Your cart, your wishlist and the orders you placed as a guest are kept in your browser's local storage, on your device only, so they are still there when you come back. Clearing your browser's site data removes them. When you are signed in, Firebase keeps your sign-in session in your browser.</p>",
    "<p>We count visits to our pages with our own, cookieless statistics: no cookie and nothing in your browser is used for them, and no personal information is stored. A visitor is counted with a code made from the network address and browser version mixed with a random value that changes every day and is then deleted, so a visit cannot be traced back to you or linked to your visits on other days. Nothing is counted when your browser sends Do Not Track or Global Privacy Control.</p>",

    "<h2>Advertising measurement (Meta Pixel)</h2>",
    "<p>We may turn on the Meta Pixel to measure our advertising on Facebook and Instagram. Only while it is on, your browser loads Meta's script, which may set Meta's cookies and tells Meta which pages and products you view and when you add a product to the cart or wishlist, start checkout or place an order (with the products and the amount, never your name, phone, email or address). Meta processes this under its own privacy policy. You can limit it in your browser's settings or in your Facebook ad preferences.</p>",

    "<h2>Who we share your information with</h2>",
    "<ul><li><strong>Our courier</strong> (Steadfast Courier): to deliver your parcel we give them your name, phone number, delivery address, the amount to collect on delivery and any delivery note.</li>" +
      "<li><strong>Google Firebase</strong>, which runs our sign-in, as described above.</li>" +
      "<li><strong>Authorities</strong>, only when the law requires us to.</li></ul>",
    "<p>We do not sell or rent your information to anyone.</p>",

    "<h2>How long we keep it</h2>",
    "<p>We keep orders, with their delivery details, for as long as we must for our accounts, tax and warranty obligations, and to answer questions about a delivery. Contact messages are kept until we have answered you and no longer need them. Your account stays until you ask us to delete it. The daily value used to count visits is deleted at the end of each day.</p>",

    "<h2>Your rights</h2>",
    "<p>You may ask us at any time to:</p>",
    "<ul><li><strong>see</strong> the information we hold about you;</li>" +
      "<li><strong>correct</strong> it (signed in, you can also update your profile yourself);</li>" +
      "<li><strong>delete</strong> it, with your account: we then keep only what the law requires us to keep about past orders.</li></ul>",
    "<p>We answer within 30 days. To protect you, we may ask you to confirm the request from the email address or phone number you used with us.</p>",

    "<h2>How we protect it</h2>",
    "<p>Our pages are served over an encrypted connection, and only the people who run the shop can see orders and messages, through accounts that are checked at every request.</p>",

    "<h2>Changes to this policy</h2>",
    "<p>When we change how we use your information, we update this page and its date above.</p>",

    "<h2>Contact us</h2>",
    "<p>For any question about your information, or to use your rights, reach us through:</p>",
    contactItems(contact),
  ].join("");
}
