import { Autocomplete, Chip, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { Tag } from "@eln/shared/notes";
import { notify } from "../../components/Notifier";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useNoteMutations, useProjectTags } from "./notesApi";

/** The note's tags: chips, and for editors a picker over the project's tags. */
export function NoteTagsPicker({ noteId, projectId, value, canEdit }: { noteId: string; projectId: string; value: Tag[]; canEdit: boolean }) {
  const { t } = useTranslation("notes");
  const tags = useProjectTags(projectId);
  const m = useNoteMutations(projectId);
  const errorMessage = useErrorMessage();
  if (!canEdit)
    return (
      <>
        {value.map((tag) => (
          <Chip key={tag.id} label={tag.title} size="small" sx={{ bgcolor: tag.color, color: "#fff", mr: 0.5 }} />
        ))}
      </>
    );
  return (
    <Autocomplete
      multiple
      size="small"
      options={tags.data ?? []}
      value={value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.title}
      onChange={(_e, next) => m.setTags.mutate({ id: noteId, tagIds: next.map((x) => x.id) }, { onError: (err) => notify.error(errorMessage(err)) })}
      noOptionsText={t("tags.noneYet")}
      renderValue={(selected, getItemProps) =>
        selected.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} {...props} label={tag.title} size="small" sx={{ bgcolor: tag.color, color: "#fff" }} />;
        })
      }
      renderInput={(params) => <TextField {...params} placeholder={value.length ? "" : t("tags.add")} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "aria-label": t("tags.label") } }} />}
      sx={{ minWidth: 220, maxWidth: 520, flex: 1 }}
      data-testid="note-tags"
    />
  );
}
