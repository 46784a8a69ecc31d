import { Autocomplete, TextField, createFilterOptions } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { Tag } from "@eln/shared/notes";
import { notify } from "../../components/Notifier";
import { useNoteMutations, useProjectTags } from "./notesApi";
import { TAG_COLORS } from "./tagColors";
import { TagChip } from "./TagChips";
import { errorMessageOf } from "../../i18n/useMessageState";

/** A typed name that matches no tag becomes a "Create …" option. */
type TagOption = Tag & { create?: string };
const filter = createFilterOptions<TagOption>();

/** The note's tags: chips, and for editors a picker over the project's tags. */
export function NoteTagsPicker({ noteId, projectId, value, canEdit }: { noteId: string; projectId: string; value: Tag[]; canEdit: boolean }) {
  const { t } = useTranslation("notes");
  const tags = useProjectTags(projectId);
  const m = useNoteMutations(projectId);
  if (!canEdit)
    return (
      <>
        {value.map((tag) => (
          <TagChip key={tag.id} tag={tag} sx={{ mr: 0.5 }} />
        ))}
      </>
    );
  return (
    <Autocomplete<TagOption, true>
      multiple
      size="small"
      options={tags.data ?? []}
      value={value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The first option is highlighted as one types, so Enter takes it: the matching tag, or "Create tag …".
      autoHighlight
      onKeyDown={(e) => {
        // Enter that ends a Japanese IME composition (速度論 → 確定) commits the text, not a tag.
        // MUI waits for keyCode 229; some browsers send the composing Enter without it.
        if (e.key === "Enter" && e.nativeEvent.isComposing) (e as typeof e & { defaultMuiPrevented: boolean }).defaultMuiPrevented = true;
      }}
      getOptionLabel={(o) => (o.create ? t("tags.createNamed", { name: o.create }) : o.title)}
      filterOptions={(options, state) => {
        const shown = filter(options, state);
        const typed = state.inputValue.trim();
        const taken = options.some((o) => o.title.toLowerCase() === typed.toLowerCase());
        if (typed && !taken && typed.length <= 60) shown.push({ id: "", title: typed, color: TAG_COLORS[0], create: typed });
        return shown;
      }}
      onChange={async (_e, next) => {
        const onError = (err: unknown) => notify.error(errorMessageOf(err));
        try {
          const ids: string[] = [];
          for (const o of next) ids.push(o.create ? (await m.createTag.mutateAsync({ title: o.create, color: TAG_COLORS[ids.length % TAG_COLORS.length] })).id : o.id);
          m.setTags.mutate({ id: noteId, tagIds: ids }, { onError });
        } catch (err) {
          onError(err);
        }
      }}
      noOptionsText={t("tags.noneYet")}
      renderValue={(selected, getItemProps) =>
        selected.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <TagChip key={key} {...props} tag={tag} />;
        })
      }
      renderInput={(params) => <TextField {...params} placeholder={value.length ? "" : t("tags.add")} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "aria-label": t("tags.label") } }} />}
      sx={{ minWidth: 220, maxWidth: 520, flex: 1 }}
      data-testid="note-tags"
    />
  );
}
