import { Box, type BoxProps } from "@chakra-ui/react";

export interface RichTextProps extends Omit<BoxProps, "dangerouslySetInnerHTML" | "children"> {
  /** HTML the server sanitized (product descriptions, the privacy policy). */
  html: string;
}

/** The admin's rich text, styled as prose: headings, lists, links and quotes. */
export function RichText({ html, ...box }: RichTextProps) {
  return (
    <Box
      color="fg"
      lineHeight="1.7"
      maxW="prose"
      overflowWrap="anywhere"
      css={{
        "& > * + *": { marginTop: "0.85em" },
        "& h1, & h2, & h3, & h4": { fontWeight: "semibold", lineHeight: "1.3", marginTop: "1.4em" },
        "& h1, & h2": { fontSize: "xl" },
        "& h3, & h4": { fontSize: "lg" },
        "& ul, & ol": { paddingInlineStart: "1.5em" },
        "& ul": { listStyleType: "disc" },
        "& ol": { listStyleType: "decimal" },
        "& li + li": { marginTop: "0.35em" },
        "& a": { color: "blue.fg", textDecoration: "underline" },
        "& img": { maxWidth: "100%", height: "auto", borderRadius: "l2" },
        "& blockquote": { borderInlineStartWidth: "3px", paddingInlineStart: "1em", color: "fg.muted" },
        "& table": { width: "100%", borderCollapse: "collapse" },
        "& th, & td": { borderWidth: "1px", padding: "0.4em 0.6em", textAlign: "start" },
        "& strong, & b": { fontWeight: "semibold" },
      }}
      {...box}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
