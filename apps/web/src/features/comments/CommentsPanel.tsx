import { Alert, Autocomplete, Box, Button, Chip, Divider, Paper, TextField, Typography } from "@mui/material";
import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CommentLimits, commentCreateSchema, type NoteComment } from "@eln/shared/comments";
import { NoteSections, type NoteSection } from "@eln/shared/notes";
import { formatDateTime } from "../../lib/formatDate";
import { notify } from "../../components/Notifier";
import { useCommentMutations, useNoteComments } from "./commentsApi";
import { noteQuery } from "../notes/noteQueries";
import { errorMessageOf, message, messageIn, useMessageState } from "../../i18n/useMessageState";

const tm = messageIn("comments");

interface Person {
  id: string;
  name: string;
}

/** The text selected in one of the note's editors, and which section it is in. */
function editorSelection(): { quote: string; section?: NoteSection } | null {
  const sel = window.getSelection();
  const text = sel?.toString().trim() ?? "";
  if (!sel || !text || !sel.anchorNode) return null;
  const el = (sel.anchorNode instanceof Element ? sel.anchorNode : sel.anchorNode.parentElement)?.closest("[data-testid^=editor-]");
  if (!el) return null;
  const section = el.getAttribute("data-testid")!.slice("editor-".length) as NoteSection;
  return { quote: text.slice(0, 1000), section: NoteSections.includes(section) ? section : undefined };
}

function CommentForm({ noteId, people, parentId, onDone, autoFocus }: { noteId: string; people: Person[]; parentId?: string; onDone?(): void; autoFocus?: boolean }) {
  const { t } = useTranslation("comments");
  const m = useCommentMutations(noteId);
  const [body, setBody] = useState("");
  const [mentions, setMentions] = useState<Person[]>([]);
  const [anchor, setAnchor] = useState<{ quote: string; section?: NoteSection } | null>(null);
  // Kept as a Message, worded at each render: an error on screen follows a language switch.
  const [error, setError] = useMessageState();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const submit = async () => {
    // Comment stays enabled while posting (a disabled button drops the focus to the page): a second press waits.
    if (m.add.isPending) return;
    // Only people still named in the text are notified.
    const named = mentions.filter((p) => body.includes(`@${p.name}`));
    const parsed = commentCreateSchema.safeParse({ body, parentId, quote: anchor?.quote ?? "", section: anchor?.section, mentions: named.map((p) => p.id) });
    if (!parsed.success) return setError(message(parsed.error.issues[0].message));
    try {
      await m.add.mutateAsync(parsed.data);
      setBody("");
      setMentions([]);
      setAnchor(null);
      setError(null);
      notify.success(parentId ? tm("replied") : tm("posted"));
      // The next comment starts where the last one was written; a reply's form closes (onDone says where the focus goes).
      if (onDone) onDone();
      else bodyRef.current?.focus();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: "flex", flexDirection: "column", gap: 1 }}
    >
      {anchor && (
        <Chip icon={<FormatQuoteIcon />} label={anchor.quote} onDelete={() => setAnchor(null)} sx={{ alignSelf: "flex-start", maxWidth: "100%" }} data-testid="comment-quote" />
      )}
      <TextField
        multiline
        minRows={parentId ? 1 : 2}
        size="small"
        autoFocus={autoFocus}
        inputRef={bodyRef}
        label={parentId ? t("reply") : t("newComment")}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { maxLength: CommentLimits.bodyMax, "data-testid": parentId ? "reply-body" : "comment-body" } }}
      />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <Autocomplete<Person>
          size="small"
          options={people}
          getOptionLabel={(p) => p.name}
          value={null}
          blurOnSelect
          onChange={(_e, p) => {
            if (!p) return;
            const next = `${body}${body && !body.endsWith(" ") ? " " : ""}@${p.name} `;
            // Past the limit the comment could not be sent: say so (the schema's words) instead of adding the name.
            const checked = commentCreateSchema.shape.body.safeParse(next);
            if (!checked.success) return setError(message(checked.error.issues[0].message));
            setMentions((list) => (list.some((x) => x.id === p.id) ? list : [...list, p]));
            setBody(next);
            // Writing goes on after the name (blurOnSelect would leave the focus on the page).
            bodyRef.current?.focus();
          }}
          // Enter here picks a person, never posts the comment (with nobody picked it did, half written).
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          renderInput={(params) => <TextField {...params} label={t("mention")} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": parentId ? "reply-mention" : "comment-mention" } }} />}
          sx={{ width: { xs: "100%", sm: 240 } }}
        />
        {!parentId && (
          <Button
            size="small"
            startIcon={<FormatQuoteIcon />}
            // Keep the editor's selection: the button must not take focus on press.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              const s = editorSelection();
              if (s) setAnchor(s);
              else setError(tm("selectFirst"));
            }}
            data-testid="comment-on-selection"
          >
            {t("onSelection")}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" size="small" data-testid={parentId ? "reply-submit" : "comment-submit"}>
          {parentId ? t("replyAction") : t("post")}
        </Button>
      </Box>
    </Box>
  );
}

/** Who wrote a comment: an account here, or, for one imported from an .eln archive, the writer the archive names. */
function useCommentAuthor(c: NoteComment) {
  const { t } = useTranslation("comments");
  if (!c.imported) return c.author?.name ?? "—";
  const author = c.imported.author || t("unknownAuthor");
  return c.imported.from ? t("imported", { author, from: c.imported.from }) : t("importedNoSource", { author });
}

