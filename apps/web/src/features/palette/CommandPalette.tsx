import { paletteEndpoints } from "@eln/shared/palette";
import { call } from "../../api/call";
import { Box, Dialog, InputAdornment, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, TextField, Typography } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import WorkspacesIcon from "@mui/icons-material/WorkspacesOutlined";
import FolderIcon from "@mui/icons-material/FolderOutlined";
import DescriptionIcon from "@mui/icons-material/DescriptionOutlined";
import ScienceIcon from "@mui/icons-material/ScienceOutlined";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { PaletteAnswer } from "@eln/shared/palette";
import { useAuthStore } from "../../state/authStore";
import { useDebouncedValue } from "../search/useDebouncedValue";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { paletteKeys } from "../../api/queryKeys";

type Group = keyof PaletteAnswer;
const groups: { key: Group; icon: typeof SearchIcon; href: (x: PaletteAnswer[Group][number]) => string }[] = [
  { key: "spaces", icon: WorkspacesIcon, href: (x) => `/spaces/${x.id}` },
  { key: "projects", icon: FolderIcon, href: (x) => `/projects/${x.id}` },
  { key: "notes", icon: DescriptionIcon, href: (x) => `/notes/${x.id}` },
  { key: "materials", icon: ScienceIcon, href: (x) => `/spaces/${x.spaceId}/materials?q=${encodeURIComponent(x.title)}` },
];

/** Typing in a field or the editor keeps its own keys; `?` only opens the shortcuts elsewhere. */
export function isTyping(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/** Ctrl/Cmd+K: jump to any space, project, note or material; `?` lists the keyboard shortcuts. */
export function CommandPalette() {
  const { t } = useTranslation("palette");
  const navigate = useNavigate();
  const userId = useAuthStore((s) => s.userId) ?? "";
  const [open, setOpen] = useState(false);
  const [help, setHelp] = useState(false);
  const [q, setQ] = useState("");
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(q.trim(), 150);
  const answer = useQuery({
    queryKey: paletteKeys.find(userId, debounced),
    queryFn: ({ signal }) => call(paletteEndpoints.find, { query: { q: debounced }, signal }),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const items = useMemo(
    () => groups.flatMap((g) => (answer.data?.[g.key] ?? []).map((x) => ({ group: g, item: x, href: g.href(x) }))),
    [answer.data],
  );
  useEffect(() => setActive(0), [answer.data]);
  // Enter opens only what belongs to the text as typed, never the previous answer still on screen:
  // pressed before the answer comes, it opens the answer's first entry when it comes.
  const stale = answer.isPlaceholderData || debounced !== q.trim();
  const [enterWaiting, setEnterWaiting] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setHelp(false);
        setOpen((o) => !o);
      } else if (e.key === "?" && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault();
        setOpen(false);
        setHelp(true);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setQ("");
    setEnterWaiting(false);
  }, []);
  const go = useCallback(
    (href: string) => {
      close();
      void navigate(href);
    },
    [close, navigate],
  );
  useEffect(() => {
    if (!enterWaiting || stale || answer.isFetching) return;
    setEnterWaiting(false);
    if (items[0]) go(items[0].href);
  }, [enterWaiting, stale, answer.isFetching, items, go]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!items.length) return;
      setActive((a) => (a + (e.key === "ArrowDown" ? 1 : items.length - 1)) % items.length);
    } else if (e.key === "Enter" && stale) {
      e.preventDefault();
      setEnterWaiting(true);
    } else if (e.key === "Enter" && items[active]) {
      e.preventDefault();
      go(items[active].href);
    }
  };

  let index = -1;
  return (
    <>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ paper: { sx: { alignSelf: "flex-start", mt: { xs: 2, sm: 10 } } } }} aria-label={t("title")}>
        <Box sx={{ p: 1.5 }}>
          <TextField
            autoFocus
            fullWidth
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setEnterWaiting(false);
            }}
            onKeyDown={onKeyDown}
            placeholder={t("placeholder")}
            slotProps={{
              htmlInput: {
                role: "combobox",
                "aria-label": t("placeholder"),
                "aria-expanded": true,
                "aria-controls": "palette-results",
                "aria-activedescendant": items[active] ? `palette-item-${active}` : undefined,
                maxLength: 100,
                "data-testid": "palette-input",
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {/* Busy while the list is still an earlier text's answer: it changes (and moves) when the new one comes. */}
        <List id="palette-results" role="listbox" aria-label={t("results")} aria-busy={stale || answer.isFetching} dense sx={{ maxHeight: "60vh", overflowY: "auto", pt: 0 }} data-testid="palette-results">
          {groups.map((g) => {
            const list = answer.data?.[g.key] ?? [];
            if (!list.length) return null;
            return (
              <Box component="li" key={g.key} role="presentation">
                <ListSubheader component="div" role="presentation" sx={{ lineHeight: 2.2 }}>
                  {t(`groups.${g.key}`)}
                </ListSubheader>
                <Box component="ul" role="group" aria-label={t(`groups.${g.key}`)} sx={{ p: 0, m: 0 }}>
                  {list.map((x) => {
                    index += 1;
                    const i = index;
                    const Icon = g.icon;
                    return (
                      <ListItemButton
                        key={x.id}
                        component="li"
                        id={`palette-item-${i}`}
                        role="option"
                        aria-selected={i === active}
                        selected={i === active}
                        onMouseEnter={() => setActive(i)}
                        onClick={() => go(g.href(x))}
                        data-testid="palette-item"
                      >
                        <ListItemIcon sx={{ minWidth: 36 }}>
                          <Icon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText primary={x.title} secondary={x.context || undefined} slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }} />
                      </ListItemButton>
                    );
                  })}
                </Box>
              </Box>
            );
          })}
          {answer.data && !items.length && (
            <Typography component="li" role="presentation" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              {t("empty", { q: debounced })}
            </Typography>
          )}
        </List>
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
          {t("hint")}
        </Typography>
      </Dialog>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </>
  );
}
