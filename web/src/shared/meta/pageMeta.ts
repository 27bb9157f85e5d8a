/** What a page may say about itself for sharing (Open Graph and Twitter tags). */
export interface PageMeta {
  /** The shared title (og:title, twitter:title); the document title always follows the URL rule. */
  title?: string;
  description?: string;
  /** An absolute or root-relative image URL. */
  image?: string;
  type?: "website" | "product";
  /** "noindex" on a page that does not exist (the server answers such paths with 404 and noindex too). */
  robots?: "noindex";
}

/** What every not-found view sets: search engines should drop it, as the server's 404 says. */
export const NOT_FOUND_META: PageMeta = { robots: "noindex" };
