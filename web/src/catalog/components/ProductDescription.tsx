import { RichText } from "../../shared/components/RichText";

export interface ProductDescriptionProps {
  /** Sanitized HTML from the server. */
  html: string;
}

/** A product's rich-text description, styled as prose. */
export function ProductDescription({ html }: ProductDescriptionProps) {
  return <RichText html={html} />;
}
