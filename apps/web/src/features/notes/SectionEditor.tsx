import { Box, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from "@mui/material";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import SubscriptIcon from "@mui/icons-material/Subscript";
import SuperscriptIcon from "@mui/icons-material/Superscript";
import TableChartIcon from "@mui/icons-material/TableChartOutlined";
import LinkIcon from "@mui/icons-material/Link";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import TitleIcon from "@mui/icons-material/Title";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import { CollabCaretFix } from "./collabCaretFix";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import { TableKit } from "@tiptap/extension-table";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import { useWikiLinks, WikiLinkMenu } from "../links/WikiLinkMenu";
import ChecklistIcon from "@mui/icons-material/ChecklistOutlined";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { NoteSection } from "@eln/shared/notes";
import type { NoteCollab } from "./useNoteCollab";
import { AttachmentImage } from "./attachmentImage";
import { linkOptions } from "./linkOptions";
import { useNoteImages } from "../attachments/useNoteImages";
import { useRovingTabIndex } from "../../components/useRovingTabIndex";
import { EditorExitKeys } from "./editorExitKeys";
import { sectionFrameSx, toolbarSx } from "./sectionFrame";
import { TableMenu } from "./TableMenu";
import { wordListsToHtml } from "./wordLists";
import { editorFiles, useEditorFilesHandler, type EditorFilesHandler } from "./editorFiles";

/** Same-origin URLs only (attachments are served by this app); anything else is refused. */
export function sameOriginUrl(input: string): string | null {
  try {
    const u = new URL(input.trim(), location.origin);
    if (u.origin !== location.origin) return null;
    return u.pathname + u.search + u.hash;
  } catch {
    return null;
  }
}

type RovingItem = ReturnType<ReturnType<typeof useRovingTabIndex>["itemProps"]>;

function Btn({ label, active, onClick, children, roving, action }: { label: string; active?: boolean; onClick(): void; children: ReactNode; roving: RovingItem; action?: boolean }) {
  // The tooltip shows the same words as the spoken name (WCAG 2.5.3); aria-pressed marks toggles.
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} aria-pressed={action ? undefined : active} onClick={onClick} color={active ? "primary" : "default"} onMouseDown={(e) => e.preventDefault()} {...roving}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

function Toolbar({ editor, noteId, label }: { editor: Editor; noteId: string; label: string }) {
  const { t } = useTranslation("notes");
  const images = useNoteImages(noteId);
  const [imageMenu, setImageMenu] = useState<HTMLElement | null>(null);
  const [tableMenu, setTableMenu] = useState<HTMLElement | null>(null);
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      sub: e.isActive("subscript"),
      sup: e.isActive("superscript"),
      h: e.isActive("heading"),
      ul: e.isActive("bulletList"),
      ol: e.isActive("orderedList"),
      tasks: e.isActive("taskList"),
      link: e.isActive("link"),
      table: e.isActive("table"),
    }),
  });
  const chain = () => editor.chain().focus();
  // Eleven buttons, one Tab stop: arrow keys move between them (APG toolbar pattern).
  const roving = useRovingTabIndex(11);
  let n = 0;
  const item = () => roving.itemProps(n++);
  // A mark or block the button turns on and off; pressed while the selection has it.
  const toggle = (label: string, active: boolean, Icon: typeof TitleIcon, run: (c: ReturnType<typeof chain>) => ReturnType<typeof chain>) => (
    <Btn roving={item()} label={t(label)} active={active} onClick={() => run(chain()).run()}>
      <Icon fontSize="small" />
    </Btn>
  );
  return (
    <Box role="toolbar" aria-label={t("editor.toolbarFor", { section: label })} {...roving.groupProps} sx={toolbarSx}>
      {toggle("editor.heading", s.h, TitleIcon, (c) => c.toggleHeading({ level: 3 }))}
      {toggle("editor.bold", s.bold, FormatBoldIcon, (c) => c.toggleBold())}
      {toggle("editor.italic", s.italic, FormatItalicIcon, (c) => c.toggleItalic())}
      {toggle("editor.subscript", s.sub, SubscriptIcon, (c) => c.toggleSubscript())}
      {toggle("editor.superscript", s.sup, SuperscriptIcon, (c) => c.toggleSuperscript())}
      <Divider orientation="vertical" flexItem />
      {toggle("editor.bulletList", s.ul, FormatListBulletedIcon, (c) => c.toggleBulletList())}
      {toggle("editor.orderedList", s.ol, FormatListNumberedIcon, (c) => c.toggleOrderedList())}
      {toggle("editor.checklist", s.tasks, ChecklistIcon, (c) => c.toggleTaskList())}
      {s.table ? (
        // In a table the button opens its menu (rows, columns, header row, delete): still one button.
        <Tooltip title={t("editor.tableMenu")}>
          <IconButton
            size="small"
            aria-label={t("editor.tableMenu")}
            aria-haspopup="menu"
            aria-expanded={tableMenu ? true : undefined}
            color="primary"
            {...item()}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => setTableMenu(e.currentTarget)}
            data-testid="table-actions"
          >
            <TableChartIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Btn roving={item()} action label={t("editor.table")} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
          <TableChartIcon fontSize="small" />
        </Btn>
      )}
      <TableMenu editor={editor} anchor={tableMenu} onClose={() => setTableMenu(null)} />
      <Btn
        roving={item()}
        label={t("editor.link")}
        active={s.link}
        onClick={() => {
          if (s.link) return void chain().unsetLink().run();
          const url = window.prompt(t("editor.linkPrompt"));
          if (!url) return;
          if (!/^(https?:|mailto:|\/)/i.test(url.trim())) return window.alert(t("editor.linkInvalid"));
          chain().extendMarkRange("link").setLink({ href: url.trim() }).run();
        }}
      >
        <LinkIcon fontSize="small" />
      </Btn>
      <Tooltip title={t("editor.image")}>
        <IconButton size="small" aria-label={t("editor.image")} aria-haspopup="menu" {...item()} onMouseDown={(e) => e.preventDefault()} onClick={(e) => setImageMenu(e.currentTarget)} data-testid="insert-image">
          <ImageIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={imageMenu} open={!!imageMenu} onClose={() => setImageMenu(null)}>
        {images.map((img) => (
          <MenuItem
            key={img.id}
            onClick={() => {
              setImageMenu(null);
              chain().insertContent({ type: "image", attrs: { src: "", alt: img.name, attachmentId: img.id } }).run();
            }}
          >
            <ListItemText primary={img.name} />
          </MenuItem>
        ))}
        {!images.length && (
          <MenuItem disabled>
            <ListItemText primary={t("editor.noImages")} />
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setImageMenu(null);
            const url = window.prompt(t("editor.imagePrompt"));
            if (!url) return;
            const safe = sameOriginUrl(url);
            if (!safe) return window.alert(t("editor.imageSameOrigin"));
            chain().setImage({ src: safe, alt: "" }).run();
          }}
        >
          <ListItemText primary={t("editor.imageByUrl")} />
        </MenuItem>
      </Menu>
    </Box>
  );
}

