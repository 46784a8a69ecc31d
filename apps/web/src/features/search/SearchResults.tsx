import { Box, Chip, LinearProgress, List, ListItemButton, ListSubheader, Typography } from "@mui/material";
import FolderOutlined from "@mui/icons-material/FolderOutlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import { useTranslation } from "react-i18next";
import type { SearchAnswer, SearchProjectHit } from "@eln/shared/search";
import { Highlighted } from "./Highlighted";

export interface ResultItem {
  key: string;
  href: string;
}

/** Projects first, then notes: the order arrow keys walk through. */
export function resultItems(answer: SearchAnswer | undefined): ResultItem[] {
  if (!answer) return [];
  return [
    ...answer.projects.map((p) => ({ key: `project-${p.id}`, href: `/projects/${p.id}` })),
    ...answer.notes.map((n) => ({ key: `note-${n.id}`, href: `/notes/${n.id}` })),
  ];
}

export const optionId = (key: string) => `search-option-${key}`;

const markSx = { "& mark": { bgcolor: "warning.light", color: "inherit", borderRadius: 0.5, px: 0.25 } };

interface Props {
  listId: string;
  answer: SearchAnswer | undefined;
  query: string;
  loading: boolean;
  error: string | null;
  active: number;
  onHover(index: number): void;
  onOpen(item: ResultItem): void;
}

export function SearchResults({ listId, answer, query, loading, error, active, onHover, onOpen }: Props) {
  const { t } = useTranslation("search");
  const items = resultItems(answer);
  const indexOf = (key: string) => items.findIndex((i) => i.key === key);
  const option = (key: string, href: string) => {
    const index = indexOf(key);
    return {
      id: optionId(key),
      role: "option",
      "aria-selected": index === active,
      selected: index === active,
      onMouseMove: () => index !== active && onHover(index),
      // mousedown keeps the input focused; the click opens.
      onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
      onClick: () => onOpen({ key, href }),
    };
  };

  return (
    <Box sx={markSx}>
      {loading && <LinearProgress aria-label={t("searching")} sx={{ position: "absolute", top: 0, left: 0, right: 0 }} />}
      {error && (
        <Typography role="alert" color="error" sx={{ p: 2 }}>
          {error}
        </Typography>
      )}
      {!error && answer && items.length === 0 && !loading && (
        <Box sx={{ p: 2 }} data-testid="search-empty">
          <Typography>{t("noResults", { query })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t("noResultsHint")}
          </Typography>
        </Box>
      )}
      <List id={listId} role="listbox" aria-label={t("results")} dense disablePadding>
        {answer && answer.projects.length > 0 && <GroupHeading label={t("projects")} />}
        {answer?.projects.map((p) => (
          <ListItemButton key={p.id} {...option(`project-${p.id}`, `/projects/${p.id}`)} data-testid="search-project" sx={{ alignItems: "flex-start", gap: 1.5 }}>
            <FolderOutlined fontSize="small" color="action" sx={{ mt: 0.5 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                <Highlighted text={p.title} highlights={p.titleHighlights} />
              </Typography>
              <Snippet snippet={p.snippet} />
            </Box>
          </ListItemButton>
        ))}
        {answer?.moreProjects && <More text={t("moreProjects")} />}
        {answer && answer.notes.length > 0 && <GroupHeading label={t("notes")} />}
        {answer?.notes.map((n) => (
          <ListItemButton key={n.id} {...option(`note-${n.id}`, `/notes/${n.id}`)} data-testid="search-note" sx={{ alignItems: "flex-start", gap: 1.5 }}>
            <DescriptionOutlined fontSize="small" color="action" sx={{ mt: 0.5 }} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              {/* The title comes first: on a phone it wraps and the project goes under it; wider, the project
                  gives up its room before the title does (it took up to 45% and cut the title to half the row). */}
              <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, columnGap: 1, alignItems: { xs: "stretch", sm: "baseline" }, minWidth: 0 }}>
                <Typography
                  sx={{ fontWeight: 600, minWidth: 0, flex: "0 1 auto", overflowWrap: "anywhere", whiteSpace: { sm: "nowrap" }, overflow: { sm: "hidden" }, textOverflow: { sm: "ellipsis" } }}
                  data-testid="search-note-title"
                >
                  <Highlighted text={n.title} highlights={n.titleHighlights} />
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0, flex: { sm: "0 1000 auto" }, maxWidth: { sm: "45%" } }}>
                  {n.projectTitle}
                </Typography>
              </Box>
              <Snippet snippet={n.snippet} />
              {n.tags.length > 0 && (
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
                  {n.tags.map((tag) => (
                    <Chip
                      key={tag.id}
                      size="small"
                      label={tag.title}
                      variant={tag.highlighted ? "filled" : "outlined"}
                      sx={{ height: 20, borderColor: tag.color, ...(tag.highlighted ? { bgcolor: "warning.light" } : {}) }}
                    />
                  ))}
                </Box>
              )}
            </Box>
          </ListItemButton>
        ))}
        {answer?.moreNotes && <More text={t("moreNotes")} />}
      </List>
    </Box>
  );
}

/** The heading over one kind of result; not an option of the listbox. */
function GroupHeading({ label }: { label: string }) {
  return (
    <ListSubheader role="presentation" sx={{ lineHeight: "32px" }}>
      {label}
    </ListSubheader>
  );
}

/** The words around the match, the matched ones marked; nothing when the match was in the title only. */
function Snippet({ snippet }: { snippet: SearchProjectHit["snippet"] }) {
  if (!snippet.text) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
      <Highlighted text={snippet.text} highlights={snippet.highlights} />
    </Typography>
  );
}

function More({ text }: { text: string }) {
  return (
    <Typography role="presentation" variant="caption" color="text.secondary" sx={{ display: "block", px: 2, py: 0.5 }}>
      {text}
    </Typography>
  );
}
