/** What a page may say about itself for sharing (Open Graph and Twitter tags). */
export interface PageMeta {
  /** The shared title (og:title, twitter:title); the document title always follows the URL rule. */
  title?: string;
  description?: string;
  /** An absolute or root-relative image URL. */
  image?: string;
  type?: "website" | "product";
}