function CommentView({ c }: { c: NoteComment }) {
  const { i18n } = useTranslation("comments");
  const author = useCommentAuthor(c);
  return (
    <Box id={`comment-${c.id}`} sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {author}{" "}
        <Typography component="span" variant="caption" color="text.secondary">
          {formatDateTime(c.createdAt, i18n.language)}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {c.body}
      </Typography>
    </Box>
  );
}

/** Comment threads on the note and on selected text, with replies, @mentions and resolving. */
export function CommentsPanel({ noteId }: { noteId: string }) {
  const { t } = useTranslation("comments");
  const comments = useNoteComments(noteId);
  // Why the form is not offered: the note's lock (refreshed with the comments when it changes), else the reader's role.
  const locked = useQuery({ ...noteQuery(noteId), select: (n) => !!n.lock }).data;
  const m = useCommentMutations(noteId);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [showResolved, setShowResolved] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const showResolvedRef = useRef<HTMLButtonElement>(null);
  // A thread's control whose focus would fall to the page: the reply form closed after posting, or
  // the thread moved between the open and the resolved lists (drawn anew there, or hidden).
  const [refocus, setRefocus] = useState<{ id: string; resolved?: boolean } | null>(null);

  const data = comments.data;
  const threads = (data?.items ?? []).filter((c) => !c.parentId);
  const open = threads.filter((c) => !c.resolvedAt);
  const resolved = threads.filter((c) => c.resolvedAt);
  const repliesOf = (id: string) => (data?.items ?? []).filter((c) => c.parentId === id);
  const people = data?.mentionable ?? [];

  useEffect(() => {
    if (!refocus) return;
    const c = data?.items.find((x) => x.id === refocus.id);
    // A resolve waits for the refreshed list, in which the thread has moved.
    if (c && refocus.resolved !== undefined && !!c.resolvedAt !== refocus.resolved) return;
    setRefocus(null);
    // Only if the focus was lost: someone who has moved on meanwhile is left where they are.
    if (document.activeElement && document.activeElement !== document.body) return;
    const inThread = (testId: string) => sectionRef.current?.querySelector<HTMLElement>(`[data-thread="${refocus.id}"] [data-testid="${testId}"]`);
    const target = refocus.resolved === undefined ? inThread("comment-reply") : refocus.resolved && !showResolved ? showResolvedRef.current : inThread("comment-resolve");
    (target ?? sectionRef.current?.querySelector<HTMLElement>("#comments-heading"))?.focus();
  }, [refocus, data, showResolved]);

  const thread = (c: NoteComment) => (
    <Paper key={c.id} variant="outlined" sx={{ p: 1.5, mb: 1.5, opacity: c.resolvedAt ? 0.8 : 1 }} data-testid="comment-thread" data-thread={c.id}>
      {c.quote && (
        <Box component="blockquote" sx={{ m: 0, mb: 1, pl: 1.5, borderLeft: 3, borderColor: "warning.main", color: "text.secondary", fontStyle: "italic", overflowWrap: "anywhere" }}>
          {c.quote}
        </Box>
      )}
      <CommentView c={c} />
      {repliesOf(c.id).map((r) => (
        <Box key={r.id} sx={{ pl: 2, borderLeft: 1, borderColor: "divider", ml: 0.5 }}>
          <CommentView c={r} />
        </Box>
      ))}
      {c.resolvedAt && (
        <Typography variant="caption" color="success.main">
          {t("resolvedBy", { name: c.resolvedBy?.name ?? "—" })}
        </Typography>
      )}
      {data?.canComment && (
        <Box sx={{ display: "flex", gap: 1, mt: 1 }}>
          {!c.resolvedAt && (
            <Button size="small" onClick={() => setReplyTo(replyTo === c.id ? null : c.id)} data-testid="comment-reply">
              {t("replyAction")}
            </Button>
          )}
          <Button
            size="small"
            // Enabled while saving (disabled, it dropped the focus to the page); a second press waits.
            onClick={() =>
              !m.resolve.isPending &&
              m.resolve.mutate({ id: c.id, resolved: !c.resolvedAt }, { onSuccess: (_, v) => setRefocus({ id: v.id, resolved: v.resolved }), onError: (err) => notify.error(errorMessageOf(err)) })
            }
            data-testid="comment-resolve"
          >
            {c.resolvedAt ? t("reopen") : t("resolve")}
          </Button>
        </Box>
      )}
      {replyTo === c.id && (
        <Box sx={{ mt: 1 }}>
          <CommentForm noteId={noteId} people={people} parentId={c.id} autoFocus onDone={() => (setReplyTo(null), setRefocus({ id: c.id }))} />
        </Box>
      )}
    </Paper>
  );

  return (
    <Box component="section" ref={sectionRef} aria-labelledby="comments-heading" sx={{ mt: 3 }} id="comments">
      <Typography variant="h6" component="h2" id="comments-heading" tabIndex={-1} sx={{ mb: 1 }}>
        {t("heading", { count: open.length })}
      </Typography>
      {comments.isError && <Alert severity="error">{t("loadFailed")}</Alert>}
      {data?.canComment && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
          <CommentForm noteId={noteId} people={people} />
        </Paper>
      )}
      {data && !data.canComment && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="comments-closed">
          {locked ? t("closed.locked") : t("closed.readOnly")}
        </Typography>
      )}
      {data && !threads.length && (
        <Typography variant="body2" color="text.secondary">
          {t("empty")}
        </Typography>
      )}
      {open.map(thread)}
      {resolved.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          <Button ref={showResolvedRef} size="small" onClick={() => setShowResolved((v) => !v)} data-testid="show-resolved">
            {showResolved ? t("hideResolved") : t("showResolved", { count: resolved.length })}
          </Button>
          {showResolved && resolved.map(thread)}
        </>
      )}
    </Box>
  );
}
