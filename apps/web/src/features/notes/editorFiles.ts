import { Extension, type Editor } from "@tiptap/core";
import { Plugin } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { absolutePositionToRelativePosition, relativePositionToAbsolutePosition, ySyncPluginKey, type ProsemirrorBinding } from "@tiptap/y-tiptap";
import { useQueryClient } from "@tanstack/react-query";
import { isInlineImage } from "@eln/shared/attachments";
import { attachmentKeys } from "../../api/queryKeys";
import { notify } from "../../components/Notifier";
import { message, type Message } from "../../i18n/useMessageState";
import { i18n } from "../../i18n/i18n";
import { useUploadStore, type UploadTask } from "../attachments/uploadStore";

/** Files given to the editor: pasted (at the caret, `at` null) or dropped (at the drop point). */
export type EditorFilesHandler = (files: File[], at: number | null) => void;

/** Whether HTML holds no text (a copied picture comes as `<img>` HTML beside the file). */
const textless = (html: string) => !html || !new DOMParser().parseFromString(html, "text/html").body.textContent?.trim();

/** The files of a paste that is files alone: a screenshot, a copied file. A paste from Word or a page that also carries a picture of itself is its text. */
export function pastedFiles(data: DataTransfer | null): File[] {
  const files = [...(data?.files ?? [])];
  if (!files.length || !data) return [];
  return data.getData("text/plain").trim() || !textless(data.getData("text/html")) ? [] : files;
}

/**
 * A screenshot pasted from the clipboard arrives as "image.png" (every browser names a clipboard
 * bitmap so): named after when it was pasted instead, so a note's pasted images are told apart
 * under Attachments and in an export.
 */
export function namePastedImages(files: File[], now: Date, word = i18n.t("notes:editor.pastedImage")): File[] {
  const pad = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}.${pad(now.getMinutes())}.${pad(now.getSeconds())}`;
  return files.map((f, i) => {
    const generic = /^image\.(png|jpe?g|gif|webp)$/i.exec(f.name);
    if (!generic) return f;
    const name = `${word} ${stamp}${files.length > 1 ? ` (${i + 1})` : ""}.${generic[1].toLowerCase()}`;
    return new File([f], name, { type: f.type, lastModified: f.lastModified });
  });
}

/**
 * Pasted and dropped files go to `handler` (read through `current`, so the editor, created once,
 * reaches the newest one), on editable and read-only editors alike: a read-only one says why it
 * takes none, instead of the browser opening the dropped file in place of the note.
 */
export function editorFiles(current: { handler: EditorFilesHandler }) {
  const take = (event: Event, files: File[], at: number | null) => {
    if (!files.length) return false;
    event.preventDefault();
    current.handler(files, at);
    return true;
  };
  return Extension.create({
    name: "editorFiles",
    addProseMirrorPlugins() {
      return [
        new Plugin({
          props: {
            handleDOMEvents: {
              paste: (_view, event) => take(event, namePastedImages(pastedFiles(event.clipboardData), new Date()), null),
              drop: (view: EditorView, event) => {
                const files = [...(event.dataTransfer?.files ?? [])];
                return take(event, files, files.length ? (view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null) : null);
              },
              // Lets a file be dropped on a read-only editor too (an editable one allows it already).
              dragover: (_view, event) => {
                if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
                return false;
              },
            },
          },
        }),
      ];
    },
  });
}

const bindingOf = (editor: Editor) => (ySyncPluginKey.getState(editor.state)?.binding as ProsemirrorBinding | undefined) ?? null;

/**
 * Says it when the upload `id` fails (its row under Attachments shows it too, with Resume); `canceled`
 * is told when the person cancels it there.
 */
function watchFailure(id: string, name: string, canceled: () => void) {
  const stop = useUploadStore.subscribe((s) => {
    const task = s.tasks.find((t) => t.id === id);
    if (task?.state === "canceled") canceled();
    if (!task || task.state === "success" || task.state === "canceled") return stop();
    if (task.state !== "error") return;
    stop();
    notify.error(message("notes.editor.uploadFailed", { name, reason: reasonOf(task) }));
  });
  // Refused before it started (over 10 MB): the store has said so already.
  const now = useUploadStore.getState().tasks.find((t) => t.id === id);
  if (now?.state === "error") {
    stop();
    notify.error(message("notes.editor.uploadFailed", { name, reason: reasonOf(now) }));
  }
}

const reasonOf = (task: UploadTask): Message => (task.errorCode === "network" ? message("attachments.networkError") : message(`errors.${task.errorCode ?? "internal"}`));

/**
 * What the editor does with pasted and dropped files: each is uploaded as an attachment of the note,
 * through the attachments' own upload (its limits, progress and errors, shown under Attachments).
 * An image is put in the text where it was pasted or dropped once it is uploaded, as the toolbar
 * puts an attached image (its attachment id, no data: URL); any other file stays an attachment,
 * and a message says so. A read-only or locked note takes none and says why.
 */
export function useEditorFilesHandler(noteId: string, state: { canEdit: boolean; locked: boolean }) {
  const start = useUploadStore((s) => s.start);
  const qc = useQueryClient();
  return (editor: Editor | null): EditorFilesHandler =>
    (files, at) => {
      if (!editor) return;
      if (!state.canEdit || !editor.isEditable) {
        notify.error(message(state.locked ? "attachments.readOnlyLocked" : "attachments.readOnly"));
        return;
      }
      // Several files at once get one message each way (the notice shows only the latest one).
      const several = files.length > 1;
      let left = files.length;
      const attached: string[] = [];
      const settled = (name: string | null) => {
        if (name) attached.push(name);
        if (--left > 0 || !attached.length) return;
        notify.success(attached.length > 1 ? message("notes.editor.filesAttached", { names: attached.join(", ") }) : message("notes.editor.fileAttached", { name: attached[0] }));
      };
      if (several) notify.info(message("notes.editor.filesUploading", { names: files.map((f) => f.name).join(", ") }));
      for (const file of files) {
        const image = isInlineImage(file.type);
        // Where the image goes, kept as a place in the shared section: others' edits move it.
        const pos = at ?? editor.state.selection.to;
        const binding = bindingOf(editor);
        const anchor = image && binding ? absolutePositionToRelativePosition(pos, binding.type, binding.mapping) : null;
        const id = start(noteId, file, (attachmentId) => {
          void qc.invalidateQueries({ queryKey: attachmentKeys.note(noteId) });
          if (!image || !attachmentId || editor.isDestroyed || !editor.isEditable) return settled(file.name);
          settled(null);
          const b = bindingOf(editor);
          const found = b && anchor ? relativePositionToAbsolutePosition(b.doc, b.type, anchor, b.mapping) : null;
          const where = Math.min(found ?? pos, editor.state.doc.content.size);
          editor
            .chain()
            .insertContentAt(where, { type: "image", attrs: { src: "", alt: file.name, attachmentId } }, { updateSelection: false })
            .run();
        });
        if (!several) notify.info(message(image ? "notes.editor.imageUploading" : "notes.editor.fileUploading", { name: file.name }));
        watchFailure(id, file.name, () => settled(null));
      }
    };
}
