import { Box, ClickAwayListener, Dialog, IconButton, InputBase, NativeSelect, Paper, Popper, Toolbar, Typography, useMediaQuery } from "@mui/material";
import { alpha, type Theme } from "@mui/material/styles";
import SearchIcon from "@mui/icons-material/Search";
import ArrowBack from "@mui/icons-material/ArrowBack";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { SearchQueryLimits } from "@eln/shared/search";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useSearchSpace, useSpaceSearch } from "./searchApi";
import { optionId, resultItems, SearchResults, type ResultItem } from "./SearchResults";
import { useDebouncedValue } from "./useDebouncedValue";
import { useShortcutPrefs } from "./searchShortcut";

/** Typing in a field or editor: '/' is a character there, not the shortcut. */
function isTyping(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}

/**
 * The app bar search (spec §2): searches the active space; results grouped into
 * projects and notes, a project filter, '/' to focus, arrows and Enter to open.
 * On phones an icon opens the same search full screen.
 */
export function SearchBox() {
  const { t } = useTranslation("search");
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("md"));
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { space, projects, loading } = useSearchSpace();
  const [query, setQuery] = useState("");
  const [projectId, setProjectId] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const debounced = useDebouncedValue(query.trim(), 200);
  const search = useSpaceSearch(space?.id, debounced, projectId);
  const answer = debounced ? search.data : undefined;
  const items = resultItems(answer);

  // A project filter from another space means nothing here.
  useEffect(() => {
    if (projectId && !projects.some((p) => p.id === projectId)) setProjectId("");
  }, [projects, projectId]);
  useEffect(() => setActive(0), [answer]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || !useShortcutPrefs.getState().slashToSearch) return;
      e.preventDefault();
      setOpen(true);
      inputRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const openItem = (item: ResultItem) => {
    setOpen(false);
    setQuery("");
    inputRef.current?.blur();
    void navigate(item.href);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (!items.length) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      const next = (active + step + items.length) % items.length;
      setActive(next);
      document.getElementById(optionId(items[next]!.key))?.scrollIntoView({ block: "nearest" });
    } else if (e.key === "Enter") {
      const item = items[active];
      if (item) {
        e.preventDefault();
        openItem(item);
      }
    } else if (e.key === "Escape") {
      // Closes the results as a combobox's popup closes: the focus stays here (a blur dropped it to <body>).
      setOpen(false);
    }
  };

  const showPanel = open && !!debounced;
  // While the spaces load the field takes typing (the search runs once the space is known): it was
  // disabled, saying "Create a space to search", and a quick typist's words went nowhere.
  const placeholder = space ? t("placeholder", { space: space.title }) : loading ? t("label") : t("noSpace");
  const activeId = showPanel && items[active] ? optionId(items[active]!.key) : undefined;

  const input = (
    <InputBase
      inputRef={inputRef}
      value={query}
      disabled={!space && !loading}
      onChange={(e) => {
        setQuery(e.target.value);
        setOpen(true);
      }}
      onFocus={() => setOpen(true)}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      inputProps={{
        role: "combobox",
        "aria-label": t("label"),
        "aria-expanded": showPanel,
        "aria-controls": listId,
        "aria-autocomplete": "list",
        "aria-activedescendant": activeId,
        maxLength: SearchQueryLimits.queryMax,
        enterKeyHint: "search",
        "data-testid": "search-input",
      }}
      sx={{ flex: 1, color: "inherit", minWidth: 0, "& input::placeholder": { opacity: 0.8 } }}
    />
  );

  const filter = (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: "divider" }}>
      <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {space ? t("inSpace", { space: space.title }) : ""}
      </Typography>
      <NativeSelect
        value={projectId}
        onChange={(e) => setProjectId(e.target.value)}
        inputProps={{ "aria-label": t("projectFilter"), ...{ "data-testid": "search-project-filter" } }}
        sx={{ fontSize: 14, maxWidth: 220 }}
      >
        <option value="">{t("allProjects")}</option>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );

  const results = (
    <SearchResults
      listId={listId}
      answer={answer}
      query={debounced}
      loading={search.isFetching}
      error={search.isError ? errorMessage(search.error) : null}
      active={active}
      onHover={setActive}
      onOpen={openItem}
    />
  );

  if (phone) {
    return (
      <>
        <Box sx={{ flex: 1 }} />
        <IconButton color="inherit" aria-label={t("label")} onClick={() => setOpen(true)} data-testid="search-open">
          <SearchIcon />
        </IconButton>
        <Dialog fullScreen open={open} onClose={() => setOpen(false)} slotProps={{ paper: { "aria-label": t("label") }, transition: { onEntered: () => inputRef.current?.focus() } }}>
          <Toolbar sx={{ gap: 1, bgcolor: "primary.main", color: "primary.contrastText" }}>
            <IconButton color="inherit" edge="start" onClick={() => setOpen(false)} aria-label={t("close")}>
              <ArrowBack />
            </IconButton>
            {input}
          </Toolbar>
          {filter}
          <Box sx={{ position: "relative", overflow: "auto", flex: 1 }}>
            {debounced ? results : <Hint />}
          </Box>
        </Dialog>
      </>
    );
  }

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ width: "100%", maxWidth: 560 }}>
        <Box
          ref={anchorRef}
          data-search-field
          sx={(theme) => ({
            display: "flex",
            alignItems: "center",
            gap: 1,
            px: 1.5,
            height: 40,
            borderRadius: 1,
            // Darker than the bar, not lighter: white text and placeholder keep 4.5:1 (WCAG 1.4.3).
            bgcolor: alpha(theme.palette.common.black, open ? 0.25 : 0.18),
            "&:hover": { bgcolor: alpha(theme.palette.common.black, 0.25) },
            // The field's focus ring, white on the blue bar (WCAG 2.4.7): it had none.
            "&:focus-within": { outline: "2px solid #fff", outlineOffset: 2 },
          })}
        >
          <SearchIcon fontSize="small" />
          {input}
          {!open && !query && (
            <Box component="kbd" sx={{ fontSize: 12, px: 0.75, border: 1, borderColor: "rgba(255,255,255,0.5)", borderRadius: 0.5, lineHeight: "18px" }} aria-hidden>
              /
            </Box>
          )}
        </Box>
        {/* The box's width is read only while the panel is open: reading it forces a layout, and the
            search box renders several times while every page loads. */}
        <Popper open={showPanel} anchorEl={anchorRef.current} placement="bottom-start" disablePortal sx={{ zIndex: (theme) => theme.zIndex.modal, width: showPanel ? anchorRef.current?.offsetWidth : undefined }}>
          <Paper elevation={8} sx={{ mt: 0.5, maxHeight: "70vh", overflow: "auto", position: "relative" }} data-testid="search-panel">
            {filter}
            {results}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}

function Hint() {
  const { t } = useTranslation("search");
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {t("hint")}
    </Typography>
  );
}
