import { useSiteSettings } from "../useSiteSettings";

export interface PageTitleProps {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
}

/** Sets the document title (React 19 hoists `<title>` into `<head>`). */
export function PageTitle({ title }: PageTitleProps) {
  const { settings } = useSiteSettings();
  const siteName = settings?.siteName;
  const text = [title, siteName].filter(Boolean).join(" | ");
  return text ? <title>{text}</title> : null;
}
