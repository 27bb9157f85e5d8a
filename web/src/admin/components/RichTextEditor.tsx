import { Box, Button, Group } from "@chakra-ui/react";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";
import { LinkEditor } from "./LinkEditor";

export interface RichTextEditorProps {
  /** The HTML to start from; the editor is reset when it changes from outside (another product loaded). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The accessible name of the editing area. */
  label: string;
  /** Ids of the text describing it (the field's help or problem). */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The admin's rich-text editor (product descriptions, the privacy policy): Tiptap with bold, italic, headings (2 and 3), bulleted and
 * numbered lists and links. It sends HTML; the server sanitizes it before storing (docs/api.md).
 * Only the pages that edit rich text import it, so Tiptap loads in their chunks alone.
 */
export function RichTextEditor({ value, onChange, onBlur, label, describedBy, invalid = false, disabled = false }: RichTextEditorProps) {
  // The HTML the editor holds as far as the form knows: what it started from or last sent.
  const known = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      known.current = current.getHTML();
      onChange(known.current);
    },
    onBlur: () => onBlur?.(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullets: current.isActive("bulletList"),
      numbers: current.isActive("orderedList"),
      link: current.isActive("link"),
    }),
  });

  // A value set from outside (the stored product arrived, the form was reset) replaces the content.
  useEffect(() => {
    if (value === known.current || editor.isDestroyed) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without an update event: it would send the editor's own spelling of the stored HTML
    // (`<li><p>…</p></li>` for `<li>…</li>`), and a page only opened would count as changed.
    if (!editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const tool = (name: string, pressed: boolean, run: () => void) => (
    <Button size="xs" variant={pressed ? "solid" : "outline"} aria-pressed={pressed} disabled={disabled} onClick={run}>
      {name}
    </Button>
  );

  return (
    <Box width="full" borderWidth="1px" borderColor={invalid ? "border.error" : "border"} borderRadius="l2">
      <Group role="toolbar" aria-label={`${label} formatting`} flexWrap="wrap" gap="1" p="2" borderBottomWidth="1px">
        {tool("Bold", active.bold, () => editor.chain().focus().toggleBold().run())}
        {tool("Italic", active.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool("Heading", active.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool("Subheading", active.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {tool("Bulleted list", active.bullets, () => editor.chain().focus().toggleBulletList().run())}
        {tool("Numbered list", active.numbers, () => editor.chain().focus().toggleOrderedList().run())}
        <LinkEditor
          pressed={active.link}
          disabled={disabled}
          currentHref={() => (editor.getAttributes("link").href as string | undefined) ?? ""}
          onApply={(href) => editor.chain().focus().extendMarkRange("link").setLink({ href }).run()}
          onRemove={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()}
        />
      </Group>
      <Box
        px="3"
        py="2"
        minH="10rem"
        css={{
          "& .tiptap": { minHeight: "9rem", outline: "none" },
          "& .tiptap:focus-visible": { outline: "2px solid", outlineColor: "colorPalette.focusRing" },
          "& ul": { paddingInlineStart: "1.5rem", listStyleType: "disc" },
          "& ol": { paddingInlineStart: "1.5rem", listStyleType: "decimal" },
          "& h2": { fontSize: "xl", fontWeight: "semibold" },
          "& h3": { fontSize: "lg", fontWeight: "semibold" },
          "& a": { color: "colorPalette.fg", textDecoration: "underline" },
          "& p + p": { marginTop: "2" },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