/** One rich-text section bound to its Y.XmlFragment; read-only for viewers. */
export function SectionEditor({
  noteId,
  section,
  collab,
  canEdit,
  userName,
  userColor,
  label,
  autoFocus = false,
  locked = false,
}: {
  noteId: string;
  section: NoteSection;
  collab: NoteCollab;
  canEdit: boolean;
  userName: string;
  userColor: string;
  label: string;
  /** Takes the focus when created: the snapshot it replaces had it. */
  autoFocus?: boolean;
  /** The note is locked (why it is read-only, said when a file is pasted or dropped on it). */
  locked?: boolean;
}) {
  const { t } = useTranslation("notes");
  // The editor is created once; its key handler reaches the current link menu through this ref.
  const linkKeys = useRef<(e: KeyboardEvent) => boolean>(() => false);
  // Pasted and dropped files, the same way (the handler needs the editor and the current rights).
  const files = useRef<{ handler: EditorFilesHandler }>({ handler: () => undefined });
  const editor = useEditor(
    {
      editable: canEdit,
      autofocus: autoFocus ? "start" : false,
      extensions: [
        // Yjs keeps the history: ProseMirror's own undo would fight it (docs/design.md §2).
        StarterKit.configure({ undoRedo: false, link: linkOptions }),
        Subscript,
        Superscript,
        AttachmentImage,
        // The wrapper scrolls sideways, so a wide table stays readable on a phone.
        TableKit.configure({ table: { resizable: false, renderWrapper: true } }),
        TaskList,
        TaskItem.configure({ nested: true, a11y: { checkboxLabel: (node) => t("editor.checkItem", { text: node.textContent || "…" }) } }),
        Collaboration.configure({ fragment: collab.doc.getXmlFragment(section) }),
        // Two people typing at one spot: y-tiptap can leave the caret before the person's own last
        // character, and what they type next comes out scrambled (collabCaretFix.ts says why).
        CollabCaretFix,
        CollaborationCaret.configure({ provider: collab.provider, user: { name: userName, color: userColor } }),
        EditorExitKeys,
        editorFiles(files.current),
      ],
      editorProps: {
        attributes: { role: "textbox", "aria-multiline": "true", "aria-label": label, "aria-describedby": `editor-keys-${section}`, "data-testid": `editor-${section}`, class: "note-editor" },
        handleKeyDown: (_view, event) => linkKeys.current(event),
        // Word's lists arrive as paragraphs with their markers as text: made lists again.
        transformPastedHTML: wordListsToHtml,
      },
    },
    [collab.provider, section],
  );
  const links = useWikiLinks(editor, noteId);
  files.current.handler = useEditorFilesHandler(noteId, { canEdit, locked })(editor);
  linkKeys.current = links.onKeyDown;
  useEffect(() => {
    editor?.setEditable(canEdit);
  }, [editor, canEdit]);
  if (!editor) return null;
  return (
    <Box sx={sectionFrameSx}>
      {canEdit && <Toolbar editor={editor} noteId={noteId} label={label} />}
      <EditorContent editor={editor} />
      {/* How to leave the editor by keyboard: read with the editor, shown while it has focus
          (always in the page: the editor's aria-describedby is fixed when it is created). */}
      <Typography id={`editor-keys-${section}`} variant="caption" color="text.secondary" className="note-editor-keys" sx={{ px: 2, pb: 0.5 }}>
        {t("editor.keysHelp")}
      </Typography>
      <WikiLinkMenu links={links} />
    </Box>
  );
}
